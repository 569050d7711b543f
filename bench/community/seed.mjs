// Fills a migrated database with a community for the community benchmark: members, topics in
// every public space and in classes' spaces, replies, a few deleted and hidden, each post indexed
// for search by the server's own SQL function. Generated here (seeded, so every run writes the
// same words) and sent in batches as JSON, which both databases read in one statement.

import { randomUUID } from 'node:crypto';
import { CORPUS } from './corpus.mjs';

const MEMBERS = 400;
const BATCH = 2_000;
const DAY_MS = 24 * 60 * 60_000;
/** Where topics are opened: mostly in Portuguese, the app's first language. */
const LANGUAGE_WEIGHTS = { 'pt-BR': 0.45, 'en-US': 0.2, 'es-ES': 0.15, 'fr-FR': 0.1, 'de-DE': 0.1 };
/** The share of topics in a class's space; the rest are public. */
const IN_CLASSES = 0.04;

/** mulberry32: a small seeded generator, so every run writes the same community. */
function generator(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The topics and posts to write: `posts` posts in all, the topics' sizes falling off as a forum's do. */
function generate({ posts, publicSpaces, classIds, authors }) {
  const random = generator(41);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const languages = Object.entries(LANGUAGE_WEIGHTS);
  const language = () => {
    let left = random();
    for (const [name, weight] of languages) if ((left -= weight) < 0) return name;
    return languages[0][0];
  };
  const fill = (corpus, template) =>
    template
      .replaceAll('{p}', pick(corpus.products))
      .replaceAll('{q}', pick(corpus.products))
      .replaceAll('{n}', String(2 + Math.floor(random() * 40)));
  const body = (corpus) =>
    Array.from({ length: 2 + Math.floor(random() * 6) }, () => fill(corpus, pick(corpus.sentences))).join(' ');

  const now = Date.now();
  const topics = [];
  const written = [];
  while (written.length < posts) {
    const inClass = random() < IN_CLASSES;
    const opened = language();
    const space = inClass
      ? `class/${pick(classIds)}`
      : pick(publicSpaces.filter((key) => key.startsWith(`${opened}/`)));
    // A class's members write in the app's first language: none of them chose another.
    const corpus = CORPUS[inClass ? 'pt-BR' : space.split('/')[0]];
    const topic = {
      id: randomUUID(),
      space,
      class_id: inClass ? space.slice('class/'.length) : null,
      author_id: pick(authors),
      kind: random() < 0.4 ? 'question' : 'discussion',
      title: fill(corpus, pick(corpus.titles)),
      replies: 0,
      created_at: now - random() * 730 * DAY_MS,
    };
    const size = Math.min(60, posts - written.length, 1 + Math.floor(-Math.log(1 - random()) * 4));
    let at = topic.created_at;
    for (let number = 1; number <= size; number += 1) {
      const deleted = number > 1 && random() < 0.01;
      written.push({
        id: randomUUID(),
        topic_id: topic.id,
        number,
        author_id: number === 1 ? topic.author_id : pick(authors),
        body: deleted ? '' : body(corpus),
        config: corpus.config,
        created_at: new Date(at).toISOString(),
        deleted_at: deleted ? new Date(at + DAY_MS).toISOString() : null,
        hidden_at: !deleted && random() < 0.005 ? new Date(at + DAY_MS).toISOString() : null,
      });
      if (number > 1 && !deleted) topic.replies += 1;
      at += random() * 2 * DAY_MS;
    }
    topics.push({
      ...topic,
      created_at: new Date(topic.created_at).toISOString(),
      last_posted_at: written.at(-1).created_at,
    });
  }
  return { topics, posts: written };
}

/**
 * Writes the community through `query(text, params)` (rows back): `posts` posts in topics of
 * `publicSpaces` and of the classes `classIds`. Resolves with how many of each were written.
 */
export async function seedCommunity(query, { posts, publicSpaces, classIds }) {
  const authors = (
    await query(
      `insert into "user" (id, name, email)
       select gen_random_uuid(), 'Membro ' || g, 'member-' || g || '@example.test' from generate_series(1, $1::int) g
       returning id`,
      [MEMBERS],
    )
  ).map((row) => row.id);
  const community = generate({ posts, publicSpaces, classIds, authors });
  for (let start = 0; start < community.topics.length; start += BATCH)
    await query(
      `insert into community_topics (id, space, class_id, author_id, kind, title, replies, created_at, last_posted_at)
       select id, space, class_id, author_id, kind, title, replies, created_at, last_posted_at
       from json_to_recordset($1::json) as t (id uuid, space text, class_id uuid, author_id uuid, kind text, title text,
         replies int, created_at timestamptz, last_posted_at timestamptz)`,
      [JSON.stringify(community.topics.slice(start, start + BATCH))],
    );
  for (let start = 0; start < community.posts.length; start += BATCH)
    await query(
      `with batch as (
         select * from json_to_recordset($1::json) as p (id uuid, topic_id uuid, number int, author_id uuid, body text,
           config text, created_at timestamptz, deleted_at timestamptz, hidden_at timestamptz)
       ), written as (
         insert into community_posts (id, topic_id, number, author_id, body, created_at, deleted_at, hidden_at)
         select id, topic_id, number, author_id, body, created_at, deleted_at, hidden_at from batch
       )
       insert into community_post_search
         (post_id, topic_id, space, class_id, author_id, opening, hidden, created_at, config, vector)
       select batch.id, t.id, t.space, t.class_id, batch.author_id, batch.number = 1, batch.hidden_at is not null,
         batch.created_at, batch.config,
         community_search_vector(batch.config::regconfig, case when batch.number = 1 then t.title end, batch.body)
       from batch join community_topics t on t.id = batch.topic_id
       where batch.deleted_at is null`,
      [JSON.stringify(community.posts.slice(start, start + BATCH))],
    );
  return { posts: community.posts.length, topics: community.topics.length };
}
