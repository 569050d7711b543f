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
 * (stemmed, stop words dropped) and the pairs of neighbouring words. An advisor's word lists per
 * topic (topic-words.ts) weigh on top: "juros" or "parcela" says loans before the statistics do.
 * The weights were chosen by leaving each tuning question out in turn; the held-out questions of
 * testing/question-corpus.ts measure the result.
 */

/** How much a card's words count against an example question's. */
const CARD_WEIGHT = 0.5;
/** Additive smoothing: a word never seen with a topic still leaves it a chance. */
const SMOOTHING = 0.1;
/** Log-odds one word of a topic's list adds: a few words of the list outweigh the statistics. */
const LIST_WORD_WEIGHT = 6;
/**
 * Under this share of the question's words known to the knowledge base, and with no word of a
 * topic's list, the question is about something else ("the capital of Mongolia" knows "capital").
 */
const MIN_KNOWN = 0.6;

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

export class TopicReader {
  private readonly counts = new Map<Label, Counts>();
  private readonly vocabulary = new Set<string>();

  constructor(
    private readonly language: Language,
    knowledge: readonly TopicKnowledge[],
    private readonly termsOf: (text: string) => string[],
  ) {
    for (const topic of knowledge) {
      for (const question of topic.questions[language]) this.learn(topic.topic, question, 1);
      for (const card of topic.cards) {
        const { title, keywords, body } = card.text[language];
        this.learn(topic.topic, `${title} ${keywords} ${body}`, CARD_WEIGHT);
      }
    }
    for (const question of OUT_OF_SCOPE_QUESTIONS[language]) this.learn(OUT_OF_SCOPE, question, 1);
  }

  private learn(label: Label, text: string, weight: number): void {
    let counts = this.counts.get(label);
    if (!counts) {
      counts = { words: new Map(), total: 0 };
      this.counts.set(label, counts);
    }
    for (const feature of featuresOf(this.termsOf(text))) {
      counts.words.set(feature, (counts.words.get(feature) ?? 0) + weight);
      counts.total += weight;
      this.vocabulary.add(feature);
    }
  }

  /**
   * The question's topic, or null when it is closest to the questions about none of them, or
   * names nothing the knowledge base or the lists know.
   */
  read(question: string): Topic | null {
    const terms = this.termsOf(question);
    const known = terms.length === 0 ? 0 : terms.filter((term) => this.vocabulary.has(term)).length / terms.length;
    const features = featuresOf(terms);
    const folded = normalizeText(question);
    let best: Label | null = null;
    let bestScore = -Infinity;
    let listWords = 0;
    for (const [label, counts] of this.counts) {
      const denominator = counts.total + SMOOTHING * this.vocabulary.size;
      let score = 0;
      for (const feature of features) score += Math.log(((counts.words.get(feature) ?? 0) + SMOOTHING) / denominator);
      if (label !== OUT_OF_SCOPE) {
        const hits = findWords(folded, TOPIC_WORDS[label][this.language]).length;
        listWords += hits;
        score += LIST_WORD_WEIGHT * hits;
      }
      if (score > bestScore) {
        best = label;
        bestScore = score;
      }
    }
    if (best === OUT_OF_SCOPE || best === null) return null;
    // Words neither the knowledge base nor the lists know: "the capital of Mongolia".
    return listWords === 0 && known < MIN_KNOWN ? null : best;
  }
}
