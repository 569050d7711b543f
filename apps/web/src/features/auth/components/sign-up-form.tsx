import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { SignUpForm as SignUpFormSchema } from '@alavanca/contracts/auth';
import { PASSWORD_MIN_LENGTH } from '@alavanca/domain/constants';
import { resolveLanguage } from '@alavanca/domain/locale/languages';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSignUp } from '../api/sign-up';
import { errorMessageKey } from '../utils/error-message';
import { Field, FieldError, FieldLabel, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useValidationText } from '@/hooks/use-validation-text';
import { FormCheckbox } from './form-checkbox';

const linkClass = 'font-medium text-primary underline underline-offset-4';

/** A legal page opened beside the form, so what the visitor typed stays where it was. */
function LegalLink({ to, children }: { to: string; children?: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <Link to={to} target="_blank" rel="noopener" className={linkClass}>
      {children}
      <span className="sr-only"> {t('signUp.opensInNewTab')}</span>
    </Link>
  );
}

/**
 * Name, e-mail, password and the terms. Unchecked terms stop the form before anything is sent,
 * with the specification's destructive toast. With a session the new user goes to `redirectTo` (the
 * dashboard, or the page a guard turned the visitor away from, such as a class's invitation);
 * when the e-mail must be confirmed first, to the login page with a "verify your e-mail" toast.
 * When the server asks for a proof of work, the form says it is checking the visitor is a person
 * (announced to screen readers) while the browser solves it, then sends the sign-up again.
 */
export function SignUpForm({ redirectTo = '/dashboard' }: { redirectTo?: string }) {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();
  const [checking, setChecking] = useState(false);
  const signUp = useSignUp(() => setChecking(true));
  const form = useForm<SignUpFormSchema>({
    resolver: zodResolver(SignUpFormSchema),
    defaultValues: { name: '', email: '', password: '', agreeTerms: false },
  });
  const { errors, isSubmitting } = form.formState;
  const errorText = useValidationText();

  const onSubmit = form.handleSubmit(
    async ({ agreeTerms: _agreed, ...account }) => {
      let result;
      try {
        result = await signUp.mutateAsync({ ...account, language: resolveLanguage(i18n.language) ?? undefined });
      } catch (error) {
        setChecking(false);
        notify({
          title: t('signUp.errorTitle'),
          description: t(errorMessageKey(error), { ns: 'common' }),
          variant: 'destructive',
        });
        return;
      }
      if (result.user) {
        notify({ title: t('signUp.successTitle'), variant: 'success' });
        void navigate(redirectTo, { replace: true });
      } else {
        notify({ title: t('signUp.verifyTitle'), description: t('signUp.verifyMessage'), variant: 'success' });
        // Signing in after the e-mail is confirmed still leads where the visitor was going.
        void navigate('/login', { replace: true, state: { from: redirectTo } });
      }
    },
    (invalid) => {
      if (invalid.agreeTerms) {
        notify({
          title: t('signUp.errorTitle'),
          description: t('validation.termsRequired', { ns: 'common' }),
          variant: 'destructive',
        });
      }
    },
  );

  const termsError = errorText(errors.agreeTerms?.message);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="sign-up-form">
      <FormField id="name" label={t('fields.name')} error={errorText(errors.name?.message)}>
        <Input autoComplete="name" {...form.register('name')} />
      </FormField>
      <FormField id="email" label={t('fields.email')} error={errorText(errors.email?.message)}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormField
        id="password"
        label={t('fields.password')}
        hint={t('fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        error={errorText(errors.password?.message)}
      >
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <Controller
        control={form.control}
        name="agreeTerms"
        render={({ field }) => (
          <Field id="agreeTerms" error={termsError}>
            <div className="space-y-2">
              <div className="flex items-start gap-2">
                <FormCheckbox {...field} checked={field.value} className="mt-0.5" />
                <FieldLabel className="block leading-snug font-normal">
                  <Trans
                    t={t}
                    i18nKey="signUp.agreeTerms"
                    components={{ terms: <LegalLink to="/termos" />, privacy: <LegalLink to="/privacidade" /> }}
                  />
                </FieldLabel>
              </div>
              <FieldError />
            </div>
          </Field>
        )}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {checking && <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />}
        {isSubmitting ? t('signUp.submitting') : t('signUp.submit')}
      </Button>
      <p role="status" className="text-center text-sm text-muted-foreground">
        {checking ? t('signUp.checking') : ''}
      </p>
    </form>
  );
}
