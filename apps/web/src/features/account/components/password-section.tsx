import { Button } from '@/components/ui/button';
import { CardContent, CardFooter } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { notify } from '@/components/ui/sonner';
import { ChangePasswordRequest } from '@alavanca/contracts/auth';
import { TEXT_LIMITS } from '@alavanca/domain/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { useChangePassword } from '../api/change-password';
import { describeError } from '@/lib/describe-error';
import { FieldError, SettingsSection } from './settings-section';

/** The contract's request plus the repeated new password, which never leaves the browser. */
export const ChangePasswordForm = ChangePasswordRequest.extend({ confirmPassword: z.string() }).refine(
  (values) => values.newPassword === values.confirmPassword,
  { path: ['confirmPassword'], message: 'account:settings.password.mismatch' },
);
type ChangePasswordForm = z.infer<typeof ChangePasswordForm>;

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

const FIELDS: readonly { name: FieldPath<ChangePasswordForm>; autoComplete: string }[] = [
  { name: 'currentPassword', autoComplete: 'current-password' },
  { name: 'newPassword', autoComplete: 'new-password' },
  { name: 'confirmPassword', autoComplete: 'new-password' },
];

export function PasswordSection() {
  const { t } = useTranslation('account');
  const baseId = useId();
  const change = useChangePassword();
  const form = useForm({ resolver: zodResolver(ChangePasswordForm), defaultValues: EMPTY });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      form.reset(EMPTY);
      notify({
        title: t('settings.password.savedTitle'),
        description: t('settings.password.savedMessage'),
        variant: 'success',
      });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'WRONG_PASSWORD') {
        form.setError('currentPassword', { message: 'errors.WRONG_PASSWORD' }, { shouldFocus: true });
        return;
      }
      notify({ title: t('common:error'), description: describeError(error, t), variant: 'destructive' });
    }
  });

  return (
    <SettingsSection
      id="password"
      title={t('settings.password.title')}
      description={t('settings.password.description')}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <CardContent className="grid gap-4 sm:max-w-md">
          {FIELDS.map(({ name, autoComplete }) => {
            const id = `${baseId}-${name}`;
            const hintId = `${id}-hint`;
            const errorId = `${id}-error`;
            const error = errors[name]?.message;
            const describedBy = [name === 'newPassword' ? hintId : null, error ? errorId : null]
              .filter(Boolean)
              .join(' ');
            return (
              <div key={name} className="grid gap-2">
                <Label htmlFor={id}>{t(`settings.password.${name}`)}</Label>
                <Input
                  id={id}
                  type="password"
                  autoComplete={autoComplete}
                  maxLength={TEXT_LIMITS.password}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy || undefined}
                  {...form.register(name)}
                />
                {name === 'newPassword' && (
                  <p id={hintId} className="text-sm text-muted-foreground">
                    {t('settings.password.requirement')}
                  </p>
                )}
                <FieldError id={errorId} message={error} />
              </div>
            );
          })}
        </CardContent>
        <CardFooter className="mt-6 justify-end">
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? t('settings.saving') : t('settings.password.save')}
          </Button>
        </CardFooter>
      </form>
    </SettingsSection>
  );
}
