import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { redactPassword } from '../db/client';
import { resolveMigrationsFolder } from '../server-paths';
import { ensurePgliteSnapshot } from './pglite-snapshot';

const DEFAULT_TEST_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';
const PROBE_TIMEOUT_MS = 3_000;

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin connection to the PostgreSQL test server; null when it is not reachable or not asked for. */
    postgresAdminUrl: string | null;
    /** Whether the suites shared by both databases run on PGlite in this run. */
    pgliteLeg: boolean;
    /** Tarball of a migrated PGlite, loaded by each test file instead of creating one. */
    pgliteSnapshotPath: string;
  }
}

/**
 * Runs once per test run: probes the PostgreSQL server (so a missing server is reported in
 * one line, not once per file) and prepares the PGlite snapshot.
 */
export default async function setup(project: TestProject): Promise<void> {
  project.provide('pgliteSnapshotPath', await ensurePgliteSnapshot(resolveMigrationsFolder()));

  // Which databases the suites shared by both run on (decision 019): unset, both (the PostgreSQL
  // server when it answers); `pglite`, the embedded one alone (the Node.js LTS leg); `postgres`,
  // the server alone, or the embedded one when no server answers (the test command's main leg,
  // whose embedded half the LTS leg runs).
  const wanted = process.env.TEST_DATABASES;
  if (wanted === 'pglite') {
    console.warn('TEST_DATABASES=pglite: the PostgreSQL leg is left out of this run');
    project.provide('postgresAdminUrl', null);
    project.provide('pgliteLeg', true);
    return;
  }

  const url = process.env.TEST_POSTGRES_URL ?? DEFAULT_TEST_POSTGRES_URL;
  const problem = await probePostgres(url);
  if (problem !== null) {
    const line = `PostgreSQL server not reachable at ${redactPassword(url)}`;
    if (process.env.REQUIRE_POSTGRES === '1') {
      throw new Error(`${line} (${problem}), and REQUIRE_POSTGRES=1 forbids skipping it.`);
    }
    console.warn(`${line}: skipping the PostgreSQL leg`);
  }
  project.provide('postgresAdminUrl', problem === null ? url : null);
  const pgliteLeg = wanted !== 'postgres' || problem !== null;
  if (!pgliteLeg) console.warn('TEST_DATABASES=postgres: the PGlite leg is left to the Node.js LTS run');
  project.provide('pgliteLeg', pgliteLeg);
}

/** Returns why the server cannot be used, or null when it answers. */
async function probePostgres(url: string): Promise<string | null> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: PROBE_TIMEOUT_MS,
  });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message || error.name : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}
