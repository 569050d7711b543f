import { MOBILE_BREAKPOINT_PX } from '@alavanca/domain/constants';
import { createContext, use, useSyncExternalStore } from 'react';

/**
 * The viewport width the server assumes when it draws a screen's first paint (from the browser's
 * hint that it is a phone; app/render-screen.tsx). Null in a browser, which knows its own.
 */
export const AssumedViewportWidth = createContext<number | null>(null);

/** Whether `(min-width: Npx)` or `(max-width: Npx)`, the only queries the app asks, holds at `width`. */
export function widthMatches(query: string, width: number): boolean {
  const [, bound, pixels] = /\((min|max)-width:\s*(\d+)px\)/.exec(query) ?? [];
  if (!bound) return false;
  return bound === 'min' ? width >= Number(pixels) : width <= Number(pixels);
}

/** Subscribes to a CSS media query. */
export function useMediaQuery(query: string): boolean {
  const assumedWidth = use(AssumedViewportWidth);
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => assumedWidth !== null && widthMatches(query, assumedWidth),
  );
}

/** Below the specification's 768 px breakpoint. */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`);
}

/** The viewport's width: the browser's, or the one the server assumes as it draws. */
export function useViewportWidth(): number {
  const assumedWidth = use(AssumedViewportWidth);
  return typeof window === 'undefined' ? (assumedWidth ?? MOBILE_BREAKPOINT_PX) : window.innerWidth;
}
