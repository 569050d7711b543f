import { PERSONAS, type PersonaId } from './personas';

/**
 * Lines each persona has in the `notifications` catalogs (motivation.<persona>.lines.1…N); the
 * eleventh speaks of the weekly learning streak (decision 033), never of a daily habit.
 */
export const PERSONA_MOTIVATION_LINES = 11;
/** Lines signed by no persona (motivation.generic.lines.1…N). */
export const GENERIC_MOTIVATION_LINES = 3;

export type MotivationSource = PersonaId | 'generic';

/** Catalog keys (namespace `notifications`) of a motivational notification, stored as keys so it follows the user's language. */
export interface MotivationMessage {
  source: MotivationSource;
  title: string;
  description: string;
}

/** Every line there is, each equally likely: 44 from the four personas, 3 generic ones. */
const POOL: readonly { source: MotivationSource; line: number }[] = [
  ...PERSONAS.flatMap((persona) =>
    Array.from({ length: PERSONA_MOTIVATION_LINES }, (_, index) => ({ source: persona.id, line: index + 1 })),
  ),
  ...Array.from({ length: GENERIC_MOTIVATION_LINES }, (_, index) => ({ source: 'generic' as const, line: index + 1 })),
];

/** Every motivational notification's keys start with it (how the server finds the last one). */
export const MOTIVATION_KEY_PREFIX = 'notifications:motivation.';

export function motivationKeys(source: MotivationSource, line: number): MotivationMessage {
  return {
    source,
    title: `${MOTIVATION_KEY_PREFIX}${source}.title`,
    description: `${MOTIVATION_KEY_PREFIX}${source}.lines.${line}`,
  };
}

/** A random line; `random` returns [0, 1) like Math.random. */
export function pickMotivation(random: () => number = Math.random): MotivationMessage {
  const entry = POOL[Math.min(POOL.length - 1, Math.floor(random() * POOL.length))] ?? POOL[0];
  if (!entry) throw new Error('The motivation pool is empty.');
  return motivationKeys(entry.source, entry.line);
}

/** Every key the catalogs must hold (checked by the web app's catalog test). */
export function allMotivationKeys(): string[] {
  const sources: MotivationSource[] = [...PERSONAS.map((persona) => persona.id), 'generic'];
  return sources.flatMap((source) => {
    const count = source === 'generic' ? GENERIC_MOTIVATION_LINES : PERSONA_MOTIVATION_LINES;
    const lines = Array.from({ length: count }, (_, index) => motivationKeys(source, index + 1).description);
    return [motivationKeys(source, 1).title, ...lines];
  });
}
