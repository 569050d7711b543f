#!/usr/bin/env node
// Realtime delivery benchmark: N event streams (GET /api/events) open on one built server
// instance, then notification events published for their user; measures the delay from the
// server publishing an event (its `at` field, taken right after the database write) to each
// stream receiving it, and the server's memory per open stream. A measurement, not a test: it
// exits 0 when the target is missed and 1 only when something breaks. See bench/README.md.
//
//   npm run bench:realtime                        build the server, 100 then 1000 streams, embedded database
//   npm run bench:realtime -- --no-build          use apps/server/dist as it is
//   npm run bench:realtime -- --clients 100,500   other stream counts
//   npm run bench:realtime -- --postgres          on a fresh database of the PostgreSQL server (DATABASE_URL
//                                                 of the server, default postgres://postgres@127.0.0.1:5432/postgres)

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBuiltServer, withPostgresDatabase } from '../scripts/harness.mjs';
import { callApi } from './shared/call-api.mjs';
import { option } from './shared/options.mjs';

const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS_FILE = path.join(ROOT_DIR, 'bench/results/realtime.json');
const TARGET_P99_MS = 100;
const DEFAULT_CLIENTS = [100, 1000];
/** Events per round; spaced so no stream's 10-a-second throttle holds any back. */
const EVENTS = 30;
const EVENT_SPACING_MS = 200;
/** Streams opened at once while connecting, so the server's accept queue is not the bottleneck measured. */
const CONNECT_BATCH = 50;

