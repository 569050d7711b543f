import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt, updatedAt } from './columns';

// ---- AI mentor ----

/** A conversation with the mentor: its persona answers the next question (switchable at any time). */
export const mentorConversations = pgTable(
  'mentor_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    persona: text('persona').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('mentor_conversations_user_updated_idx').on(t.userId, t.updatedAt.desc()),
    check('mentor_conversations_persona_known', sql`${t.persona} in ('eva', 'max', 'leo', 'bia')`),
  ],
);

/**
 * A question or an answer. An answer is stored when its stream starts and written as it streams;
 * one whose stream was cut keeps what was written, marked interrupted.
 */
export const mentorMessages = pgTable(
  'mentor_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => mentorConversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    /** The persona that answered; null for questions and board meetings. */
    persona: text('persona'),
    mode: text('mode').notNull().default('answer'),
    content: text('content').notNull(),
    /** Who wrote an answer: builtIn, openai or anthropic; null for questions. */
    engine: text('engine'),
    /** The language model failed and the built-in mentor answered. */
    fallback: boolean('fallback').notNull().default(false),
    status: text('status').notNull().default('complete'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mentor_messages_conversation_created_idx').on(t.conversationId, t.createdAt),
    index('mentor_messages_user_idx').on(t.userId),
    check('mentor_messages_role_known', sql`${t.role} in ('user', 'assistant')`),
    check('mentor_messages_mode_known', sql`${t.mode} in ('answer', 'board')`),
    check('mentor_messages_status_known', sql`${t.status} in ('complete', 'interrupted')`),
    check(
      'mentor_messages_engine_known',
      sql`${t.engine} is null or ${t.engine} in ('builtIn', 'openai', 'anthropic')`,
    ),
  ],
);
