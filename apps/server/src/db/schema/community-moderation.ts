import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { communityPosts } from './community';
import { communityMessages } from './community-network';

// ---- The community's moderation (decision 036) ----

/**
 * A post waiting for a moderator, or reviewed before: `requestedAt` is set by a member's flag or by
 * the word list (its `words`) and cleared by a review, whose time stays in `reviewedAt`; only the
 * flags after that time count toward hiding the post again.
 */
export const communityPostReviews = pgTable(
  'community_post_reviews',
  {
    postId: uuid('post_id')
      .primaryKey()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    /** The listed words the post's body holds (the list flags, it never hides or deletes). */
    words: text('words')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('community_post_reviews_open_idx')
      .on(t.requestedAt)
      .where(sql`${t.requestedAt} is not null`),
  ],
);

/**
 * A member silenced (they read, they do not write) or suspended (no community at all, their posts
 * hidden from others, not deleted) until a time; one at a time, the latest replacing the last.
 */
export const communitySanctions = pgTable(
  'community_sanctions',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'silence' | 'suspend'>().notNull(),
    until: timestamp('until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('community_sanctions_kind_known', sql`${t.kind} in ('silence', 'suspend')`)],
);

/**
 * Every moderation action: who did what to which post, private message or member, where, why and
 * until when. A moderator's or member's account deleted, the line stays without their name.
 */
export const communityModerationLog = pgTable(
  'community_moderation_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    moderatorId: uuid('moderator_id').references(() => user.id, { onDelete: 'set null' }),
    memberId: uuid('member_id').references(() => user.id, { onDelete: 'set null' }),
    postId: uuid('post_id').references(() => communityPosts.id, { onDelete: 'set null' }),
    /** A reported private message (an operator's action; its line has no space). */
    messageId: uuid('message_id').references(() => communityMessages.id, { onDelete: 'set null' }),
    /** The space the post is in (a class's moderator reads its own spaces' lines). */
    space: text('space'),
    action: text('action')
      .$type<'restore' | 'delete' | 'warn' | 'silence' | 'suspend' | 'lift' | 'dismiss'>()
      .notNull(),
    reason: text('reason').notNull(),
    until: timestamp('until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('community_moderation_log_space_idx').on(t.space, t.createdAt),
    index('community_moderation_log_created_idx').on(t.createdAt),
    check(
      'community_moderation_log_action_known',
      sql`${t.action} in ('restore', 'delete', 'warn', 'silence', 'suspend', 'lift', 'dismiss')`,
    ),
  ],
);
