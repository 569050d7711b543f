import type { IdeaScores } from './scores';
import { SCORE_KEYS } from './score-keys';

/*
 * A language model may write the report's narrative, never its numbers. The only numbers a
 * narrative may write are the scores it explains (each score, the overall, out of 100); a text
 * that writes any other number (a market size, a price, a share it made up or rounded) is refused
 * whole, and the report shows the computed explanations alone.
 */

/** The numbers a narrative may write: the scores, and the 100 they are out of. */
export function narrativeNumbers(scores: IdeaScores): Set<number> {
  return new Set([100, scores.overall, ...SCORE_KEYS.map((key) => scores.scores[key].value)]);
}

/** Runs of digits, with the separators that join them into one number (1.234,5 or 1,234.5 or 1 234). */
const NUMBER = /\d+(?:[.,\u00a0\u202f ]\d+)*/g;

/** Whether every number the text writes is one of the scores. */
export function keepsToTheScores(text: string, scores: IdeaScores): boolean {
  const allowed = narrativeNumbers(scores);
  return [...text.matchAll(NUMBER)].every(([written]) => /^\d+$/.test(written) && allowed.has(Number(written)));
}
