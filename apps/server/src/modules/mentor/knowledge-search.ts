import type { Language } from '@alavanca/domain/constants';
import type { RetrievedCard } from '@alavanca/domain/mentor/answer';
import { KNOWLEDGE, type TopicKnowledge } from '@alavanca/domain/mentor/knowledge';
import type { Topic } from '@alavanca/domain/mentor/topics';
import { stemmer as englishStemmer } from '@orama/stemmers/english';
import { stemmer as frenchStemmer } from '@orama/stemmers/french';
import { stemmer as germanStemmer } from '@orama/stemmers/german';
import { stemmer as portugueseStemmer } from '@orama/stemmers/portuguese';
import { stemmer as spanishStemmer } from '@orama/stemmers/spanish';
import { stopwords as englishStopWords } from '@orama/stopwords/english';
import { stopwords as frenchStopWords } from '@orama/stopwords/french';
import { stopwords as germanStopWords } from '@orama/stopwords/german';
import { stopwords as portugueseStopWords } from '@orama/stopwords/portuguese';
import { stopwords as spanishStopWords } from '@orama/stopwords/spanish';
import MiniSearch from 'minisearch';
import { TopicReader } from './topic-reader';

/**
 * The knowledge base searched with BM25 (MiniSearch's scoring), one pair of indexes per language:
 * the cards (title, body, keywords) and the questions founders ask about each topic, which tell
 * the question's topic. Words are lower-cased, stripped of accents, dropped when they are stop
 * words and stemmed with the language's Snowball stemmer, so "precificar", "preços" and "preco"
 * meet. Whole words only: "idea" does not find "ideal".
 */
const LANGUAGE_RULES: Record<Language, { stem: (word: string) => string; stopWords: readonly string[] }> = {
  'pt-BR': { stem: portugueseStemmer, stopWords: portugueseStopWords },
  'en-US': { stem: englishStemmer, stopWords: englishStopWords },
  'es-ES': { stem: spanishStemmer, stopWords: spanishStopWords },
  'fr-FR': { stem: frenchStemmer, stopWords: frenchStopWords },
  'de-DE': { stem: germanStemmer, stopWords: germanStopWords },
};

/**
 * Words a generic stop-word list drops that carry a founder's meaning: the Spanish list holds
 * "primeros" (first customers), "cuánto" (how much to charge), "tiempo" and "trabajo".
 */
const KEPT_WORDS: Partial<Record<Language, readonly string[]>> = {
  'es-ES': [
    'primer',
    'primero',
    'primeros',
    'primera',
    'primeras',
    'cuanto',
    'cuánto',
    'cuanta',
    'cuánta',
    'cuantos',
    'cuántos',
    'tiempo',
    'trabajo',
    'menos',
  ],
};

const fold = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '');

/** The index terms of a word in a language; null for a stop word. */
function termProcessor(language: Language): (word: string) => string | null {
  const { stem, stopWords } = LANGUAGE_RULES[language];
  const kept = new Set(KEPT_WORDS[language] ?? []);
  // German founders often type umlauts as two letters ("fuer", "Gruendung"): both spellings meet.
  const spelled = language === 'de-DE' ? (term: string) => term.replace(/([aou])e/g, '$1') : (term: string) => term;
  const stops = new Set(stopWords.filter((word) => !kept.has(word)).map((word) => spelled(fold(word.toLowerCase()))));
  return (word) => {
    const lower = word.toLowerCase();
    if (stops.has(spelled(fold(lower)))) return null;
    // Stemmed before the accents go: the stemmers' rules are written with them.
    return spelled(fold(stem(lower)));
  };
}

/** Words of a text as MiniSearch splits them: letters and digits, in any script. */
const WORDS = /[\p{L}\p{N}]+/gu;

const PROCESSORS = new Map<Language, (word: string) => string | null>();

/** A text's index terms in a language, in order: stop words dropped, the rest stemmed. */
export function termsOf(language: Language, text: string): string[] {
  let process = PROCESSORS.get(language);
  if (!process) {
    process = termProcessor(language);
    PROCESSORS.set(language, process);
  }
  return (text.match(WORDS) ?? []).map(process).filter((term): term is string => term !== null && term !== '');
}

/**
 * How many cards a search returns: enough that the question's topic keeps a few of its own after
 * the answer leaves out other topics', other countries' and other kinds of business's.
 */
const CARD_HITS = 30;

export interface KnowledgeHits {
  /** The question's topic (topic-reader.ts); null for a question about none of them. */
  topic: Topic | null;
  cards: RetrievedCard[];
}

interface LanguageIndexes {
  cards: MiniSearch;
  reader: TopicReader;
}

function buildIndexes(language: Language, knowledge: readonly TopicKnowledge[]): LanguageIndexes {
  const processTerm = termProcessor(language);
  const options = { processTerm, searchOptions: { prefix: false, fuzzy: false } };
  const cards = new MiniSearch({ ...options, fields: ['title', 'body', 'keywords'], storeFields: ['topic'] });
  for (const topic of knowledge)
    cards.addAll(topic.cards.map((card) => ({ id: card.id, topic: topic.topic, ...card.text[language] })));
  return { cards, reader: new TopicReader(language, knowledge, (text) => termsOf(language, text)) };
}

export class KnowledgeSearch {
  private readonly indexes = new Map<Language, LanguageIndexes>();
  /** Where each card holds, when not everywhere: its countries, its kinds of business. */
  private readonly limits = new Map<string, Pick<RetrievedCard, 'countries' | 'modes'>>();

  constructor(private readonly knowledge: readonly TopicKnowledge[] = KNOWLEDGE) {
    for (const topic of knowledge) {
      for (const card of topic.cards) {
        if (card.countries || card.modes) {
          this.limits.set(card.id, {
            ...(card.countries && { countries: card.countries }),
            ...(card.modes && { modes: card.modes }),
          });
        }
      }
    }
  }

  /** A language's indexes, built on first use (a few milliseconds each). */
  private indexesFor(language: Language): LanguageIndexes {
    let indexes = this.indexes.get(language);
    if (!indexes) {
      indexes = buildIndexes(language, this.knowledge);
      this.indexes.set(language, indexes);
    }
    return indexes;
  }

  find(language: Language, text: string): KnowledgeHits {
    const { cards, reader } = this.indexesFor(language);
    const cardHits = cards.search(text, { boost: { title: 2, keywords: 1.5 } });
    return {
      topic: reader.read(text),
      cards: cardHits.slice(0, CARD_HITS).map((hit) => ({
        id: String(hit.id),
        topic: hit['topic'] as Topic,
        score: hit.score,
        ...this.limits.get(String(hit.id)),
      })),
    };
  }
}
