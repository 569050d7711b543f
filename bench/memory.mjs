#!/usr/bin/env node
// Memory benchmark: the resident memory (RSS, from /proc) of one built server process, on the
// embedded database in a throw-away DATA_DIR and on a database of its own on the PostgreSQL
// server, at idle after start, right after a realistic load through the HTTP API (sign-ups,
// sign-ins, settings, simulations and their months, notifications, event streams), at idle again
// after it, and at idle after a restart on the same data. A measurement, not a test: it exits 1
// only when something breaks. See bench/README.md.
//
//   npm run bench:memory                     build the server, then both databases
//   npm run bench:memory -- --no-build       use apps/server/dist as it is
//   npm run bench:memory -- --only pglite    one database (pglite or postgres)
//   npm run bench:memory -- --accounts 60    accounts in the load (default 40)
//
// The PostgreSQL server is DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres);
// the run creates a database of its own there and drops it afterwards.

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBuiltServer, withPostgresDatabase } from '../scripts/harness.mjs';
import { bundleForServer, loadEngine } from './engine/bundles.mjs';
import { runLoad } from './memory/load.mjs';
import { option } from './shared/options.mjs';

const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS_FILE = path.join(ROOT_DIR, 'bench/results/memory.json');
/** How long the server is left alone before each idle reading: timers and the allocator settle. */
const SETTLE_MS = 5_000;
/** A first start on the embedded database creates it; a busy two-core machine took over a minute. */
const START_TIMEOUT_MS = 180_000;

const args = process.argv.slice(2);
const only = option('--only');
const databases = only ? [only] : ['pglite', 'postgres'];
const load = {
  accounts: Number(option('--accounts') ?? 40),
  concurrency: 4,
  months: 12,
  streams: 2,
};

/** Resident and peak resident memory of a process, in MB (Linux). */
function memoryOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field) => Math.round((Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1]) / 1024) * 10) / 10;
  return { rssMb: mb('VmRSS'), peakMb: mb('VmHWM') };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server's memory at idle, `settleMs` after it answers its health check. */
async function startAndSettle(env) {
  const server = await startBuiltServer({ rootDir: ROOT_DIR, env, healthTimeoutMs: START_TIMEOUT_MS });
  await sleep(SETTLE_MS);
  return { server, idle: memoryOf(server.child.pid) };
}

/**
 * A first start, the load, then a restart on the same data: a first start on the embedded
 * database also creates it, in a second WebAssembly instance the garbage collector frees at its
 * own pace, so the restart is what a server that has run before holds.
 */
async function measure(database, engine, env) {
  console.error(`[memory] ${database}: start`);
  const first = await startAndSettle(env);
  let result;
  try {
    const pid = first.server.child.pid;
    console.error(`[memory] ${database}: load of ${load.accounts} accounts`);
    const done = await runLoad(first.server.baseUrl, engine, load);
    const afterLoad = memoryOf(pid);
    await sleep(SETTLE_MS * 2);
    result = { database, load: done, idleAfterStart: first.idle, afterLoad, idleAfterLoad: memoryOf(pid) };
  } finally {
    await first.server.stop();
  }
  console.error(`[memory] ${database}: restart`);
  const second = await startAndSettle(env);
  await second.server.stop();
  return { ...result, idleAfterRestart: second.idle };
}

/** The embedded database's runs share one data folder of their own, so the restart finds the data. */
async function withDataDir(run) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alavanca-memory-data-'));
  try {
    return await run(dataDir);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  if (!args.includes('--no-build')) {
    const build = spawnSync('npm', ['run', 'build', '-w', '@alavanca/server'], { cwd: ROOT_DIR, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the server build failed');
  }
  const bundleDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alavanca-memory-'));
  const runs = [];
  try {
    const engine = await loadEngine(await bundleForServer(bundleDir));
    for (const database of databases) {
      runs.push(
        database === 'postgres'
          ? await withPostgresDatabase((url) => measure(database, engine, { DATABASE_URL: url }))
          : await withDataDir((dataDir) => measure(database, engine, { DATA_DIR: dataDir })),
      );
    }
  } finally {
    fs.rmSync(bundleDir, { recursive: true, force: true });
  }

  const report = {
    schemaVersion: 1,
    date: new Date().toISOString(),
    machine: { platform: `${os.platform()} ${os.arch()}`, cpus: os.cpus().length, node: process.version },
    load,
    runs,
  };
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);

  const cell = (value) => String(value).padStart(12);
  const lines = [
    `\nAlavanca server memory (RSS, MB), ${report.date}, ${report.machine.cpus} CPUs`,
    `load: ${load.accounts} accounts, ${load.concurrency} at a time, ${load.months} months each, ${load.streams} event streams each`,
    `database   ${['idle start', 'after load', 'peak', 'idle after', 'restarted'].map(cell).join('')}   requests  seconds`,
  ];
  for (const run of runs) {
    lines.push(
      `${run.database.padEnd(10)} ${[
        run.idleAfterStart.rssMb,
        run.afterLoad.rssMb,
        run.afterLoad.peakMb,
        run.idleAfterLoad.rssMb,
        run.idleAfterRestart.rssMb,
      ]
        .map(cell)
        .join('')}   ${String(run.load.requests).padStart(8)}  ${String(run.load.seconds).padStart(7)}`,
    );
  }
  lines.push(`Written to ${path.relative(ROOT_DIR, RESULTS_FILE)}`);
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
