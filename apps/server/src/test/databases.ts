import { randomBytes } from 'node:crypto';
import type { DatabaseKind } from '@alavanca/contracts/health';
import pg from 'pg';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { openPostgres, type Database } from '../db/client';
import { prepareDatabase } from '../db/migrations';
import { resolveMigrationsFolder } from '../server-paths';
import { openPgliteFromSnapshot } from './pglite-snapshot';

export interface TestDatabase {
  readonly db: Database;
  /** Closes the database; a PostgreSQL test database is dropped as well. */
  dispose(): Promise<void>;
}

const postgresAdminUrl = inject('postgresAdminUrl');
const pgliteSnapshotPath = inject('pgliteSnapshotPath');
const pgliteLeg = inject('pgliteLeg');

/** Whether the PostgreSQL leg runs in this test run (see the global setup). */
export function isPostgresAvailable(): boolean {
  return postgresAdminUrl !== null;
}

/**
 * A migrated, empty database of the given kind: PGlite in memory (from the run's snapshot),
 * or a fresh database `alavanca_test_<random>` on the PostgreSQL test server.
 */
export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const migrationsFolder = resolveMigrationsFolder();
  if (kind === 'pglite') {
    const db = await openPgliteFromSnapshot(pgliteSnapshotPath);
    // Already migrated in the snapshot: this checks that a restart finds nothing to do.
    await prepareDatabase(db, migrationsFolder);
    return { db, dispose: () => db.close() };
  }

  const { url, drop } = await createPostgresDatabase();
  try {
    const db = await openPostgres(url, (error) => {
      console.warn(`idle PostgreSQL test connection failed: ${error.message}`);
    });
    await prepareDatabase(db, migrationsFolder);
    return {
      db,
      async dispose() {
        await db.close();
        await drop();
      },
    };
  } catch (error) {
    await drop();
    throw error;
  }
}

/**
 * Runs the same suite once on PGlite and once on the PostgreSQL server (skipped when that
 * server is not reachable). Call it once per test file and nest `describe`s inside: each
 * call opens one database of each kind, shared by the file's tests.
 */
export function describeEachDatabase(title: string, defineTests: (getDb: () => Database) => void): void {
  for (const kind of ['pglite', 'postgres'] as const) {
    const runs = kind === 'pglite' ? pgliteLeg : isPostgresAvailable();
    (runs ? describe : describe.skip)(`${title} [${kind}]`, () => {
      let testDatabase: TestDatabase | undefined;
      beforeAll(async () => {
        testDatabase = await openTestDatabase(kind);
      });
      afterAll(async () => {
        await testDatabase?.dispose();
      });
      defineTests(() => {
        if (!testDatabase) throw new Error(`The ${kind} test database is not open yet.`);
        return testDatabase.db;
      });
    });
  }
}

/** Creates an empty database on the test server; `drop` removes it, connections and all. */
export async function createPostgresDatabase(): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  if (postgresAdminUrl === null) throw new Error('The PostgreSQL test server is not reachable.');
  const name = `alavanca_test_${randomBytes(6).toString('hex')}`;
  await runAdminStatement(postgresAdminUrl, `create database ${name}`);
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => runAdminStatement(postgresAdminUrl, `drop database if exists ${name} with (force)`),
  };
}

async function runAdminStatement(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
