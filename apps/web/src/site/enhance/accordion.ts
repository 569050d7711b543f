import { bindAll, controlled } from './bind';
import { HOOK, selector } from './hooks';

// ArrowDown/ArrowUp wrap around, as the WAI-ARIA accordion pattern suggests.
const FOCUS_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The FAQ accordion (WAI-ARIA APG). The answers are pre-rendered open, so they stay readable
 * without JavaScript; on start every one is collapsed with hidden="until-found", which keeps the
 * text reachable by the browser's find-in-page: a match opens its answer (the `beforematch` event),
 * and the button's aria-expanded follows. Browsers without until-found treat it as plain hidden.
 * Questions toggle with Enter/Space (they are native buttons); the arrows, Home and End move
 * focus between them.
 */
export function enhanceAccordions(root: ParentNode = document): () => void {
  return bindAll(root, HOOK.accordion, (accordion) => {
    const triggers = [...accordion.querySelectorAll<HTMLElement>(selector(HOOK.accordionTrigger))];
    const cleanups = triggers.map((trigger) => {
      const panel = controlled(trigger);
      if (!panel) return () => {};
      const setExpanded = (expanded: boolean) => {
        trigger.setAttribute('aria-expanded', String(expanded));
        panel.hidden = expanded ? false : 'until-found';
      };
      const onClick = () => setExpanded(trigger.getAttribute('aria-expanded') !== 'true');
      // The browser has already revealed the panel; only the button's state is left to update.
      const onBeforeMatch = () => trigger.setAttribute('aria-expanded', 'true');
      setExpanded(false);
      trigger.addEventListener('click', onClick);
      panel.addEventListener('beforematch', onBeforeMatch);
      return () => {
        trigger.removeEventListener('click', onClick);
        panel.removeEventListener('beforematch', onBeforeMatch);
      };
    });
    const onKeyDown = (event: KeyboardEvent) => {
      const move = FOCUS_MOVES[event.key];
      const index = triggers.indexOf(event.target as HTMLElement);
      if (!move || index < 0) return;
      event.preventDefault();
      triggers[move(index, triggers.length)]?.focus();
    };
    accordion.addEventListener('keydown', onKeyDown);
    return () => {
      accordion.removeEventListener('keydown', onKeyDown);
      for (const cleanup of cleanups) cleanup();
    };
  });
}
