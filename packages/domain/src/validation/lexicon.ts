/**
 * A lexicon: whole words or phrases (matched at word boundaries) and word stems (matched at the
 * start of a word), normalised like the text (text-signals.ts, normalizeText).
 */
export interface Lexicon {
  words: readonly string[];
  stems?: readonly string[];
}

/** Which of a lexicon's entries a normalised text contains. */
export function findWords(text: string, lexicon: Lexicon): string[] {
  const hits: string[] = [];
  for (const word of lexicon.words) if (text.includes(` ${word} `)) hits.push(word);
  for (const stem of lexicon.stems ?? []) if (text.includes(` ${stem}`)) hits.push(stem);
  return hits;
}
