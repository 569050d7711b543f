import type {
  AskRequest,
  Conversation,
  ConversationList,
  ConversationSummary,
  CreateConversationRequest,
  MentorEngineInfo,
  MentorMessage,
  MentorSuggestions,
  UpdateConversationRequest,
} from '@alavanca/contracts/mentor';
import type { MentorTip } from '@alavanca/contracts/dashboard';
import { type AskMode, type MentorEngine } from '@alavanca/contracts/mentor';
import { TEXT_LIMITS } from '@alavanca/domain/constants';
import { numbersOf } from '@alavanca/domain/mentor/answer';
import { groundingFacts, type MentorContext } from '@alavanca/domain/mentor/grounding';
import { DEFAULT_PERSONA, PERSONA_IDS, type PersonaId } from '@alavanca/domain/mentor/personas';
import type { FastifyBaseLogger } from 'fastify';
import type { Orm } from '../../db/client';
import type { WeeklyCounts } from '../../db/weekly-counts';
import { AppError } from '../../http/app-error';
import { sharedText } from '../../i18n/shared-catalogs';
import type { EventBus } from '../realtime/event-bus';
import type { QuotaService } from '../subscription/quota.service';
import type { BuiltInMentor } from './built-in-mentor';
import type { LanguageModel } from './language-model';
import { questionLanguage } from '@alavanca/domain/mentor/question-language';
import { readMentorContext, type KnownSimulation, type MentorContextDeps, type MentorFocus } from './mentor-context';
import {
  deleteConversation,
  deleteMessage,
  findConversation,
  insertConversation,
  insertMessage,
  listConversations,
  listMessages,
  questionsAskedByWeek,
  readMentorForExport,
  saveAnswer,
  touchConversation,
  updateConversation,
  type ConversationRow,
  type MessageRow,
} from './mentor.repo';
import { mentorPrompt } from './prompt';

export type { KnownSimulation } from './mentor-context';

/** Where an answer's text goes as it is written. */
export interface AnswerSink {
  delta(text: string): void;
  /** Drops what was sent: the language model failed mid-answer and the built-in mentor starts over. */
  reset(): void;
}

/** A question stored and paid for, whose answer is written when `run` is called. */
export interface PendingAnswer {
  question: MentorMessage;
  /** Writes the answer into `sink` as it is produced; stores and returns it (interrupted when `signal` aborts). */
  run(sink: AnswerSink, signal: AbortSignal): Promise<MentorMessage>;
}

export interface MentorService {
  engine(): MentorEngineInfo;
  create(userId: string, request: CreateConversationRequest): Promise<Conversation>;
  list(userId: string): Promise<ConversationList>;
  get(userId: string, id: string): Promise<Conversation>;
  update(userId: string, id: string, patch: UpdateConversationRequest): Promise<ConversationSummary>;
  remove(userId: string, id: string): Promise<void>;
  suggestions(userId: string): Promise<MentorSuggestions>;
  /**
   * The suggestion of the day for the dashboard: the most pressing question the user's numbers
   * call for, answered briefly by the built-in mentor, by a different persona each day. The
   * simulations in `known` (the dashboard's, forecast already) are not read or forecast again.
   */
  dailyTip(userId: string, now: Date, known?: readonly KnownSimulation[]): Promise<MentorTip>;
  /** Spends one `aiConsultations` unit and stores the question (refused before anything is stored when none is left). */
  ask(userId: string, id: string, request: AskRequest): Promise<PendingAnswer>;
  /** Answers the conversation's last question again, in place of its answer; spends one unit too. */
  regenerate(userId: string, id: string): Promise<PendingAnswer>;
  /** What the mentor knows of the user (the grounding of every answer). */
  context(userId: string): Promise<MentorContext>;
  /**
   * The built-in mentor's analysis of one simulation or validation (a report's mentor section):
   * the questions its numbers call for, most pressing first, and for a company the marketing
   * decision's what-if runs, each answered by the default persona from the numbers alone (no
   * knowledge cards); none before there are numbers. Spends nothing.
   */
  analysis(userId: string, focus: MentorFocus): Promise<{ persona: PersonaId; sections: AnalysisSection[] }>;
  /** Questions asked per week since a moment (the reports' activity). */
  questionsByWeek(userId: string, since: Date): Promise<WeeklyCounts>;
}

export interface AnalysisSection {
  question: string;
  markdown: string;
}

