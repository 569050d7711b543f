import { Flag } from '@/components/flag';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { changeLanguage } from '@/lib/change-language';
import { LANGUAGE_OPTIONS, resolveLanguage } from '@alavanca/domain/locale/languages';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * Language menu. `showCurrent` prints the current language and flag on the trigger (footer);
 * otherwise it is an icon button (top bar, header).
 */
export function LanguageSwitcher({
  showCurrent = false,
  align = 'end',
}: {
  showCurrent?: boolean;
  align?: 'start' | 'end';
}) {
  const { t, i18n } = useTranslation();
  const current = LANGUAGE_OPTIONS.find((o) => o.language === i18n.language) ?? LANGUAGE_OPTIONS[0];
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        {showCurrent ? (
          <Button
            variant="outline"
            size="sm"
            aria-label={t('language.switch', { language: current?.languageName })}
            data-testid="language-switcher"
          >
            {current && <Flag country={current.flag} />}
            {current?.languageName}
          </Button>
        ) : (
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('language.switch', { language: current?.languageName })}
            data-testid="language-switcher"
          >
            <Languages aria-hidden="true" />
          </Button>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent align={align}>
        <DropdownMenuLabel>{t('language.label')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={i18n.language}
          onValueChange={(value) => {
            const language = resolveLanguage(value);
            if (language) void changeLanguage(language);
          }}
        >
          {LANGUAGE_OPTIONS.map((option) => (
            <DropdownMenuRadioItem key={option.language} value={option.language} lang={option.language}>
              <Flag country={option.flag} />
              {option.languageName}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
