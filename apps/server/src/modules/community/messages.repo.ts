import { and, asc, count, desc, eq, gte, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Orm } from '../../db/client';
import { user } from '../../db/schema/auth';
import {
  communityConversations,
  communityMessageReports,
  communityMessages,
  communityProfiles,
} from '../../db/schema/community-network';
import { profileOn, shownName } from './network.repo';

/** Private conversations, their messages and the reports on them (decision 036); who may read them is the service's to say. */

export type ConversationRow = typeof communityConversations.$inferSelect;
export type MessageRow = typeof communityMessages.$inferSelect;
type FlagReason = 'spam' | 'abuse' | 'offTopic';

const c = communityConversations;
const m = communityMessages;

/** The pair's columns in order: the lower id first, so a pair has one conversation whoever writes first. */
const pairOf = (a: string, b: string) => (a < b ? [a, b] : [b, a]) as [string, string];

/** Whether `userId` is the conversation's first or second member, or neither. */
export const sideOf = (conversation: ConversationRow, userId: string): 'first' | 'second' | null =>
  conversation.firstMemberId === userId ? 'first' : conversation.secondMemberId === userId ? 'second' : null;

/** The other member's id (null once their account is deleted). */
export const otherOf = (conversation: ConversationRow, userId: string) =>
  sideOf(conversation, userId) === 'first' ? conversation.secondMemberId : conversation.firstMemberId;

