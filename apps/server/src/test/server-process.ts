import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import { findServerPackageRoot } from '../server-paths';

/** The server's own settings: none of the test run's (an INIT_CWD from npm, say) may leak into a server it starts. */
const CONFIG_VARIABLES = [
  'PORT',
  'HOST',
  'DATA_DIR',
  'DATABASE_URL',
  'APP_URL',
  'LOG_LEVEL',
  'INIT_CWD',
  'SMTP_URL',
  'MAIL_FROM',
  'EMAIL_VERIFICATION',
  'AUTH_SECRET',
  'GOOGLE_CLIENT_ID',
  'GOOGLE_CLIENT_SECRET',
  'GOOGLE_OAUTH_BASE_URL',
  'GITHUB_CLIENT_ID',
  'GITHUB_CLIENT_SECRET',
  'GITHUB_OAUTH_BASE_URL',
  'TRUST_PROXY',
  'EXTRA_ORIGINS',
  'RATE_LIMITS',
];

/** What main.ts prints once it listens. */
export const READY_LINE = /Alavanca is running at (http:\/\/\S+)/;

export interface ServerProcess {
  child: ChildProcess;
  output(): { stdout: string; stderr: string };
  /** Resolves with the exit code; the promise is created at spawn so no exit is missed. */
  exited: Promise<number | null>;
}

/** Starts `src/main.ts` under tsx, as `npm run dev` does (without the watcher), with only `env` as settings. */
export function spawnServer(env: Record<string, string>): ServerProcess {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !CONFIG_VARIABLES.includes(name)),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: findServerPackageRoot(),
    env: { ...inherited, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', resolve);
  });
  return { child, output: () => ({ stdout, stderr }), exited };
}

/** The address the server says it listens on, once it does; throws with its output if it exits or takes too long. */
export async function waitForReady(server: ServerProcess, timeoutMs: number): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = READY_LINE.exec(server.output().stdout);
    if (match?.[1]) return match[1];
    if (server.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not start:\n${JSON.stringify(server.output(), null, 2)}`);
}

/**
 * A test file's spawned servers and temporary folders: after each test, a server still running is
 * killed (a failed test must not leave one holding its data directory) and the folders removed.
 */
export function throwAwayServers(folderPrefix: string) {
  const running: ServerProcess[] = [];
  const tempDirs: string[] = [];
  afterEach(async () => {
    for (const server of running.splice(0)) await killIfRunning(server);
    for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  return {
    makeDir(): string {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), folderPrefix));
      tempDirs.push(dir);
      return dir;
    },
    start(env: Record<string, string>): ServerProcess {
      const server = spawnServer(env);
      running.push(server);
      return server;
    },
  };
}

/** Kills a server a test left running (it failed halfway) and waits for it to be gone. */
export async function killIfRunning(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGKILL');
  await server.exited;
}