export interface MentorServiceDeps extends MentorContextDeps {
  quota: Pick<QuotaService, 'withQuota'>;
  /** Tells the owner's other tabs that a conversation changed (mentor.changed). */
  bus: Pick<EventBus, 'publish'>;
  builtIn: BuiltInMentor;
  /** The configured language model; null: the built-in mentor answers alone. */
  model: LanguageModel | null;
  log: FastifyBaseLogger;
  /**
   * Pause between the built-in answer's pieces, in milliseconds: it is written at once, and sent
   * at a reading pace so that it arrives as a stream does. 0 in tests and benchmarks.
   */
  builtInPaceMs?: number;
}

const DEFAULT_PACE_MS = 12;
/** Words per piece of a built-in answer's stream. */
const WORDS_PER_PIECE = 4;

function presentMessage(row: MessageRow): MentorMessage {
  return {
    id: row.id,
    role: row.role as MentorMessage['role'],
    persona: row.persona as PersonaId | null,
    mode: row.mode as AskMode,
    content: row.content,
    engine: row.engine as MentorEngine | null,
    fallback: row.fallback,
    status: row.status as MentorMessage['status'],
    createdAt: row.createdAt.toISOString(),
  };
}

function presentSummary(row: ConversationRow): ConversationSummary {
  return {
    id: row.id,
    title: row.title,
    persona: row.persona as PersonaId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A conversation's title from its first question: its first words, cut at a word. */
function titleFromQuestion(question: string): string {
  const flat = question.replace(/\s+/g, ' ').trim();
  if (flat.length <= TEXT_LIMITS.mentor.titleFromQuestion) return flat;
  const cut = flat.slice(0, TEXT_LIMITS.mentor.titleFromQuestion);
  const space = cut.lastIndexOf(' ');
  return `${(space > 20 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The pieces a built-in answer is sent in: a few words each, spaces kept, so they join back exactly. */
function streamPieces(text: string): string[] {
  const words = text.split(/(?<=\s)/);
  const pieces: string[] = [];
  for (let index = 0; index < words.length; index += WORDS_PER_PIECE) {
    pieces.push(words.slice(index, index + WORDS_PER_PIECE).join(''));
  }
  return pieces;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The suggestion keys (catalog `mentor:suggestions.*`) that the user's facts call for, most pressing first. */
const FACT_SUGGESTIONS = [
  'cashNegative',
  'runway',
  'breakEvenNotYet',
  'priceBelow',
  'priceAbove',
  'lostSales',
  'churn',
  'weakestScore',
  'pendingExperiments',
] as const;
const STARTERS = ['validation', 'startupCost', 'taxRegime', 'firstCustomers'] as const;
const SUGGESTION_COUNT = 4;
/** A report's mentor section answers at most this many questions. */
const ANALYSIS_QUESTIONS = 3;
/** The dashboard's tip is short: the lowest verbosity step. */
const TIP_VERBOSITY = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The day whose tip the mentor gives at `now`: the tip changes at midnight UTC. */
export function tipDay(now: Date): number {
  return Math.floor(now.getTime() / DAY_MS);
}

/** The questions the user's facts call for, most pressing first, then the starters. */
function suggestionKeys(context: MentorContext): string[] {
  const facts = new Set(groundingFacts(context).map((fact) => fact.id));
  const fromFacts = FACT_SUGGESTIONS.filter((id) => facts.has(id));
  return [...fromFacts, ...STARTERS.map((id) => `starter.${id}`)].slice(0, SUGGESTION_COUNT);
}

export function createMentorService(deps: MentorServiceDeps): MentorService {
  const { orm, bus, builtIn, model } = deps;
  const pace = deps.builtInPaceMs ?? DEFAULT_PACE_MS;
  const changed = (tx: Orm, userId: string, id: string) => bus.publish(tx, userId, { type: 'mentor.changed', id });

  async function owned(userId: string, id: string): Promise<ConversationRow> {
    const row = await findConversation(orm, userId, id);
    // Another user's id looks exactly like one that does not exist.
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  async function read(userId: string, row: ConversationRow): Promise<Conversation> {
    const messages = await listMessages(orm, userId, row.id);
    return { ...presentSummary(row), messages: messages.map(presentMessage) };
  }

  /** Sends a written answer in pieces at a reading pace, until the reader leaves. */
  async function sendPaced(text: string, sink: AnswerSink, signal: AbortSignal): Promise<void> {
    for (const piece of streamPieces(text)) {
      if (signal.aborted) return;
      sink.delta(piece);
      if (pace > 0) await pause(pace);
    }
  }

  /**
   * Writes the answer: the built-in mentor's, or the language model's from the built-in one's
   * material. If the model fails, at any point, the built-in answer replaces what it wrote, and
   * the message says so.
   */
  function answerer(
    userId: string,
    conversationId: string,
    answerId: string,
    input: { mode: AskMode; persona: PersonaId; question: string; context: MentorContext; history: MessageRow[] },
  ) {
    const { mode, persona, question } = input;
    // The question's own language, when its words tell it: a founder may ask in another than their
    // interface's. Numbers keep the founder's format and the company's currency either way.
    const context = { ...input.context, language: questionLanguage(question) ?? input.context.language };
    const draft =
      mode === 'board'
        ? builtIn.board(question, context).markdown
        : builtIn.answer(question, persona, context).markdown;
    const store = async (content: string, engine: MentorEngine, fallback: boolean, complete: boolean) => {
      const row = await saveAnswer(orm, userId, answerId, {
        content,
        engine,
        fallback,
        status: complete ? 'complete' : 'interrupted',
      });
      if (!row) throw new AppError('NOT_FOUND');
      // The other tabs show the answer; the asking tab waits for its stream's end to refetch.
      await changed(orm, userId, conversationId);
      return presentMessage(row);
    };
    const builtInAnswer = async (sink: AnswerSink, signal: AbortSignal, fallback: boolean) => {
      const note = sharedText('mentor', 'engine.fallback', context.language) ?? '';
      const content = fallback ? `*${note}*\n\n${draft}` : draft;
      // Stored whole first: the answer is written, and a reader who leaves loses nothing of it.
      const stored = await store(content, 'builtIn', fallback, true);
      await sendPaced(content, sink, signal);
      return stored;
    };

    return async (sink: AnswerSink, signal: AbortSignal): Promise<MentorMessage> => {
      if (!model) return builtInAnswer(sink, signal, false);
      const request = mentorPrompt({
        mode,
        persona,
        context,
        draft,
        question,
        history: input.history.map((row) => ({ role: row.role as 'user' | 'assistant', content: row.content })),
      });
      let written = '';
      try {
        for await (const piece of model.stream(request, signal)) {
          written += piece;
          sink.delta(piece);
        }
        return await store(written, model.engine, false, true);
      } catch (error) {
        if (signal.aborted) return store(written, model.engine, false, false);
        deps.log.warn({ err: error }, 'The language model failed; the built-in mentor answers.');
        if (written !== '') sink.reset();
        return builtInAnswer(sink, signal, true);
      }
    };
  }

  /** Spends the unit and stores the question and an empty answer, in one transaction. */
  async function start(
    userId: string,
    conversation: ConversationRow,
    question: { content: string; mode: AskMode; existing: MessageRow | null; replaces: readonly MessageRow[] },
  ): Promise<PendingAnswer> {
    const context = await readMentorContext(deps, userId);
    const history = await listMessages(orm, userId, conversation.id);
    const { questionRow, answerRow, persona } = await deps.quota.withQuota(userId, 'aiConsultations', async (tx) => {
      const locked = await findConversation(tx, userId, conversation.id, { forUpdate: true });
      if (!locked) throw new AppError('NOT_FOUND');
      // The persona as the locked row has it: a switch that came first answers this question.
      const persona = locked.persona as PersonaId;
      const questionRow =
        question.existing ??
        (await insertMessage(tx, {
          conversationId: conversation.id,
          userId,
          role: 'user',
          persona: null,
          mode: question.mode,
          content: question.content,
          engine: null,
          status: 'complete',
        }));
      for (const old of question.replaces) await deleteMessage(tx, userId, old.id);
      const answerRow = await insertMessage(tx, {
        conversationId: conversation.id,
        userId,
        role: 'assistant',
        persona: question.mode === 'board' ? null : persona,
        mode: question.mode,
        content: '',
        engine: model?.engine ?? 'builtIn',
        // Interrupted until written: a server stopped mid-answer leaves it marked so.
        status: 'interrupted',
      });
      if (locked.title === '')
        await updateConversation(tx, userId, conversation.id, { title: titleFromQuestion(question.content) });
      else await touchConversation(tx, userId, conversation.id);
      await changed(tx, userId, conversation.id);
      return { questionRow, answerRow, persona };
    });
    const replaced = new Set(question.replaces.map((row) => row.id));
    const before = history.filter(
      (row) => row.id !== questionRow.id && !replaced.has(row.id) && row.status === 'complete',
    );
    return {
      question: presentMessage(questionRow),
      run: answerer(userId, conversation.id, answerRow.id, {
        mode: question.mode,
        persona,
        question: question.content,
        context,
        history: before,
      }),
    };
  }

  return {
    engine() {
      return { engine: model?.engine ?? 'builtIn', model: model?.model ?? null };
    },

    async create(userId, request) {
      const row = await orm.transaction(async (tx) => {
        const inserted = await insertConversation(tx, userId, {
          title: request.title ?? '',
          persona: request.persona ?? DEFAULT_PERSONA,
        });
        await changed(tx, userId, inserted.id);
        return inserted;
      });
      return { ...presentSummary(row), messages: [] };
    },

    async list(userId) {
      return { conversations: (await listConversations(orm, userId)).map(presentSummary) };
    },

    async get(userId, id) {
      return read(userId, await owned(userId, id));
    },

    async update(userId, id, patch) {
      const row = await orm.transaction(async (tx) => {
        const updated = await updateConversation(tx, userId, id, patch);
        if (!updated) throw new AppError('NOT_FOUND');
        await changed(tx, userId, id);
        return updated;
      });
      return presentSummary(row);
    },

    async remove(userId, id) {
      await orm.transaction(async (tx) => {
        if (!(await deleteConversation(tx, userId, id))) throw new AppError('NOT_FOUND');
        await changed(tx, userId, id);
      });
    },

    async suggestions(userId) {
      return { suggestions: suggestionKeys(await readMentorContext(deps, userId)) };
    },

    async dailyTip(userId, now, known) {
      const context = await readMentorContext(deps, userId, undefined, known);
      const day = tipDay(now);
      const persona = PERSONA_IDS[day % PERSONA_IDS.length] ?? DEFAULT_PERSONA;
      const suggestion = suggestionKeys(context)[0] ?? `starter.${STARTERS[0]}`;
      const question = sharedText('mentor', `suggestions.${suggestion}`, context.language) ?? '';
      const { markdown } = builtIn.answer(question, persona, { ...context, verbosity: TIP_VERBOSITY });
      return { persona, suggestion, answer: markdown };
    },

    async analysis(userId, focus) {
      const context = await readMentorContext(deps, userId, focus);
      const facts = new Set(groundingFacts(context).map((fact) => fact.id));
      // A company with a month played is always asked the decision every founder weighs: its what-if runs.
      const decision = numbersOf(context)?.latest ? ['marketing'] : [];
      const fromFacts = FACT_SUGGESTIONS.filter((id) => facts.has(id)).slice(0, ANALYSIS_QUESTIONS - decision.length);
      const sections = [...fromFacts, ...decision].map((key) => {
        const question = sharedText('mentor', `suggestions.${key}`, context.language) ?? '';
        return { question, markdown: builtIn.analysis(question, DEFAULT_PERSONA, context).markdown };
      });
      return { persona: DEFAULT_PERSONA, sections };
    },

    questionsByWeek(userId, since) {
      return questionsAskedByWeek(orm, userId, since);
    },

    async ask(userId, id, request) {
      const conversation = await owned(userId, id);
      return start(userId, conversation, {
        content: request.content,
        mode: request.mode,
        existing: null,
        replaces: [],
      });
    },

    async regenerate(userId, id) {
      const conversation = await owned(userId, id);
      const messages = await listMessages(orm, userId, id);
      const lastQuestion = messages.findLast((row) => row.role === 'user');
      if (!lastQuestion) throw new AppError('NOT_FOUND');
      return start(userId, conversation, {
        content: lastQuestion.content,
        mode: lastQuestion.mode as AskMode,
        existing: lastQuestion,
        // The answers it replaces: those after the question, deleted when the new one is stored.
        replaces: messages.slice(messages.indexOf(lastQuestion) + 1),
      });
    },

    context(userId) {
      return readMentorContext(deps, userId);
    },
  };
}

/** The user's mentor conversations with every message, for the data export, dates as ISO strings. */
export async function exportMentorData(orm: Orm, userId: string) {
  const { conversations, messages } = await readMentorForExport(orm, userId);
  return {
    mentorConversations: conversations.map((row) => ({
      ...presentSummary(row),
      messages: messages.filter((message) => message.conversationId === row.id).map(presentMessage),
    })),
  };
}