export async function findConversation(orm: Orm, id: string, forUpdate = false): Promise<ConversationRow | null> {
  const query = orm.select().from(c).where(eq(c.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function findPairConversation(orm: Orm, a: string, b: string): Promise<ConversationRow | null> {
  const [first, second] = pairOf(a, b);
  const [row] = await orm
    .select()
    .from(c)
    .where(and(eq(c.firstMemberId, first), eq(c.secondMemberId, second)));
  return row ?? null;
}

/** The pair's conversation, made if they have none yet (two first messages at once make one), locked. */
export async function openPairConversation(tx: Orm, a: string, b: string, at: Date): Promise<ConversationRow> {
  const [first, second] = pairOf(a, b);
  await tx
    .insert(c)
    .values({ firstMemberId: first, secondMemberId: second, createdAt: at, lastMessageAt: at })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(c)
    .where(and(eq(c.firstMemberId, first), eq(c.secondMemberId, second)))
    .for('update');
  return row!;
}

/** How many messages from `senderId` in the conversation `readerId` has not opened (the reader's marker). */
export async function countUnreadFrom(tx: Orm, conversation: ConversationRow, readerId: string): Promise<number> {
  const readAt = sideOf(conversation, readerId) === 'first' ? conversation.firstReadAt : conversation.secondReadAt;
  const [row] = await tx
    .select({ value: count() })
    .from(m)
    .where(
      and(
        eq(m.conversationId, conversation.id),
        ne(m.userId, readerId),
        isNull(m.deletedAt),
        readAt ? sql`${m.createdAt} > ${readAt.toISOString()}::timestamptz` : undefined,
      ),
    );
  return row?.value ?? 0;
}

/** A message at the end of a conversation (whose row the caller holds locked). */
export async function insertMessage(
  tx: Orm,
  values: { conversationId: string; userId: string; body: string; at: Date },
): Promise<MessageRow> {
  const { at, ...message } = values;
  const [row] = await tx
    .insert(m)
    .values({ ...message, createdAt: at })
    .returning();
  await tx.update(c).set({ lastMessageAt: at }).where(eq(c.id, values.conversationId));
  return row!;
}

/** Messages `userId` sent since `since`: their level's hourly pace. */
export async function countSentSince(orm: Orm, userId: string, since: Date): Promise<number> {
  const [row] = await orm
    .select({ value: count() })
    .from(m)
    .where(and(eq(m.userId, userId), gte(m.createdAt, since)));
  return row?.value ?? 0;
}

/**
 * Marks the conversation read by `userId` up to its latest message; whether the marker moved (a
 * second read of the same messages changes nothing).
 */
export async function markRead(orm: Orm, conversation: ConversationRow, userId: string): Promise<boolean> {
  const first = sideOf(conversation, userId) === 'first';
  const latest = sql`(select max(${m.createdAt}) from ${m} where ${m.conversationId} = ${conversation.id})`;
  const moved = await orm
    .update(c)
    .set(first ? { firstReadAt: latest } : { secondReadAt: latest })
    .where(
      and(
        eq(c.id, conversation.id),
        sql`${latest} > coalesce(${first ? c.firstReadAt : c.secondReadAt}, '-infinity'::timestamptz)`,
      ),
    )
    .returning({ id: c.id });
  return moved.length > 0;
}

/**
 * A page of the conversation's messages, the latest first, before `before` (a message's time and
 * id), each with whether `viewerId` reported it.
 */
export function listMessages(
  orm: Orm,
  conversationId: string,
  viewerId: string,
  before: { at: string; id: string } | null,
  limit: number,
) {
  const reported = sql<boolean>`exists (select 1 from ${communityMessageReports} where ${communityMessageReports.messageId} = ${m.id} and ${communityMessageReports.userId} = ${viewerId})`;
  return orm
    .select({ message: m, reported })
    .from(m)
    .where(
      and(
        eq(m.conversationId, conversationId),
        before ? sql`(${m.createdAt}, ${m.id}) < (${before.at}::timestamptz, ${before.id}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(m.createdAt), desc(m.id))
    .limit(limit);
}

/** The other member of each conversation of `userId`, as the other's column. */
const otherMember = (userId: string) =>
  sql<string | null>`case when ${c.firstMemberId} = ${userId} then ${c.secondMemberId} else ${c.firstMemberId} end`;

/** Messages from the other member after `userId`'s read marker in each conversation. */
const unreadIn = (userId: string) =>
  sql<number>`(select count(*)::int from ${m} where ${m.conversationId} = ${c.id} and ${m.userId} <> ${userId} and ${m.deletedAt} is null and ${m.createdAt} > coalesce(case when ${c.firstMemberId} = ${userId} then ${c.firstReadAt} else ${c.secondReadAt} end, '-infinity'::timestamptz))`;

const memberOf = (userId: string) => or(eq(c.firstMemberId, userId), eq(c.secondMemberId, userId))!;

/**
 * `userId`'s conversations holding a message, the latest written in first, before `before`, each with
 * the other member (their shown name, whether their profile is on) and its unread count.
 */
export function listConversations(orm: Orm, userId: string, before: { at: string; id: string } | null, limit: number) {
  const other = alias(user, 'other');
  return orm
    .select({
      conversation: c,
      otherId: other.id,
      otherName: shownName(other.name),
      otherProfile: profileOn,
      unread: unreadIn(userId),
    })
    .from(c)
    .leftJoin(other, eq(other.id, otherMember(userId)))
    .leftJoin(communityProfiles, eq(communityProfiles.userId, other.id))
    .where(
      and(
        memberOf(userId),
        sql`exists (select 1 from ${m} where ${m.conversationId} = ${c.id})`,
        before ? sql`(${c.lastMessageAt}, ${c.id}) < (${before.at}::timestamptz, ${before.id}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(c.lastMessageAt), desc(c.id))
    .limit(limit);
}

/** The last message of each of `conversationIds`. */
export async function lastMessages(orm: Orm, conversationIds: readonly string[]): Promise<Map<string, MessageRow>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await orm
    .selectDistinctOn([m.conversationId])
    .from(m)
    .where(inArray(m.conversationId, [...conversationIds]))
    .orderBy(m.conversationId, desc(m.createdAt), desc(m.id));
  return new Map(rows.map((row) => [row.conversationId, row]));
}

/** Unread messages in all `userId`'s conversations. */
export async function countUnread(orm: Orm, userId: string): Promise<number> {
  const [row] = await orm
    .select({ value: sql<number>`coalesce(sum(${unreadIn(userId)}), 0)::int` })
    .from(c)
    .where(memberOf(userId));
  return row?.value ?? 0;
}

/** The other member as a conversation shows them: their shown name and whether their profile is on. */
export async function findPerson(orm: Orm, userId: string) {
  const [row] = await orm
    .select({ id: user.id, name: shownName(), profile: profileOn })
    .from(user)
    .leftJoin(communityProfiles, eq(communityProfiles.userId, user.id))
    .where(eq(user.id, userId));
  return row ?? null;
}

export async function findMessage(orm: Orm, id: string, forUpdate = false): Promise<MessageRow | null> {
  const query = orm.select().from(m).where(eq(m.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** A recipient's report of a message, once each. */
export async function reportMessage(orm: Orm, values: { messageId: string; userId: string; reason: FlagReason }) {
  await orm.insert(communityMessageReports).values(values).onConflictDoNothing();
}

/** The messages with reports no operator has reviewed yet, the longest waiting first, with their senders. */
export function listReportedMessages(orm: Orm, limit: number) {
  const r = communityMessageReports;
  return orm
    .select({
      message: m,
      senderName: user.name,
      reportedAt: sql<Date>`min(${r.createdAt})`.mapWith(c.createdAt),
    })
    .from(r)
    .innerJoin(m, eq(m.id, r.messageId))
    .leftJoin(user, eq(user.id, m.userId))
    .where(and(isNull(r.reviewedAt), isNull(m.deletedAt)))
    .groupBy(m.id, user.name)
    .orderBy(sql`min(${r.createdAt})`, asc(m.id))
    .limit(limit);
}

/** The reports not yet reviewed of `messageIds`, counted by reason. */
export function countOpenReports(orm: Orm, messageIds: readonly string[]) {
  const r = communityMessageReports;
  if (messageIds.length === 0) return Promise.resolve([]);
  return orm
    .select({ messageId: r.messageId, reason: r.reason, count: count() })
    .from(r)
    .where(and(inArray(r.messageId, [...messageIds]), isNull(r.reviewedAt)))
    .groupBy(r.messageId, r.reason)
    .orderBy(r.reason);
}

/** Whether the message was ever reported: an operator acts on no other private message. */
export async function wasReported(orm: Orm, messageId: string): Promise<boolean> {
  const [row] = await orm
    .select({ value: count() })
    .from(communityMessageReports)
    .where(eq(communityMessageReports.messageId, messageId));
  return (row?.value ?? 0) > 0;
}

/** The reports on a message reviewed: it leaves the queue. */
export async function reviewReports(tx: Orm, messageId: string, at: Date): Promise<void> {
  await tx
    .update(communityMessageReports)
    .set({ reviewedAt: at })
    .where(and(eq(communityMessageReports.messageId, messageId), isNull(communityMessageReports.reviewedAt)));
}

/** A message deleted by a moderator: it keeps its place in the conversation, without its body. */
export async function deleteMessage(tx: Orm, messageId: string, at: Date): Promise<void> {
  await tx.update(m).set({ body: '', deletedAt: at }).where(eq(m.id, messageId));
}

/**
 * Before `userId`'s account is deleted: the conversations that would be left with nobody to read
 * them (the other member gone) or nothing to read (no message from the other member) are deleted.
 */
export async function deleteLeftConversations(tx: Orm, userId: string): Promise<void> {
  await tx
    .delete(c)
    .where(
      and(
        memberOf(userId),
        or(
          sql`${otherMember(userId)} is null`,
          sql`not exists (select 1 from ${m} where ${m.conversationId} = ${c.id} and ${m.userId} <> ${userId})`,
        ),
      ),
    );
}

/** The member's conversations with every message (both members'), and the reports they made, for their data export. */
export async function readMessagesForExport(orm: Orm, userId: string) {
  const conversations = await orm
    .select({ id: c.id, otherId: otherMember(userId), createdAt: c.createdAt })
    .from(c)
    .where(memberOf(userId))
    .orderBy(asc(c.createdAt));
  const ids = conversations.map((row) => row.id);
  // One after another: the export reads in one transaction, on one connection.
  const messages =
    ids.length === 0
      ? []
      : await orm.select().from(m).where(inArray(m.conversationId, ids)).orderBy(asc(m.createdAt), asc(m.id));
  const reports = await orm.select().from(communityMessageReports).where(eq(communityMessageReports.userId, userId));
  return { conversations, messages, reports };
}
