import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { SignInRequest } from '@alavanca/contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { useSignIn } from '../api/sign-in';
import { signInErrorMessageKey } from '../utils/error-message';
import { Field, FieldLabel, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useValidationText } from '@/hooks/use-validation-text';
import { FormCheckbox } from './form-checkbox';

/** E-mail and password sign-in; on success a toast, then `redirectTo`. */
export function LoginForm({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const signIn = useSignIn();
  const form = useForm<z.input<typeof SignInRequest>, unknown, z.output<typeof SignInRequest>>({
    resolver: zodResolver(SignInRequest),
    defaultValues: { email: '', password: '', rememberMe: true },
  });
  const { errors, isSubmitting } = form.formState;
  const errorText = useValidationText();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signIn.mutateAsync(values);
    } catch (error) {
      notify({
        title: t('login.errorTitle'),
        description: t(signInErrorMessageKey(error), { ns: 'common' }),
        variant: 'destructive',
      });
      return;
    }
    notify({ title: t('login.successTitle'), description: t('login.successMessage'), variant: 'success' });
    void navigate(redirectTo, { replace: true });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="login-form">
      <FormField id="email" label={t('fields.email')} error={errorText(errors.email?.message)}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormField id="password" label={t('fields.password')} error={errorText(errors.password?.message)}>
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Controller
          control={form.control}
          name="rememberMe"
          render={({ field }) => (
            <Field id="rememberMe">
              <div className="flex items-center gap-2">
                <FormCheckbox {...field} checked={field.value ?? true} />
                <FieldLabel className="font-normal">{t('login.rememberMe')}</FieldLabel>
              </div>
            </Field>
          )}
        />
        <Link to="/recuperar-senha" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          {t('login.forgotPassword')}
        </Link>
      </div>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
