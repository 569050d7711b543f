import { CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { changeLanguage } from '@/lib/change-language';
import { useTheme } from '@/lib/theme';
import { THEMES } from '@alavanca/domain/constants';
import { LANGUAGE_OPTIONS, resolveLanguage } from '@alavanca/domain/locale/languages';
import { useTranslation } from 'react-i18next';
import { SettingsSection } from './settings-section';

/**
 * Theme and language apply at once, without a save button: the theme belongs to this browser,
 * and the language goes through the specification's language-change flow, which saves it to
 * the user's preferences and confirms with its own toasts.
 */
export function AppearanceSection() {
  const { t, i18n } = useTranslation('account');
  const { theme, setTheme } = useTheme();
  return (
    <SettingsSection
      id="appearance"
      title={t('settings.appearance.title')}
      description={t('settings.appearance.description')}
    >
      <CardContent className="grid gap-6 sm:grid-cols-2">
        <FormField label={t('common:language.label')}>
          {(control) => (
            <Select
              value={i18n.language}
              onValueChange={(value) => {
                const language = resolveLanguage(value);
                if (language) void changeLanguage(language);
              }}
            >
              <SelectTrigger {...control} className="w-full" data-testid="settings-language">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {LANGUAGE_OPTIONS.map((option) => (
                  <SelectItem key={option.language} value={option.language} lang={option.language}>
                    {option.flag} {option.languageName}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
        <FormField label={t('common:theme.label')}>
          {(control) => (
            <Select
              value={theme}
              onValueChange={(value) => {
                const next = THEMES.find((option) => option === value);
                if (next) setTheme(next);
              }}
            >
              <SelectTrigger {...control} className="w-full" data-testid="settings-theme">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {THEMES.map((option) => (
                  <SelectItem key={option} value={option}>
                    {t(`common:theme.${option}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
      </CardContent>
    </SettingsSection>
  );
}
