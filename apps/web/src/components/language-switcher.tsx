import { Flag } from '@/components/flag';
import { Button } from '@/components/ui/button';
import { DeferredPopup } from '@/components/ui/deferred-popup';
import { LANGUAGE_OPTIONS } from '@alavanca/domain/locale/languages';
import { Languages } from 'lucide-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';

const loadMenu = () => import('./language-menu-popup');
const LanguageMenuPopup = lazy(() => loadMenu().then(({ LanguageMenuPopup }) => ({ default: LanguageMenuPopup })));

/**
 * Language menu. `showCurrent` prints the current language and flag on the trigger (footer);
 * otherwise it is an icon button (top bar, header). The menu loads when first pressed.
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
  const label = t('language.switch', { language: current?.languageName });
  const renderTrigger = () =>
    showCurrent ? (
      <Button variant="outline" size="sm" aria-label={label} data-testid="language-switcher">
        {current && <Flag country={current.flag} />}
        {current?.languageName}
      </Button>
    ) : (
      <Button variant="ghost" size="icon" aria-label={label} data-testid="language-switcher">
        <Languages aria-hidden="true" />
      </Button>
    );
  return (
    <DeferredPopup
      popup={LanguageMenuPopup}
      preload={loadMenu}
      props={{ align }}
      renderTrigger={renderTrigger}
      hasPopup="menu"
    />
  );
}
