import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { EvidenceSummary } from '@alavanca/contracts/community';
import type { EvidenceSnapshot } from '@alavanca/contracts/community-evidence';
import { user } from './auth';
import { classes } from './classes';

// ---- The community (decision 036) ----

/**
 * A topic in a space: a discussion or a question (whose author may accept an answer). A public
 * space is named by its key (`pt-BR/introductions`, domain community/spaces.ts); a class's space
 * by `class/<id>`, with the class's id beside it so the class's deletion takes its topics. Its
 * author's account deleted, the topic stays, anonymised, so the replies others wrote still hold.
 */
export const communityTopics = pgTable(
  'community_topics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    space: text('space').notNull(),
    classId: uuid('class_id').references(() => classes.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => user.id, { onDelete: 'set null' }),
    kind: text('kind').$type<'discussion' | 'question'>().notNull(),
    title: text('title').notNull(),
    acceptedPostId: uuid('accepted_post_id'),
    replies: integer('replies').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastPostedAt: timestamp('last_posted_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('community_topics_space_idx').on(t.space, t.lastPostedAt, t.id),
    index('community_topics_author_idx').on(t.authorId),
    check('community_topics_kind_known', sql`${t.kind} in ('discussion', 'question')`),
  ],
);

/**
 * A post: a topic's opening post (number 1) or a reply. Its body is Markdown as its author wrote
 * it, checked when written (decision 036) and drawn as elements, never as HTML. Edits keep the
 * earlier bodies (community_post_versions); a deleted post keeps its place, without its body.
 */
export const communityPosts = pgTable(
  'community_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    topicId: uuid('topic_id')
      .notNull()
      .references(() => communityTopics.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    authorId: uuid('author_id').references(() => user.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Set when members' flags reached the threshold: hidden from others until a moderator looks. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('community_posts_topic_number_idx').on(t.topicId, t.number),
    index('community_posts_author_idx').on(t.authorId, t.createdAt),
  ],
);

/** PostgreSQL's text search configurations a post is stemmed with: one per language of the app. */
export const SEARCH_CONFIGS = ['portuguese', 'english', 'spanish', 'french', 'german'] as const;
export type SearchConfig = (typeof SEARCH_CONFIGS)[number];

// Drizzle has no tsvector column; it is only written and matched in SQL, never read into the app.
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A post's search document (decision 036), beside the post so reading a topic never carries it.
 * The vector is the SQL function `community_search_vector` (migration 0034) of its
 * configuration, its topic's title (opening post only, weight A) and the text a reader reads of
 * its body (B). The configuration is kept as its name, not a regconfig: a regconfig's stored oid
 * is not portable between clusters (pg_upgrade refuses such columns). The space, class, author,
 * time and whether flags hid it are copies of the post's and topic's, so a search ranks and
 * filters its matches in this table alone: joining tens of thousands of matches to the posts
 * and topics cost more than the ranking. Only posts not deleted, in topics not deleted, have one;
 * whatever hides or shows a post sets `hidden` too.
 */
export const communityPostSearch = pgTable(
  'community_post_search',
  {
    postId: uuid('post_id')
      .primaryKey()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    topicId: uuid('topic_id')
      .notNull()
      .references(() => communityTopics.id, { onDelete: 'cascade' }),
    space: text('space').notNull(),
    classId: uuid('class_id'),
    authorId: uuid('author_id').references(() => user.id, { onDelete: 'set null' }),
    /** The topic's opening post (number 1): its title is in its vector; similar topics match these. */
    opening: boolean('opening').notNull(),
    hidden: boolean('hidden').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    config: text('config').$type<SearchConfig>().notNull(),
    vector: tsvector('vector').notNull(),
  },
  (t) => [
    index('community_post_search_vector_idx').using('gin', t.vector),
    index('community_post_search_topic_idx').on(t.topicId),
    check(
      'community_post_search_config_known',
      sql.raw(`config in (${SEARCH_CONFIGS.map((config) => `'${config}'`).join(', ')})`),
    ),
  ],
);

/** A post's bodies before each edit, oldest first: its edit history. */
export const communityPostVersions = pgTable(
  'community_post_versions',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    body: text('body').notNull(),
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.version] })],
);

/** A member's reaction to a post, once per kind. */
export const communityReactions = pgTable(
  'community_reactions',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'like' | 'insightful' | 'thanks'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId, t.kind] }),
    check('community_reactions_kind_known', sql`${t.kind} in ('like', 'insightful', 'thanks')`),
  ],
);

/**
 * How far a member has read a topic (its highest post number seen), counted toward their trust
 * level: topics entered and posts read.
 */
export const communityReads = pgTable(
  'community_reads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    topicId: uuid('topic_id')
      .notNull()
      .references(() => communityTopics.id, { onDelete: 'cascade' }),
    lastNumber: integer('last_number').notNull(),
    firstReadAt: timestamp('first_read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.topicId] })],
);

/** The days (UTC) a member came to the community, counted toward their trust level. */
export const communityVisits = pgTable(
  'community_visits',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** A member's flag on a post, once per member: enough of them hide it pending review. */
export const communityFlags = pgTable(
  'community_flags',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<'spam' | 'abuse' | 'offTopic'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    index('community_flags_user_idx').on(t.userId, t.createdAt),
    check('community_flags_reason_known', sql`${t.reason} in ('spam', 'abuse', 'offTopic')`),
  ],
);

/**
 * A post's evidence: a copy of one of its author's simulations, validations, canvases or pitches,
 * taken when the post was written, holding what the author chose to show (its shape:
 * contracts/community-evidence.ts). The item it was copied from is kept by id alone, with no key
 * to it: the copy stays readable when the original is deleted.
 */
export const communityEvidence = pgTable(
  'community_evidence',
  {
    postId: uuid('post_id')
      .primaryKey()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'simulation' | 'validation' | 'canvas' | 'pitch'>().notNull(),
    sourceId: uuid('source_id').notNull(),
    summary: jsonb('summary').$type<EvidenceSummary>().notNull(),
    snapshot: jsonb('snapshot').$type<EvidenceSnapshot>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('community_evidence_kind_known', sql`${t.kind} in ('simulation', 'validation', 'canvas', 'pitch')`)],
);
