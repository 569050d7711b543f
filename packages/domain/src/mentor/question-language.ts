import { LANGUAGES, type Language } from '../constants';
import { KNOWLEDGE } from './knowledge';

/*
 * The language a question is written in, so the mentor answers in it: a founder whose profile says
 * Portuguese may ask in English. Read offline by the letters' company: each language's profile of
 * letter sequences (one to three letters, word edges included) is learnt once from the knowledge
 * base, which says the same things in the five languages, and a question is read against the five
 * profiles (naive Bayes). Only a clear lead decides: a question too short or too mixed to tell
 * (an "ok?", a brand name) says nothing, and the user's preference decides.
 */

const ORDER = 3;
/** The log-likelihood lead, per letter sequence read, the best language needs over the next. */
const LEAD_PER_GRAM = 0.12;
/** Fewer sequences than this is too little to tell: "ok", "MRR?". */
const MIN_GRAMS = 6;
/** One word is a loanword as often as not ("marketing?", "Preis?"): it decides only by a wide lead. */
const ONE_WORD_LEAD_PER_GRAM = 0.6;

function grams(text: string): string[] {
  const out: string[] = [];
  for (const word of text.toLowerCase().split(/[^\p{L}]+/u)) {
    if (word === '') continue;
    const padded = ` ${word} `;
    for (let size = 1; size <= ORDER; size += 1)
      for (let start = 0; start + size <= padded.length; start += 1) {
        const gram = padded.slice(start, start + size);
        if (gram.trim() !== '') out.push(gram);
      }
  }
  return out;
}

interface Profile {
  logProbability: Map<string, number>;
  unseen: number;
}

function profileOf(texts: readonly string[]): Profile {
  const counts = new Map<string, number>();
  let total = 0;
  for (const text of texts)
    for (const gram of grams(text)) {
      counts.set(gram, (counts.get(gram) ?? 0) + 1);
      total += 1;
    }
  // Add-one smoothing over the sequences seen in any language is enough to rank five languages.
  const denominator = total + counts.size + 1;
  const logProbability = new Map([...counts].map(([gram, count]) => [gram, Math.log((count + 1) / denominator)]));
  return { logProbability, unseen: Math.log(1 / denominator) };
}

const PROFILES = new Map<Language, Profile>(
  LANGUAGES.map((language) => [
    language,
    profileOf(
      KNOWLEDGE.flatMap((topic) => [
        ...topic.questions[language],
        ...Object.values(topic.moves[language]),
        ...topic.cards.flatMap((card) => [card.text[language].title, card.text[language].body]),
      ]),
    ),
  ]),
);

/** The question's language when its letters tell it clearly, or null. */
export function questionLanguage(question: string): Language | null {
  const sequence = grams(question);
  if (sequence.length < MIN_GRAMS) return null;
  const scores = LANGUAGES.map((language) => {
    const profile = PROFILES.get(language)!;
    let score = 0;
    for (const gram of sequence) score += profile.logProbability.get(gram) ?? profile.unseen;
    return { language, score };
  }).sort((a, b) => b.score - a.score);
  const [first, second] = scores;
  const words = question.split(/[^\p{L}]+/u).filter((word) => word !== '').length;
  const lead = words > 1 ? LEAD_PER_GRAM : ONE_WORD_LEAD_PER_GRAM;
  return first!.score - second!.score >= lead * sequence.length ? first!.language : null;
}
