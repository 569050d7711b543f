import { expect } from 'vitest';

/** Regional indicator symbols: two of them make an emoji flag. */
const EMOJI_FLAG_LETTER = /[\u{1F1E6}-\u{1F1FF}]/u;

/** The offered countries as pt-BR names them, in the order the pickers list them. */
export const COUNTRY_NAMES_PT = ['Brasil', 'Estados Unidos', 'Espanha', 'França', 'Alemanha', 'Reino Unido'];

/** The offered languages by their own names, in the order the pickers list them. */
export const LANGUAGE_NAMES = ['English', 'Português', 'Español', 'Français', 'Deutsch'];

/**
 * Checks a rendered list of countries or languages: no emoji flag anywhere in it, each entry
 * named exactly by its country or language, and its flag drawn as a decorative SVG.
 */
export function expectDrawnFlags(list: HTMLElement, entries: readonly HTMLElement[], names: readonly string[]): void {
  expect(list.textContent).not.toMatch(EMOJI_FLAG_LETTER);
  expect(entries.map((entry) => entry.textContent?.trim())).toEqual(names);
  for (const entry of entries) {
    const flag = entry.querySelector('svg[data-flag]');
    expect(flag, entry.textContent ?? '').not.toBeNull();
    expect(flag).toHaveAttribute('aria-hidden', 'true');
  }
}