const args = process.argv.slice(2);
const clientCounts = (option('--clients') ?? DEFAULT_CLIENTS.join(',')).split(',').map(Number);
const usePostgres = args.includes('--postgres');
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/** A fresh account; its sign-up also creates a first notification (the new session). */
async function signUp(baseUrl) {
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`;
  const response = await callApi(baseUrl, 'POST', '/api/account', {
    body: { name: 'Bench User', email, password: 'correct horse battery staple' },
  });
  if (response.status !== 201) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';', 1)[0])
    .join('; ');
  const list = await (await callApi(baseUrl, 'GET', '/api/notifications?limit=1', { cookie })).json();
  const notificationId = list.notifications[0]?.id;
  if (!notificationId) throw new Error('the new account has no notification to mark');
  return { cookie, notificationId };
}

/** Opens one event stream; calls `onEvent(event, receivedAt)` for every event it reads. */
function openStream(baseUrl, cookie, onEvent) {
  return new Promise((resolve, reject) => {
    const req = http.get(
      new URL('/api/events', baseUrl),
      { agent, headers: { cookie, accept: 'text/event-stream' } },
      (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`event stream answered ${res.statusCode}`));
          res.resume();
          return;
        }
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk) => {
          const receivedAt = Date.now();
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = block
              .split('\n')
              .filter((line) => line.startsWith('data: '))
              .map((line) => line.slice(6))
              .join('\n');
            if (data) onEvent(JSON.parse(data), receivedAt);
          }
        });
        resolve({ close: () => req.destroy() });
      },
    );
    req.on('error', reject);
  });
}

/** The server process's resident memory, from /proc (Linux). */
function residentBytes(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1]);
  return kb * 1024;
}

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const round1 = (value) => (value == null ? null : Math.round(value * 10) / 10);

async function measure(server, clients) {
  const { cookie, notificationId } = await signUp(server.baseUrl);

  const latencies = [];
  let received = 0;
  const streams = [];
  const openStreams = async (count) => {
    for (let opened = 0; opened < count; opened += CONNECT_BATCH) {
      const batch = Math.min(CONNECT_BATCH, count - opened);
      streams.push(
        ...(await Promise.all(
          Array.from({ length: batch }, () =>
            openStream(server.baseUrl, cookie, (event, receivedAt) => {
              if (event.type !== 'notification.updated') return;
              received += 1;
              latencies.push(receivedAt - event.at);
            }),
          ),
        )),
      );
    }
    // Let the server settle after the connection burst before reading its memory.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    return residentBytes(server.child.pid);
  };
  // Memory per stream is the growth from a tenth of the streams to all of them: the process's
  // size before any stream holds what sign-up's password hashing left behind, and the allocator
  // gives that back at its own pace, which would blur a plain before/after difference.
  const baselineStreams = Math.ceil(clients / 10);
  const memoryBefore = await openStreams(baselineStreams);
  const memoryAfter = await openStreams(clients - baselineStreams);

  for (let sent = 0; sent < EVENTS; sent += 1) {
    const response = await callApi(server.baseUrl, 'PATCH', `/api/notifications/${notificationId}`, {
      cookie,
      body: { read: true },
    });
    if (response.status !== 200) throw new Error(`marking read answered ${response.status}`);
    await new Promise((resolve) => setTimeout(resolve, EVENT_SPACING_MS));
  }
  const expected = EVENTS * clients;
  const deadline = Date.now() + 10_000;
  while (received < expected && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  for (const stream of streams) stream.close();

  const sorted = latencies.sort((a, b) => a - b);
  return {
    clients,
    events: EVENTS,
    deliveries: { expected, received },
    latencyMs: { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? null },
    memory: {
      residentAtTenthMb: round1(memoryBefore / 1024 / 1024),
      residentAtAllMb: round1(memoryAfter / 1024 / 1024),
      perStreamKb: round1((memoryAfter - memoryBefore) / 1024 / (clients - baselineStreams)),
    },
  };
}

async function main() {
  if (!args.includes('--no-build')) {
    const build = spawnSync('npm', ['run', 'build', '-w', '@alavanca/server'], { cwd: ROOT_DIR, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the server build failed');
  }
  // A fresh server per stream count: memory freed by an earlier round would blur the next one's.
  const runAll = async (env) => {
    const runs = [];
    for (const clients of clientCounts) {
      console.error(`[realtime] ${clients} streams…`);
      const server = await startBuiltServer({ rootDir: ROOT_DIR, env });
      try {
        runs.push(await measure(server, clients));
      } finally {
        await server.stop();
      }
    }
    return runs;
  };
  const runs = usePostgres ? await withPostgresDatabase((url) => runAll({ DATABASE_URL: url })) : await runAll({});

  const report = {
    schemaVersion: 1,
    date: new Date().toISOString(),
    machine: { platform: `${os.platform()} ${os.arch()}`, cpus: os.cpus().length, node: process.version },
    database: usePostgres ? 'postgres' : 'pglite',
    target: { p99Ms: TARGET_P99_MS, atClients: 1000 },
    runs,
  };
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);

  const lines = [
    `\nAlavanca realtime delivery, ${report.date}, ${report.database}, ${report.machine.cpus} CPUs`,
    'streams  delivered        p50 ms  p99 ms  max ms  KB/stream',
  ];
  for (const run of runs) {
    const { p50, p99, max } = run.latencyMs;
    lines.push(
      `${String(run.clients).padStart(7)}  ${`${run.deliveries.received}/${run.deliveries.expected}`.padEnd(15)}  ${String(p50).padStart(6)}  ${String(p99).padStart(6)}  ${String(max).padStart(6)}  ${String(run.memory.perStreamKb).padStart(9)}`,
    );
  }
  const atTarget = runs.find((run) => run.clients === 1000);
  if (atTarget) {
    const ok =
      atTarget.latencyMs.p99 !== null &&
      atTarget.latencyMs.p99 < TARGET_P99_MS &&
      atTarget.deliveries.received === atTarget.deliveries.expected;
    lines.push(`\nTarget: p99 < ${TARGET_P99_MS} ms with 1000 streams, every event delivered: ${ok ? 'MET' : 'MISS'}`);
  }
  lines.push(`Written to ${path.relative(ROOT_DIR, RESULTS_FILE)}`);
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
