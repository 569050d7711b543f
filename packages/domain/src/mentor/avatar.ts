import { hash32 } from '../simulation/random';
import { personaById, type PersonaId } from './personas';

/**
 * A persona's avatar as a flat SVG portrait, the same for the same persona on every build: the
 * features are drawn from a hash of the persona's id, the colours are the persona's. The web
 * build writes them as files (the specification's third-party avatar service is not called at
 * run time, and nothing is fetched).
 */
const SKIN = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac'] as const;
const HAIR = ['#2c1b18', '#4a312c', '#a55728', '#b58143', '#d6b370'] as const;

/** Hair outlines over a 64 × 64 face centred at (32, 34). */
const HAIR_SHAPES = [
  'M14 32c0-14 8-22 18-22s18 8 18 22c-4-6-8-9-18-9s-14 3-18 9z',
  'M13 36c-1-16 7-26 19-26s20 10 19 26l-4-2c0-8-6-14-15-14s-15 6-15 14z',
  'M16 30c2-12 8-18 16-18 9 0 15 6 17 18-6-4-11-6-17-6s-11 2-16 6z',
  'M12 44c-2-20 6-34 20-34s22 14 20 34l-5-1V32c0-7-7-12-15-12s-15 5-15 12v11z',
] as const;

function pick<T>(list: readonly T[], value: number): T {
  const item = list[value % list.length];
  if (item === undefined) throw new Error('Empty list');
  return item;
}

function seedOf(id: string): number {
  let seed = 0;
  for (const char of id) seed = hash32(seed ^ (char.codePointAt(0) ?? 0));
  return seed;
}

export function personaAvatarSvg(id: PersonaId): string {
  const persona = personaById(id);
  const seed = seedOf(persona.id);
  const skin = pick(SKIN, seed);
  const hair = pick(HAIR, hash32(seed ^ 1));
  const hairShape = pick(HAIR_SHAPES, hash32(seed ^ 2));
  const glasses = hash32(seed ^ 3) % 2 === 0;
  const smile = 3 + (hash32(seed ^ 4) % 4);
  const { primaryColor, secondaryColor, accentColor } = persona.style;
  const eyes = glasses
    ? `<g fill="none" stroke="${accentColor}" stroke-width="1.6"><circle cx="25" cy="33" r="4.5"/><circle cx="39" cy="33" r="4.5"/><path d="M29.5 33h5"/></g>`
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">`,
    `<circle cx="32" cy="32" r="32" fill="${secondaryColor}"/>`,
    `<path d="M10 64c2-12 10-18 22-18s20 6 22 18z" fill="${primaryColor}"/>`,
    `<rect x="28" y="40" width="8" height="8" rx="3" fill="${skin}"/>`,
    `<ellipse cx="32" cy="32" rx="14" ry="15" fill="${skin}"/>`,
    `<path d="${hairShape}" fill="${hair}"/>`,
    `<circle cx="25" cy="33" r="1.6" fill="#1f2937"/><circle cx="39" cy="33" r="1.6" fill="#1f2937"/>`,
    eyes,
    `<path d="M26 40q6 ${smile} 12 0" fill="none" stroke="#7f1d1d" stroke-width="1.8" stroke-linecap="round"/>`,
    `</svg>`,
  ].join('');
}
