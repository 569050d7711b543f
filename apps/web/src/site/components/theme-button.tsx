import { buttonVariants } from '@/components/ui/button';
import { HOOK, LABEL, hook } from '@/site/enhance/hooks';
import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * Light/dark switch of the public pages (behaviour: enhance/theme-button). The server cannot know
 * the stored theme, so both icons are sent and CSS shows the one for the theme on <html>; the
 * label is written for light, the default, and the script corrects it from the two it carries.
 */
export function ThemeButton() {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={buttonVariants({ variant: 'ghost', size: 'icon' })}
      aria-label={t('theme.switchToDark')}
      {...{ [LABEL.dark]: t('theme.switchToDark'), [LABEL.light]: t('theme.switchToLight') }}
      {...hook(HOOK.themeButton)}
      data-testid="theme-toggle"
    >
      <Moon aria-hidden="true" className="dark:hidden" />
      <Sun aria-hidden="true" className="hidden dark:block" />
    </button>
  );
}
