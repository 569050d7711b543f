#!/usr/bin/env node
// Quota benchmark: usage increments (POST /api/subscription-check, action 'increment') through
// HTTP with 50 connections on one built server instance, on the embedded database and on the
// PostgreSQL server; next to it, in the same run, the raw driver running the same conditional
// UPDATE with 50 statements in flight, one user each: the ceiling the HTTP rate is compared with
// (and, for information, the same statement for all 50 users at once, as the server groups
// increments that wait together). A measurement,
// not a test: it exits 0 when the target is missed and 1 only when something breaks. See
// bench/README.md.
//
//   npm run bench:quota                   build the server, then both databases
//   npm run bench:quota -- --no-build     use apps/server/dist as it is
//   npm run bench:quota -- --seconds 5    measure each rate for this long (default 8)
//   npm run bench:quota -- --only pglite  one database (pglite or postgres)
//
// The PostgreSQL server is DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres);
// the run creates a database of its own there and drops it afterwards.

import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { startBuiltServer, withPostgresDatabase } from '../scripts/harness.mjs';
import { drive, httpClient } from './shared/load.mjs';
import { option } from './shared/options.mjs';

const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS_FILE = path.join(ROOT_DIR, 'bench/results/quota.json');
const MIGRATIONS_DIR = path.join(ROOT_DIR, 'apps/server/drizzle');
const CONNECTIONS = 50;
const TARGET_SHARE = 0.6;
const WARMUP_MS = 1_000;
const round = (value) => Math.round(value * 100) / 100;

const args = process.argv.slice(2);
const seconds = Number(option('--seconds') ?? 8);
const only = option('--only');
const databases = only ? [only] : ['pglite', 'postgres'];

/**
 * The statement the server's increment runs (apps/server/src/modules/subscription/subscription.repo.ts,
 * incrementUsage), for the AI consultations counter, for one user ($1) or, grouped, for a JSON
 * array of users. The limits come from the same table of plans.
 */
const ONE_USER = 's.user_id = $1';
const USERS = 's.user_id in (select id::uuid from json_array_elements_text($1::json) as id)';
const increment = (users) => `
  update usage_counters as u set ai_consultations = u.ai_consultations + 1
  from subscriptions as s
  where ${users}
    and u.user_id = s.user_id
    and u.period_start = s.current_period_start
    and s.current_period_end > now()
    and not (s.status = 'trialing' and s.trial_ends_at <= now())
    and ((case s.plan when 'free' then 5 when 'basic' then 20 when 'pro' then -1 when 'enterprise' then -1 else 0 end) = -1
      or u.ai_consultations < (case s.plan when 'free' then 5 when 'basic' then 20 when 'pro' then -1 when 'enterprise' then -1 else 0 end))
  returning u.user_id as "userId", u.ai_consultations as used, s.plan as plan,
    (case s.plan when 'free' then 5 when 'basic' then 20 when 'pro' then -1 when 'enterprise' then -1 else 0 end) as limit`;

/**
 * The raw driver's two ways: `raw`, one user per statement with 50 statements in flight (the
 * ceiling the target names); `grouped`, every user in each statement, one statement at a time,
 * as the server sends increments that wait together (the most the server could reach that way).
 */
async function measureRaw(ids, query) {
  const raw = await drive(
    CONNECTIONS,
    seconds * 1000,
    WARMUP_MS,
    async (worker) => (await query(increment(ONE_USER), [ids[worker]])).length,
  );
  const all = JSON.stringify(ids);
  const grouped = await drive(1, seconds * 1000, WARMUP_MS, async () => (await query(increment(USERS), [all])).length);
  return { raw, grouped };
}

/** A fresh account on the Pro trial: its AI consultations are unlimited, so every increment counts. */
async function trialUser(call) {
  const email = `bench-${randomUUID()}@example.test`;
  const signUp = await call('POST', '/api/account', {
    body: { name: 'Bench User', email, password: 'correct horse battery staple' },
  });
  if (signUp.status !== 201) throw new Error(`sign-up answered ${signUp.status}: ${signUp.text}`);
  const cookie = [signUp.headers['set-cookie'] ?? []]
    .flat()
    .map((line) => line.split(';', 1)[0])
    .join('; ');
  const trial = await call('POST', '/api/subscription/trial', { cookie });
  if (trial.status !== 200) throw new Error(`the trial answered ${trial.status}: ${trial.text}`);
  return cookie;
}

async function measureHttp(env) {
  const server = await startBuiltServer({ rootDir: ROOT_DIR, env });
  try {
    const call = httpClient(server.baseUrl, CONNECTIONS);
    const cookies = [];
    for (let index = 0; index < CONNECTIONS; index += 1) cookies.push(await trialUser(call));
    return await drive(CONNECTIONS, seconds * 1000, WARMUP_MS, async (worker) => {
      const response = await call('POST', '/api/subscription-check', {
        cookie: cookies[worker],
        body: { usageType: 'aiConsultations', action: 'increment' },
      });
      return response.status === 200 && JSON.parse(response.text).allowed === true ? 1 : 0;
    });
  } finally {
    await server.stop();
  }
}

