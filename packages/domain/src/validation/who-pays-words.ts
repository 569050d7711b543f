import { ACTIVITIES, type Activity } from './activities';
import type { Lexicon } from './lexicon';
import { normalizeText } from './text-signals';
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

/** What one activity is called: as a business, and as its trade or the goods it sells. */
export interface ActivityWords<List> {
  /** The businesses of the activity and their people ("padarias", "boulangers", "Friseursalon"): a customer or an offer. */
  businesses: List;
  /**
   * Heads that mean this activity unless the words after them name another ("boutique",
   * "salão", "academia": "salão de festas" is no hair salon, "academia de inglés" no gym).
   */
  generic?: List;
  /** The trade or its goods ("pão", "faxina", "Buchhaltung", "croquettes"): what a founder's company does or sells. */
  trade: List;
}

/** The lists of one language, or of all five once merged. */
export interface WhoPaysWords<List> {
  /** People named as the customer: "alunos", "gym goers", "Anwohner", "Kundinnen". */
  people: List;
  /** Households: families, homes as a whole, parents buying for the family. */
  households: List;
  /** Homes, as a thing owned or lived in: "proprietários de casas" are a household. */
  homes: List;
  /** Pets and personal things owned: their owners are people, not businesses. */
  pets: List;
  /** Owning or running something: the owned thing says who pays ("donos de academias", "dog owners"). */
  owners: List;
  /** Verbs of having or running: "quem tem restaurante" is a business. */
  possession: List;
  /** Roles that are a business in themselves: managers, entrepreneurs, freelancers, shopkeepers, "B2B". */
  roles: List;
  /** "Professionals": a business when a trade follows ("profissionais de beleza"), people otherwise ("young professionals"). */
  professionals: List;
  /** Businesses of no one activity: companies, firms, practices, offices; the words after them may name one. */
  businesses: List;
  /** Shops of no one activity: a pet after them makes a pet shop, a trade its shop. */
  shops: List;
  /** Supplies for a trade ("Friseurbedarf"): sold to that trade, or pet supplies. */
  supplies: List;
  /** Software, apps, platforms, online courses, "how to start": a company that sells one does none of the activities it names. */
  products: List;
  /** Heads an English business noun can modify ("hotel linen service", "salon supplies"): the business is then the customer. */
  modifiedHeads: List;
  /** Words that introduce who an offer is for: "para", "for", "pour", "für". */
  recipients: List;
  /**
   * Verbs of supplying that follow their object, as German puts them at the end of a clause
   * ("eine Rösterei, die Münchner Cafés beliefert"): the businesses before them are the customers.
   */
  suppliedBefore: List;
  /** Words of lack: what follows them is what the customer has not ("Betriebe ohne eigene Kantine"). */
  exclusions: List;
  /** Little words a noun group holds together with: "de", "of", "von", "du". */
  connectors: List;
  /** Phrases whose words mean nothing here: "em casa", "café da manhã", "home office". */
  neutral: List;
  activities: Record<Activity, ActivityWords<List>>;
}

/** One language's lists, as written in its file: comma-separated entries. */
export type LanguageWordSpec = WhoPaysWords<string>;

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
