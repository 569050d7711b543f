import { HEADER_SCROLL_THRESHOLD_PX, MS } from '@alavanca/domain/constants';
import { useEffect, useState } from 'react';

/** True once the page is scrolled past `threshold` px; re-checked at most every 100 ms (debounced). */
export function useScrolled(threshold = HEADER_SCROLL_THRESHOLD_PX, debounceMs = MS.scrollDebounce): boolean {
  const [scrolled, setScrolled] = useState(() => window.scrollY > threshold);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setScrolled(window.scrollY > threshold), debounceMs);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, [threshold, debounceMs]);
  return scrolled;
}
