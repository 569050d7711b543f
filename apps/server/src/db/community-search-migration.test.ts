import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { applyMigrations, migrationTags } from '../test/apply-migrations';

/*
 * The migration that brought the community's search: the posts written before it are indexed,
 * each stemmed in its public space's language or, in a class's space, its author's; a deleted
 * post is not.
 */

const tags = migrationTags();

describe('the migration to community search', () => {
  const db = new PGlite();
  afterAll(() => db.close());
  const first = tags.indexOf('0034_community-search');

  it('indexes the posts already written, each in its language, the opening post with its title', async () => {
    expect(first).toBeGreaterThan(0);
    await applyMigrations(db, tags.slice(0, first));
    await db.exec(`
      insert into "user" (id, name, email) values
        ('00000000-0000-4000-8000-000000000001', 'Lucía', 'l@example.com'),
        ('00000000-0000-4000-8000-000000000002', 'Ana', 'a@example.com');
      insert into user_preferences (user_id, language) values ('00000000-0000-4000-8000-000000000001', 'es-ES');
      insert into community_topics (id, space, author_id, kind, title) values
        ('00000000-0000-4000-8000-0000000000a1', 'de-DE/food', '00000000-0000-4000-8000-000000000002', 'discussion', 'Unsere Torten'),
        ('00000000-0000-4000-8000-0000000000a2', 'class/00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-000000000001', 'discussion', 'Empanadas');
      insert into community_posts (id, topic_id, number, author_id, body, deleted_at) values
        ('00000000-0000-4000-8000-0000000000b1', '00000000-0000-4000-8000-0000000000a1', 1, '00000000-0000-4000-8000-000000000002', 'Wir verkaufen Kuchen.', null),
        ('00000000-0000-4000-8000-0000000000b2', '00000000-0000-4000-8000-0000000000a2', 1, '00000000-0000-4000-8000-000000000001', 'Estamos vendiendo.', null),
        ('00000000-0000-4000-8000-0000000000b3', '00000000-0000-4000-8000-0000000000a2', 2, '00000000-0000-4000-8000-000000000002', '', now());
    `);
    await applyMigrations(db, tags.slice(first));
    const { rows } = await db.query<{ post_id: string; config: string; vector: string }>(
      `select post_id, config, vector::text as vector from community_post_search order by post_id`,
    );
    expect(rows).toEqual([
      {
        post_id: '00000000-0000-4000-8000-0000000000b1',
        config: 'german',
        vector: "'kuch':5B 'tort':2A 'uns':1A 'verkauf':4B",
      },
      { post_id: '00000000-0000-4000-8000-0000000000b2', config: 'spanish', vector: "'empan':1A 'vend':3B" },
    ]);
  });
});
