import type { Language } from '../constants';
import type { Lexicon } from '../validation/lexicon';
import { normalizeText } from '../validation/text-signals';
import { DE_TOPIC_WORDS } from './topic-words-de';
import { EN_TOPIC_WORDS } from './topic-words-en';
import { ES_TOPIC_WORDS } from './topic-words-es';
import { FR_TOPIC_WORDS } from './topic-words-fr';
import { PT_TOPIC_WORDS } from './topic-words-pt';
import { TOPICS, type Topic } from './topics';

/**
 * The words that point to each mentor topic, per language: what an experienced advisor hears in
 * a question before reading the rest ("juros", "parcela" → loans; "mes fraco" → seasonality;
 * "LTV", "CAC" → unit-economics). The offline intent reader learns its topics from example
 * questions; these lists add the vocabulary, slang, abbreviations and common typos that a few
 * dozen examples cannot cover. Each entry is chosen to point to its topic and not to a neighbour
 * (cash-flow / reserves / loans, pricing / unit-economics, first-customers / marketing,
 * validation / market-size / pivot, hiring / fixed-costs, investors / business-plan,
 * stock-capacity / seasonality); words every topic uses ("negocio", "cliente", "dinheiro") are
 * left out.
 *
 * The lists live in topic-words-<lang>.ts, one comma-separated string per topic. To add a word,
 * append it to its topic's string in that language:
 * - `juros`, `fluxo de caixa`: a whole word or phrase (Lexicon.words), matched at word boundaries;
 * - `divulg*`: a word start (Lexicon.stems), for a word with many endings ("divulgar",
 *   "divulgação") or, in German, the compounds that begin with it ("Liquiditätsplan").
 * Write entries in lower case without accents; they are normalised here once, at load, with
 * normalizeText (the same folding the question gets: case, accents and ß folded, hyphens and
 * apostrophes read as spaces), so matching is accent- and case-free either way. Keep each list at
 * 10–30 entries, and prefer a phrase over a word that another topic also uses.
 */
export const TOPIC_WORDS: Record<Topic, Record<Language, Lexicon>> = buildTopicWords({
  'pt-BR': PT_TOPIC_WORDS,
  'en-US': EN_TOPIC_WORDS,
  'es-ES': ES_TOPIC_WORDS,
  'fr-FR': FR_TOPIC_WORDS,
  'de-DE': DE_TOPIC_WORDS,
});

/** Parses one comma-separated list: plain entries are words, `x*` entries stems; duplicates drop. */
export function parseTopicWordList(spec: string): Lexicon {
  const words = new Set<string>();
  const stems = new Set<string>();
  for (const raw of spec.split(',')) {
    const entry = raw.trim();
    const isStem = entry.endsWith('*');
    const normalised = normalizeText(isStem ? entry.slice(0, -1) : entry).trim();
    if (normalised === '') continue;
    (isStem ? stems : words).add(normalised);
  }
  return { words: [...words], stems: [...stems] };
}

function buildTopicWords(specs: Record<Language, Record<Topic, string>>): Record<Topic, Record<Language, Lexicon>> {
  const languages = Object.keys(specs) as Language[];
  return Object.fromEntries(
    TOPICS.map((topic) => [
      topic,
      Object.fromEntries(languages.map((language) => [language, parseTopicWordList(specs[language][topic])])),
    ]),
  ) as Record<Topic, Record<Language, Lexicon>>;
}
