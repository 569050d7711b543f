import { planAnswer } from '@alavanca/domain/mentor/answer';
import { planBoard } from '@alavanca/domain/mentor/board';
import type { MentorContext } from '@alavanca/domain/mentor/grounding';
import type { PersonaId } from '@alavanca/domain/mentor/personas';
import type { Topic } from '@alavanca/domain/mentor/topics';
import { KnowledgeSearch } from './knowledge-search';
import { writeAnswer, writeBoard } from './write-answer';

export interface BuiltInAnswer {
  markdown: string;
  /** The topic the question was taken to be about; null when none was close enough. */
  topic: Topic | null;
}

/**
 * The default mentor: offline, deterministic, instant. The question's topic comes from the topic
 * reader, the cards from a search (BM25), the user's facts from their own rows, the words from
 * the catalogs and the cards; the same question and data always give the same answer.
 */
export class BuiltInMentor {
  constructor(private readonly search: KnowledgeSearch = new KnowledgeSearch()) {}

  private retrieve(question: string, context: MentorContext) {
    return this.search.find(context.language, question);
  }

  answer(question: string, persona: PersonaId, context: MentorContext): BuiltInAnswer {
    const { topic, cards } = this.retrieve(question, context);
    return { topic, markdown: writeAnswer(planAnswer({ persona, context, topic, cards }), context) };
  }

  /**
   * The answer from the founder's own numbers only: the analysis, the what-if runs and the
   * persona's move, without the knowledge cards (a report's mentor section analyses, it does not teach).
   */
  analysis(question: string, persona: PersonaId, context: MentorContext): BuiltInAnswer {
    const { topic } = this.retrieve(question, context);
    return { topic, markdown: writeAnswer(planAnswer({ persona, context, topic, cards: [] }), context) };
  }

  board(question: string, context: MentorContext): BuiltInAnswer {
    const { topic, cards } = this.retrieve(question, context);
    return { topic, markdown: writeBoard(planBoard(context, topic, cards), context) };
  }
}
