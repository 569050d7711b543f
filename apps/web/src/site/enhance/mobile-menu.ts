import { bindAll, controlled } from './bind';
import { HOOK, LABEL } from './hooks';

/**
 * The phone menu: its toggle shows and hides the stacked links. Choosing a link closes it (on the
 * landing page the "/#features" links only scroll, so the menu would otherwise stay over the page);
 * Escape closes it and puts focus back on the toggle.
 */
export function enhanceMobileMenus(root: ParentNode = document): () => void {
  return bindAll(root, HOOK.menuToggle, (toggle) => {
    const menu = controlled(toggle);
    if (!menu) return () => {};
    const setOpen = (open: boolean) => {
      toggle.setAttribute('aria-expanded', String(open));
      toggle.setAttribute('aria-label', toggle.getAttribute(open ? LABEL.close : LABEL.open) ?? '');
      menu.hidden = !open;
    };
    const isOpen = () => toggle.getAttribute('aria-expanded') === 'true';
    const onToggle = () => setOpen(!isOpen());
    const onMenuClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !isOpen()) return;
      setOpen(false);
      toggle.focus();
    };
    toggle.addEventListener('click', onToggle);
    menu.addEventListener('click', onMenuClick);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      toggle.removeEventListener('click', onToggle);
      menu.removeEventListener('click', onMenuClick);
      document.removeEventListener('keydown', onKeyDown);
    };
  });
}
