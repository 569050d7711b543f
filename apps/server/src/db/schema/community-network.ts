import type { MemberStage } from '@alavanca/contracts/community-network';
import type { BusinessType } from '@alavanca/domain/constants';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

// ---- The community's members and network (decision 036) ----

/**
 * A member's public profile: off until they turn it on (`visible`); only profiles on are in the
 * directory, and a profile off is not found by anyone else. Deleted with the account.
 */
export const communityProfiles = pgTable(
  'community_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    visible: boolean('visible').notNull().default(false),
    name: text('name').notNull(),
    city: text('city').notNull().default(''),
    businessType: text('business_type').$type<BusinessType>(),
    stage: text('stage').$type<MemberStage>(),
    seeks: text('seeks').notNull().default(''),
    offers: text('offers').notNull().default(''),
    links: text('links')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The directory reads the profiles on, the latest updated first.
    index('community_profiles_directory_idx')
      .on(t.updatedAt, t.userId)
      .where(sql`${t.visible}`),
    check(
      'community_profiles_business_type_known',
      sql`${t.businessType} in ('ecommerce', 'retail', 'service', 'saas', 'food', 'other')`,
    ),
    check('community_profiles_stage_known', sql`${t.stage} in ('idea', 'validating', 'launched', 'growing')`),
  ],
);

/** A member (`user_id`) and another they relate to: each relation's table has this shape. */
function relation(name: string, other: string) {
  return pgTable(
    name,
    {
      userId: uuid('user_id')
        .notNull()
        .references(() => user.id, { onDelete: 'cascade' }),
      otherId: uuid(other)
        .notNull()
        .references(() => user.id, { onDelete: 'cascade' }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      primaryKey({ columns: [t.userId, t.otherId] }),
      index(`${name}_${other.replace(/_id$/, '')}_idx`).on(t.otherId),
      check(`${name}_not_self`, sql`${t.userId} <> ${t.otherId}`),
    ],
  );
}

/** Who follows whom (`user_id` follows `followee_id`). */
export const communityFollows = relation('community_follows', 'followee_id');
/** Who blocked whom: no private message either way, and neither sees the other in the directory. */
export const communityBlocks = relation('community_blocks', 'blocked_id');
/** Who muted whom: the muted member's topics and posts are hidden from the muter alone, who is never told. */
export const communityMutes = relation('community_mutes', 'muted_id');

/**
 * The private conversation of two members, one per pair: the lower id first. How far each has
 * read is the time of the last message they opened. A member's account deleted, the conversation
 * stays for the other with their own messages (the deleted member's went with their account);
 * the last member's deletion takes it.
 */
export const communityConversations = pgTable(
  'community_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstMemberId: uuid('first_member_id').references(() => user.id, { onDelete: 'set null' }),
    secondMemberId: uuid('second_member_id').references(() => user.id, { onDelete: 'set null' }),
    firstReadAt: timestamp('first_read_at', { withTimezone: true }),
    secondReadAt: timestamp('second_read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('community_conversations_pair_idx').on(t.firstMemberId, t.secondMemberId),
    index('community_conversations_first_idx').on(t.firstMemberId, t.lastMessageAt, t.id),
    index('community_conversations_second_idx').on(t.secondMemberId, t.lastMessageAt, t.id),
  ],
);

/**
 * A private message, Markdown checked as a post's is (decision 036), sent by `user_id`, deleted
 * with their account. A moderator's deletion keeps its place without its body.
 */
export const communityMessages = pgTable(
  'community_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => communityConversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('community_messages_conversation_idx').on(t.conversationId, t.createdAt, t.id),
    index('community_messages_sender_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * A private message its recipient (`user_id`) reported, once each: it waits for an operator until
 * they review it (`reviewed_at`).
 */
export const communityMessageReports = pgTable(
  'community_message_reports',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => communityMessages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<'spam' | 'abuse' | 'offTopic'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.userId] }),
    index('community_message_reports_open_idx')
      .on(t.createdAt)
      .where(sql`${t.reviewedAt} is null`),
    check('community_message_reports_reason_known', sql`${t.reason} in ('spam', 'abuse', 'offTopic')`),
  ],
);
