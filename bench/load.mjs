#!/usr/bin/env node
// Load benchmark of one built server instance, on the embedded database and on the PostgreSQL
// server. Two measures:
//   1. GET /api/dashboard for founders with three active simulations each, 50 in flight, one
//      founder per connection: requests per second, p50 and p99.
//   2. Month advances (POST /api/simulations/:id/months) from N clients at once, each on its own
//      simulation, while one more client asks GET /api/health one request after another: the
//      advances' rate and latency and, above all, how long the health check waits — whether the
//      server still reads new requests when it is saturated.
// From the saturated rates it says how many founders one instance serves at a 10-second think
// time. A measurement, not a test: it exits 0 when a target is missed and 1 only when something
// breaks. See bench/README.md.
//
//   npm run bench:load                          build the server, then both databases
//   npm run bench:load -- --no-build            use apps/server/dist as it is
//   npm run bench:load -- --only pglite         one database (pglite or postgres)
//   npm run bench:load -- --seconds 5           measure each load for this long (default 8)
//   npm run bench:load -- --clients 50,200      advancing clients (default 50,200)

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBuiltServer, withPostgresDatabase } from '../scripts/harness.mjs';
import { loadDomain } from './shared/founder.mjs';
import { drive, httpClient, percentileOf } from './shared/load.mjs';
import { trialAccount } from './shared/trial-account.mjs';
import { option } from './shared/options.mjs';

/** The engine's suggested decisions: every month valid, an event answered. */
const { suggestDecisions } = await loadDomain();

const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS_FILE = path.join(ROOT_DIR, 'bench/results/load.json');
const DASHBOARD_CONNECTIONS = 50;
const SIMULATIONS_PER_FOUNDER = 3;
const WARMUP_MS = 1_000;
const THINK_TIME_S = 10;
const MIXED_CLIENTS = 50;
const TARGETS = { dashboardP99Ms: 50, healthP99Ms: 100 };

const args = process.argv.slice(2);
const seconds = Number(option('--seconds') ?? 8);
const only = option('--only');
const databases = only ? [only] : ['pglite', 'postgres'];
const clientCounts = (option('--clients') ?? '50,200').split(',').map(Number);
if (!Number.isFinite(seconds) || seconds <= 0) throw new Error('--seconds must be a positive number');
if (clientCounts.some((count) => !Number.isInteger(count) || count < 1)) throw new Error('--clients: whole numbers');

const SETUP = {
  businessType: 'food',
  country: 'BR',
  currency: 'BRL',
  startingCapitalCents: 150_000_00,
  horizonMonths: 36,
  difficulty: 'normal',
  firstCalendarMonth: 3,
};

/** Counts the requests a busy server refused (503 SERVER_BUSY) and sent again after its Retry-After. */
const refused = { count: 0 };
/** Advances that failed, by status and error code. */
const failedAdvances = {};

/** A request sent again after Retry-After when a busy server refused it, as the web app does. */
async function persistently(call, method, pathname, options) {
  for (;;) {
    const response = await call(method, pathname, options);
    if (response.status !== 503 || !response.text.includes('SERVER_BUSY')) return response;
    refused.count += 1;
    await new Promise((resolve) => setTimeout(resolve, Number(response.headers['retry-after'] ?? 1) * 1000));
  }
}

async function newSimulation(call, cookie, name) {
  const created = await persistently(call, 'POST', '/api/simulations', {
    cookie,
    body: { ...SETUP, name, seed: 2026 },
  });
  if (created.status !== 201) throw new Error(`a simulation answered ${created.status}: ${created.text}`);
  return JSON.parse(created.text).simulation;
}

async function advance(call, cookie, simulation) {
  const played = await persistently(call, 'POST', `/api/simulations/${simulation.id}/months`, {
    cookie,
    body: { month: simulation.month + 1, decisions: suggestDecisions(simulation.state) },
  });
  if (played.status === 200) return JSON.parse(played.text).simulation;
  const reason = `${played.status} ${played.text.match(/"code":"([A-Z_]+)"/)?.[1] ?? ''}`.trim();
  failedAdvances[reason] = (failedAdvances[reason] ?? 0) + 1;
  return null;
}

