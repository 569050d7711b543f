import { ADVANTAGES, CLAIMS, CONTRAST } from './differentiation-words';
import { BUSINESS_CUSTOMER, PEOPLE_HEAD, PLACE, SEGMENT, VAGUE_CUSTOMER } from './customer-words';
import { findWords } from './lexicon';
import { FREQUENCY, MEASURE_UNITS, PAIN } from './problem-words';

/*
 * What a founder's own words say about an idea, read offline in the product's five languages
 * (pt, en, es, fr, de) without a language model: whether the problem is a pain and how often it
 * hurts, whether it is measured (money, time, a share), whether the customer is a specific group
 * or "everyone", whether competitors or alternatives are named, whether a price is stated. The
 * lexicons are unions over the five languages: a word of one language rarely means something else
 * in another, and an idea may mix them. Text is compared without case and accents, so "área" and
 * "area", "Größe" and "grosse" match. Every signal is a yes/no with the words that raised it, so a
 * report can quote them ("you wrote 'toda semana'"). The word lists are in problem-words.ts and
 * customer-words.ts.
 */

/** Lower case, accents and ß folded, every run of non-letters and non-digits one space. */
export function normalizeText(text: string): string {
  return ` ${text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}%$€£]+/gu, ' ')
    .trim()} `;
}

const DIGIT = /\d/;

/** A yes/no reading of a text, with the words that raised it. */
export interface Signal {
  present: boolean;
  evidence: string[];
}

const signal = (evidence: string[]): Signal => ({ present: evidence.length > 0, evidence });

/** What the problem statement says. */
export interface ProblemSignals {
  words: number;
  pain: Signal;
  frequency: Signal;
  /** A number with a unit of money, time or share: the pain measured. */
  measured: boolean;
}

/** What the target-customer statement says. */
export interface CustomerSignals {
  words: number;
  segment: Signal;
  place: Signal;
  /** Numbers narrow too: an age range, a company size. */
  hasNumbers: boolean;
  vague: Signal;
  /** The customers are businesses (B2B). */
  business: Signal;
}

const wordCount = (normalised: string) => (normalised.trim() === '' ? 0 : normalised.trim().split(' ').length);

export function readProblem(problem: string): ProblemSignals {
  const text = normalizeText(problem);
  return {
    words: wordCount(text),
    pain: signal(findWords(text, PAIN)),
    frequency: signal(findWords(text, FREQUENCY)),
    measured: MEASURE_UNITS.test(text),
  };
}

export function readCustomer(customer: string): CustomerSignals {
  const text = normalizeText(customer);
  return {
    words: wordCount(text),
    segment: signal(findWords(text, SEGMENT)),
    place: signal([...findWords(text, PLACE), ...namedPlaces(customer)]),
    hasNumbers: DIGIT.test(text),
    vague: signal(findWords(text, VAGUE_CUSTOMER)),
    business: signal(PEOPLE_HEAD.has(text.trim().split(' ')[0] ?? '') ? [] : findWords(text, BUSINESS_CUSTOMER)),
  };
}

/**
 * Places named in the founder's own capitals: a preposition of place before a capitalised word
 * ("em Campinas", "in Round Rock", "à Lyon"). German capitalises every noun, so there a group
 * ("in Mietwohnungen") can pass for a place: a narrower customer either way.
 */
const NAMED_PLACE = /(?:^|\s)(?:em|no|na|nos|nas|de|in|en|à|a|au|aux|dans|im)\s+(\p{Lu}[\p{Ll}\p{Lu}'’-]+)/gu;

function namedPlaces(text: string): string[] {
  return [...text.matchAll(NAMED_PLACE)].map((match) => match[1]!);
}

/** Words, and whether the text names anything concrete (a number or one of the lexicons' groups). */
export function readGeneral(text: string): { words: number; hasNumbers: boolean } {
  const normalised = normalizeText(text);
  return { words: wordCount(normalised), hasNumbers: DIGIT.test(normalised) };
}

/** What a differentiation says: a comparison, kinds of advantage, a number, and bare claims. */
export interface DifferentiationSignals {
  words: number;
  hasNumbers: boolean;
  contrast: string[];
  kinds: string[];
  claims: string[];
  /**
   * Concrete: long enough to say how, with a number, a kind of advantage or a comparison, and not
   * only claims. A concrete difference answers the alternatives even when it does not name them
   * ("one groomer, one dog, no cages" answers the chains' cages).
   */
  concrete: boolean;
}

/** Words a concrete difference needs at least: "Atendimento melhor" says nothing of how. */
const CONCRETE_WORDS = 8;

export function readDifferentiation(differentiation: string): DifferentiationSignals {
  const text = normalizeText(differentiation);
  const words = wordCount(text);
  const hasNumbers = DIGIT.test(text);
  const contrast = CONTRAST.filter((word) => text.includes(` ${word} `));
  const kinds = ADVANTAGES.filter((stem) => text.includes(` ${stem}`));
  const claims = CLAIMS.filter((word) => text.includes(` ${word} `));
  const specific = hasNumbers || kinds.length > 0 || contrast.length > 0;
  return { words, hasNumbers, contrast, kinds, claims, concrete: words >= CONCRETE_WORDS && specific };
}
