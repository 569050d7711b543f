#!/usr/bin/env node
// Community benchmark (issue 41, decision 036): the community's reads with a large community
// behind them. On each database (the embedded one in a throw-away DATA_DIR, and a database of its
// own on the PostgreSQL server), a built server makes a teacher with two classes and a member in
// one of them through the API; stopped, the database is filled directly with `--posts` posts
// (100,000 by default) in topics of every public space and of both classes' spaces, in the five
// languages, indexed for search as the server indexes them (community_search_vector); started
// again, the member reads one request at a time over HTTP, after a warm-up:
//   - the first page of a space's topics, across every space (target p99 < 50 ms);
//   - a search, across queries in the five languages, a quarter of them kept to one space
//     (target p99 < 100 ms);
//   - the similar topics of a title being typed (no target: shown for the record).
// It exits 1 when a target is missed or something breaks. See bench/README.md.
//
//   npm run bench:community                      build the server, then both databases
//   npm run bench:community -- --no-build        use apps/server/dist as it is
//   npm run bench:community -- --only pglite     one database (pglite or postgres)
//   npm run bench:community -- --posts 20000 --requests 100
//
// The PostgreSQL server is DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres);
// the run creates a database of its own there and drops it afterwards.

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { startBuiltServer, withPostgresDatabase } from '../scripts/harness.mjs';
import { seedCommunity } from './community/seed.mjs';
import { NEW_TITLES, QUERIES } from './community/corpus.mjs';
import { callApi } from './shared/call-api.mjs';
import { REFERENCE_CLASS } from './shared/founder.mjs';
import { option } from './shared/options.mjs';
import { trialAccount } from './shared/trial-account.mjs';

const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS_FILE = path.join(ROOT_DIR, 'bench/results/community.json');
const TARGETS = { topicsP99Ms: 50, searchP99Ms: 100 };
const WARMUP = 10;
/** A first start on the embedded database creates it; a busy two-core machine can take a minute. */
const START_TIMEOUT_MS = 180_000;

const args = process.argv.slice(2);
const only = option('--only');
if (only !== undefined && !['pglite', 'postgres'].includes(only)) throw new Error('--only takes pglite or postgres');
const databases = only ? [only] : ['pglite', 'postgres'];
const posts = Number(option('--posts') ?? 100_000);
if (!Number.isInteger(posts) || posts < 1000) throw new Error('--posts takes a whole number, at least 1000');
const requests = Number(option('--requests') ?? 300);
if (!Number.isInteger(requests) || requests < 10) throw new Error('--requests takes a whole number, at least 10');

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
const round = (value) => Math.round(value * 100) / 100;

