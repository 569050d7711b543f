import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Orm } from './client';

/** A user's rows per week since a moment: week start (YYYY-MM-DD, Monday, UTC) → count. */
export type WeeklyCounts = Map<string, number>;

/** What to count: a table's rows of one user, by the time each was made. */
export interface CountedRows {
  table: PgTable;
  userId: AnyPgColumn;
  createdAt: AnyPgColumn;
  /** Only the rows that are what is counted (the questions among the messages). */
  where?: SQL;
}

/** The Monday (YYYY-MM-DD, UTC) of the week holding a time column's value, as countByWeek groups them. */
export const weekOf = (column: AnyPgColumn) => sql<string>`to_char(date_trunc('week', ${column}, 'UTC'), 'YYYY-MM-DD')`;

/**
 * Counts a user's rows per week (the analytics' activity and the weekly summary). Weeks start on
 * Monday in UTC, as `@alavanca/domain/reports/weeks` counts them.
 */
export async function countByWeek(orm: Orm, rows: CountedRows, userId: string, since: Date): Promise<WeeklyCounts> {
  const week = weekOf(rows.createdAt);
  const found = await orm
    .select({ week, count: sql<number>`count(*)::int` })
    .from(rows.table)
    .where(and(eq(rows.userId, userId), gte(rows.createdAt, since), rows.where))
    .groupBy(week);
  return new Map(found.map((row) => [row.week, row.count]));
}
