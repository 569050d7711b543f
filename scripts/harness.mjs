// What the browser tests and the benchmarks share: which Chromium to drive, and how to run the
// built server on a free port until it answers, then stop it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Debian's Chromium unless CHROMIUM_PATH names another (scripts/ensure-chromium.sh installs it). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Headless, and quiet on the network: without the background-networking flags Chromium keeps
 * calling Google's services, which a closed network refuses many times a second.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const HEALTH_POLL_MS = 100;

/** Asks the OS for an unused port on `host`, then releases it for the server. */
export async function findFreePort(host = '127.0.0.1') {
  return await new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not read the port the OS assigned.'));
      });
    });
  });
}

/**
 * Waits until `${baseUrl}/api/health` answers 200. Fails early if `child` (the server process,
 * when we started it) exits, and appends `logTail()` to the error so the cause is visible.
 */
export async function waitForHealth(baseUrl, { child = null, logTail = () => '', timeoutMs = 60_000 } = {}) {
  const healthUrl = new URL('/api/health', baseUrl).href;
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(
        `The server exited (${child.exitCode ?? child.signalCode}) before answering ${healthUrl}.${logTail()}`,
      );
    }
    try {
      const response = await fetch(healthUrl, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      lastProblem = `HTTP ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
  }
  throw new Error(`${healthUrl} did not answer 200 within ${timeoutMs / 1000} s (last: ${lastProblem}).${logTail()}`);
}

/** SIGTERM to a process we started, then SIGKILL to the same pid if it has not exited after `timeoutMs`. */
export async function stopProcess(child, timeoutMs = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => {
    console.warn(`The process ${child.pid} did not stop within ${timeoutMs / 1000} s of SIGTERM; killing it.`);
    child.kill('SIGKILL');
  }, timeoutMs);
  await exited;
  clearTimeout(timer);
}

/**
 * Runs the built server (apps/server/dist/main.js) on a free port with a throw-away data folder,
 * rate limits off and nothing from the shell's database or SMTP settings unless `env` sets them;
 * resolves when healthy (within `healthTimeoutMs`). `stop()` ends it and removes the folder.
 */
export async function startBuiltServer({ rootDir, env: extraEnv = {}, host = '127.0.0.1', healthTimeoutMs }) {
  const entry = path.join(rootDir, 'apps/server/dist/main.js');
  if (!fs.existsSync(entry)) throw new Error('apps/server/dist/main.js is missing: run `npm run build` first.');
  const port = await findFreePort(host);
  const baseUrl = `http://${host}:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alavanca-bench-'));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: host,
    DATA_DIR: dataDir,
    APP_URL: baseUrl,
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  Object.assign(env, extraEnv);

  const child = spawn(process.execPath, [entry], { cwd: rootDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  const keep = (chunk) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  const server = {
    baseUrl,
    child,
    async stop() {
      await stopProcess(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  try {
    await waitForHealth(baseUrl, {
      child,
      logTail: () => `\n${output.join('').split('\n').slice(-40).join('\n')}`,
      timeoutMs: healthTimeoutMs,
    });
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

/**
 * Runs `run(url)` on a database of its own on the PostgreSQL server (`DATABASE_URL`, default the
 * local one), created for it and dropped afterwards, so runs never collide.
 */
export async function withPostgresDatabase(run) {
  const { default: pg } = await import('pg');
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `alavanca_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
