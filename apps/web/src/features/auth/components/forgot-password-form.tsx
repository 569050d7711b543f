import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { PasswordResetRequest } from '@alavanca/contracts/auth';
import { resolveLanguage } from '@alavanca/domain/locale/languages';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { errorMessageKey } from '../utils/error-message';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useValidationText } from '@/hooks/use-validation-text';

const EmailOnly = PasswordResetRequest.pick({ email: true });

/**
 * Asks for a reset link. Whatever the address, the same confirmation follows: the page never
 * tells whether an account exists for it.
 */
export function ForgotPasswordForm() {
  const { t, i18n } = useTranslation('auth');
  const requestReset = useRequestPasswordReset();
  const [sent, setSent] = useState(false);
  const form = useForm({ resolver: zodResolver(EmailOnly), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;
  const errorText = useValidationText();

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await requestReset.mutateAsync({ email, language: resolveLanguage(i18n.language) ?? undefined });
      setSent(true);
    } catch (error) {
      notify({
        title: t('recover.errorTitle'),
        description: t(errorMessageKey(error), { ns: 'common' }),
        variant: 'destructive',
      });
    }
  });

  if (sent) {
    return (
      <div
        role="status"
        className="space-y-2 rounded-lg border bg-card p-4 text-card-foreground"
        data-testid="reset-link-sent"
      >
        <p className="flex items-center gap-2 font-medium">
          <MailCheck className="size-5 text-primary" aria-hidden="true" />
          {t('recover.sentTitle')}
        </p>
        <p className="text-sm text-muted-foreground">{t('recover.sentMessage')}</p>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="forgot-password-form">
      <FormField id="email" label={t('fields.email')} error={errorText(errors.email?.message)}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t('recover.submitting') : t('recover.submit')}
      </Button>
    </form>
  );
}
