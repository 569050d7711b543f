import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { readMigrationJournal } from '../db/migrations';
import { resolveMigrationsFolder } from '../server-paths';

/** The migration set's tags, in order, for a test of one migration's change to data. */
export const migrationTags = (): string[] =>
  readMigrationJournal(resolveMigrationsFolder()).entries.map((entry) => entry.tag);

/** Applies the migrations `tags` on the embedded database, statement by statement as the migrator does. */
export async function applyMigrations(db: PGlite, tags: readonly string[]): Promise<void> {
  const folder = resolveMigrationsFolder();
  for (const tag of tags) {
    const sql = fs.readFileSync(path.join(folder, `${tag}.sql`), 'utf8');
    for (const statement of sql.split('--> statement-breakpoint')) if (statement.trim()) await db.exec(statement);
  }
}
