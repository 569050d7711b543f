import { CONVERSATION_LIST_LIMIT, type AskMode, type MentorEngine } from '@alavanca/contracts/mentor';
import type { PersonaId } from '@alavanca/domain/mentor/personas';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { countByWeek, type WeeklyCounts } from '../../db/weekly-counts';
import { mentorConversations, mentorMessages } from '../../db/schema/mentor';

export type ConversationRow = typeof mentorConversations.$inferSelect;
export type MessageRow = typeof mentorMessages.$inferSelect;

export async function insertConversation(
  orm: Orm,
  userId: string,
  values: { title: string; persona: PersonaId },
): Promise<ConversationRow> {
  const [row] = await orm
    .insert(mentorConversations)
    .values({ userId, ...values })
    .returning();
  if (!row) throw new Error('The conversation insert returned no row.');
  return row;
}

/** One of the user's conversations; null when the user has none with this id. */
export async function findConversation(
  orm: Orm,
  userId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<ConversationRow | null> {
  const query = orm
    .select()
    .from(mentorConversations)
    .where(and(eq(mentorConversations.id, id), eq(mentorConversations.userId, userId)));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row ?? null;
}

export function listConversations(orm: Orm, userId: string): Promise<ConversationRow[]> {
  return orm
    .select()
    .from(mentorConversations)
    .where(eq(mentorConversations.userId, userId))
    .orderBy(desc(mentorConversations.updatedAt), desc(mentorConversations.id))
    .limit(CONVERSATION_LIST_LIMIT);
}

export async function updateConversation(
  orm: Orm,
  userId: string,
  id: string,
  patch: { title?: string; persona?: PersonaId },
): Promise<ConversationRow | null> {
  const [row] = await orm
    .update(mentorConversations)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(mentorConversations.id, id), eq(mentorConversations.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deleteConversation(orm: Orm, userId: string, id: string): Promise<boolean> {
  const deleted = await orm
    .delete(mentorConversations)
    .where(and(eq(mentorConversations.id, id), eq(mentorConversations.userId, userId)))
    .returning({ id: mentorConversations.id });
  return deleted.length > 0;
}

/** The conversation's messages, oldest first; a question before its answer when both have the same time. */
export function listMessages(orm: Orm, userId: string, conversationId: string): Promise<MessageRow[]> {
  return orm
    .select()
    .from(mentorMessages)
    .where(and(eq(mentorMessages.conversationId, conversationId), eq(mentorMessages.userId, userId)))
    .orderBy(asc(mentorMessages.createdAt), sql`${mentorMessages.role} = 'assistant'`, asc(mentorMessages.id));
}

export async function insertMessage(
  orm: Orm,
  values: {
    conversationId: string;
    userId: string;
    role: 'user' | 'assistant';
    persona: PersonaId | null;
    mode: AskMode;
    content: string;
    engine: MentorEngine | null;
    status: 'complete' | 'interrupted';
  },
): Promise<MessageRow> {
  const [row] = await orm.insert(mentorMessages).values(values).returning();
  if (!row) throw new Error('The message insert returned no row.');
  return row;
}

/** An answer as it stands: written so far, or whole. */
export async function saveAnswer(
  orm: Orm,
  userId: string,
  id: string,
  values: { content: string; engine: MentorEngine; fallback: boolean; status: 'complete' | 'interrupted' },
): Promise<MessageRow | null> {
  const [row] = await orm
    .update(mentorMessages)
    .set(values)
    .where(and(eq(mentorMessages.id, id), eq(mentorMessages.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deleteMessage(orm: Orm, userId: string, id: string): Promise<void> {
  await orm.delete(mentorMessages).where(and(eq(mentorMessages.id, id), eq(mentorMessages.userId, userId)));
}

/** Marks the conversation as just used, so the list shows it first. */
export async function touchConversation(orm: Orm, userId: string, id: string): Promise<void> {
  await orm
    .update(mentorConversations)
    .set({ updatedAt: sql`now()` })
    .where(and(eq(mentorConversations.id, id), eq(mentorConversations.userId, userId)));
}

/** Every conversation of the user with its messages, for the data export. */
export async function readMentorForExport(orm: Orm, userId: string) {
  const conversations = await orm
    .select()
    .from(mentorConversations)
    .where(eq(mentorConversations.userId, userId))
    .orderBy(asc(mentorConversations.createdAt));
  const messages = await orm
    .select()
    .from(mentorMessages)
    .where(eq(mentorMessages.userId, userId))
    .orderBy(asc(mentorMessages.createdAt), sql`${mentorMessages.role} = 'assistant'`, asc(mentorMessages.id));
  return { conversations, messages };
}

/** Questions asked (board meetings included) per week since a moment. */
export function questionsAskedByWeek(orm: Orm, userId: string, since: Date): Promise<WeeklyCounts> {
  return countByWeek(
    orm,
    {
      table: mentorMessages,
      userId: mentorMessages.userId,
      createdAt: mentorMessages.createdAt,
      where: eq(mentorMessages.role, 'user'),
    },
    userId,
    since,
  );
}
