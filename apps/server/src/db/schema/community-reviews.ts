import type { EvidenceSummary } from '@alavanca/contracts/community';
import type { EvidenceSnapshot } from '@alavanca/contracts/community-evidence';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

// ---- The community's peer review (decision 036) ----

/**
 * A founder's request for reviews of one of their validations or pitches: a copy of it taken when
 * asked (what the reviewers read, as a post's evidence), its business type for the queue, open
 * until the author closes it. One open request per item.
 */
export const communityReviewRequests = pgTable(
  'community_review_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'validation' | 'pitch'>().notNull(),
    sourceId: uuid('source_id').notNull(),
    businessType: text('business_type').notNull(),
    summary: jsonb('summary').$type<EvidenceSummary>().notNull(),
    snapshot: jsonb('snapshot').$type<EvidenceSnapshot>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('community_review_requests_queue_idx')
      .on(t.businessType, t.createdAt)
      .where(sql`${t.closedAt} is null`),
    uniqueIndex('community_review_requests_open_idx')
      .on(t.sourceId)
      .where(sql`${t.closedAt} is null`),
    index('community_review_requests_author_idx').on(t.authorId),
    check('community_review_requests_kind_known', sql`${t.kind} in ('validation', 'pitch')`),
  ],
);

/** A review: the four criteria rated 1 to 5 and a comment, one per reviewer and request. */
export const communityReviews = pgTable(
  'community_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => communityReviewRequests.id, { onDelete: 'cascade' }),
    /** The review stays, without its reviewer's name, when their account is deleted. */
    reviewerId: uuid('reviewer_id').references(() => user.id, { onDelete: 'set null' }),
    ratings: jsonb('ratings').$type<Record<'problem' | 'customer' | 'economics' | 'risks', number>>().notNull(),
    comment: text('comment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('community_reviews_once_idx').on(t.requestId, t.reviewerId),
    index('community_reviews_reviewer_idx').on(t.reviewerId),
  ],
);
