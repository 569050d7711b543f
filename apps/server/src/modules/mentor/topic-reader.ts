import type { Language } from '@alavanca/domain/constants';
import { OUT_OF_SCOPE_QUESTIONS, type TopicKnowledge } from '@alavanca/domain/mentor/knowledge';
import { TOPIC_WORDS } from '@alavanca/domain/mentor/topic-words';
import type { Topic } from '@alavanca/domain/mentor/topics';
import { findWords } from '@alavanca/domain/validation/lexicon';
import { normalizeText } from '@alavanca/domain/validation/text-signals';

/*
 * Which topic a question asks about, read the way a small classifier does (naive Bayes) over what
 * the knowledge base says of each topic: its example questions in full, its cards at a lower
 * weight, and questions about none of them as a class of their own. The words are the search's
 * (stemmed, stop words dropped), the pairs of neighbouring words and, at a low weight, each
 * word's groups of four letters, which let a typo or a German compound ("Werbebudget") meet the
 * words it is made of. An advisor's word lists per topic (topic-words.ts) weigh on top: "juros"
 * or "parcela" says loans before the statistics do. The weights were chosen by five-fold
 * cross-validation over the example questions (`npm run bench:mentor` prints it); the held-out
 * questions of testing/question-corpus.ts measure the result.
 */

export interface ReaderWeights {
  /** How much a card's words count against an example question's. */
  card: number;
  /** Additive smoothing: a word never seen with a topic still leaves it a chance. */
  smoothing: number;
  /** Log-odds one word of a topic's list adds: a few words of the list outweigh the statistics. */
  listWord: number;
  /**
   * Under this share of the question's words known to the knowledge base, and with no word of a
   * topic's list, the question is about something else ("the capital of Mongolia" knows "capital").
   */
  minKnown: number;
  /** How much the words' letter groups count (typos, compounds: "Werbebudget" meets "Werbung"); 0 for none. */
  grams: number;
}

export const READER_WEIGHTS: ReaderWeights = { card: 0.5, smoothing: 0.3, listWord: 6, minKnown: 0.6, grams: 0.1 };

const OUT_OF_SCOPE = 'out-of-scope';
type Label = Topic | typeof OUT_OF_SCOPE;

interface Counts {
  words: Map<string, number>;
  total: number;
}

/** A text's features: its terms and each pair of neighbouring terms. */
function featuresOf(terms: readonly string[]): string[] {
  const pairs = terms.slice(1).map((term, index) => `${terms[index]} ${term}`);
  return [...terms, ...pairs];
}

/** The groups of four letters of each term, its ends marked: "^wer", "werb", …, "ung$". */
function gramsOf(terms: readonly string[]): string[] {
  const grams: string[] = [];
  for (const term of terms) {
    const marked = `^${term}$`;
    for (let i = 0; i + 4 <= marked.length; i++) grams.push(marked.slice(i, i + 4));
  }
  return grams;
}

class Table {
  readonly counts = new Map<Label, Counts>();
  readonly vocabulary = new Set<string>();

  add(label: Label, features: readonly string[], weight: number): void {
    let counts = this.counts.get(label);
    if (!counts) {
      counts = { words: new Map(), total: 0 };
      this.counts.set(label, counts);
    }
    for (const feature of features) {
      counts.words.set(feature, (counts.words.get(feature) ?? 0) + weight);
      counts.total += weight;
      this.vocabulary.add(feature);
    }
  }

  /** The log-likelihood of the features under a label, with additive smoothing. */
  score(label: Label, features: readonly string[], smoothing: number): number {
    const counts = this.counts.get(label);
    if (!counts) return -Infinity;
    const denominator = counts.total + smoothing * this.vocabulary.size;
    let score = 0;
    for (const feature of features) score += Math.log(((counts.words.get(feature) ?? 0) + smoothing) / denominator);
    return score;
  }
}

export class TopicReader {
  private readonly words = new Table();
  private readonly grams = new Table();

  constructor(
    private readonly language: Language,
    knowledge: readonly TopicKnowledge[],
    private readonly termsOf: (text: string) => string[],
    outOfScope: readonly string[] = OUT_OF_SCOPE_QUESTIONS[language],
    private readonly weights: ReaderWeights = READER_WEIGHTS,
  ) {
    for (const topic of knowledge) {
      for (const question of topic.questions[language]) this.learn(topic.topic, question, 1);
      for (const card of topic.cards) {
        const { title, keywords, body } = card.text[language];
        this.learn(topic.topic, `${title} ${keywords} ${body}`, weights.card);
      }
    }
    for (const question of outOfScope) this.learn(OUT_OF_SCOPE, question, 1);
  }

  private learn(label: Label, text: string, weight: number): void {
    const terms = this.termsOf(text);
    this.words.add(label, featuresOf(terms), weight);
    if (this.weights.grams > 0) this.grams.add(label, gramsOf(terms), weight);
  }

  /**
   * The question's topic, or null when it is closest to the questions about none of them, or
   * names nothing the knowledge base or the lists know.
   */
  read(question: string): Topic | null {
    const { weights } = this;
    const terms = this.termsOf(question);
    const vocabulary = this.words.vocabulary;
    const known = terms.length === 0 ? 0 : terms.filter((term) => vocabulary.has(term)).length / terms.length;
    const features = featuresOf(terms);
    const grams = weights.grams > 0 ? gramsOf(terms) : [];
    const folded = normalizeText(question);
    let best: Label | null = null;
    let bestScore = -Infinity;
    let listWords = 0;
    for (const label of this.words.counts.keys()) {
      let score = this.words.score(label, features, weights.smoothing);
      if (grams.length > 0) score += weights.grams * this.grams.score(label, grams, weights.smoothing);
      if (label !== OUT_OF_SCOPE) {
        const hits = findWords(folded, TOPIC_WORDS[label][this.language]).length;
        listWords += hits;
        score += weights.listWord * hits;
      }
      if (score > bestScore) {
        best = label;
        bestScore = score;
      }
    }
    if (best === OUT_OF_SCOPE || best === null) return null;
    // Words neither the knowledge base nor the lists know: "the capital of Mongolia".
    return listWords === 0 && known < weights.minKnown ? null : best;
  }
}