/** Plays the founder's next month, and starts a new simulation once one ends; false when the month failed. */
async function playNextMonth(call, mine, name) {
  const played = await advance(call, mine.cookie, mine.simulation);
  if (!played) return false;
  mine.simulation =
    played.status === 'active' && played.month < SETUP.horizonMonths
      ? played
      : await newSimulation(call, mine.cookie, name);
  return true;
}

async function measureDashboard(baseUrl) {
  const call = httpClient(baseUrl, DASHBOARD_CONNECTIONS);
  const cookies = [];
  for (let index = 0; index < DASHBOARD_CONNECTIONS; index += 1) {
    const cookie = await trialAccount(baseUrl);
    for (let s = 0; s < SIMULATIONS_PER_FOUNDER; s += 1) {
      let simulation = await newSimulation(call, cookie, `Café ${s + 1}`);
      for (let month = 0; month < 2; month += 1) simulation = await advance(call, cookie, simulation);
    }
    cookies.push(cookie);
  }
  return drive(DASHBOARD_CONNECTIONS, seconds * 1000, WARMUP_MS, async (worker) => {
    const response = await persistently(call, 'GET', '/api/dashboard', { cookie: cookies[worker] });
    return response.status === 200 && JSON.parse(response.text).simulations.length === SIMULATIONS_PER_FOUNDER ? 1 : 0;
  });
}

/** `clients` founders advancing months as fast as the server answers, and one health check after another. */
async function measureAdvances(baseUrl, clients) {
  const call = httpClient(baseUrl, clients + 1);
  const founders = [];
  for (let index = 0; index < clients; index += 1) {
    const cookie = await trialAccount(baseUrl);
    founders.push({ cookie, simulation: await newSimulation(call, cookie, `Loja ${index + 1}`) });
  }
  const health = [];
  let healthFailures = 0;
  let running = true;
  const probe = (async () => {
    const measureFrom = performance.now() + WARMUP_MS;
    while (running) {
      const started = performance.now();
      const response = await call('GET', '/api/health').catch(() => null);
      if (started < measureFrom) continue;
      if (response?.status === 200) health.push(performance.now() - started);
      else healthFailures += 1;
    }
  })();
  const refusedBefore = refused.count;
  const advances = await drive(clients, seconds * 1000, WARMUP_MS, async (worker) => {
    return (await playNextMonth(call, founders[worker], `Loja ${worker + 1}`)) ? 1 : 0;
  });
  running = false;
  await probe;
  health.sort((a, b) => a - b);
  return {
    clients,
    advances: { ...advances, refusedBusy: refused.count - refusedBefore, failedAdvances: { ...failedAdvances } },
    health: {
      checks: health.length,
      failures: healthFailures,
      latencyMs: { p50: percentileOf(health, 0.5), p99: percentileOf(health, 0.99), max: percentileOf(health, 1) },
    },
  };
}

async function measureDatabase(database) {
  const run = async (env) => {
    const server = await startBuiltServer({ rootDir: ROOT_DIR, env });
    try {
      console.error(`[load] ${database}: GET /api/dashboard, ${DASHBOARD_CONNECTIONS} founders at once…`);
      const dashboard = await measureDashboard(server.baseUrl);
      const advancing = [];
      for (const clients of clientCounts) {
        console.error(`[load] ${database}: ${clients} clients advancing months, health checks beside them…`);
        advancing.push(await measureAdvances(server.baseUrl, clients));
      }
      console.error(`[load] ${database}: ${MIXED_CLIENTS} founders each playing a month, then opening the dashboard…`);
      const monthThenDashboard = await measureMonthThenDashboard(server.baseUrl);
      return { dashboard, advancing, monthThenDashboard };
    } finally {
      await server.stop();
    }
  };
  return database === 'postgres' ? withPostgresDatabase((url) => run({ DATABASE_URL: url })) : run({});
}

