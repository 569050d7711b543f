import { ACTIVITIES, type Activity } from './activities';
import type { Lexicon } from './lexicon';
import { normalizeText } from './text-signals';
import type { ActivityWords, LanguageWordSpec, WhoPaysWords } from './who-pays-word-lists';
import { DE_WORDS } from './who-pays-words-de';
import { EN_WORDS } from './who-pays-words-en';
import { ES_WORDS } from './who-pays-words-es';
import { FR_WORDS } from './who-pays-words-fr';
import { PT_WORDS } from './who-pays-words-pt';

/*
 * The words who-pays.ts reads a customer, a title and a solution with, in the five languages.
 * Each language's lists live in who-pays-words-<lang>.ts as comma-separated strings, written as a
 * founder would type them (accents, ß, capitals, hyphens); they are normalised here once, at load,
 * with normalizeText, so "Bäckerei", "Backerei" and "bäckerei" are one entry. An entry is:
 * - `padaria`, `salão de beleza`: a whole word or phrase (Lexicon.words);
 * - `cervejari*`: a word start (Lexicon.stems), for the endings of one word ("cervejaria",
 *   "cervejarias") and the compounds that begin with it ("Kosmetikstudio");
 * - `*brauerei`: a compound head (CompoundLexicon.ends): it matches at the end of a word, after
 *   any front part and before an inflection ending ("Gasthausbrauerei", "Brauereien",
 *   "Inhaberinnen"). German puts the head of a compound last; findWords in lexicon.ts only sees
 *   word starts, so who-pays.ts matches these heads itself and reads the front part as the
 *   compound's modifier ("Hunde|besitzer": the owner of a dog; "Zahnarzt|praxen": dental).
 * The lists are unions over the languages, like the rest of the offline reader: a word of one
 * language rarely means something else in another, and the few that do are noted where they sit.
 */

/** A lexicon with compound heads: `ends` match at a word's end, before an inflection ending. */
export interface CompoundLexicon extends Lexicon {
  ends?: readonly string[];
}

const SPECS: readonly LanguageWordSpec[] = [PT_WORDS, EN_WORDS, ES_WORDS, FR_WORDS, DE_WORDS];

const normalizeEntry = (entry: string) => normalizeText(entry).trim();

/** Parses a comma-separated list: plain entries are words, `x*` stems, `*x` compound heads. */
export function parseWordList(spec: string): CompoundLexicon {
  const words: string[] = [];
  const stems: string[] = [];
  const ends: string[] = [];
  for (const raw of spec.split(',')) {
    const entry = raw.trim();
    if (entry === '') continue;
    if (entry.startsWith('*')) ends.push(normalizeEntry(entry.slice(1)));
    else if (entry.endsWith('*')) stems.push(normalizeEntry(entry.slice(0, -1)));
    else words.push(normalizeEntry(entry));
  }
  return { words, stems, ends };
}

function mergeLists(specs: readonly string[]): CompoundLexicon {
  const parsed = specs.map(parseWordList);
  const unique = (pick: (list: CompoundLexicon) => readonly string[] | undefined) => [
    ...new Set(parsed.flatMap((list) => pick(list) ?? [])),
  ];
  return {
    words: unique((list) => list.words),
    stems: unique((list) => list.stems),
    ends: unique((list) => list.ends),
  };
}

type ListKey = Exclude<keyof WhoPaysWords<string>, 'activities'>;
const LIST_KEYS = Object.keys(PT_WORDS).filter((key) => key !== 'activities') as ListKey[];

function mergeLanguages(specs: readonly LanguageWordSpec[]): WhoPaysWords<CompoundLexicon> {
  const lists = Object.fromEntries(LIST_KEYS.map((key) => [key, mergeLists(specs.map((spec) => spec[key]))])) as Omit<
    WhoPaysWords<CompoundLexicon>,
    'activities'
  >;
  const activities = Object.fromEntries(
    ACTIVITIES.map((activity) => [
      activity,
      {
        businesses: mergeLists(specs.map((spec) => spec.activities[activity].businesses)),
        generic: mergeLists(specs.map((spec) => spec.activities[activity].generic ?? '')),
        trade: mergeLists(specs.map((spec) => spec.activities[activity].trade)),
      },
    ]),
  ) as Record<Activity, ActivityWords<CompoundLexicon>>;
  return { ...lists, activities };
}

/** The five languages' lists, merged and normalised. */
export const WHO_PAYS_WORDS: WhoPaysWords<CompoundLexicon> = mergeLanguages(SPECS);

/**
 * Endings a German compound head may carry: plural and case endings and the feminine forms
 * ("Brauerei|en", "Friseur|e", "Inhaber|innen", "Studio|s").
 */
export const COMPOUND_ENDINGS: readonly string[] = ['', 's', 'e', 'n', 'en', 'es', 'er', 'ern', 'nen', 'in', 'innen'];

/** Letters that join a compound's parts ("Anwalt|s|kanzlei", "Hund|e|salon"), dropped to read the front part. */
export const LINKING_LETTERS: readonly string[] = ['s', 'e', 'n', 'es', 'en', 'er'];
