import { partsOf, PITCH_KIND_TIMES, WORDS_PER_MINUTE, type PitchKind, type PitchPart } from './pitch';
import { wordsOf } from './text';

/*
 * A rehearsal against the clock (decision 032): the founder reads the pitch part by part in the
 * teleprompter, and each part's spoken time is held to its share of the kind's time, the whole to
 * a pace a listener follows. No speech is recognised: the words are the script's, the seconds the
 * founder's own, so the pace is the script's words over the time it took to say them.
 */

/** A part may run this much over its share before it is named as over time (and at least 3 s). */
const PART_TOLERANCE = 0.2;
const PART_TOLERANCE_SECONDS = 3;

export const wordCount = (text: string) => wordsOf(text).length;

export interface PartTiming {
  part: PitchPart;
  words: number;
  /** The part's share of the kind's time. */
  targetSeconds: number;
  /** Spoken in the rehearsal; null for a part not reached. */
  seconds: number | null;
  over: boolean;
}

export interface RehearsalResult {
  parts: PartTiming[];
  totalSeconds: number;
  targetSeconds: number;
  /** The script's words over the minutes it took; null before a second is spoken. */
  wordsPerMinute: number | null;
  pace: 'slow' | 'steady' | 'fast' | null;
  /** The whole ran past the kind's time. */
  overTime: boolean;
}

/** How long the script takes at the middle of a listener's pace, before any rehearsal. */
export function plannedSeconds(parts: Partial<Record<PitchPart, string>>): number {
  const words = Object.values(parts).reduce((sum, text) => sum + wordCount(text ?? ''), 0);
  return Math.round((words / ((WORDS_PER_MINUTE.low + WORDS_PER_MINUTE.high) / 2)) * 60);
}

/** A rehearsal's timing: each part's seconds against its share, the pace, and what ran over. */
export function rehearsalResult(
  kind: PitchKind,
  parts: Partial<Record<PitchPart, string>>,
  spoken: Partial<Record<PitchPart, number>>,
): RehearsalResult {
  const { seconds: targetSeconds, shares } = PITCH_KIND_TIMES[kind];
  const timings = partsOf(kind).map((part): PartTiming => {
    const target = Math.round(shares[part] * targetSeconds);
    const seconds = spoken[part] ?? null;
    return {
      part,
      words: wordCount(parts[part] ?? ''),
      targetSeconds: target,
      seconds,
      over: seconds !== null && seconds > target + Math.max(PART_TOLERANCE * target, PART_TOLERANCE_SECONDS),
    };
  });
  const totalSeconds = timings.reduce((sum, timing) => sum + (timing.seconds ?? 0), 0);
  const spokenWords = timings.reduce((sum, timing) => sum + (timing.seconds === null ? 0 : timing.words), 0);
  const wordsPerMinute = totalSeconds > 0 ? Math.round((spokenWords / totalSeconds) * 60) : null;
  const pace =
    wordsPerMinute === null
      ? null
      : wordsPerMinute < WORDS_PER_MINUTE.low
        ? 'slow'
        : wordsPerMinute > WORDS_PER_MINUTE.high
          ? 'fast'
          : 'steady';
  return { parts: timings, totalSeconds, targetSeconds, wordsPerMinute, pace, overTime: totalSeconds > targetSeconds };
}
