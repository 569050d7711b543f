import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeTurns } from './pglite-turns';

describe('the embedded database’s operations, each in its own turn of the event loop', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
    takeTurns(client);
  });
  afterAll(() => client.close());

  it('still run, in order, after one fails: the turns go on', async () => {
    const results = await Promise.allSettled([
      client.query<{ n: number }>('select 1 as n'),
      client.query('select * from no_such_table'),
      client.transaction(async (tx) => (await tx.query<{ n: number }>('select 2 as n')).rows[0]?.n),
      client.exec('select 3'),
      client.query<{ n: number }>('select 4 as n'),
    ]);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect(results[2]).toEqual({ status: 'fulfilled', value: 2 });
  });
});
