import fs from 'node:fs';
import path from 'node:path';
import { isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from './client';
import { newSigningKey } from '../lib/vc-jwt';
import { instance, issuerKeys } from './schema/instance';

const MigrationJournal = z.object({
  entries: z.array(z.object({ tag: z.string(), when: z.number() })),
});
export type MigrationJournal = z.infer<typeof MigrationJournal>;

export interface MigrationState {
  applied: number;
  total: number;
  /** Tag of the newest applied migration, null when none is applied or it is unknown here. */
  latest: string | null;
}

/** drizzle-kit's list of the migrations in a folder, in order. */
export function readMigrationJournal(migrationsFolder: string): MigrationJournal {
  const journalPath = path.join(migrationsFolder, 'meta', '_journal.json');
  return MigrationJournal.parse(JSON.parse(fs.readFileSync(journalPath, 'utf8')));
}

/** Brings the schema up to date and creates the rows every installation needs. */
export async function prepareDatabase(db: Database, migrationsFolder: string): Promise<void> {
  await db.migrate(migrationsFolder);
  await ensureInstanceRow(db);
  await ensureIssuerKey(db);
}

/** Counts what drizzle's migrator recorded in `drizzle.__drizzle_migrations`. */
export async function readMigrationState(db: Database, journal: MigrationJournal): Promise<MigrationState> {
  const total = journal.entries.length;
  const [table] = await db.query<{ found: boolean }>(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as found",
  );
  if (!table?.found) return { applied: 0, total, latest: null };

  const [row] = await db.query<{ applied: number; newest: string | null }>(
    'select count(*)::int as applied, max(created_at) as newest from drizzle.__drizzle_migrations',
  );
  const applied = row?.applied ?? 0;
  // The migrator stores each migration's journal timestamp (`when`) as `created_at`.
  const newest = row?.newest == null ? null : Number(row.newest);
  const latest = journal.entries.find((entry) => entry.when === newest)?.tag ?? null;
  return { applied, total, latest };
}

async function ensureInstanceRow(db: Database): Promise<void> {
  // The single-row unique index turns a concurrent second insert into a no-op.
  await db.orm.insert(instance).values({}).onConflictDoNothing();
}

/** The issuer's signing key, made by the first start; a concurrent first start's insert is a no-op. */
async function ensureIssuerKey(db: Database): Promise<void> {
  const found = await db.orm.select({ id: issuerKeys.id }).from(issuerKeys).where(isNull(issuerKeys.retiredAt));
  if (found.length > 0) return;
  const key = newSigningKey();
  await db.orm
    .insert(issuerKeys)
    .values({ id: key.kid, publicJwk: key.publicJwk, privateKey: key.privateKey })
    .onConflictDoNothing();
}
