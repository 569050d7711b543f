import fs from 'node:fs';
import path from 'node:path';

const LOCK_FILE_NAME = 'server.lock';
/** A lock that vanished or changed while we looked is retried a few times, then we give up. */
const MAX_ATTEMPTS = 20;
/** An empty or garbled lock younger than this may still be being written by its creator. */
const CREATION_GRACE_MS = 1000;
const RETRY_DELAY_MS = 50;

export interface DataDirLock {
  readonly path: string;
  /** Removes the lock file if it is still ours. Safe to call twice. */
  release(): void;
}

/** Another live process holds the data directory. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';

  constructor(
    readonly pid: number,
    readonly dataDir: string,
    lockPath: string,
  ) {
    super(
      `Another Alavanca server (pid ${pid}) is already using the data directory ${dataDir}. ` +
        'Stop it first, or set DATA_DIR to another folder. ' +
        `(If no Alavanca server is running, delete ${lockPath}.)`,
    );
  }
}

/** Lock files this process holds, to tell our own lock from one whose pid was recycled. */
const heldLockPaths = new Set<string>();

type LockState = { kind: 'missing' } | { kind: 'owned'; pid: number } | { kind: 'unreadable'; ageMs: number };

/**
 * Takes `<dataDir>/server.lock` before the embedded database opens: PGlite keeps its files
 * open for the process' lifetime and two processes writing them corrupt the database.
 * A lock left behind by a process that no longer runs is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE_NAME);
  const content = JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() });

  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    if (tryCreateLockFile(lockPath, content)) {
      heldLockPaths.add(lockPath);
      return createLockHandle(lockPath, content);
    }
    const state = inspectLock(lockPath);
    if (state.kind === 'owned') {
      if (isHeldElsewhere(state.pid, lockPath)) {
        throw new DataDirLockedError(state.pid, dataDir, lockPath);
      }
      removeStaleLock(lockPath);
    } else if (state.kind === 'unreadable') {
      if (state.ageMs < CREATION_GRACE_MS) sleepSync(RETRY_DELAY_MS);
      else removeStaleLock(lockPath);
    }
  }
  throw new Error(`Could not take the lock ${lockPath}: it keeps changing. Try again.`);
}

function tryCreateLockFile(lockPath: string, content: string): boolean {
  let fd: number;
  try {
    // 'wx' fails when the file exists, so exactly one process wins the creation.
    fd = fs.openSync(lockPath, 'wx');
  } catch (error) {
    if (isErrnoException(error) && error.code === 'EEXIST') return false;
    throw error;
  }
  try {
    fs.writeSync(fd, content);
  } finally {
    fs.closeSync(fd);
  }
  return true;
}

function inspectLock(lockPath: string): LockState {
  let text: string;
  let modifiedAtMs: number;
  try {
    text = fs.readFileSync(lockPath, 'utf8');
    modifiedAtMs = fs.statSync(lockPath).mtimeMs;
  } catch (error) {
    if (isErrnoException(error) && error.code === 'ENOENT') return { kind: 'missing' };
    throw error;
  }
  const pid = parseLockPid(text);
  if (pid !== null) return { kind: 'owned', pid };
  return { kind: 'unreadable', ageMs: Date.now() - modifiedAtMs };
}

function parseLockPid(text: string): number | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && 'pid' in value) {
      const { pid } = value;
      if (typeof pid === 'number' && Number.isInteger(pid) && pid > 0) return pid;
    }
  } catch {
    // Not JSON: the caller decides from the file's age.
  }
  return null;
}

function isHeldElsewhere(pid: number, lockPath: string): boolean {
  // Our own pid in a lock we did not take means the pid was recycled, typically a container
  // restart where the server is always pid 1: the lock is stale.
  if (pid === process.pid) return heldLockPaths.has(lockPath);
  return isProcessAlive(pid);
}

function isProcessAlive(pid: number): boolean {
  try {
    // Signal 0 checks for existence without touching the process.
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return isErrnoException(error) && error.code === 'EPERM';
  }
}

function removeStaleLock(lockPath: string): void {
  try {
    fs.unlinkSync(lockPath);
  } catch (error) {
    if (!(isErrnoException(error) && error.code === 'ENOENT')) throw error;
  }
}

function createLockHandle(lockPath: string, content: string): DataDirLock {
  let released = false;
  return {
    path: lockPath,
    release() {
      if (released) return;
      released = true;
      heldLockPaths.delete(lockPath);
      // Only remove the file if it still holds our content: never delete another owner's lock.
      try {
        if (fs.readFileSync(lockPath, 'utf8') === content) fs.unlinkSync(lockPath);
      } catch (error) {
        if (!(isErrnoException(error) && error.code === 'ENOENT')) throw error;
      }
    },
  };
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function isErrnoException(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && 'code' in error;
}
