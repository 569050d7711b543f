import { ScreenIntro } from '@/components/screen-intro';
import { useTranslation } from 'react-i18next';
import { AiMentorSection } from './ai-mentor-section';
import { AppearanceSection } from './appearance-section';
import { DataSection } from './data-section';
import { NotificationsSection } from './notifications-section';
import { PasswordSection } from './password-section';
import { PreferencesSection } from './preferences-section';
import { ProfileSection } from './profile-section';

const SECTIONS = ['profile', 'password', 'appearance', 'preferences', 'ai', 'notifications', 'data'] as const;

/**
 * `/configuracoes`: every section stacked, each saving on its own, with a list of links to jump
 * to one. Stacked rather than tabbed so that nothing typed in one section is lost by opening another.
 * On a phone the links wrap onto a few rows: all of them in sight, none pushing the page wider.
 */
export function SettingsPage({ email }: { email: string }) {
  const { t } = useTranslation('account');
  return (
    <>
      <ScreenIntro title={t('settings.title')} description={t('settings.intro')} />
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[12rem_minmax(0,48rem)]">
        <nav aria-label={t('settings.sectionsLabel')} className="lg:sticky lg:top-20 lg:self-start">
          <ul className="flex flex-wrap gap-1 text-sm lg:flex-col">
            {SECTIONS.map((id) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  className="block rounded-md px-3 py-2 whitespace-nowrap text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden"
                >
                  {t(`settings.${id}.title`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="grid min-w-0 gap-6">
          <ProfileSection />
          <PasswordSection />
          <AppearanceSection />
          <PreferencesSection />
          <AiMentorSection />
          <NotificationsSection />
          <DataSection email={email} />
        </div>
      </div>
    </>
  );
}
