import { MOBILE_BREAKPOINT_PX } from '@alavanca/domain/constants';
import { createContext, use, useSyncExternalStore } from 'react';

/**
 * The viewport width the server assumed when it drew the screen's first paint (from the browser's
 * hint that it is a phone; app/render-screen.tsx): what the media queries answer while that paint
 * is drawn, and while the browser takes it over (hydration), before they ask the real viewport.
 * Null for a page the server did not paint.
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
