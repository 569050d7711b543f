import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { applyMigrations, migrationTags } from '../test/apply-migrations';

/*
 * The migrations that brought the community's search: the posts written before them get their
 * search documents, each stemmed in its public space's language or, in a class's space, its
 * author's, with their topic's filters; a deleted post, or any post of a deleted topic, gets none.
 */

const tags = migrationTags();
const CLASS = '00000000-0000-4000-8000-0000000000c1';
const LUCIA = '00000000-0000-4000-8000-000000000001';
const ANA = '00000000-0000-4000-8000-000000000002';

describe('the migrations to community search', () => {
  const db = new PGlite();
  afterAll(() => db.close());
  const first = tags.indexOf('0034_community-search');

  it('indexes the posts already written, each in its language, the opening post with its title', async () => {
    expect(first).toBeGreaterThan(0);
    await applyMigrations(db, tags.slice(0, first));
    await db.exec(`
      insert into "user" (id, name, email) values ('${LUCIA}', 'Lucía', 'l@example.com'), ('${ANA}', 'Ana', 'a@example.com');
      insert into user_preferences (user_id, language) values ('${LUCIA}', 'es-ES');
      insert into community_topics (id, space, author_id, kind, title, deleted_at) values
        ('00000000-0000-4000-8000-0000000000a1', 'de-DE/food', '${ANA}', 'discussion', 'Unsere Torten', null),
        ('00000000-0000-4000-8000-0000000000a2', 'class/${CLASS}', '${LUCIA}', 'discussion', 'Empanadas', null),
        ('00000000-0000-4000-8000-0000000000a3', 'pt-BR/food', '${ANA}', 'discussion', 'Apagado', now());
      insert into community_posts (id, topic_id, number, author_id, body, deleted_at, hidden_at) values
        ('00000000-0000-4000-8000-0000000000b1', '00000000-0000-4000-8000-0000000000a1', 1, '${ANA}', 'Wir verkaufen Kuchen.', null, null),
        ('00000000-0000-4000-8000-0000000000b2', '00000000-0000-4000-8000-0000000000a2', 1, '${LUCIA}', 'Estamos vendiendo.', null, null),
        ('00000000-0000-4000-8000-0000000000b3', '00000000-0000-4000-8000-0000000000a2', 2, '${ANA}', '', now(), null),
        ('00000000-0000-4000-8000-0000000000b4', '00000000-0000-4000-8000-0000000000a2', 3, '${ANA}', 'Oferta!', null, now()),
        ('00000000-0000-4000-8000-0000000000b5', '00000000-0000-4000-8000-0000000000a3', 1, '${ANA}', '', now(), null),
        ('00000000-0000-4000-8000-0000000000b6', '00000000-0000-4000-8000-0000000000a3', 2, '${LUCIA}', 'Resposta.', null, null);
    `);
    await applyMigrations(db, tags.slice(first));
    const { rows } = await db.query(
      `select post_id, space, author_id, opening, hidden, config, vector::text as vector
       from community_post_search order by post_id`,
    );
    const document = { space: `class/${CLASS}`, opening: false, hidden: false };
    expect(rows).toEqual([
      {
        ...document,
        post_id: '00000000-0000-4000-8000-0000000000b1',
        space: 'de-DE/food',
        author_id: ANA,
        opening: true,
        config: 'german',
        vector: "'kuch':5B 'tort':2A 'uns':1A 'verkauf':4B",
      },
      {
        ...document,
        post_id: '00000000-0000-4000-8000-0000000000b2',
        author_id: LUCIA,
        opening: true,
        config: 'spanish',
        vector: "'empan':1A 'vend':3B",
      },
      // Ana wrote in Lucía's class with no language chosen: the app's first.
      {
        ...document,
        post_id: '00000000-0000-4000-8000-0000000000b4',
        author_id: ANA,
        hidden: true,
        config: 'portuguese',
        vector: "'ofert':1B",
      },
    ]);
  });
});
