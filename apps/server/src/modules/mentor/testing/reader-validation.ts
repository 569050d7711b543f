import { LANGUAGES, type Language } from '@alavanca/domain/constants';
import { KNOWLEDGE, OUT_OF_SCOPE_QUESTIONS } from '@alavanca/domain/mentor/knowledge';
import { QUESTION_SET } from '@alavanca/domain/mentor/testing/question-corpus';
import { KnowledgeSearch, termsOf } from '../knowledge-search';
import { READER_WEIGHTS, TopicReader, type ReaderWeights } from '../topic-reader';

/*
 * How well the topic reader reads, two ways. Cross-validation over the knowledge files' example
 * questions (the training half): each fifth of them read by a reader taught on the other four
 * fifths; the reader's weights are tuned on this figure alone. The held-out half of the labelled
 * set (testing/question-corpus.ts): read by the reader as shipped; a test holds it to its floors,
 * and it is never read question by question while tuning.
 */

export interface ReaderFigures {
  language: Language;
  /** Share of the in-scope questions read as their topic (or as their second one, when they mix two). */
  topic: number;
  /** Share of the in-scope questions refused as being about none of the topics. */
  falseRefusals: number;
  /** Share of the out-of-scope questions refused. */
  refusedOutOfScope: number;
}

const FOLDS = 5;

/** Five-fold cross-validation of the reader over the training questions of one language. */
export function crossValidate(language: Language, weights: ReaderWeights = READER_WEIGHTS): ReaderFigures {
  let right = 0;
  let inScope = 0;
  let refused = 0;
  let outRefused = 0;
  let outOfScope = 0;
  const terms = (text: string) => termsOf(language, text);
  for (let fold = 0; fold < FOLDS; fold++) {
    const taught = (_: string, index: number) => index % FOLDS !== fold;
    const knowledge = KNOWLEDGE.map((topic) => ({
      ...topic,
      questions: { ...topic.questions, [language]: topic.questions[language].filter(taught) },
    }));
    const reader = new TopicReader(
      language,
      knowledge,
      terms,
      OUT_OF_SCOPE_QUESTIONS[language].filter(taught),
      weights,
    );
    for (const topic of KNOWLEDGE) {
      topic.questions[language].forEach((question, index) => {
        if (taught(question, index)) return;
        const read = reader.read(question);
        inScope += 1;
        if (read === topic.topic) right += 1;
        if (read === null) refused += 1;
      });
    }
    OUT_OF_SCOPE_QUESTIONS[language].forEach((question, index) => {
      if (taught(question, index)) return;
      outOfScope += 1;
      if (reader.read(question) === null) outRefused += 1;
    });
  }
  return {
    language,
    topic: right / inScope,
    falseRefusals: refused / inScope,
    refusedOutOfScope: outRefused / outOfScope,
  };
}

/** The shipped reader on the held-out questions of every language. */
export function heldOutFigures(search = new KnowledgeSearch()): ReaderFigures[] {
  return LANGUAGES.map((language) => {
    const held = QUESTION_SET.filter((question) => question.heldOut && question.language === language);
    const inScope = held.filter((question) => question.topic !== 'out-of-scope');
    const outOfScope = held.filter((question) => question.topic === 'out-of-scope');
    const read = (text: string) => search.find(language, text).topic;
    const right = inScope.filter((question) => {
      const topic = read(question.text);
      return topic === question.topic || (question.also !== undefined && topic === question.also);
    }).length;
    return {
      language,
      topic: right / inScope.length,
      falseRefusals: inScope.filter((question) => read(question.text) === null).length / inScope.length,
      refusedOutOfScope: outOfScope.filter((question) => read(question.text) === null).length / outOfScope.length,
    };
  });
}

/** A row of figures as the reports print it. */
export function figuresLine(row: ReaderFigures): string {
  const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
  return `${row.language}: topic ${percent(row.topic)}, false refusals ${percent(row.falseRefusals)}, out of scope refused ${percent(row.refusedOutOfScope)}`;
}
