// The attributes that tie the pre-rendered markup (site/components, rendered at build time) to the
// behaviours the browser runs (site/enhance). Both sides import them from here so a rename cannot
// leave a widget without its script. No classes: styling stays free to change.

/** Marker attributes, one per element a behaviour looks up. */
export const HOOK = {
  header: 'data-site-header',
  menuToggle: 'data-menu-toggle',
  themeButton: 'data-theme-button',
  languageMenu: 'data-language-menu',
  accordion: 'data-accordion',
  accordionTrigger: 'data-accordion-trigger',
  carousel: 'data-carousel',
  carouselViewport: 'data-carousel-viewport',
  carouselTrack: 'data-carousel-track',
  carouselSlide: 'data-carousel-slide',
  carouselControls: 'data-carousel-controls',
  carouselRotation: 'data-carousel-rotation',
  /** Value: which icon of the rotation button this is, 'pause' or 'play'. */
  carouselIcon: 'data-carousel-icon',
  /** Value: -1 (previous) or 1 (next). */
  carouselStep: 'data-carousel-step',
  /** Value: the zero-based index of the slide the button shows. */
  carouselGoTo: 'data-carousel-goto',
} as const;

export type Hook = (typeof HOOK)[keyof typeof HOOK];

/**
 * Translated alternative labels carried by a button whose name depends on state the server cannot
 * know (the stored theme) or that only the script changes (menu open, rotation on).
 */
export const LABEL = {
  open: 'data-label-open',
  close: 'data-label-close',
  dark: 'data-label-dark',
  light: 'data-label-light',
  pause: 'data-label-pause',
  play: 'data-label-play',
} as const;

/** State the scripts write for CSS and tests to read: "true" or "false". */
export const STATE = {
  /** Named by the specification; the header's classes style `data-[scrolled=true]`. */
  scrolled: 'data-scrolled',
  /** Whether the carousel is advancing by itself right now. */
  rotating: 'data-rotating',
} as const;

/** Props that put a hook on an element: `<div {...hook(HOOK.carousel)}>`. */
export function hook(name: Hook, value: string | number = ''): Record<string, string> {
  return { [name]: String(value) };
}

/** The CSS selector for elements carrying a hook. */
export function selector(name: Hook): string {
  return `[${name}]`;
}
