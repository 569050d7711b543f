import { HEADER_SCROLL_THRESHOLD_PX, MS } from '@alavanca/domain/constants';
import { bindAll } from './bind';
import { HOOK, STATE } from './hooks';

/**
 * Marks the header data-scrolled="true" once the page is scrolled past 10 px (its classes then make
 * it translucent with a blur and a shadow). Re-checked 100 ms after scrolling stops, not on every
 * scroll event; checked at once on start, since a reload can restore a scrolled position.
 */
export function enhanceHeaderScroll(root: ParentNode = document): () => void {
  return bindAll(root, HOOK.header, (header) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => header.setAttribute(STATE.scrolled, String(window.scrollY > HEADER_SCROLL_THRESHOLD_PX));
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(update, MS.scrollDebounce);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  });
}
