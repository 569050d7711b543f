import {
  DIGEST_NOTIFICATIONS,
  digestNewsOf,
  SYSTEM_NOTIFICATIONS,
  type DigestNotification,
} from '@alavanca/contracts/system-notifications';
import type { CommunityDigest } from '@alavanca/domain/community/digest';
import { PUBLIC_SPACES } from '@alavanca/domain/community/spaces';
import { DEFAULT_PREFERENCES, type Language } from '@alavanca/domain/constants';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { user } from '../../db/schema/auth';
import { classes, classMembers } from '../../db/schema/classes';
import { communityPosts, communityTopics } from '../../db/schema/community';
import { notifications, userPreferences, userSettings } from '../../db/schema/user-data';
import { notSuspended } from './moderation.repo';
import { notMutedBy } from './network.repo';

/** The e-mail digests' reads and writes (decision 036). */

/** A member whose digest is due, and what writing it needs. */
export interface DueDigest {
  userId: string;
  cadence: Exclude<CommunityDigest, 'off'>;
  since: Date;
  timezone: string;
  language: Language;
  name: string;
  email: string;
}

/**
 * Up to `limit` members whose digest is due at `now`, the longest due first, each row locked for
 * the caller's transaction: a row another instance holds is skipped, so no digest is written twice.
 */
export async function lockDueDigests(tx: Orm, now: Date, limit: number): Promise<DueDigest[]> {
  const rows = await tx
    .select({
      userId: userSettings.userId,
      cadence: userSettings.communityDigest,
      since: userSettings.communityDigestSince,
      dueAt: userSettings.communityDigestDueAt,
      timezone: userPreferences.timezone,
      language: userPreferences.language,
      name: user.name,
      email: user.email,
    })
    .from(userSettings)
    .innerJoin(user, eq(user.id, userSettings.userId))
    .leftJoin(userPreferences, eq(userPreferences.userId, userSettings.userId))
    .where(
      and(
        isNotNull(userSettings.communityDigestDueAt),
        lte(userSettings.communityDigestDueAt, now),
        // Never due without a digest chosen (the settings clear the time); said here all the same,
        // as a row left out below but still due would be found again by every batch.
        ne(userSettings.communityDigest, 'off'),
      ),
    )
    .orderBy(asc(userSettings.communityDigestDueAt), asc(userSettings.userId))
    .limit(limit)
    .for('update', { of: userSettings, skipLocked: true });
  // The filter again, for the type: the query has left out the rows without a digest.
  return rows.flatMap((row) =>
    row.cadence === 'off'
      ? []
      : [
          {
            userId: row.userId,
            cadence: row.cadence,
            // Never null beside a due time; the due time stands in if a hand-edited row lacks it.
            since: row.since ?? row.dueAt ?? now,
            timezone: row.timezone ?? DEFAULT_PREFERENCES.timezone,
            language: (row.language ?? DEFAULT_PREFERENCES.language) as Language,
            name: row.name,
            email: row.email,
          },
        ],
  );
}

/** The digest is written: the next one tells from `since` and is due at `dueAt`. */
export async function advanceDigest(tx: Orm, userId: string, since: Date, dueAt: Date): Promise<void> {
  await tx
    .update(userSettings)
    .set({ communityDigestSince: since, communityDigestDueAt: dueAt })
    .where(eq(userSettings.userId, userId));
}

/**
 * How many of each of the community's news the member was told of in [from, to) and has not
 * read: what they saw in the app already is not mailed again. The news obey what made them (a
 * muted member's replies were never told).
 */
export async function countUnreadNews(
  orm: Orm,
  userId: string,
  from: Date,
  to: Date,
): Promise<{ kind: DigestNotification; count: number }[]> {
  const rows = await orm
    .select({ title: notifications.title, count: count() })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.read, false),
        gte(notifications.createdAt, from),
        lt(notifications.createdAt, to),
        inArray(
          notifications.title,
          DIGEST_NOTIFICATIONS.map((kind) => SYSTEM_NOTIFICATIONS[kind].title),
        ),
      ),
    )
    .groupBy(notifications.title);
  const counts = new Map(rows.map((row) => [digestNewsOf(row.title), row.count]));
  // In the catalog's order, so every digest lists its news alike.
  return DIGEST_NOTIFICATIONS.flatMap((kind) => {
    const found = counts.get(kind) ?? 0;
    return found > 0 ? [{ kind, count: found }] : [];
  });
}

export interface DigestTopic {
  id: string;
  title: string;
  replies: number;
}

/**
 * The topics opened in [from, to) in the spaces the member reads first (their language's public
 * ones and their classes'), the most answered first: not theirs, not deleted, not opened by a
 * member suspended or muted by them, and not with an opening post hidden by flags.
 */
export function topTopics(
  orm: Orm,
  member: { userId: string; language: Language },
  from: Date,
  to: Date,
  limit: number,
): Promise<DigestTopic[]> {
  const { userId, language } = member;
  const ownClasses = sql`(select ${classes.id} from ${classes} where ${classes.ownerId} = ${userId}
    union select ${classMembers.classId} from ${classMembers} where ${classMembers.userId} = ${userId})`;
  return orm
    .select({ id: communityTopics.id, title: communityTopics.title, replies: communityTopics.replies })
    .from(communityTopics)
    .innerJoin(communityPosts, and(eq(communityPosts.topicId, communityTopics.id), eq(communityPosts.number, 1)))
    .where(
      and(
        or(
          inArray(
            communityTopics.space,
            PUBLIC_SPACES.filter((space) => space.language === language).map((space) => space.key),
          ),
          sql`${communityTopics.classId} in ${ownClasses}`,
        ),
        gte(communityTopics.createdAt, from),
        lt(communityTopics.createdAt, to),
        isNull(communityTopics.deletedAt),
        isNull(communityPosts.hiddenAt),
        or(isNull(communityTopics.authorId), ne(communityTopics.authorId, userId)),
        notSuspended(communityTopics.authorId),
        notMutedBy(userId, communityTopics.authorId),
      ),
    )
    .orderBy(desc(communityTopics.replies), desc(communityTopics.createdAt), desc(communityTopics.id))
    .limit(limit);
}
