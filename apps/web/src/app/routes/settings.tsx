import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { changeLanguage } from '@/lib/change-language';
import { useTheme } from '@/lib/theme';
import { THEMES } from '@alavanca/domain/constants';
import { LANGUAGE_OPTIONS, resolveLanguage } from '@alavanca/domain/locale/languages';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenIntro } from '@/components/screen-intro';

export function Component() {
  const { t, i18n } = useTranslation();
  const { theme, setTheme } = useTheme();
  const themeId = useId();
  const languageId = useId();
  return (
    <>
      <ScreenIntro title={t('app:settings.title')} description={t('app:settings.intro')} />
      <Card className="max-w-xl">
        <CardHeader>
          <CardTitle>{t('app:settings.appearanceTitle')}</CardTitle>
          <CardDescription>{t('app:settings.appearanceDescription')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor={themeId}>{t('theme.label')}</Label>
            <Select
              value={theme}
              onValueChange={(value) => {
                const next = THEMES.find((option) => option === value);
                if (next) setTheme(next);
              }}
            >
              <SelectTrigger id={themeId} className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {THEMES.map((option) => (
                  <SelectItem key={option} value={option}>
                    {t(`theme.${option}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={languageId}>{t('language.label')}</Label>
            <Select
              value={i18n.language}
              onValueChange={(value) => {
                const language = resolveLanguage(value);
                if (language) void changeLanguage(language);
              }}
            >
              <SelectTrigger id={languageId} className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {LANGUAGE_OPTIONS.map((option) => (
                  <SelectItem key={option.language} value={option.language}>
                    {option.flag} {option.languageName}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </CardContent>
      </Card>
    </>
  );
}
