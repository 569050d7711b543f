import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Orm } from './client';

/** A user's work table: what `listTitles` reads of it. */
type TitledTable = PgTable & { id: PgColumn; userId: PgColumn; title: PgColumn };

/**
 * The titles of the user's own rows among `ids` of a work table (an idea, a pitch, a canvas):
 * anyone else's id, or a deleted one, is simply absent.
 */
export async function listTitles(
  orm: Orm,
  table: TitledTable,
  userId: string,
  ids: readonly string[],
): Promise<{ id: string; title: string }[]> {
  if (ids.length === 0) return [];
  const rows = await orm
    .select({ id: table.id, title: table.title })
    .from(table)
    .where(and(eq(table.userId, userId), inArray(table.id, [...ids])));
  return rows.map((row) => ({ id: String(row.id), title: String(row.title) }));
}
