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
  /** The public demo (/demonstracao): one company played in the browser. */
  demo: 'data-demo',
} as const;

/**
 * The parts of the demo its script reads or writes, inside the element with HOOK.demo. Values
 * name which one: a decision (`priceCents`), a figure (`revenue`), a text slot (`monthOf`).
 */
export const DEMO = {
  /** The JSON block of text templates (demo-text.ts). */
  text: 'data-demo-text',
  /** Shown while the company is being played; hidden once it ended. */
  playing: 'data-demo-playing',
  form: 'data-demo-form',
  /** An input of a decision; value: the decision. */
  field: 'data-demo-field',
  /** The hint or the error under a decision's input; value: the decision. */
  hint: 'data-demo-hint',
  error: 'data-demo-error',
  /** The fieldset answering the pending event, and where its options go. */
  event: 'data-demo-event',
  eventOptions: 'data-demo-event-options',
  /** Text the script writes; value: which (monthOf, decisionsTitle, …). */
  slot: 'data-demo-slot',
  /** A number the script writes; value: `preview.revenue`, `kpi.cash`, … */
  figure: 'data-demo-figure',
  /** A message shown in one case only; value: the case (needsChoice, invalid, bankrupt, lastMonth). */
  message: 'data-demo-message',
  /** Hidden until the first month is played. */
  played: 'data-demo-played',
  /** Where the month's events, the history rows and the lessons go. */
  events: 'data-demo-events',
  history: 'data-demo-history',
  /** Where the script draws the history chart. */
  chart: 'data-demo-chart',
  lessons: 'data-demo-lessons',
  /** The end: score and lessons; its heading takes the focus. */
  end: 'data-demo-end',
  finish: 'data-demo-finish',
  restart: 'data-demo-restart',
  /** The polite live region that says what each month did. */
  status: 'data-demo-status',
} as const;

export type DemoPart = (typeof DEMO)[keyof typeof DEMO];

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
export function hook(name: Hook | DemoPart, value: string | number = ''): Record<string, string> {
  return { [name]: String(value) };
}

/** The CSS selector for elements carrying a hook. */
export function selector(name: Hook | DemoPart): string {
  return `[${name}]`;
}
