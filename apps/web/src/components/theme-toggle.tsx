import { Button } from '@/components/ui/button';
import { useTheme } from '@/lib/theme';
import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * Switches between light and dark; a stored 'system' choice resolves to what the OS shows now.
 * What it shows follows the document's `dark` class, set from the stored choice before the first
 * paint, not the theme the app holds: a screen the server painted cannot know that choice, and the
 * app taking the paint over must draw what the server drew (decision 030). Both icons and both
 * names are in the button, and CSS keeps the pair for the theme on screen.
 */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { resolvedTheme, setTheme } = useTheme();
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={() => setTheme(resolvedTheme === 'dark' ? 'light' : 'dark')}
      data-testid="theme-toggle"
    >
      <Moon aria-hidden="true" className="dark:hidden" />
      <Sun aria-hidden="true" className="hidden dark:block" />
      <span className="sr-only dark:hidden">{t('theme.switchToDark')}</span>
      <span className="sr-only hidden dark:inline">{t('theme.switchToLight')}</span>
    </Button>
  );
}
