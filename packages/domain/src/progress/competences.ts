/*
 * Competences (decision 033): what a founder has shown they can do, read from what the product
 * already measures, never from activity. Each competence moves on evidence — a run of months, a
 * finished simulation, an idea's versions, a pitch's analyses, a canvas's versions — each item a
 * try that succeeded or not. Levels count distinct successes: the same setup played with the same
 * decisions is one piece of evidence however often it is played again.
 */

export const COMPETENCES = [
  'cash',
  'pricing',
  'growth',
  'risk',
  'learning',
  'validation',
  'pitching',
  'canvas',
] as const;
export type Competence = (typeof COMPETENCES)[number];

/** Khan Academy's mastery levels, in order; 'none' before any evidence. */
export const LEVELS = ['none', 'attempted', 'familiar', 'proficient', 'mastered'] as const;
export type Level = (typeof LEVELS)[number];

/** Distinct successes a level needs; mastered also needs one of them strong (see `strong`). */
export const LEVEL_SUCCESSES = { familiar: 1, proficient: 2, mastered: 3 } as const;

/** Where a piece of evidence was stored: the screen that shows it links there. */
export type EvidenceSource =
  | { kind: 'simulation'; id: string; month: number }
  | { kind: 'validation'; id: string; version: number }
  | { kind: 'pitch'; id: string; version: number }
  | { kind: 'canvas'; id: string; version: number };

export interface CompetenceEvidence {
  competence: Competence;
  source: EvidenceSource;
  /** Equal for the same try played again (same setup and decisions, same text): counted once. */
  fingerprint: string;
  success: boolean;
  /** A success at the harder bar mastery asks for (hard difficulty, a higher score). */
  strong: boolean;
  /** The figures the rule read, for the progress page to say why. */
  values: Readonly<Record<string, number>>;
}

/** A competence's level from its evidence: distinct tries and distinct successes. */
export function levelOf(evidence: readonly CompetenceEvidence[]): Level {
  if (evidence.length === 0) return 'none';
  const successes = new Map<string, boolean>();
  for (const item of evidence)
    if (item.success) successes.set(item.fingerprint, (successes.get(item.fingerprint) ?? false) || item.strong);
  const count = successes.size;
  if (count >= LEVEL_SUCCESSES.mastered && [...successes.values()].some(Boolean)) return 'mastered';
  if (count >= LEVEL_SUCCESSES.proficient) return 'proficient';
  if (count >= LEVEL_SUCCESSES.familiar) return 'familiar';
  return 'attempted';
}

/** Every competence's level from all of a founder's evidence. */
export function competenceLevels(evidence: readonly CompetenceEvidence[]): Record<Competence, Level> {
  return Object.fromEntries(
    COMPETENCES.map((competence) => [competence, levelOf(evidence.filter((item) => item.competence === competence))]),
  ) as Record<Competence, Level>;
}

/** How many competences stand at `level` or above. */
export function countAtLeast(levels: Readonly<Record<Competence, Level>>, level: Level): number {
  const floor = LEVELS.indexOf(level);
  return COMPETENCES.filter((competence) => LEVELS.indexOf(levels[competence]) >= floor).length;
}

/** The figures the whole's rules read: how many competences stand at each level or above. */
export function progressMetrics(levels: Readonly<Record<Competence, Level>>): Record<string, number> {
  return {
    familiar: countAtLeast(levels, 'familiar'),
    proficient: countAtLeast(levels, 'proficient'),
    mastered: countAtLeast(levels, 'mastered'),
  };
}
