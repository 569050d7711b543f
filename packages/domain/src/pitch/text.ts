import { normalizeText } from '../validation/text-signals';

/*
 * A pitch's words and sentences, as the rubric, the claims and the rehearsal count them: a figure
 * is a word ("R$ 49" is two), and a point ends a sentence only before a space or the end, so
 * "1.234" and "R$ 2,5 mi" stay inside theirs.
 */

/**
 * Where sentences end: a mark, a line break, or a point before a space or the end, unless it closes
 * an abbreviation a figure or a name is told with ("U.S.", "540 Mio. €", "2 Mrd. Euro").
 */
export const SENTENCE_END = /[!?;\n]+|(?<!\.\p{Lu}|\b(?:Mio|Mrd|Tsd|Md|bzw|ca))\.(?=\s|$)/gu;

/** The words of a text, accents and case folded. */
export function wordsOf(text: string): string[] {
  const normalised = normalizeText(text).trim();
  return normalised === '' ? [] : normalised.split(' ');
}

/** The sentences of a text that hold a word, trimmed. */
export function sentencesOf(text: string): string[] {
  return text
    .split(SENTENCE_END)
    .map((sentence) => sentence.trim())
    .filter((sentence) => wordsOf(sentence).length > 0);
}

/** Whole-word or whole-phrase matches of a list in a text, each as often as it occurs. */
export function phrasesIn(text: string, phrases: readonly string[]): string[] {
  const normalised = normalizeText(text);
  return phrases.flatMap((phrase) => Array(normalised.split(` ${phrase} `).length - 1).fill(phrase) as string[]);
}