/** The migrations as the server applies them, statement by statement, in the journal's order. */
function migrationStatements() {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'));
  return journal.entries.flatMap((entry) =>
    fs
      .readFileSync(path.join(MIGRATIONS_DIR, `${entry.tag}.sql`), 'utf8')
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter(Boolean),
  );
}

/** 50 users on the Pro trial, written straight into the tables; their ids. */
async function seedRawUsers(query) {
  const ids = [];
  for (let index = 0; index < CONNECTIONS; index += 1) {
    const id = randomUUID();
    await query(`insert into "user" (id, name, email) values ($1, 'Bench User', $2)`, [id, `raw-${id}@example.test`]);
    await query(
      `insert into subscriptions (user_id, plan, status, current_period_start, current_period_end, trial_ends_at)
       values ($1, 'pro', 'trialing', now(), now() + interval '30 days', now() + interval '14 days')`,
      [id],
    );
    await query(
      `insert into usage_counters (user_id, period_start) select user_id, current_period_start from subscriptions where user_id = $1`,
      [id],
    );
    ids.push(id);
  }
  return ids;
}

/** The embedded database the way the server opens it: on disk, in this process. */
async function measureRawPglite() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alavanca-bench-raw-'));
  const db = await PGlite.create({ dataDir });
  try {
    for (const statement of migrationStatements()) await db.exec(statement);
    const query = async (text, params) => (await db.query(text, params)).rows;
    return await measureRaw(await seedRawUsers(query), query);
  } finally {
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The PostgreSQL server through node-postgres with 50 connections, on the server's own tables. */
async function measureRawPostgres(url) {
  const pool = new pg.Pool({ connectionString: url, max: CONNECTIONS });
  // Dropping the database at the end ends these connections: not an error of the run.
  pool.on('error', () => undefined);
  try {
    const query = async (text, params) => (await pool.query(text, params)).rows;
    return await measureRaw(await seedRawUsers(query), query);
  } finally {
    await pool.end();
  }
}

async function measureDatabase(database) {
  console.error(`[quota] ${database}: HTTP…`);
  if (database === 'pglite') {
    const httpRun = await measureHttp({});
    console.error(`[quota] ${database}: raw driver…`);
    return { database, http: httpRun, ...(await measureRawPglite()) };
  }
  return withPostgresDatabase(async (url) => {
    const httpRun = await measureHttp({ DATABASE_URL: url });
    console.error(`[quota] ${database}: raw driver…`);
    return { database, http: httpRun, ...(await measureRawPostgres(url)) };
  });
}

async function main() {
  if (!args.includes('--no-build')) {
    const build = spawnSync('npm', ['run', 'build', '-w', '@alavanca/server'], { cwd: ROOT_DIR, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the server build failed');
  }
  const runs = [];
  for (const database of databases) {
    const run = await measureDatabase(database);
    run.share = run.raw.perSecond === 0 ? null : round(run.http.perSecond / run.raw.perSecond);
    run.met = run.share !== null && run.share >= TARGET_SHARE && run.http.failures === 0;
    run.shareOfGrouped = run.grouped.perSecond === 0 ? null : round(run.http.perSecond / run.grouped.perSecond);
    runs.push(run);
  }

  const report = {
    schemaVersion: 2,
    date: new Date().toISOString(),
    machine: { platform: `${os.platform()} ${os.arch()}`, cpus: os.cpus().length, node: process.version },
    connections: CONNECTIONS,
    seconds,
    target: { httpShareOfRaw: TARGET_SHARE },
    runs,
  };
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);

  const lines = [
    `\nAlavanca quota increments, ${report.date}, ${CONNECTIONS} connections, ${report.machine.cpus} CPUs`,
    'database   HTTP/s  p50 ms  p99 ms   raw/s  raw p99 ms  share  target  grouped/s  HTTP/grouped',
  ];
  for (const run of runs) {
    lines.push(
      [
        run.database.padEnd(8),
        String(run.http.perSecond).padStart(8),
        String(run.http.latencyMs.p50).padStart(7),
        String(run.http.latencyMs.p99).padStart(7),
        String(run.raw.perSecond).padStart(7),
        String(run.raw.latencyMs.p99).padStart(11),
        String(run.share).padStart(6),
        (run.met ? 'MET' : 'MISS').padStart(7),
        String(run.grouped.perSecond).padStart(10),
        String(run.shareOfGrouped).padStart(13),
      ].join(' '),
    );
  }
  lines.push(`\nTarget: HTTP rate ≥ ${TARGET_SHARE * 100} % of the raw rate on each database, no failed increment.`);
  lines.push(
    'raw: one user per statement, 50 in flight. grouped: all 50 users in each statement, one at a time, as the',
  );
  lines.push('server sends the increments that wait together; it bounds what the server can reach (not a target).');
  lines.push(`Written to ${path.relative(ROOT_DIR, RESULTS_FILE)}`);
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
