import { and, count, desc, eq, inArray, isNull, ne, notExists, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { user } from '../../db/schema/auth';
import { communityReviewRequests, communityReviews } from '../../db/schema/community-reviews';

export type ReviewRequestRow = typeof communityReviewRequests.$inferSelect;
export type ReviewRow = typeof communityReviews.$inferSelect;

/** How many requests a queue shows at once: the oldest waiting first, as reviews go to those with fewest. */
const QUEUE_LIMIT = 50;

/** A request, or null when an open one for the same item already exists (the unique index says so). */
export async function insertRequest(
  orm: Orm,
  values: typeof communityReviewRequests.$inferInsert,
): Promise<ReviewRequestRow | null> {
  const [row] = await orm.insert(communityReviewRequests).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findRequest(orm: Orm, id: string): Promise<ReviewRequestRow | null> {
  const [row] = await orm.select().from(communityReviewRequests).where(eq(communityReviewRequests.id, id));
  return row ?? null;
}

const reviewCount = sql<number>`(select count(*)::int from ${communityReviews} where ${communityReviews.requestId} = ${communityReviewRequests.id})`;

/** A request with its author's name and its number of reviews. */
const withCounts = (orm: Orm) =>
  orm
    .select({ request: communityReviewRequests, authorName: user.name, reviewCount })
    .from(communityReviewRequests)
    .leftJoin(user, eq(user.id, communityReviewRequests.authorId));

/**
 * The open requests of `businessType` (any when null) the reviewer did not write and has not
 * reviewed: the fewest reviews first, then the longest waiting.
 */
export function listQueue(orm: Orm, reviewerId: string, businessType: string | null) {
  return withCounts(orm)
    .where(
      and(
        isNull(communityReviewRequests.closedAt),
        ne(communityReviewRequests.authorId, reviewerId),
        businessType ? eq(communityReviewRequests.businessType, businessType) : undefined,
        notExists(
          orm
            .select({ one: sql`1` })
            .from(communityReviews)
            .where(
              and(
                eq(communityReviews.requestId, communityReviewRequests.id),
                eq(communityReviews.reviewerId, reviewerId),
              ),
            ),
        ),
      ),
    )
    .orderBy(reviewCount, communityReviewRequests.createdAt)
    .limit(QUEUE_LIMIT);
}

/** The author's requests (of one item when `sourceId` is given), the newest first. */
export function listOwn(orm: Orm, authorId: string, sourceId: string | null) {
  return withCounts(orm)
    .where(
      and(
        eq(communityReviewRequests.authorId, authorId),
        sourceId ? eq(communityReviewRequests.sourceId, sourceId) : undefined,
      ),
    )
    .orderBy(desc(communityReviewRequests.createdAt));
}

export async function readRequest(orm: Orm, id: string) {
  const [row] = await withCounts(orm).where(eq(communityReviewRequests.id, id));
  return row ?? null;
}

/** The reviews of `requestIds`, oldest first, with their reviewers' names. */
export function listReviews(orm: Orm, requestIds: readonly string[]) {
  if (requestIds.length === 0) return Promise.resolve([]);
  return orm
    .select({ review: communityReviews, reviewerName: user.name })
    .from(communityReviews)
    .leftJoin(user, eq(user.id, communityReviews.reviewerId))
    .where(inArray(communityReviews.requestId, [...requestIds]))
    .orderBy(communityReviews.createdAt);
}

/** A review, or null when the reviewer already reviewed the request. */
export async function insertReview(orm: Orm, values: typeof communityReviews.$inferInsert): Promise<ReviewRow | null> {
  const [row] = await orm.insert(communityReviews).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Which of `requestIds` the reviewer has reviewed. */
export async function reviewedAmong(orm: Orm, requestIds: readonly string[], reviewerId: string): Promise<Set<string>> {
  if (requestIds.length === 0) return new Set();
  const rows = await orm
    .select({ requestId: communityReviews.requestId })
    .from(communityReviews)
    .where(and(inArray(communityReviews.requestId, [...requestIds]), eq(communityReviews.reviewerId, reviewerId)));
  return new Set(rows.map((row) => row.requestId));
}

export async function closeRequest(orm: Orm, id: string, at: Date): Promise<void> {
  await orm
    .update(communityReviewRequests)
    .set({ closedAt: at })
    .where(and(eq(communityReviewRequests.id, id), isNull(communityReviewRequests.closedAt)));
}

/** Reviews written by `reviewerId`: each counts toward their trust level. */
export async function countReviewsBy(orm: Orm, reviewerId: string): Promise<number> {
  const [row] = await orm
    .select({ value: count() })
    .from(communityReviews)
    .where(eq(communityReviews.reviewerId, reviewerId));
  return row?.value ?? 0;
}

/** The requests and reviews `userId` wrote, for their data export. */
export async function readReviewsForExport(orm: Orm, userId: string) {
  // One after the other: the export's transaction has one connection.
  const requests = await orm.select().from(communityReviewRequests).where(eq(communityReviewRequests.authorId, userId));
  const reviews = await orm.select().from(communityReviews).where(eq(communityReviews.reviewerId, userId));
  return { requests, reviews };
}
