import { Button } from '@/components/ui/button';
import { CardContent, CardFooter } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/notify';
import { ChangePasswordRequest } from '@alavanca/contracts/auth';
import { TEXT_LIMITS } from '@alavanca/domain/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useValidationText } from '@/hooks/use-validation-text';
import { ApiError } from '@/lib/api-client';
import { useChangePassword } from '../api/change-password';
import { describeError } from '@/lib/describe-error';
import { ACCOUNT_ERROR, SettingsSection } from './settings-section';

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
  const errorText = useValidationText();

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
          {FIELDS.map(({ name, autoComplete }) => (
            <FormField
              key={name}
              id={`${baseId}-${name}`}
              label={t(`settings.password.${name}`)}
              hint={name === 'newPassword' ? t('settings.password.requirement') : undefined}
              error={errorText(errors[name]?.message)}
              errorProps={ACCOUNT_ERROR}
            >
              <Input
                type="password"
                autoComplete={autoComplete}
                maxLength={TEXT_LIMITS.password}
                {...form.register(name)}
              />
            </FormField>
          ))}
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
