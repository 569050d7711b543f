import type { Orm } from '../../db/client';
import { readCommunityForExport } from './community.repo';
import { readModerationForExport } from './moderation.repo';
import { readReviewsForExport } from './reviews.repo';

/**
 * Everything the user wrote or did in the community, for the data export: their topics and posts
 * (with the bodies edits replaced), reactions, what they read and the days they came.
 */
export async function exportCommunityData(orm: Orm, userId: string) {
  const { topics, posts, versions, evidence, reactions, reads, visits, flags } = await readCommunityForExport(
    orm,
    userId,
  );
  const moderation = await readModerationForExport(orm, userId);
  const peerReview = await readReviewsForExport(orm, userId);
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return {
    community: {
      topics: topics.map(({ authorId: _authorId, createdAt, lastPostedAt, deletedAt, ...row }) => ({
        ...row,
        createdAt: createdAt.toISOString(),
        lastPostedAt: lastPostedAt.toISOString(),
        deletedAt: iso(deletedAt),
      })),
      posts: posts.map(({ authorId: _authorId, createdAt, editedAt, deletedAt, ...row }) => ({
        ...row,
        createdAt: createdAt.toISOString(),
        editedAt: iso(editedAt),
        deletedAt: iso(deletedAt),
        versions: versions
          .filter((version) => version.postId === row.id)
          .map(({ version, body, writtenAt }) => ({ version, body, writtenAt: writtenAt.toISOString() })),
        // The copy the post carries, as readers see it.
        evidence: evidence.find((copy) => copy.postId === row.id)?.snapshot ?? null,
      })),
      reactions: reactions.map(({ userId: _userId, createdAt, ...row }) => ({
        ...row,
        createdAt: createdAt.toISOString(),
      })),
      reads: reads.map(({ userId: _userId, firstReadAt, ...row }) => ({
        ...row,
        firstReadAt: firstReadAt.toISOString(),
      })),
      visits: visits.map((row) => row.day),
      flags: flags.map(({ userId: _userId, createdAt, ...row }) => ({ ...row, createdAt: createdAt.toISOString() })),
      // Sanctions on the member, and the moderation log's lines about them or taken by them.
      sanctions: moderation.sanctions.map(({ userId: _userId, until, createdAt, ...row }) => ({
        ...row,
        until: until.toISOString(),
        createdAt: createdAt.toISOString(),
      })),
      // The reviews asked for (with the copy each showed) and the reviews written.
      reviewRequests: peerReview.requests.map(({ authorId: _authorId, createdAt, closedAt, ...row }) => ({
        ...row,
        createdAt: createdAt.toISOString(),
        closedAt: iso(closedAt),
      })),
      reviews: peerReview.reviews.map(({ reviewerId: _reviewerId, createdAt, ...row }) => ({
        ...row,
        createdAt: createdAt.toISOString(),
      })),
      moderation: moderation.actions.map(({ until, createdAt, ...row }) => ({
        ...row,
        until: iso(until),
        createdAt: createdAt.toISOString(),
      })),
    },
  };
}
