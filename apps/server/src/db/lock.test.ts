import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findDeadPid } from '../test/processes';
import { acquireDataDirLock, DataDirLockedError } from './lock';

const tempDirs: string[] = [];

function readLockFile(lockPath: string): { pid: number; startedAt: string } {
  return JSON.parse(fs.readFileSync(lockPath, 'utf8')) as { pid: number; startedAt: string };
}

function makeDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alavanca-lock-'));
  tempDirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('acquireDataDirLock', () => {
  it('writes our pid and start time, and release removes the file', () => {
    const dataDir = makeDataDir();
    const lock = acquireDataDirLock(dataDir);
    expect(lock.path).toBe(path.join(dataDir, 'server.lock'));
    const content = readLockFile(lock.path);
    expect(content.pid).toBe(process.pid);
    expect(Number.isNaN(Date.parse(content.startedAt))).toBe(false);

    lock.release();
    expect(fs.existsSync(lock.path)).toBe(false);
    lock.release();
  });

  it('creates a missing data directory', () => {
    const dataDir = path.join(makeDataDir(), 'nested', 'data');
    const lock = acquireDataDirLock(dataDir);
    expect(fs.existsSync(lock.path)).toBe(true);
    lock.release();
  });

  it('refuses while the lock is held, even by this same process', () => {
    const dataDir = makeDataDir();
    const lock = acquireDataDirLock(dataDir);
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    lock.release();
    acquireDataDirLock(dataDir).release();
  });

  it('refuses with a clear message when another live process holds it', () => {
    const dataDir = makeDataDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      if (holder.pid === undefined) throw new Error('Could not spawn a process.');
      fs.writeFileSync(
        path.join(dataDir, 'server.lock'),
        JSON.stringify({ pid: holder.pid, startedAt: new Date().toISOString() }),
      );
      expect(() => acquireDataDirLock(dataDir)).toThrow(
        `Another Alavanca server (pid ${holder.pid}) is already using the data directory ` +
          `${dataDir}. Stop it first, or set DATA_DIR to another folder.`,
      );
      // The refused attempt must leave the holder's lock alone.
      expect(readLockFile(path.join(dataDir, 'server.lock')).pid).toBe(holder.pid);
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const dataDir = makeDataDir();
    const lockPath = path.join(dataDir, 'server.lock');
    const deadPid = await findDeadPid();
    fs.writeFileSync(lockPath, JSON.stringify({ pid: deadPid, startedAt: '2020-01-01T00:00:00Z' }));

    const lock = acquireDataDirLock(dataDir);
    expect(readLockFile(lockPath).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock naming our own pid that we never took (a recycled pid)', () => {
    const dataDir = makeDataDir();
    const lockPath = path.join(dataDir, 'server.lock');
    const recycled = { pid: process.pid, startedAt: '2020-01-01T00:00:00Z' };
    fs.writeFileSync(lockPath, JSON.stringify(recycled));
    acquireDataDirLock(dataDir).release();
    expect(fs.existsSync(lockPath)).toBe(false);
  });

  it('takes over an old unreadable lock', () => {
    const dataDir = makeDataDir();
    const lockPath = path.join(dataDir, 'server.lock');
    fs.writeFileSync(lockPath, 'garbage');
    const anHourAgo = new Date(Date.now() - 3_600_000);
    fs.utimesSync(lockPath, anHourAgo, anHourAgo);
    acquireDataDirLock(dataDir).release();
  });

  it('does not delete a lock that is no longer its own on release', () => {
    const dataDir = makeDataDir();
    const lock = acquireDataDirLock(dataDir);
    const replacement = JSON.stringify({ pid: 1, startedAt: new Date().toISOString() });
    fs.writeFileSync(lock.path, replacement);
    lock.release();
    expect(fs.readFileSync(lock.path, 'utf8')).toBe(replacement);
  });
});
