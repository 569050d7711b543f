import { and, asc, count, desc, eq, gte, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { EvidenceSummary } from '@alavanca/contracts/community';
import type { MemberActivity } from '@alavanca/domain/community/trust';
import type { Orm } from '../../db/client';
import { user } from '../../db/schema/auth';
import {
  communityFlags,
  communityPosts,
  communityPostVersions,
  communityReactions,
  communityReads,
  communityTopics,
  communityVisits,
  type SearchConfig,
  communityEvidence,
} from '../../db/schema/community';
import { indexPost, setHiddenInSearch, unindexPost } from './community-search.repo';
import { flagsSinceReview, notSuspended, requestReview } from './moderation.repo';
import { notMutedBy } from './network.repo';
import { countReviewsBy } from './reviews.repo';

/** The community's topics, posts and reactions (decision 036); who may read or write is the service's to say. */

export type TopicRow = typeof communityTopics.$inferSelect;
export type PostRow = typeof communityPosts.$inferSelect;
/** What search keeps of a body as it is written: its language and the text a reader reads. */
export interface PostSearch {
  config: SearchConfig;
  text: string;
}

export async function insertTopic(
  tx: Orm,
  values: Pick<TopicRow, 'space' | 'classId' | 'authorId' | 'kind' | 'title'> & {
    body: string;
    at: Date;
    search: PostSearch;
  },
): Promise<TopicRow & { openingPostId: string }> {
  const { body, at, search, ...topic } = values;
  const [row] = await tx
    .insert(communityTopics)
    .values({ ...topic, createdAt: at, lastPostedAt: at })
    .returning();
  const [post] = await tx
    .insert(communityPosts)
    .values({ topicId: row!.id, number: 1, authorId: topic.authorId, body, createdAt: at })
    .returning({ id: communityPosts.id });
  await indexPost(tx, post!.id, search.config, search.text);
  return { ...row!, openingPostId: post!.id };
}

export async function findTopic(orm: Orm, id: string, forUpdate = false): Promise<TopicRow | null> {
  const query = orm.select().from(communityTopics).where(eq(communityTopics.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** A space's topics not deleted, the most recently active first, after `before` (its last time and id). */
export function listTopics(
  orm: Orm,
  space: string,
  before: { at: string; id: string } | null,
  limit: number,
  viewerId: string,
): Promise<(TopicRow & { authorName: string | null })[]> {
  return orm
    .select({ topic: communityTopics, authorName: user.name })
    .from(communityTopics)
    .leftJoin(user, eq(user.id, communityTopics.authorId))
    .where(
      and(
        eq(communityTopics.space, space),
        isNull(communityTopics.deletedAt),
        // A suspended member's topics are hidden from everyone else until the suspension ends.
        or(eq(communityTopics.authorId, viewerId), notSuspended(communityTopics.authorId)),
        // A member the viewer muted: their topics are left out of the viewer's lists, and only theirs.
        notMutedBy(viewerId, communityTopics.authorId),
        before
          ? sql`(${communityTopics.lastPostedAt}, ${communityTopics.id}) < (${before.at}::timestamptz, ${before.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(communityTopics.lastPostedAt), desc(communityTopics.id))
    .limit(limit)
    .then((rows) => rows.map((row) => ({ ...row.topic, authorName: row.authorName })));
}

/** A topic's posts in order, with their authors' names and how many earlier bodies each keeps. */
export function listPosts(orm: Orm, topicId: string) {
  const versions = sql<number>`(select count(*)::int from ${communityPostVersions} where ${communityPostVersions.postId} = ${communityPosts.id})`;
  return orm
    .select({ post: communityPosts, authorName: user.name, versions })
    .from(communityPosts)
    .leftJoin(user, eq(user.id, communityPosts.authorId))
    .where(eq(communityPosts.topicId, topicId))
    .orderBy(asc(communityPosts.number));
}

/** Each post's reactions by kind, and whether `userId` gave each. */
export async function listReactions(orm: Orm, postIds: readonly string[], userId: string) {
  if (postIds.length === 0) return [];
  return orm
    .select({
      postId: communityReactions.postId,
      kind: communityReactions.kind,
      count: count(),
      mine: sql<boolean>`bool_or(${communityReactions.userId} = ${userId})`,
    })
    .from(communityReactions)
    .where(inArray(communityReactions.postId, [...postIds]))
    .groupBy(communityReactions.postId, communityReactions.kind);
}

/** A reply, numbered after the topic's last post (the caller holds the topic's row locked). */
export async function insertReply(
  tx: Orm,
  topic: TopicRow,
  reply: { authorId: string; body: string; at: Date; search: PostSearch },
): Promise<PostRow> {
  const { authorId, body, at, search } = reply;
  const [last] = await tx
    .select({ number: sql<number>`coalesce(max(${communityPosts.number}), 0)::int` })
    .from(communityPosts)
    .where(eq(communityPosts.topicId, topic.id));
  const [row] = await tx
    .insert(communityPosts)
    .values({ topicId: topic.id, number: (last?.number ?? 0) + 1, authorId, body, createdAt: at })
    .returning();
  await indexPost(tx, row!.id, search.config, search.text);
  await tx
    .update(communityTopics)
    .set({ replies: sql`${communityTopics.replies} + 1`, lastPostedAt: at })
    .where(eq(communityTopics.id, topic.id));
  return row!;
}

export async function findPost(orm: Orm, id: string, forUpdate = false): Promise<PostRow | null> {
  const query = orm.select().from(communityPosts).where(eq(communityPosts.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** A new body for a post, the one it had kept as a version; search finds its new words, not the old. */
export async function editPost(tx: Orm, post: PostRow, body: string, at: Date, search: PostSearch): Promise<void> {
  const [last] = await tx
    .select({ version: sql<number>`coalesce(max(${communityPostVersions.version}), 0)::int` })
    .from(communityPostVersions)
    .where(eq(communityPostVersions.postId, post.id));
  await tx.insert(communityPostVersions).values({
    postId: post.id,
    version: (last?.version ?? 0) + 1,
    body: post.body,
    writtenAt: post.editedAt ?? post.createdAt,
  });
  await tx.update(communityPosts).set({ body, editedAt: at }).where(eq(communityPosts.id, post.id));
  await indexPost(tx, post.id, search.config, search.text);
}

export function listVersions(orm: Orm, postId: string) {
  return orm
    .select()
    .from(communityPostVersions)
    .where(eq(communityPostVersions.postId, postId))
    .orderBy(asc(communityPostVersions.version));
}

/**
 * Deletes a post: it keeps its place, without its body, its history or its words for search; the
 * opening post takes its topic.
 */
export async function deletePost(tx: Orm, post: PostRow, at: Date): Promise<void> {
  await tx.update(communityPosts).set({ body: '', deletedAt: at }).where(eq(communityPosts.id, post.id));
  await tx.delete(communityPostVersions).where(eq(communityPostVersions.postId, post.id));
  await unindexPost(tx, post);
  if (post.number === 1)
    await tx.update(communityTopics).set({ deletedAt: at }).where(eq(communityTopics.id, post.topicId));
  else
    await tx
      .update(communityTopics)
      .set({ replies: sql`greatest(${communityTopics.replies} - 1, 0)` })
      .where(eq(communityTopics.id, post.topicId));
}

export async function setAccepted(orm: Orm, topicId: string, postId: string | null): Promise<void> {
  await orm.update(communityTopics).set({ acceptedPostId: postId }).where(eq(communityTopics.id, topicId));
}

export async function addReaction(orm: Orm, postId: string, userId: string, kind: string): Promise<void> {
  await orm
    .insert(communityReactions)
    .values({ postId, userId, kind: kind as 'like' })
    .onConflictDoNothing();
}

export async function removeReaction(orm: Orm, postId: string, userId: string, kind: string): Promise<void> {
  await orm
    .delete(communityReactions)
    .where(
      and(
        eq(communityReactions.postId, postId),
        eq(communityReactions.userId, userId),
        eq(communityReactions.kind, kind as 'like'),
      ),
    );
}

/**
 * A member's flag on a post (the caller holds the post's row locked, so flags at once are counted
 * one after another), and whether it was the one that brought the flags to `threshold` and hid the
 * post: exactly one flag does.
 */
export async function flagPost(
  tx: Orm,
  values: { postId: string; userId: string; reason: 'spam' | 'abuse' | 'offTopic' },
  threshold: number,
  at: Date,
): Promise<boolean> {
  await tx.insert(communityFlags).values(values).onConflictDoNothing();
  await requestReview(tx, values.postId, at);
  const hidden = await tx
    .update(communityPosts)
    .set({ hiddenAt: at })
    .where(
      and(
        eq(communityPosts.id, values.postId),
        isNull(communityPosts.hiddenAt),
        // Flags a moderator already reviewed count no more: a restored post hides again only on new ones.
        sql`${flagsSinceReview(values.postId)} >= ${threshold}`,
      ),
    )
    .returning({ id: communityPosts.id });
  if (hidden.length > 0) await setHiddenInSearch(tx, values.postId, true);
  return hidden.length > 0;
}

export async function countFlagsSince(orm: Orm, userId: string, since: Date): Promise<number> {
  const [row] = await orm
    .select({ value: count() })
    .from(communityFlags)
    .where(and(eq(communityFlags.userId, userId), gte(communityFlags.createdAt, since)));
  return row?.value ?? 0;
}

/** Records that `userId` read `topicId` up to post `lastNumber` today (`day`, UTC). */
export async function recordRead(orm: Orm, userId: string, topicId: string, lastNumber: number, day: string) {
  await orm
    .insert(communityReads)
    .values({ userId, topicId, lastNumber })
    .onConflictDoUpdate({
      target: [communityReads.userId, communityReads.topicId],
      set: { lastNumber: sql`greatest(${communityReads.lastNumber}, excluded.last_number)` },
    });
  await orm.insert(communityVisits).values({ userId, day }).onConflictDoNothing();
}

/** How many posts `authorId` wrote since `since.posts`, and topics since `since.topics` (their rate limits). */
export async function countWritten(orm: Orm, authorId: string, since: { posts: Date; topics: Date }) {
  const [posts] = await orm
    .select({ value: count() })
    .from(communityPosts)
    .where(and(eq(communityPosts.authorId, authorId), gte(communityPosts.createdAt, since.posts)));
  const [topics] = await orm
    .select({ value: count() })
    .from(communityTopics)
    .where(and(eq(communityTopics.authorId, authorId), gte(communityTopics.createdAt, since.topics)));
  return { posts: posts?.value ?? 0, topics: topics?.value ?? 0 };
}

/** What `userId` has done in the community: what their trust level is read from. */
export async function readActivity(orm: Orm, userId: string): Promise<MemberActivity> {
  const one = async (query: Promise<{ value: number }[]>) => (await query)[0]?.value ?? 0;
  const [daysVisited, topicsEntered, postsRead, posts, likesGiven, likesReceived] = await Promise.all([
    one(orm.select({ value: count() }).from(communityVisits).where(eq(communityVisits.userId, userId))),
    one(orm.select({ value: count() }).from(communityReads).where(eq(communityReads.userId, userId))),
    one(
      orm
        .select({ value: sql<number>`coalesce(sum(${communityReads.lastNumber}), 0)::int` })
        .from(communityReads)
        .where(eq(communityReads.userId, userId)),
    ),
    one(
      orm
        .select({ value: count() })
        .from(communityPosts)
        .where(and(eq(communityPosts.authorId, userId), isNull(communityPosts.deletedAt))),
    ),
    one(orm.select({ value: count() }).from(communityReactions).where(eq(communityReactions.userId, userId))),
    one(
      orm
        .select({ value: count() })
        .from(communityReactions)
        .innerJoin(communityPosts, eq(communityPosts.id, communityReactions.postId))
        .where(and(eq(communityPosts.authorId, userId), ne(communityReactions.userId, userId))),
    ),
  ]);
  return {
    daysVisited,
    topicsEntered,
    postsRead,
    posts,
    likesGiven,
    likesReceived,
    reviews: await countReviewsBy(orm, userId),
  };
}

/** Everything `userId` wrote or did in the community, for their data export. */
// One read after another: the export reads in one transaction, whose one connection takes one query at a time.
export async function readCommunityForExport(orm: Orm, userId: string) {
  const topics = await orm
    .select()
    .from(communityTopics)
    .where(eq(communityTopics.authorId, userId))
    .orderBy(asc(communityTopics.createdAt));
  const posts = await orm
    .select()
    .from(communityPosts)
    .where(eq(communityPosts.authorId, userId))
    .orderBy(asc(communityPosts.createdAt));
  const reactions = await orm.select().from(communityReactions).where(eq(communityReactions.userId, userId));
  const reads = await orm.select().from(communityReads).where(eq(communityReads.userId, userId));
  const visits = await orm
    .select()
    .from(communityVisits)
    .where(eq(communityVisits.userId, userId))
    .orderBy(asc(communityVisits.day));
  const flags = await orm.select().from(communityFlags).where(eq(communityFlags.userId, userId));
  const postIds = posts.map((post) => post.id);
  const versions = postIds.length
    ? await orm.select().from(communityPostVersions).where(inArray(communityPostVersions.postId, postIds))
    : [];
  const evidence = postIds.length
    ? await orm.select().from(communityEvidence).where(inArray(communityEvidence.postId, postIds))
    : [];
  return { topics, posts, versions, evidence, reactions, reads, visits, flags };
}

export async function insertEvidence(tx: Orm, values: typeof communityEvidence.$inferInsert): Promise<void> {
  await tx.insert(communityEvidence).values(values);
}

/** The evidence summaries of `postIds`, by post. */
export async function listEvidenceSummaries(orm: Orm, postIds: readonly string[]) {
  if (postIds.length === 0) return new Map<string, EvidenceSummary>();
  const rows = await orm
    .select({ postId: communityEvidence.postId, summary: communityEvidence.summary })
    .from(communityEvidence)
    .where(inArray(communityEvidence.postId, [...postIds]));
  return new Map(rows.map((row) => [row.postId, row.summary]));
}

export async function findEvidence(orm: Orm, postId: string) {
  const [row] = await orm.select().from(communityEvidence).where(eq(communityEvidence.postId, postId));
  return row ?? null;
}
