import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeTurns } from './pglite-turns';

describe('the embedded database’s operations, each in its own turn of the event loop', () => {
  let client: PGlite;
  let turns: { readonly waiting: number };
  beforeAll(async () => {
    client = await PGlite.create();
    turns = takeTurns(client);
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

  it('counts the operations waiting for their turn, until each starts', async () => {
    expect(turns.waiting).toBe(0);
    const queued = [client.query('select 1'), client.exec('select 2'), client.query('select 3')];
    expect(turns.waiting).toBe(3);
    await Promise.all(queued);
    expect(turns.waiting).toBe(0);
  });
});
