import { TEXT_LIMITS } from '@alavanca/domain/constants';
import { PERSONA_IDS } from '@alavanca/domain/mentor/personas';
import { z } from 'zod';
import { choice } from './fields';
import { text } from './text';
import { V } from './validation-messages';

/*
 * The AI mentor over the wire: conversations, their messages, and the stream an answer arrives
 * in. Every answer is written by the server (the built-in mentor, or a configured language model
 * given the same grounded material); the client sends questions only.
 */

export const PersonaIdSchema = choice(PERSONA_IDS);

/** How a question is answered: by the conversation's persona, or by the four at a board meeting. */
export const ASK_MODES = ['answer', 'board'] as const;
export type AskMode = (typeof ASK_MODES)[number];

/** Who wrote an answer: the built-in mentor, or the language model of the configured kind. */
export const MENTOR_ENGINES = ['builtIn', 'openai', 'anthropic'] as const;
export type MentorEngine = (typeof MENTOR_ENGINES)[number];

const title = text(V.invalidOption).trim().min(1, V.required).max(TEXT_LIMITS.mentor.conversationTitle, V.tooLong);

/** `POST /api/mentor/conversations`: a new, empty conversation with a persona (EVA by default). */
export const CreateConversationRequest = z.object({
  persona: PersonaIdSchema.optional(),
  title: title.optional(),
});
export type CreateConversationRequest = z.infer<typeof CreateConversationRequest>;

/** `PATCH /api/mentor/conversations/:id`: renamed, or another persona from the next answer on. */
export const UpdateConversationRequest = z
  .object({ title: title.optional(), persona: PersonaIdSchema.optional() })
  .refine((patch) => patch.title !== undefined || patch.persona !== undefined, V.required);
export type UpdateConversationRequest = z.infer<typeof UpdateConversationRequest>;

/**
 * `POST /api/mentor/conversations/:id/messages`: a question, answered as a stream of Server-Sent
 * Events (MentorStreamEvent). `POST …/:id/regenerate` (no body) answers the last question again,
 * in place of its answer. Each spends one `aiConsultations` unit.
 */
export const AskRequest = z.object({
  content: text(V.required).trim().min(1, V.required).max(TEXT_LIMITS.mentor.question, V.tooLong),
  mode: z.enum(ASK_MODES, V.invalidOption).default('answer'),
});
export type AskRequest = z.infer<typeof AskRequest>;

export const MentorMessage = z.object({
  id: z.uuid(),
  role: z.enum(['user', 'assistant']),
  /** The persona that answered (null for the user's questions and board meetings). */
  persona: PersonaIdSchema.nullable(),
  mode: z.enum(ASK_MODES),
  /** Markdown for answers (shown without HTML), plain text for questions. */
  content: z.string(),
  engine: z.enum(MENTOR_ENGINES).nullable(),
  /** The language model failed and the built-in mentor answered instead. */
  fallback: z.boolean(),
  /** An answer whose stream was cut before its end keeps what was written, marked interrupted. */
  status: z.enum(['complete', 'interrupted']),
  createdAt: z.iso.datetime(),
});
export type MentorMessage = z.infer<typeof MentorMessage>;

export const ConversationSummary = z.object({
  id: z.uuid(),
  title: z.string(),
  persona: PersonaIdSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ConversationSummary = z.infer<typeof ConversationSummary>;

export const Conversation = ConversationSummary.extend({ messages: z.array(MentorMessage) });
export type Conversation = z.infer<typeof Conversation>;

export const ConversationList = z.object({ conversations: z.array(ConversationSummary) });
export type ConversationList = z.infer<typeof ConversationList>;

/** The most conversations a list returns, newest first: older ones are deleted by their owner, or live on. */
export const CONVERSATION_LIST_LIMIT = 100;

/** Questions the mentor proposes from the user's own numbers (catalog keys under `mentor:suggestions.`). */
export const MentorSuggestions = z.object({ suggestions: z.array(z.string()) });
export type MentorSuggestions = z.infer<typeof MentorSuggestions>;

/** `GET /api/mentor/engine`: which engine answers; never a key or an address. */
export const MentorEngineInfo = z.object({ engine: z.enum(MENTOR_ENGINES), model: z.string().nullable() });
export type MentorEngineInfo = z.infer<typeof MentorEngineInfo>;

/**
 * The events of an answer's stream, in order: `question` (the stored question), `delta` (text to
 * append, as it is written; `reset` drops what came so far: the language model failed and the
 * built-in mentor starts over), then `done` (the stored answer) or `error` (an error code; the
 * question stays stored, and its unit spent).
 */
export type MentorStreamEvent =
  | { event: 'question'; data: MentorMessage }
  | { event: 'delta'; data: { text: string } }
  | { event: 'reset'; data: Record<string, never> }
  | { event: 'done'; data: MentorMessage }
  | { event: 'error'; data: { code: string } };
