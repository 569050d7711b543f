import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPostgresAvailable, openTestDatabase, type TestDatabase } from '../test/databases';
import type { Database } from './client';
import { instance } from './schema/instance';

/** One literal of each type the app is likely to store. */
const LITERALS_QUERY = `
  select
    9007199254740993::int8 as int8,
    12.345::numeric as numeric,
    42::int4 as int4,
    7::int2 as int2,
    1.5::float8 as float8,
    true as bool,
    'olá'::text as text,
    '6f1c2a9e-8d4b-4c3a-9e2f-1a2b3c4d5e6f'::uuid as uuid,
    '2024-03-15'::date as date,
    '2024-03-15 10:20:30'::timestamp as timestamp,
    '2024-03-15 10:20:30+00'::timestamptz as timestamptz,
    '{"a": 1, "b": [true, null]}'::json as json,
    '{"plano": "pro"}'::jsonb as jsonb,
    array[1, 2]::int8[] as int8_array,
    array['2024-03-15']::date[] as date_array,
    null::text as nothing
`;

/** A value's runtime type, as code consuming query results would see it. */
function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (value instanceof Date) return 'Date';
  if (Array.isArray(value)) return `Array<${value.map(describeType).join(',')}>`;
  return typeof value;
}

function describeTypes(row: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, describeType(value)]));
}

const EXPECTED_TYPES = {
  int8: 'string',
  numeric: 'string',
  int4: 'number',
  int2: 'number',
  float8: 'number',
  bool: 'boolean',
  text: 'string',
  uuid: 'string',
  date: 'Date',
  timestamp: 'Date',
  timestamptz: 'Date',
  json: 'object',
  jsonb: 'object',
  int8_array: 'Array<string,string>',
  date_array: 'Array<Date>',
  nothing: 'null',
};

/** The same checks on each driver: values as node-postgres returns them. */
async function expectNodePostgresTypes(db: Database): Promise<Record<string, unknown>> {
  const [row] = await db.query<Record<string, unknown>>(LITERALS_QUERY);
  if (!row) throw new Error('No row returned.');
  expect(describeTypes(row)).toEqual(EXPECTED_TYPES);

  const date = row.date as Date;
  // Local midnight, as node-postgres reads a date, not UTC midnight.
  expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2024, 2, 15, 0]);
  expect(row.int8).toBe('9007199254740993');
  expect((row.timestamptz as Date).toISOString()).toBe('2024-03-15T10:20:30.000Z');
  expect(row.json).toEqual({ a: 1, b: [true, null] });

  const [instanceRow] = await db.orm.select().from(instance);
  expect(typeof instanceRow?.id).toBe('string');
  expect(instanceRow?.createdAt).toBeInstanceOf(Date);
  return row;
}

describe('query result types', () => {
  const withPostgres = isPostgresAvailable();
  let pglite: TestDatabase;
  let postgres: TestDatabase | undefined;

  beforeAll(async () => {
    [pglite, postgres] = await Promise.all([
      openTestDatabase('pglite'),
      withPostgres ? openTestDatabase('postgres') : undefined,
    ]);
  });

  afterAll(async () => {
    await Promise.all([pglite.dispose(), postgres?.dispose()]);
  });

  it('PGlite returns what node-postgres would', async () => {
    await expectNodePostgresTypes(pglite.db);
  });

  it.skipIf(!withPostgres)('the PostgreSQL server returns the same', async () => {
    if (!postgres) throw new Error('PostgreSQL test database missing.');
    const fromPostgres = await expectNodePostgresTypes(postgres.db);
    const [fromPglite] = await pglite.db.query(LITERALS_QUERY);
    expect(fromPglite).toEqual(fromPostgres);
  });

  it.skipIf(!withPostgres)('raw queries through Drizzle match across drivers', async () => {
    if (!postgres) throw new Error('PostgreSQL test database missing.');
    const [fromPglite, fromPostgres] = await Promise.all(
      [pglite, postgres].map(({ db }) => db.orm.execute(sql.raw(LITERALS_QUERY))),
    );
    const pgliteRow = fromPglite?.rows[0] ?? {};
    const postgresRow = fromPostgres?.rows[0] ?? {};
    expect(describeTypes(pgliteRow)).toEqual(describeTypes(postgresRow));
    expect(pgliteRow).toEqual(postgresRow);
  });
});
