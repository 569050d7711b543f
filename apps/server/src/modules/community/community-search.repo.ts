import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import {
  communityPosts,
  communityPostSearch,
  communityTopics,
  SEARCH_CONFIGS,
  type SearchConfig,
} from '../../db/schema/community';
import { user } from '../../db/schema/auth';
import type { TopicRow } from './community.repo';

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

/** The configuration names are the schema's own constants: written into the SQL, never a user's text. */
const eachConfig = (query: (config: SQL) => SQL): SQL =>
  sql.join(
    SEARCH_CONFIGS.map((config) => query(sql.raw(`'${config}'::regconfig`))),
    sql` || `,
  );

/** `q` as a search engine reads it (words, "phrases", -not, or), in each language, any of them matching. */
const anyLanguage = (q: string): SQL => sql`(${eachConfig((config) => sql`websearch_to_tsquery(${config}, ${q})`)})`;

/**
 * Any of a title's words, in each language: what a topic like it shares with it, however many of
 * them. plainto_tsquery joins the words with `&`; its text form quotes each lexeme, so turning
 * `&` into `|` reads back safely.
 */
const anyWord = (title: string): SQL =>
  sql`(${eachConfig((config) => sql`replace(plainto_tsquery(${config}, ${title})::text, ' & ', ' | ')::tsquery`)})`;

/** A post's words match `q` in some language: what the GIN index answers. */
export const matches = (q: string): SQL => sql`${communityPostSearch.vector} @@ ${anyLanguage(q)}`;

/** Shorter posts weigh more for the same words (ts_rank's normalization 1: divided by 1 + log of the length). */
const rank = (query: SQL): SQL<number> => sql<number>`ts_rank(${communityPostSearch.vector}, ${query}, 1)`;

/** The rules every match follows: a post and topic not deleted, in a space the reader may read, hidden only to others. */
function readableBy(readable: Readable): SQL {
  const classes =
    readable.classIds.length > 0
      ? sql`or ${communityTopics.classId} in (${sql.join(
          readable.classIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`
      : sql``;
  return sql`${communityPosts.deletedAt} is null and ${communityTopics.deletedAt} is null
    and (${communityPosts.hiddenAt} is null or ${communityPosts.authorId} = ${readable.userId})
    and (${communityTopics.classId} is null ${classes})
    ${readable.space === null ? sql`` : sql`and ${communityTopics.space} = ${readable.space}`}`;
}

/** (Re)indexes a post with its readable text, in the transaction that writes it; its topic's title counts for the opening post. */
export async function indexPost(tx: Orm, postId: string, config: SearchConfig, text: string): Promise<void> {
  await tx.execute(sql`
    insert into ${communityPostSearch} (post_id, config, vector)
    select ${communityPosts.id}, ${config},
      community_search_vector(${config}::regconfig, case when ${communityPosts.number} = 1 then ${communityTopics.title} end, ${text})
    from ${communityPosts} join ${communityTopics} on ${communityTopics.id} = ${communityPosts.topicId}
    where ${communityPosts.id} = ${postId}
    on conflict (post_id) do update set config = excluded.config, vector = excluded.vector`);
}

/**
 * A page of the posts `readable` may read that match `q`, the best first (a title's words weigh
 * more than a body's), the most recent first among equals.
 */
export function searchPosts(orm: Orm, q: string, readable: Readable, page: { limit: number; offset: number }) {
  const query = anyLanguage(q);
  return orm
    .select({
      postId: communityPosts.id,
      topicId: communityPosts.topicId,
      number: communityPosts.number,
      body: communityPosts.body,
      config: communityPostSearch.config,
      createdAt: communityPosts.createdAt,
      authorId: communityPosts.authorId,
      authorName: user.name,
      space: communityTopics.space,
      title: communityTopics.title,
      kind: communityTopics.kind,
    })
    .from(communityPostSearch)
    .innerJoin(communityPosts, eq(communityPosts.id, communityPostSearch.postId))
    .innerJoin(communityTopics, eq(communityTopics.id, communityPosts.topicId))
    .leftJoin(user, eq(user.id, communityPosts.authorId))
    .where(sql`${matches(q)} and ${readableBy(readable)}`)
    .orderBy(sql`${rank(query)} desc`, desc(communityPosts.createdAt), desc(communityPosts.id))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * The headlines of `texts` for `q`: each the stretch of its text where the query's words stand
 * closest, the words marked between `marks.start` and `marks.stop` (characters no text holds).
 */
export async function headlines(
  orm: Orm,
  q: string,
  texts: readonly { config: SearchConfig; text: string }[],
  marks: { start: string; stop: string },
): Promise<string[]> {
  if (texts.length === 0) return [];
  const options = `StartSel=${marks.start}, StopSel=${marks.stop}, MaxWords=30, MinWords=12, ShortWord=2`;
  const { rows } = await orm.execute<{ headline: string }>(sql`
    select ts_headline(config::regconfig, text, ${anyLanguage(q)}, ${options}) as headline
    from (values ${sql.join(
      texts.map(({ config, text }, index) => sql`(${index}::int, ${config}::text, ${text}::text)`),
      sql`, `,
    )}) as texts (position, config, text)
    order by position`);
  return rows.map((row) => row.headline);
}

/** The opening posts of `readable.space`'s topics that share the most words with `title`, the best first. */
export async function similarTopics(
  orm: Orm,
  title: string,
  readable: Readable & { space: string },
  limit: number,
): Promise<(TopicRow & { authorName: string | null })[]> {
  const query = anyWord(title);
  return orm
    .select({ topic: communityTopics, authorName: user.name })
    .from(communityPostSearch)
    .innerJoin(communityPosts, eq(communityPosts.id, communityPostSearch.postId))
    .innerJoin(communityTopics, eq(communityTopics.id, communityPosts.topicId))
    .leftJoin(user, eq(user.id, communityTopics.authorId))
    .where(sql`${communityPosts.number} = 1 and ${communityPostSearch.vector} @@ ${query} and ${readableBy(readable)}`)
    .orderBy(sql`${rank(query)} desc`, sql`${communityTopics.lastPostedAt} desc`)
    .limit(limit)
    .then((rows) => rows.map((row) => ({ ...row.topic, authorName: row.authorName })));
}
