import { FlagLabel } from '@/components/flag';
import { CardContent } from '@/components/ui/card';
import { SelectField } from '@/components/ui/select-field';
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
        <SelectField
          label={t('common:language.label')}
          value={i18n.language}
          onValueChange={(value) => {
            const language = resolveLanguage(value);
            if (language) void changeLanguage(language);
          }}
          options={LANGUAGE_OPTIONS.map((option) => ({
            value: option.language,
            label: <FlagLabel country={option.flag}>{option.languageName}</FlagLabel>,
            lang: option.language,
          }))}
          testId="settings-language"
        />
        <SelectField
          label={t('common:theme.label')}
          value={theme}
          onValueChange={setTheme}
          options={THEMES.map((option) => ({ value: option, label: t(`common:theme.${option}`) }))}
          testId="settings-theme"
        />
      </CardContent>
    </SettingsSection>
  );
}
