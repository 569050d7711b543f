import { resolveLanguage } from '@alavanca/domain/locale/languages';
import { storeLanguage } from '@/lib/language-storage';
import { bindAll, controlled } from './bind';
import { HOOK } from './hooks';

/**
 * Opens and closes the language list (a disclosure: a button and plain links). The links do the
 * switch themselves: "?lang=xx-XX" makes the server answer in that language and set its cookie.
 * The choice is also stored here, so the app behind the sign-in speaks the same language.
 * Closes on Escape (focus back on the button), on a click outside and when focus moves elsewhere;
 * so while it is open, focus is on the button, in the list or nowhere.
 */
export function enhanceLanguageMenus(root: ParentNode = document): () => void {
  return bindAll(root, HOOK.languageMenu, (button) => {
    const list = controlled(button);
    if (!list) return () => {};
    const inside = (node: EventTarget | null) => node instanceof Node && (button.contains(node) || list.contains(node));
    const isOpen = () => button.getAttribute('aria-expanded') === 'true';
    const setOpen = (open: boolean) => {
      button.setAttribute('aria-expanded', String(open));
      list.hidden = !open;
    };
    const onButtonClick = () => setOpen(!isOpen());
    const onListClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[hreflang]') : null;
      const language = resolveLanguage(link?.getAttribute('hreflang'));
      if (language) storeLanguage(language);
    };
    const onDocumentClick = (event: MouseEvent) => {
      if (isOpen() && !inside(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !isOpen()) return;
      setOpen(false);
      button.focus();
    };
    // Focus going nowhere (a click on the list's label, on the page) is left to the click handler.
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget && !inside(event.relatedTarget)) setOpen(false);
    };
    button.addEventListener('click', onButtonClick);
    list.addEventListener('click', onListClick);
    button.addEventListener('focusout', onFocusOut);
    list.addEventListener('focusout', onFocusOut);
    document.addEventListener('click', onDocumentClick);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      button.removeEventListener('click', onButtonClick);
      list.removeEventListener('click', onListClick);
      button.removeEventListener('focusout', onFocusOut);
      list.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('click', onDocumentClick);
      document.removeEventListener('keydown', onKeyDown);
    };
  });
}
