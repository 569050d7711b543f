import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Sanction } from '@alavanca/contracts/community-moderation';
import type { Orm } from '../../db/client';
import { user } from '../../db/schema/auth';
import { communityFlags, communityPosts, communityTopics } from '../../db/schema/community';
import { communityModerationLog, communityPostReviews, communitySanctions } from '../../db/schema/community-moderation';

/** Where a moderator acts: every space (an operator), or the spaces of the classes they teach. */
export type ModerationScope = { all: true } | { all: false; classIds: readonly string[] };

/** How many posts a queue shows at once, and log lines: the oldest waiting first, the latest lines first. */
const QUEUE_LIMIT = 100;
const LOG_LIMIT = 100;

/** The flags made since the post's last review: those count toward hiding it and show in the queue. */
const sinceReview = (postId: typeof communityFlags.postId) =>
  sql`${communityFlags.createdAt} > coalesce((select ${communityPostReviews.reviewedAt} from ${communityPostReviews} where ${communityPostReviews.postId} = ${postId}), '-infinity'::timestamptz)`;

/**
 * Whether the author in `authorId` is not suspended: a suspended member's posts and topics are
 * hidden from others (never deleted), and come back as they were when the suspension ends.
 */
export const notSuspended = (authorId: AnyPgColumn) =>
  sql`not exists (select 1 from ${communitySanctions} where ${communitySanctions.userId} = ${authorId} and ${communitySanctions.kind} = 'suspend' and ${communitySanctions.until} > now())`;

/** A flag or the word list asks for a review: the post waits (again, if it was reviewed before). */
export async function requestReview(tx: Orm, postId: string, at: Date, words?: readonly string[]): Promise<void> {
  await tx
    .insert(communityPostReviews)
    .values({ postId, requestedAt: at, ...(words ? { words: [...words] } : {}) })
    .onConflictDoUpdate({
      target: communityPostReviews.postId,
      set: {
        requestedAt: sql`coalesce(${communityPostReviews.requestedAt}, excluded.requested_at)`,
        ...(words ? { words: sql`excluded.words` } : {}),
      },
    });
}

/** An edit's words replace the last ones; a post whose edit holds none keeps waiting only if flags ask. */
export async function recordWords(tx: Orm, postId: string, words: readonly string[], at: Date): Promise<void> {
  if (words.length > 0) {
    await requestReview(tx, postId, at, words);
    return;
  }
  await tx.update(communityPostReviews).set({ words: [] }).where(eq(communityPostReviews.postId, postId));
}

/** The review done: the post leaves the queue; flags made before now no longer count. */
export async function closeReview(tx: Orm, postId: string, at: Date): Promise<void> {
  await tx
    .update(communityPostReviews)
    .set({ requestedAt: null, reviewedAt: at })
    .where(eq(communityPostReviews.postId, postId));
}

/** Flags since the last review, the count that hides a post at the threshold. */
export function flagsSinceReview(postId: string) {
  return sql`(select count(*) from ${communityFlags} where ${communityFlags.postId} = ${postId} and ${sinceReview(communityFlags.postId)})`;
}

/** The posts waiting in `scope`, the longest waiting first, with their topics and authors. */
export function listQueue(orm: Orm, scope: ModerationScope) {
  return orm
    .select({
      postId: communityPosts.id,
      number: communityPosts.number,
      body: communityPosts.body,
      hiddenAt: communityPosts.hiddenAt,
      createdAt: communityPosts.createdAt,
      authorId: communityPosts.authorId,
      authorName: user.name,
      topicId: communityTopics.id,
      topicTitle: communityTopics.title,
      space: communityTopics.space,
      words: communityPostReviews.words,
    })
    .from(communityPostReviews)
    .innerJoin(communityPosts, eq(communityPosts.id, communityPostReviews.postId))
    .innerJoin(communityTopics, eq(communityTopics.id, communityPosts.topicId))
    .leftJoin(user, eq(user.id, communityPosts.authorId))
    .where(
      and(
        isNotNull(communityPostReviews.requestedAt),
        isNull(communityPosts.deletedAt),
        isNull(communityTopics.deletedAt),
        scope.all
          ? undefined
          : scope.classIds.length
            ? inArray(communityTopics.classId, [...scope.classIds])
            : sql`false`,
      ),
    )
    .orderBy(asc(communityPostReviews.requestedAt), asc(communityPosts.id))
    .limit(QUEUE_LIMIT);
}

