#!/usr/bin/env node
// Idea-validation benchmark: how long one validation takes. Two measures:
//   1. the domain's validateIdea, bundled as the server bundles it, over the calibration corpus's
//      ideas (five languages, vague to specific), one call at a time after a warm-up: p50 and p99;
//   2. POST /api/validations through HTTP on one built server instance, one request at a time
//      (the user's latency, not the server's throughput), on the embedded database and on the
//      PostgreSQL server: p50 and p99. Each request spends a unit, so the requests are spread
//      over fresh accounts on the Pro trial.
// A measurement, not a test: it exits 0 when a target is missed and 1 only when something breaks.
// See bench/README.md.
//
//   npm run bench:validation                    build the server, then both databases
//   npm run bench:validation -- --no-build      use apps/server/dist as it is
//   npm run bench:validation -- --requests 100  HTTP requests per database (default 200)
//   npm run bench:validation -- --only pglite   one database (pglite or postgres)

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startBuiltServer, withPostgresDatabase } from '../scripts/harness.mjs';
import { buildAsServer } from './engine/bundles.mjs';
import { callApi } from './shared/call-api.mjs';
import { trialAccount } from './shared/trial-account.mjs';
import { option } from './shared/options.mjs';

const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS_FILE = path.join(ROOT_DIR, 'bench/results/validation.json');
const VALIDATION_DIR = path.join(ROOT_DIR, 'packages/domain/src/validation');
const TARGETS = { domainP99Ms: 20 };
const DOMAIN_SECONDS = 3;
const WARMUP_CALLS = 500;
/** Validations a Pro trial allows. */
const PER_ACCOUNT = 10;

const args = process.argv.slice(2);
const requests = Number(option('--requests') ?? 200);
const only = option('--only');
const databases = only ? [only] : ['pglite', 'postgres'];
if (!Number.isInteger(requests) || requests < 1) throw new Error('--requests must be a whole number of at least 1');

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
const round = (value) => Math.round(value * 1000) / 1000;
const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { count: sorted.length, p50Ms: round(percentile(sorted, 0.5)), p99Ms: round(percentile(sorted, 0.99)) };
};

/** validateIdea and the corpus, bundled as the server's build bundles the domain. */
async function loadDomain() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alavanca-bench-validation-'));
  const file = await buildAsServer(
    {
      stdin: {
        contents: `export { validateIdea } from '${VALIDATION_DIR}/validate-idea';\nexport { IDEA_CORPUS } from '${VALIDATION_DIR}/testing/idea-corpus';`,
        resolveDir: dir,
        loader: 'ts',
        sourcefile: 'validation-entry.ts',
      },
    },
    path.join(dir, 'validation.mjs'),
  );
  return { module: await import(pathToFileURL(file).href), dir };
}

function measureDomain({ validateIdea, IDEA_CORPUS }) {
  const ideas = IDEA_CORPUS.map((entry) => entry.idea);
  for (let call = 0; call < WARMUP_CALLS; call += 1) validateIdea(ideas[call % ideas.length]);
  const times = [];
  const until = performance.now() + DOMAIN_SECONDS * 1000;
  for (let call = 0; performance.now() < until; call += 1) {
    const started = performance.now();
    validateIdea(ideas[call % ideas.length]);
    times.push(performance.now() - started);
  }
  return summary(times);
}

async function measureHttp(env, ideas) {
  const server = await startBuiltServer({ rootDir: ROOT_DIR, env });
  try {
    const times = [];
    let cookie = null;
    for (let request = 0; request < requests + PER_ACCOUNT; request += 1) {
      if (request % PER_ACCOUNT === 0) cookie = await trialAccount(server.baseUrl);
      const started = performance.now();
      const response = await callApi(server.baseUrl, 'POST', '/api/validations', {
        cookie,
        body: ideas[request % ideas.length],
      });
      const ms = performance.now() - started;
      if (response.status !== 201)
        throw new Error(`POST /api/validations answered ${response.status}: ${await response.text()}`);
      await response.arrayBuffer();
      // The first account's requests warm the server up.
      if (request >= PER_ACCOUNT) times.push(ms);
    }
    return summary(times);
  } finally {
    await server.stop();
  }
}

async function main() {
  if (!args.includes('--no-build')) {
    console.error('[validation] building the server…');
    const build = spawnSync('npm', ['run', 'build', '-w', '@alavanca/server'], { cwd: ROOT_DIR, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the server build failed');
  }
  const { module: domain, dir } = await loadDomain();
  console.error(`[validation] the domain: ${DOMAIN_SECONDS} s over ${domain.IDEA_CORPUS.length} ideas…`);
  const domainTimes = measureDomain(domain);
  fs.rmSync(dir, { recursive: true, force: true });

  const ideas = domain.IDEA_CORPUS.map((entry) => entry.idea);
  const http = {};
  for (const database of databases) {
    console.error(`[validation] POST /api/validations on ${database}, ${requests} requests…`);
    http[database] =
      database === 'postgres'
        ? await withPostgresDatabase((url) => measureHttp({ DATABASE_URL: url }, ideas))
        : await measureHttp({}, ideas);
  }

  const report = {
    date: new Date().toISOString(),
    machine: { platform: `${os.platform()} ${os.arch()}`, cpus: os.cpus().length, cpu: os.cpus()[0]?.model ?? null },
    node: process.version,
    domain: { ...domainTimes, target: `p99 < ${TARGETS.domainP99Ms} ms`, met: domainTimes.p99Ms < TARGETS.domainP99Ms },
    http,
  };
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
  const lines = [
    `validateIdea (domain)            p50 ${domainTimes.p50Ms} ms   p99 ${domainTimes.p99Ms} ms   (target p99 < ${TARGETS.domainP99Ms} ms)`,
    ...Object.entries(http).map(
      ([database, times]) =>
        `POST /api/validations (${database.padEnd(8)}) p50 ${times.p50Ms} ms   p99 ${times.p99Ms} ms   (${times.count} requests)`,
    ),
    `${report.domain.met ? 'MET ' : 'MISS'} validateIdea p99 < ${TARGETS.domainP99Ms} ms`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