async function expectOk(response, what) {
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** The teacher's two classes, the member who measures (a student of the first), and the public spaces. */
async function membersThroughApi(baseUrl) {
  const teacher = await trialAccount(baseUrl);
  const classes = [];
  for (const name of ['Turma da manhã', 'Turma da noite']) {
    const { class: created } = await expectOk(
      await callApi(baseUrl, 'POST', '/api/classes', { cookie: teacher, body: { ...REFERENCE_CLASS, name } }),
      'POST /api/classes',
    );
    classes.push({ id: created.id, joinCode: created.joinCode });
  }
  const member = await trialAccount(baseUrl);
  await expectOk(
    await callApi(baseUrl, 'POST', '/api/classes/join', {
      cookie: member,
      body: { code: classes[0].joinCode, companyName: 'Sabor da Bancada' },
    }),
    'POST /api/classes/join',
  );
  const { spaces } = await expectOk(
    await callApi(baseUrl, 'GET', '/api/community/spaces', { cookie: member }),
    'GET /api/community/spaces',
  );
  return {
    member,
    classIds: classes.map((one) => one.id),
    publicSpaces: spaces.filter((space) => space.language !== null).map((space) => space.key),
  };
}

/** Times `count` GETs of `paths` in turn, one at a time, after a round of each: p50, p95, p99 in ms. */
async function timed(baseUrl, cookie, paths, count, check) {
  const times = [];
  const warmup = Math.max(WARMUP, paths.length);
  for (let index = 0; index < count + warmup; index += 1) {
    const url = paths[index % paths.length];
    const started = performance.now();
    const response = await callApi(baseUrl, 'GET', url, { cookie });
    const body = await response.json();
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body)}`);
    check(body);
    if (index >= warmup) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  return {
    p50Ms: round(percentile(times, 0.5)),
    p95Ms: round(percentile(times, 0.95)),
    p99Ms: round(percentile(times, 0.99)),
  };
}

/** The member's reads on a server over `env`, once `fill` has filled its stopped database. */
async function measure(database, env, fill) {
  const first = await startBuiltServer({ rootDir: ROOT_DIR, env, healthTimeoutMs: START_TIMEOUT_MS });
  let people;
  try {
    people = await membersThroughApi(first.baseUrl);
  } finally {
    await first.stop();
  }
  console.error(`[community] ${database}: seeding ${posts.toLocaleString('en-US')} posts…`);
  const started = performance.now();
  const seeded = await fill(people);
  const seedSeconds = round((performance.now() - started) / 1000);
  console.error(`[community] ${database}: ${seeded.topics} topics in ${seedSeconds} s; reading…`);

  const server = await startBuiltServer({ rootDir: ROOT_DIR, env, healthTimeoutMs: START_TIMEOUT_MS });
  try {
    const { baseUrl } = server;
    const { spaces } = await expectOk(
      await callApi(baseUrl, 'GET', '/api/community/spaces', { cookie: people.member }),
      'GET /api/community/spaces',
    );
    const keys = spaces.map((space) => encodeURIComponent(space.key));
    /** How many results each search answered. */
    const found = [];
    const firstPage = await timed(
      baseUrl,
      people.member,
      keys.map((key) => `/api/community/topics?space=${key}`),
      requests,
      (body) => {
        if (body.topics.length === 0) throw new Error('a space listed no topics');
      },
    );
    const search = await timed(
      baseUrl,
      people.member,
      QUERIES.map(
        (q, index) =>
          `/api/community/search?q=${encodeURIComponent(q)}${index % 4 === 3 ? `&space=${keys[index % keys.length]}` : ''}`,
      ),
      requests,
      (body) => {
        found.push(body.results.length);
      },
    );
    const similar = await timed(
      baseUrl,
      people.member,
      NEW_TITLES.map(
        (title, index) => `/api/community/similar?space=${keys[index]}&title=${encodeURIComponent(title)}`,
      ),
      requests,
      () => undefined,
    );
    return {
      database,
      ...seeded,
      seedSeconds,
      firstPage,
      search: { ...search, resultsPerPage: round(found.reduce((sum, one) => sum + one, 0) / found.length) },
      similar,
    };
  } finally {
    await server.stop();
  }
}

/** The embedded database the way the server keeps it, filled by this process while the server is stopped. */
async function measurePglite() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alavanca-community-'));
  try {
    return await measure('pglite', { DATA_DIR: dataDir }, async ({ publicSpaces, classIds }) => {
      const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
      try {
        // No ANALYZE: the embedded database has no autovacuum, so the server never has statistics.
        return await seedCommunity(async (text, params) => (await db.query(text, params)).rows, {
          posts,
          publicSpaces,
          classIds,
        });
      } finally {
        await db.close();
      }
    });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measurePostgres() {
  return withPostgresDatabase((url) =>
    measure('postgres', { DATABASE_URL: url }, async ({ publicSpaces, classIds }) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const seeded = await seedCommunity(async (text, params) => (await client.query(text, params)).rows, {
          posts,
          publicSpaces,
          classIds,
        });
        // What autovacuum does within a minute of such a load on a running server: measured now,
        // it would run in the middle of the reads.
        await client.query('vacuum analyze');
        return seeded;
      } finally {
        await client.end();
      }
    }),
  );
}

if (!args.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build', '-w', '@alavanca/server'], { cwd: ROOT_DIR, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the server build failed');
}
const runs = [];
for (const database of databases) runs.push(database === 'postgres' ? await measurePostgres() : await measurePglite());

const met = (value, target) => (value <= target ? 'ok' : 'MISS');
const line = (name, { p50Ms, p95Ms, p99Ms }, target) =>
  `  ${name.padEnd(34)} p50 ${p50Ms.toFixed(1).padStart(6)} ms  p95 ${p95Ms.toFixed(1).padStart(6)} ms  p99 ${p99Ms.toFixed(1).padStart(6)} ms  ${target === undefined ? '(no target)' : `(target ${target} ms) ${met(p99Ms, target)}`}`;
const lines = runs.flatMap((run) => [
  `${run.database}: ${run.posts.toLocaleString('en-US')} posts in ${run.topics.toLocaleString('en-US')} topics, seeded in ${run.seedSeconds} s; ${requests} reads each, one at a time`,
  line("a space's first page of topics", run.firstPage, TARGETS.topicsP99Ms),
  line(`search (${run.search.resultsPerPage} results a page)`, run.search, TARGETS.searchP99Ms),
  line('similar topics', run.similar),
]);
process.stdout.write(`${lines.join('\n')}\n`);

fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
fs.writeFileSync(
  RESULTS_FILE,
  `${JSON.stringify({ date: new Date().toISOString(), machine: { cpus: os.cpus().length, node: process.version }, requests, targets: TARGETS, runs }, null, 2)}\n`,
);
const missed = runs.some((run) => run.firstPage.p99Ms > TARGETS.topicsP99Ms || run.search.p99Ms > TARGETS.searchP99Ms);
process.exit(missed ? 1 : 0);
