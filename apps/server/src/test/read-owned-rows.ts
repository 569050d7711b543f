import type { Database } from '../db/client';

/** Tables whose rows belong to a user by a key other than `user_id`. */
const OWNER_COLUMN_EXCEPTIONS: Record<string, string> = { profiles: 'id', user: 'id' };

/**
 * Test helper: every row the user owns, by table. The tables are discovered from the
 * database (every table with a `user_id` column, plus the exceptions), so a table added
 * later is covered by the ownership and deletion tests without anyone remembering to.
 */
export async function readOwnedRows(db: Database, userId: string): Promise<Record<string, Record<string, unknown>[]>> {
  const result: Record<string, Record<string, unknown>[]> = {};
  for (const [table, column] of await listOwnedTables(db)) {
    result[table] = await db.query(`select * from "${table}" where "${column}" = $1 order by 1`, [userId]);
  }
  return result;
}

// The schema does not change during a test file: look the tables up once per database.
const ownedTablesByDatabase = new WeakMap<Database, Promise<[string, string][]>>();

function listOwnedTables(db: Database): Promise<[string, string][]> {
  let tables = ownedTablesByDatabase.get(db);
  if (!tables) {
    tables = db
      .query<{ table_name: string }>(
        `select table_name from information_schema.columns
          where table_schema = 'public' and column_name = 'user_id'
          order by table_name`,
      )
      .then((columns) => [
        ...Object.entries(OWNER_COLUMN_EXCEPTIONS),
        ...columns.map(({ table_name }): [string, string] => [table_name, 'user_id']),
      ]);
    ownedTablesByDatabase.set(db, tables);
  }
  return tables;
}

/** Test helper: how many rows the user owns in each table. */
export async function countOwnedRows(db: Database, userId: string): Promise<Record<string, number>> {
  const rows = await readOwnedRows(db, userId);
  return Object.fromEntries(Object.entries(rows).map(([table, list]) => [table, list.length]));
}
