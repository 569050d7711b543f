import { and, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import {
  communityPosts,
  communityPostSearch,
  communityTopics,
  SEARCH_CONFIGS,
  type SearchConfig,
} from '../../db/schema/community';
import { user } from '../../db/schema/auth';
import { notSuspended } from './moderation.repo';
import { notMutedBy } from './network.repo';

/*
 * The community's search (decision 036): each post's words stemmed in its own language, matched
 * against the query stemmed in every language, so the GIN index answers whatever language the
 * query is typed in. Who may read what is the caller's to say (`Readable`).
 */

/** The posts a reader may find: public spaces and their classes' spaces, their own hidden posts. */
export interface Readable {
  userId: string;
  classIds: readonly string[];
  /** One space only, already checked readable. */
  space: string | null;
}

/** How a text is read as a query: as a search engine reads it, or as any of its words (a title being typed). */
export type Reading = 'search' | 'anyWord';

const READINGS: Record<Reading, (config: SQL, text: string) => SQL> = {
  // Words, "phrases", -not, or.
  search: (config, text) => sql`websearch_to_tsquery(${config}, ${text})`,
  // plainto_tsquery joins the words with `&`; its text form quotes each lexeme, so `|` reads back safely.
  anyWord: (config, text) => sql`replace(plainto_tsquery(${config}, ${text})::text, ' & ', ' | ')::tsquery`,
};

/**
 * `text` read as a query in each language, the readings or'ed into one tsquery's text: a post
 * stemmed in any of them matches. Readings alike are kept once: five copies of a word would cost
 * five tests a post, and PostgreSQL would count them as five chances to match and plan for many
 * more rows than match. Null when nothing is left to match (only stop words or signs).
 */
export async function readQuery(orm: Orm, text: string, reading: Reading): Promise<string | null> {
  // The configuration names are the schema's own constants: written into the SQL, never a user's text.
  const readings = SEARCH_CONFIGS.map((config) => sql`(${READINGS[reading](sql.raw(`'${config}'::regconfig`), text)})`);
  const { rows } = await orm.execute<{ reading: string }>(sql`
    select distinct reading::text as reading from (values ${sql.join(readings, sql`, `)}) as readings (reading)
    where numnode(reading) > 0 order by 1`);
  return rows.length === 0 ? null : rows.map((row) => `(${row.reading})`).join(' | ');
}

/** A post's words match `query` (readQuery's): what the GIN index answers. */
export const matches = (query: string): SQL => sql`${communityPostSearch.vector} @@ ${query}::tsquery`;

/** The search's rank: the matched words, a title's (A) weighing more than a body's (B). */
const rank = (query: string) => sql<number>`ts_rank(${communityPostSearch.vector}, ${query}::tsquery)`.as('rank');

/**
 * The documents `readable` may find: in public spaces and their classes' (those not deleted are
 * the only ones with documents), hidden ones only if their own.
 */
function readableBy(readable: Readable): SQL | undefined {
  const { classId, space, hidden, authorId } = communityPostSearch;
  return and(
    or(eq(authorId, readable.userId), and(eq(hidden, false), notSuspended(authorId))),
    // Nothing by a member the searcher muted.
    notMutedBy(readable.userId, authorId),
    readable.classIds.length > 0 ? or(isNull(classId), inArray(classId, [...readable.classIds])) : isNull(classId),
    readable.space === null ? undefined : eq(space, readable.space),
  );
}

/**
 * (Re)indexes a post with its readable text, in the transaction that writes it; its topic's title
 * counts for the opening post. An edit keeps the rest of the document as it was.
 */
export async function indexPost(tx: Orm, postId: string, config: SearchConfig, text: string): Promise<void> {
  await tx.execute(sql`
    insert into ${communityPostSearch} (post_id, topic_id, space, class_id, author_id, opening, hidden, created_at, config, vector)
    select ${communityPosts.id}, ${communityTopics.id}, ${communityTopics.space}, ${communityTopics.classId},
      ${communityPosts.authorId}, ${communityPosts.number} = 1, ${communityPosts.hiddenAt} is not null,
      ${communityPosts.createdAt}, ${config},
      community_search_vector(${config}::regconfig, case when ${communityPosts.number} = 1 then ${communityTopics.title} end, ${text})
    from ${communityPosts} join ${communityTopics} on ${communityTopics.id} = ${communityPosts.topicId}
    where ${communityPosts.id} = ${postId}
    on conflict (post_id) do update set config = excluded.config, vector = excluded.vector`);
}

/** A deleted post is found no more; the opening post deleted, nor is any of its topic's. */
export async function unindexPost(tx: Orm, post: { id: string; topicId: string; number: number }): Promise<void> {
  await tx
    .delete(communityPostSearch)
    .where(post.number === 1 ? eq(communityPostSearch.topicId, post.topicId) : eq(communityPostSearch.postId, post.id));
}

/** Whether flags hide a post, as its document knows it. */
export async function setHiddenInSearch(tx: Orm, postId: string, hidden: boolean): Promise<void> {
  await tx.update(communityPostSearch).set({ hidden }).where(eq(communityPostSearch.postId, postId));
}

/**
 * A page of the posts `readable` may read that match `query`, the best first, the most recent
 * first among equals: ranked in the documents alone, then the page's posts and topics read.
 */
export function searchPosts(orm: Orm, query: string, readable: Readable, page: { limit: number; offset: number }) {
  const { postId, createdAt, config } = communityPostSearch;
  const ranked = orm
    .select({ postId, createdAt, config, rank: rank(query) })
    .from(communityPostSearch)
    .where(and(matches(query), readableBy(readable)))
    .orderBy(sql`rank desc`, desc(createdAt), desc(postId))
    .limit(page.limit)
    .offset(page.offset)
    .as('ranked');
  return orm
    .select({
      postId: communityPosts.id,
      topicId: communityPosts.topicId,
      number: communityPosts.number,
      body: communityPosts.body,
      config: ranked.config,
      createdAt: communityPosts.createdAt,
      authorId: communityPosts.authorId,
      authorName: user.name,
      space: communityTopics.space,
      title: communityTopics.title,
      kind: communityTopics.kind,
    })
    .from(ranked)
    .innerJoin(communityPosts, eq(communityPosts.id, ranked.postId))
    .innerJoin(communityTopics, eq(communityTopics.id, communityPosts.topicId))
    .leftJoin(user, eq(user.id, communityPosts.authorId))
    .orderBy(desc(ranked.rank), desc(ranked.createdAt), desc(ranked.postId));
}

/**
 * The headlines of `texts` for `query`: each the stretch of its text where the query's words
 * stand closest, the words marked between `marks.start` and `marks.stop` (characters no text holds).
 */
export async function headlines(
  orm: Orm,
  query: string,
  texts: readonly { config: SearchConfig; text: string }[],
  marks: { start: string; stop: string },
): Promise<string[]> {
  if (texts.length === 0) return [];
  const options = `StartSel=${marks.start}, StopSel=${marks.stop}, MaxWords=30, MinWords=12, ShortWord=2`;
  const { rows } = await orm.execute<{ headline: string }>(sql`
    select ts_headline(config::regconfig, text, ${query}::tsquery, ${options}) as headline
    from (values ${sql.join(
      texts.map(({ config, text }, index) => sql`(${index}::int, ${config}::text, ${text}::text)`),
      sql`, `,
    )}) as texts (position, config, text)
    order by position`);
  return rows.map((row) => row.headline);
}

/** The topics of `readable.space` whose opening posts match `query` best (a title's words, any of them). */
export function similarTopics(orm: Orm, query: string, readable: Readable & { space: string }, limit: number) {
  const { topicId, createdAt, opening } = communityPostSearch;
  const ranked = orm
    .select({ topicId, createdAt, rank: rank(query) })
    .from(communityPostSearch)
    .where(and(eq(opening, true), matches(query), readableBy(readable)))
    .orderBy(sql`rank desc`, desc(createdAt))
    .limit(limit)
    .as('ranked');
  return orm
    .select({ topic: communityTopics, authorName: user.name })
    .from(ranked)
    .innerJoin(communityTopics, eq(communityTopics.id, ranked.topicId))
    .leftJoin(user, eq(user.id, communityTopics.authorId))
    .orderBy(desc(ranked.rank), desc(ranked.createdAt))
    .then((rows) => rows.map((row) => ({ ...row.topic, authorName: row.authorName })));
}
