import { Button } from '@/components/ui/button';
import { useTheme } from '@/lib/theme';
import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Switches between light and dark; a stored 'system' choice resolves to what the OS shows now. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { resolvedTheme, setTheme } = useTheme();
  const next = resolvedTheme === 'dark' ? 'light' : 'dark';
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={() => setTheme(next)}
      aria-label={t(next === 'dark' ? 'theme.switchToDark' : 'theme.switchToLight')}
      data-testid="theme-toggle"
    >
      {resolvedTheme === 'dark' ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
    </Button>
  );
}
