import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { ApiError } from '@/lib/api-client';
import { NewPassword } from '@alavanca/contracts/auth';
import { PASSWORD_MIN_LENGTH } from '@alavanca/domain/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { useResetPassword } from '../api/reset-password';
import { errorMessageKey } from '../utils/error-message';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useValidationText } from '@/hooks/use-validation-text';

// The confirmation never leaves the browser; it only guards against a typo in a hidden field.
const ResetPasswordFormSchema = z
  .object({ newPassword: NewPassword, confirmPassword: z.string() })
  .refine(({ newPassword, confirmPassword }) => newPassword === confirmPassword, {
    message: 'auth:fields.passwordMismatch',
    path: ['confirmPassword'],
  });

/**
 * Sets a new password with the token from the e-mail, then sends the user to the login page.
 * An expired or used token says so and offers a new link (`onRequestNewLink`).
 */
export function ResetPasswordForm({ token, onRequestNewLink }: { token: string; onRequestNewLink: () => void }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const [tokenRejected, setTokenRejected] = useState(false);
  const form = useForm({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const errorText = useValidationText();

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    try {
      await resetPassword.mutateAsync({ token, newPassword });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'INVALID_TOKEN') {
        setTokenRejected(true);
        return;
      }
      notify({
        title: t('reset.errorTitle'),
        description: t(errorMessageKey(error), { ns: 'common' }),
        variant: 'destructive',
      });
      return;
    }
    notify({ title: t('reset.successTitle'), description: t('reset.successMessage'), variant: 'success' });
    void navigate('/login', { replace: true });
  });

  if (tokenRejected) {
    return (
      <div
        role="alert"
        className="space-y-3 rounded-lg border border-destructive/50 p-4"
        data-testid="reset-token-invalid"
      >
        <p className="flex items-center gap-2 font-medium text-destructive">
          <TriangleAlert className="size-5" aria-hidden="true" />
          {t('reset.invalidTitle')}
        </p>
        <p className="text-sm text-muted-foreground">{t('reset.invalidMessage')}</p>
        <Button type="button" variant="outline" onClick={onRequestNewLink}>
          {t('reset.requestNew')}
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="reset-password-form">
      <FormField
        id="newPassword"
        label={t('fields.newPassword')}
        hint={t('fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        error={errorText(errors.newPassword?.message)}
      >
        <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
      </FormField>
      <FormField
        id="confirmPassword"
        label={t('fields.confirmPassword')}
        error={errorText(errors.confirmPassword?.message)}
      >
        <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t('reset.submitting') : t('reset.submit')}
      </Button>
    </form>
  );
}