/** The flags since their last review of `postIds`, counted by reason. */
export function countOpenFlags(orm: Orm, postIds: readonly string[]) {
  if (postIds.length === 0) return Promise.resolve([]);
  return orm
    .select({ postId: communityFlags.postId, reason: communityFlags.reason, count: count() })
    .from(communityFlags)
    .where(and(inArray(communityFlags.postId, [...postIds]), sinceReview(communityFlags.postId)))
    .groupBy(communityFlags.postId, communityFlags.reason)
    .orderBy(communityFlags.reason);
}

/** A post shown again after a review: not hidden any more. */
export async function unhidePost(tx: Orm, postId: string): Promise<void> {
  await tx.update(communityPosts).set({ hiddenAt: null }).where(eq(communityPosts.id, postId));
}

/** The sanctions in force at `at` of `userIds`. */
function findSanctions(orm: Orm, userIds: readonly string[], at: Date) {
  if (userIds.length === 0) return Promise.resolve([]);
  return orm
    .select({ userId: communitySanctions.userId, kind: communitySanctions.kind, until: communitySanctions.until })
    .from(communitySanctions)
    .where(and(inArray(communitySanctions.userId, [...userIds]), gt(communitySanctions.until, at)));
}

/** A sanction set, replacing the member's last one. */
export async function setSanction(
  tx: Orm,
  values: { userId: string; kind: 'silence' | 'suspend'; until: Date },
): Promise<void> {
  await tx
    .insert(communitySanctions)
    .values(values)
    .onConflictDoUpdate({ target: communitySanctions.userId, set: { kind: values.kind, until: values.until } });
}

export async function liftSanction(tx: Orm, userId: string): Promise<boolean> {
  const lifted = await tx
    .delete(communitySanctions)
    .where(eq(communitySanctions.userId, userId))
    .returning({ userId: communitySanctions.userId });
  return lifted.length > 0;
}

export type LogValues = typeof communityModerationLog.$inferInsert;

export async function insertLog(tx: Orm, values: LogValues): Promise<void> {
  await tx.insert(communityModerationLog).values(values);
}

/** The latest lines of the log in `scope`: an operator's all, a teacher's their classes' spaces'. */
export function listLog(orm: Orm, scope: ModerationScope) {
  const moderator = alias(user, 'moderator');
  const member = alias(user, 'member');
  const spaces = scope.all ? [] : scope.classIds.map((id) => `class/${id}`);
  return orm
    .select({
      id: communityModerationLog.id,
      action: communityModerationLog.action,
      moderatorId: moderator.id,
      moderatorName: moderator.name,
      memberId: member.id,
      memberName: member.name,
      postId: communityModerationLog.postId,
      messageId: communityModerationLog.messageId,
      space: communityModerationLog.space,
      reason: communityModerationLog.reason,
      until: communityModerationLog.until,
      createdAt: communityModerationLog.createdAt,
    })
    .from(communityModerationLog)
    .leftJoin(moderator, eq(moderator.id, communityModerationLog.moderatorId))
    .leftJoin(member, eq(member.id, communityModerationLog.memberId))
    .where(scope.all ? undefined : spaces.length ? inArray(communityModerationLog.space, spaces) : sql`false`)
    .orderBy(desc(communityModerationLog.createdAt), desc(communityModerationLog.id))
    .limit(LOG_LIMIT);
}

/** Whether an account `userId` is there (a member acted on by id). */
export async function memberExists(orm: Orm, userId: string): Promise<boolean> {
  const [row] = await orm.select({ id: user.id }).from(user).where(eq(user.id, userId));
  return row !== undefined;
}

/** The sanctions in force of `userIds`, by member. */
export async function sanctionsOf(orm: Orm, userIds: readonly string[], at: Date): Promise<Map<string, Sanction>> {
  const rows = await findSanctions(orm, [...new Set(userIds)], at);
  return new Map(rows.map((row) => [row.userId, { kind: row.kind, until: row.until.toISOString() }]));
}

/** The member's sanction (in force or past) and the log's lines about them or by them, for their data export. */
export async function readModerationForExport(orm: Orm, userId: string) {
  // One after the other: the export's transaction has one connection.
  const sanctions = await orm.select().from(communitySanctions).where(eq(communitySanctions.userId, userId));
  const actions = await orm
    .select()
    .from(communityModerationLog)
    .where(or(eq(communityModerationLog.memberId, userId), eq(communityModerationLog.moderatorId, userId)))
    .orderBy(asc(communityModerationLog.createdAt));
  return { sanctions, actions };
}
