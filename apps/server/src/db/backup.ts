import fs from 'node:fs';
import path from 'node:path';
import { openPglite, type PgliteDatabase } from './client';
import { acquireDataDirLock, DataDirLockedError } from './lock';
import { askRunningServer as askServer, createRequestAnswerer } from './request-channel';

/** Inside DATA_DIR: the embedded database's own folder, and where backups go unless told otherwise. */
export const PGLITE_FOLDER = 'pglite';
export const BACKUPS_FOLDER = 'backups';
/**
 * Where `npm run backup` leaves its request for the server that holds the data directory: the
 * database can only be read by that process, so the backup command asks it (SIGUSR2) to write one.
 */
const REQUESTS_FOLDER = 'backup-requests';

interface BackupRequest {
  file: string;
}
type BackupAnswer = { file: string } | { error: string };

/** A file name that sorts by time and is safe on every file system. */
export function backupFileName(now: Date = new Date()): string {
  return `alavanca-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz`;
}

/**
 * Answers the backup requests waiting in the data directory, one at a time; called when the
 * backup command signals the running server. Never throws: a failure is the request's answer.
 */
export function createBackupRequestHandler(
  db: PgliteDatabase,
  dataDir: string,
  onDone: (result: BackupAnswer) => void,
): () => Promise<void> {
  return createRequestAnswerer<BackupRequest, { file: string }>(
    path.join(dataDir, REQUESTS_FOLDER),
    async (request) => {
      await db.writeBackup(request.file);
      return { file: request.file };
    },
    onDone,
  );
}

/** What the backup command reports: the file written, and whether a running server wrote it. */
export interface BackupResult {
  file: string;
  byRunningServer: boolean;
}

/**
 * Writes a backup of the embedded database in `dataDir` to `file`. When a server holds the data
 * directory it is asked to write it and this waits for its answer; otherwise the database is
 * opened here, under the same lock, so no server can start meanwhile.
 */
export async function backUpDataDir(
  dataDir: string,
  file: string,
  options: { timeoutMs: number; signal?: (pid: number) => void },
): Promise<BackupResult> {
  if (!fs.existsSync(path.join(dataDir, PGLITE_FOLDER))) {
    throw new Error(`There is no database in ${dataDir} to back up.`);
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  let lock;
  try {
    lock = acquireDataDirLock(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const signal = options.signal ?? ((pid: number) => process.kill(pid, 'SIGUSR2'));
    return { file: await askRunningServer(dataDir, error.pid, file, options.timeoutMs, signal), byRunningServer: true };
  }
  try {
    const db = await openPglite(path.join(dataDir, PGLITE_FOLDER));
    try {
      await db.writeBackup(file);
    } finally {
      await db.close();
    }
  } finally {
    lock.release();
  }
  return { file, byRunningServer: false };
}

async function askRunningServer(
  dataDir: string,
  pid: number,
  file: string,
  timeoutMs: number,
  signal: (pid: number) => void,
): Promise<string> {
  const answer = await askServer<BackupRequest, { file: string }>({
    folder: path.join(dataDir, REQUESTS_FOLDER),
    pid,
    request: { file },
    timeoutMs,
    signal,
    notAnswering:
      `The server running on ${dataDir} (pid ${pid}) does not take backup requests yet. ` +
      'Wait until it has started, or stop it (an older version) and run the backup again.',
  });
  if ('error' in answer) throw new Error(`The running server (pid ${pid}) could not write the backup: ${answer.error}`);
  return answer.file;
}

/**
 * Unpacks a backup into `dataDir`, which must hold no database and no running server: a restore
 * never overwrites data. The database is opened once so its log is replayed before anyone uses it.
 */
export async function restoreDataDir(file: string, dataDir: string): Promise<void> {
  const tarball = new Blob([fs.readFileSync(file)]);
  const lock = acquireDataDirLock(dataDir);
  const target = path.join(dataDir, PGLITE_FOLDER);
  try {
    if (fs.existsSync(target) && fs.readdirSync(target).length > 0) {
      throw new Error(
        `${dataDir} already holds a database. Restore into a new DATA_DIR, or move ${target} away first.`,
      );
    }
    try {
      const db = await openPglite(target, { loadDataDir: tarball });
      try {
        await db.query('select 1');
      } finally {
        await db.close();
      }
    } catch (error) {
      // It was empty before: leave nothing half-restored that a server could start on.
      fs.rmSync(target, { recursive: true, force: true });
      throw error;
    }
  } finally {
    lock.release();
  }
}
