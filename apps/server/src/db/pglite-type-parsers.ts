import type { ParserOptions } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * PGlite's own parsers differ from node-postgres (int8 becomes a number, date is read as
 * UTC midnight, bytea becomes a bare Uint8Array...). Code must behave the same on the
 * embedded database and on a PostgreSQL server, so PGlite borrows node-postgres' parser for
 * every built-in type. PGlite derives its array parsers from these element parsers.
 */
export function createPgliteTypeParsers(): ParserOptions {
  const parsers: ParserOptions = {};
  for (const oid of Object.values(pg.types.builtins)) {
    parsers[oid] = pg.types.getTypeParser(oid, 'text') as (value: string) => unknown;
  }
  return parsers;
}
