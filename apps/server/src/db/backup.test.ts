import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SETUP } from '../test/simulations';
import { throwAwayServers, waitForReady } from '../test/server-process';
import { callApi, signUpTestUser } from '../test/users';
import { backUpDataDir, PGLITE_FOLDER, restoreDataDir } from './backup';
import { openPglite } from './client';

/** Creating an embedded database from nothing took over a minute on a busy two-core machine. */
const START_TIMEOUT_MS = 180_000;
const BACKUP_TIMEOUT_MS = 60_000;

const { makeDir, start } = throwAwayServers('alavanca-backup-');

/** Every row of every table (ours and the migrator's), each table's rows in one stable order. */
async function readEveryRow(dataDir: string): Promise<Record<string, string[]>> {
  const db = await openPglite(path.join(dataDir, PGLITE_FOLDER));
  try {
    const tables = await db.query<{ name: string }>(
      `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
       where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
       order by 1`,
    );
    const rows: Record<string, string[]> = {};
    for (const { name } of tables) {
      const found = await db.query<{ row: string }>(`select row_to_json(t)::text as row from ${name} as t order by 1`);
      rows[name] = found.map(({ row }) => row);
    }
    return rows;
  } finally {
    await db.close();
  }
}

/** A user with a simulation played one month, changed settings and notifications. */
async function fillWithData(baseUrl: string): Promise<void> {
  for (let index = 0; index < 2; index += 1) {
    const user = await signUpTestUser(baseUrl);
    const settings = await callApi(baseUrl, 'PATCH', '/api/settings', {
      cookie: user.cookie,
      body: { aiTone: 'casual' },
    });
    expect(settings.status).toBe(200);
    const created = await callApi(baseUrl, 'POST', '/api/simulations', { cookie: user.cookie, body: SETUP });
    expect(created.status).toBe(201);
  }
}

describe('backups of the embedded database', () => {
  it('copies a running server’s database and restores it, every row of every table, into a fresh data directory only', async () => {
    const liveDir = makeDir();
    const server = start({ PORT: '0', DATA_DIR: liveDir, RATE_LIMITS: 'off' });
    const url = await waitForReady(server, START_TIMEOUT_MS);
    await fillWithData(url);

    const backupFile = path.join(makeDir(), 'live.tar.gz');
    const written = await backUpDataDir(liveDir, backupFile, { timeoutMs: BACKUP_TIMEOUT_MS });
    expect(written).toEqual({ file: backupFile, byRunningServer: true });
    // A live data directory is never overwritten, even with its own backup.
    await expect(restoreDataDir(backupFile, liveDir)).rejects.toThrow(
      `Another Alavanca server (pid ${server.child.pid}) is already using the data directory ${liveDir}.`,
    );

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const original = await readEveryRow(liveDir);
    expect(original['public."user"']).toHaveLength(2);
    expect(original['public.simulations']).toHaveLength(2);

    const restoredDir = makeDir();
    await restoreDataDir(backupFile, restoredDir);
    expect(await readEveryRow(restoredDir)).toEqual(original);

    // A stopped data directory that holds a database is refused too, and left as it was.
    await expect(restoreDataDir(backupFile, restoredDir)).rejects.toThrow(`${restoredDir} already holds a database.`);
    expect(await readEveryRow(restoredDir)).toEqual(original);

    // With no server running, the backup opens the database itself.
    const offlineFile = path.join(makeDir(), 'offline.tar.gz');
    expect(await backUpDataDir(liveDir, offlineFile, { timeoutMs: BACKUP_TIMEOUT_MS })).toEqual({
      file: offlineFile,
      byRunningServer: false,
    });
    const offlineDir = makeDir();
    await restoreDataDir(offlineFile, offlineDir);
    expect(await readEveryRow(offlineDir)).toEqual(original);
  }, 600_000);
});
