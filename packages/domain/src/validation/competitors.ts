import type { IdeaInput } from './idea';
import { normalizeText, readDifferentiation } from './text-signals';

/*
 * The competitors the founder named (and only those), and which of them the differentiation
 * answers: by naming it, or by a concrete difference that answers every alternative at once. The
 * competition score and the report's matrix read the same rows.
 */

export interface CompetitorRow {
  name: string;
  /** Whether the differentiation says how the idea beats this one. */
  addressed: boolean;
  /** How: it names this competitor, or it states a concrete difference that answers every alternative. */
  how?: 'named' | 'general';
}

export interface CompetitorMatrix {
  rows: CompetitorRow[];
  /** With none named: what to look for (direct competitors, substitutes, what customers do today). */
  lookFor: ('directCompetitors' | 'substitutes' | 'statusQuo')[];
}

/** Capitalised words of a competitor's name, of three letters or more: "Escape Hunt" is named by "Hunt" too. */
function properWords(name: string): string[] {
  return name
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3 && /^\p{Lu}/u.test(word))
    .map((word) => normalizeText(word).trim());
}

/** The competitors named, without repeats or blanks, in the founder's order; never one more. */
export function competitorMatrix(idea: Pick<IdeaInput, 'competitors' | 'differentiation'>): CompetitorMatrix {
  const differentiation = normalizeText(idea.differentiation);
  const { concrete } = readDifferentiation(idea.differentiation);
  const seen = new Set<string>();
  const rows: CompetitorRow[] = [];
  for (const raw of idea.competitors) {
    const name = raw.trim();
    const key = normalizeText(name).trim();
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    const named = [key, ...properWords(name)].some((words) => differentiation.includes(` ${words} `));
    const how = named ? 'named' : concrete ? 'general' : undefined;
    rows.push({ name, addressed: how !== undefined, ...(how && { how }) });
  }
  return { rows, lookFor: rows.length === 0 ? ['directCompetitors', 'substitutes', 'statusQuo'] : [] };
}
