import { STORAGE_KEYS } from '@alavanca/domain/constants';
import { bindAll } from './bind';
import { HOOK, LABEL, selector } from './hooks';

const isDark = () => document.documentElement.classList.contains('dark');

// The name says what a press does, so it names the other theme. Every theme button on the page is
// relabelled, not just the one pressed.
function relabel(button: HTMLElement): void {
  button.setAttribute('aria-label', button.getAttribute(isDark() ? LABEL.light : LABEL.dark) ?? '');
}

/**
 * Switches between light and dark: the `dark` class on <html> (which the icons and every colour
 * follow through CSS) and the stored choice, which boot.js applies before the next page paints.
 * The pre-rendered label assumes light; it is corrected on start for a visitor who chose dark.
 */
export function enhanceThemeButtons(root: ParentNode = document): () => void {
  return bindAll(root, HOOK.themeButton, (button) => {
    const onClick = () => {
      const theme = isDark() ? 'light' : 'dark';
      document.documentElement.classList.toggle('dark', theme === 'dark');
      try {
        localStorage.setItem(STORAGE_KEYS.theme, theme);
      } catch {
        // Storage can be blocked; the theme still applies to this page.
      }
      document.querySelectorAll<HTMLElement>(selector(HOOK.themeButton)).forEach(relabel);
    };
    relabel(button);
    button.addEventListener('click', onClick);
    return () => button.removeEventListener('click', onClick);
  });
}
