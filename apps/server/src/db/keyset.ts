import { and, gt, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/*
 * Keyset pagination of a user's list: a page ends at its last row's sort value and id (ids break
 * ties), and the next page starts after them. The cursor is opaque to clients: the sort, the value
 * and the id, in base64url JSON, checked on the way back in (http/list-cursor.ts answers 400 for
 * anything else) so that nothing but what we wrote reaches the database.
 */

/** What a sort's value is, so a cursor's value can be checked before it reaches the database. */
export type SortValueKind = 'time' | 'text' | 'integer';

/** One way to order a list: the key, its direction, and how a cursor's value is cast to compare with it. */
export interface KeysetSort {
  key: SQL;
  descending: boolean;
  kind: SortValueKind;
}

/** Where a page of the list ends. */
export interface ListPosition<S extends string = string> {
  sort: S;
  /** An ISO time, a text's sort key, or an integer as text. */
  value: string;
  id: string;
}

export function encodeCursor(position: ListPosition): string {
  return Buffer.from(JSON.stringify([position.sort, position.value, position.id])).toString('base64url');
}

/** What encodeCursor writes: anything else would reach the database as a value it refuses (a 500). */
const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const CURSOR_ID = /^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;
const CURSOR_INTEGER = /^-?\d{1,15}$/;
const CURSOR_TEXT_MAX = 400;

function checkValue(value: string, kind: SortValueKind): void {
  if (kind === 'text') {
    if (value.length > CURSOR_TEXT_MAX || value.includes('\u0000')) throw new Error('bad text');
  } else if (kind === 'integer') {
    if (!CURSOR_INTEGER.test(value)) throw new Error('bad integer');
  } else {
    const date = new Date(value);
    // PostgreSQL has no year 0.
    if (!CURSOR_TIME.test(value) || Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1)
      throw new Error('bad time');
  }
}

/** The position a cursor of `sort` stands for; null for anything but what encodeCursor wrote. */
export function parseCursor<S extends string>(cursor: string, sort: S, kind: SortValueKind): ListPosition<S> | null {
  try {
    const [cursorSort, value, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (cursorSort !== sort) throw new Error('a cursor of another sort');
    if (typeof id !== 'string' || !CURSOR_ID.test(id) || typeof value !== 'string') throw new Error('bad cursor');
    checkValue(value, kind);
    return { sort, value, id };
  } catch {
    return null;
  }
}

const CASTS: Record<SortValueKind, SQL> = {
  time: sql`::timestamptz`,
  text: sql`::text collate "C"`,
  integer: sql`::integer`,
};

/**
 * Rows of `table` (the user's) that come after `after` in `sort`. The position's value is a
 * JavaScript date (milliseconds) while rows keep microseconds, and JavaScript lower-cases beyond
 * ASCII where the database may not: the last row's own stored value is exact. The position's
 * value is the fallback should the row be gone.
 */
export function afterPosition(
  table: PgTable,
  columns: { id: PgColumn; userId: PgColumn },
  sort: KeysetSort,
  userId: string,
  after: ListPosition,
): SQL | undefined {
  const { key, descending, kind } = sort;
  const position = sql`coalesce((select ${key} from ${table} where ${columns.id} = ${after.id} and ${columns.userId} = ${userId}), ${after.value}${CASTS[kind]})`;
  return descending
    ? or(sql`${key} < ${position}`, and(sql`${key} = ${position}`, lt(columns.id, after.id)))
    : or(sql`${key} > ${position}`, and(sql`${key} = ${position}`, gt(columns.id, after.id)));
}

/** The page's order: the sort, then the id the same way. */
export function keysetOrder(sort: KeysetSort, id: PgColumn): SQL[] {
  return sort.descending ? [sql`${sort.key} desc`, sql`${id} desc`] : [sql`${sort.key} asc`, sql`${id} asc`];
}

/**
 * A page from the `limit + 1` rows read (the extra row tells that another page follows), and the
 * cursor of the next page, or null at the end.
 */
export function keysetPage<R, S extends string>(
  rows: readonly R[],
  limit: number,
  positionOf: (row: R) => ListPosition<S>,
): { page: R[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > limit && last !== undefined ? encodeCursor(positionOf(last)) : null };
}
