import { Button } from '@/components/ui/button';
import { CardContent, CardFooter } from '@/components/ui/card';
import { FormSelectField } from '@/components/ui/select-field';
import { notify } from '@/lib/notify';
import { UserSettings } from '@alavanca/contracts/preferences';
import { COMMUNITY_DIGESTS } from '@alavanca/domain/community/digest';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useSettings } from '../api/get-settings';
import { useUpdateSettings } from '../api/update-settings';
import { describeError } from '@/lib/describe-error';
import { QueryBoundary, SettingsSection } from './settings-section';
import { SwitchField } from './switch-field';

const NotificationSettingsForm = UserSettings.pick({
  emailNotifications: true,
  weeklyReports: true,
  communityDigest: true,
});
type NotificationSettingsForm = z.infer<typeof NotificationSettingsForm>;

const SWITCHES = ['emailNotifications', 'weeklyReports'] as const;

const formValues = (settings: UserSettings): NotificationSettingsForm => ({
  emailNotifications: settings.emailNotifications,
  weeklyReports: settings.weeklyReports,
  communityDigest: settings.communityDigest,
});

function NotificationsForm({ settings }: { settings: UserSettings }) {
  const { t } = useTranslation('account');
  const update = useUpdateSettings();
  const form = useForm<NotificationSettingsForm>({
    resolver: zodResolver(NotificationSettingsForm),
    defaultValues: formValues(settings),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      form.reset(formValues(saved));
      notify({
        title: t('settings.notifications.savedTitle'),
        description: t('settings.notifications.savedMessage'),
        variant: 'success',
      });
    } catch (error) {
      notify({ title: t('common:error'), description: describeError(error, t), variant: 'destructive' });
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <CardContent className="grid gap-4">
        {SWITCHES.map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <SwitchField
                name={name}
                label={t(`settings.notifications.${name}`)}
                description={t(`settings.notifications.${name}Description`)}
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
        ))}
        <FormSelectField
          control={form.control}
          name="communityDigest"
          label={t('settings.notifications.communityDigest')}
          hint={t('settings.notifications.communityDigestDescription')}
          className="sm:max-w-sm"
          options={COMMUNITY_DIGESTS.map((option) => ({
            value: option,
            label: t(`settings.notifications.communityDigestOptions.${option}`),
          }))}
          testId="settings-community-digest"
        />
      </CardContent>
      <CardFooter className="mt-6 justify-end">
        <Button type="submit" disabled={!form.formState.isDirty || update.isPending}>
          {update.isPending ? t('settings.saving') : t('settings.notifications.save')}
        </Button>
      </CardFooter>
    </form>
  );
}

export function NotificationsSection() {
  const { t } = useTranslation('account');
  const settings = useSettings();
  return (
    <SettingsSection
      id="notifications"
      title={t('settings.notifications.title')}
      description={t('settings.notifications.description')}
    >
      <QueryBoundary query={settings}>{(data) => <NotificationsForm settings={data} />}</QueryBoundary>
    </SettingsSection>
  );
}
