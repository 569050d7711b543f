import { Button } from '@/components/ui/button';
import { CardContent, CardFooter } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/notify';
import { UpdateProfileRequest } from '@alavanca/contracts/profile';
import { TEXT_LIMITS } from '@alavanca/domain/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@alavanca/contracts/profile';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { useValidationText } from '@/hooks/use-validation-text';
import { describeError } from '@/lib/describe-error';
import { AvatarEditor } from './avatar-editor';
import { ACCOUNT_ERROR, QueryBoundary, SettingsSection } from './settings-section';

const NAME_FIELDS = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
] as const;

function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const update = useUpdateProfile();
  const form = useForm({
    resolver: zodResolver(UpdateProfileRequest),
    defaultValues: { firstName: profile.firstName, lastName: profile.lastName },
  });
  const { errors, isDirty } = form.formState;
  const errorText = useValidationText();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      form.reset({ firstName: saved.firstName, lastName: saved.lastName });
      notify({
        title: t('settings.profile.savedTitle'),
        description: t('settings.profile.savedMessage'),
        variant: 'success',
      });
    } catch (error) {
      notify({ title: t('common:error'), description: describeError(error, t), variant: 'destructive' });
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <CardContent className="grid gap-6">
        <AvatarEditor profile={profile} />
        <div className="grid gap-4 sm:grid-cols-2">
          {NAME_FIELDS.map(({ name, autoComplete }) => (
            <FormField
              key={name}
              label={t(`settings.profile.${name}`)}
              error={errorText(errors[name]?.message)}
              errorProps={ACCOUNT_ERROR}
            >
              <Input autoComplete={autoComplete} maxLength={TEXT_LIMITS.name} {...form.register(name)} />
            </FormField>
          ))}
        </div>
        <FormField label={t('settings.profile.email')}>
          <Input value={profile.email} readOnly aria-readonly="true" className="bg-muted/40" />
        </FormField>
      </CardContent>
      <CardFooter className="mt-6 justify-end">
        <Button type="submit" disabled={!isDirty || update.isPending}>
          {update.isPending ? t('settings.saving') : t('settings.profile.save')}
        </Button>
      </CardFooter>
    </form>
  );
}

export function ProfileSection() {
  const { t } = useTranslation('account');
  const profile = useProfile();
  return (
    <SettingsSection id="profile" title={t('settings.profile.title')} description={t('settings.profile.description')}>
      <QueryBoundary query={profile}>{(data) => <ProfileForm profile={data} />}</QueryBoundary>
    </SettingsSection>
  );
}