/**
 * Founders one instance serves when each acts every THINK_TIME_S: months alone, and a month plus
 * one dashboard view, from the saturated rates (the server's time per action is one over its rate).
 */
function capacity(result) {
  const months = Math.max(...result.advancing.map((run) => run.advances.perSecond));
  return {
    monthsOnly: Math.round(months * THINK_TIME_S),
    monthPlusDashboard: Math.round(result.monthThenDashboard.perSecond * THINK_TIME_S),
  };
}

/**
 * Founders who play a month and then open the dashboard, again and again: the dashboard is drawn
 * anew each time (the month changed it), as a founder meets it.
 */
async function measureMonthThenDashboard(baseUrl) {
  const call = httpClient(baseUrl, MIXED_CLIENTS);
  const founders = [];
  for (let index = 0; index < MIXED_CLIENTS; index += 1) {
    const cookie = await trialAccount(baseUrl);
    founders.push({ cookie, simulation: await newSimulation(call, cookie, `Bar ${index + 1}`) });
  }
  return drive(MIXED_CLIENTS, seconds * 1000, WARMUP_MS, async (worker) => {
    const mine = founders[worker];
    if (!(await playNextMonth(call, mine, `Bar ${worker + 1}`))) return 0;
    const dashboard = await persistently(call, 'GET', '/api/dashboard', { cookie: mine.cookie });
    return dashboard.status === 200 ? 1 : 0;
  });
}

async function main() {
  if (!args.includes('--no-build')) {
    console.error('[load] building the server…');
    const build = spawnSync('npm', ['run', 'build', '-w', '@alavanca/server'], { cwd: ROOT_DIR, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the build failed');
  }
  const results = {};
  for (const database of databases) {
    results[database] = await measureDatabase(database);
    results[database].founders = capacity(results[database]);
  }
  const report = {
    date: new Date().toISOString(),
    machine: { platform: `${os.platform()} ${os.arch()}`, cpus: os.cpus().length, cpu: os.cpus()[0]?.model ?? null },
    node: process.version,
    seconds,
    results,
    targets: TARGETS,
  };
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
  const lines = [];
  for (const [database, result] of Object.entries(results)) {
    const { dashboard } = result;
    lines.push(
      `${database}: GET /api/dashboard (${DASHBOARD_CONNECTIONS} founders, ${SIMULATIONS_PER_FOUNDER} active simulations each): ` +
        `${dashboard.perSecond}/s, p50 ${dashboard.latencyMs.p50} ms, p99 ${dashboard.latencyMs.p99} ms, ${dashboard.failures} failed  ` +
        `${dashboard.latencyMs.p99 !== null && dashboard.latencyMs.p99 < TARGETS.dashboardP99Ms ? 'MET' : 'MISS'} p99 < ${TARGETS.dashboardP99Ms} ms`,
    );
    for (const run of result.advancing) {
      const { advances, health } = run;
      lines.push(
        `${database}: ${run.clients} clients advancing: ${advances.perSecond} months/s, p50 ${advances.latencyMs.p50} ms, ` +
          `p99 ${advances.latencyMs.p99} ms, ${advances.failures} failed, ${advances.refusedBusy} refused as busy and sent again; /api/health p50 ${health.latencyMs.p50} ms, ` +
          `p99 ${health.latencyMs.p99} ms, max ${health.latencyMs.max} ms (${health.checks} checks)  ` +
          `${health.latencyMs.p99 !== null && health.latencyMs.p99 < TARGETS.healthP99Ms ? 'MET' : 'MISS'} health p99 < ${TARGETS.healthP99Ms} ms`,
      );
    }
    lines.push(
      `${database}: founders served at a ${THINK_TIME_S}-second think time: ${result.founders.monthsOnly} (months alone), ` +
        `${result.founders.monthPlusDashboard} (a dashboard view per month: ${result.monthThenDashboard.perSecond} months and dashboards/s, ` +
        `p50 ${result.monthThenDashboard.latencyMs.p50} ms, p99 ${result.monthThenDashboard.latencyMs.p99} ms for both)`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
