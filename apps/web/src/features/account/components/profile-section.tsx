import { Button } from '@/components/ui/button';
import { CardContent, CardFooter } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { notify } from '@/components/ui/sonner';
import { UpdateProfileRequest } from '@alavanca/contracts/profile';
import { TEXT_LIMITS } from '@alavanca/domain/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@alavanca/contracts/profile';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { describeError } from '@/lib/describe-error';
import { AvatarEditor } from './avatar-editor';
import { FieldError, QueryBoundary, SettingsSection } from './settings-section';

function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const ids = { first: useId(), last: useId(), email: useId(), firstError: useId(), lastError: useId() };
  const update = useUpdateProfile();
  const form = useForm({
    resolver: zodResolver(UpdateProfileRequest),
    defaultValues: { firstName: profile.firstName, lastName: profile.lastName },
  });
  const { errors, isDirty } = form.formState;

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
          <div className="grid gap-2">
            <Label htmlFor={ids.first}>{t('settings.profile.firstName')}</Label>
            <Input
              id={ids.first}
              autoComplete="given-name"
              maxLength={TEXT_LIMITS.name}
              aria-invalid={errors.firstName ? true : undefined}
              aria-describedby={errors.firstName ? ids.firstError : undefined}
              {...form.register('firstName')}
            />
            <FieldError id={ids.firstError} message={errors.firstName?.message} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={ids.last}>{t('settings.profile.lastName')}</Label>
            <Input
              id={ids.last}
              autoComplete="family-name"
              maxLength={TEXT_LIMITS.name}
              aria-invalid={errors.lastName ? true : undefined}
              aria-describedby={errors.lastName ? ids.lastError : undefined}
              {...form.register('lastName')}
            />
            <FieldError id={ids.lastError} message={errors.lastName?.message} />
          </div>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={ids.email}>{t('settings.profile.email')}</Label>
          <Input id={ids.email} value={profile.email} readOnly aria-readonly="true" className="bg-muted/40" />
        </div>
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
