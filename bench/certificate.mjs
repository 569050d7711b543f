#!/usr/bin/env node
// Certificate benchmark (issue 40, decision 035): how the exam's points fall for each documented
// founder, and what scoring an exam costs. The founders are the calibration's
// (packages/domain/src/simulation/founder-policies.ts) and the restless one (bench/shared/bench-founders.mjs).
// Each plays the six exam months of both levels on held-out seeds and answers the board's queries
// and the knowledge questions all right (the upper bound of its total: what its running of the
// company allows) — so a pass rate here says whether the run part alone keeps a founder out.
// Scoring replays the months and the careful founder's run on the same seed, as the server does
// for every submission and the verification page for every "reproduce" (target p99 50 ms).
// Then, through HTTP on one built server instance on each database, the verification page: a
// certificate earned through the API (the careful rule from what the attempt shows, every question
// right), then its public read `GET /api/certificates/:id` and its page as the server serves it
// (the read written in), one request at a time (target p99 100 ms).
// A measurement, not a test: it exits 0 when the target is missed (MISS in its table) and 1 only
// when something breaks, as the other benchmarks. See bench/README.md.
//
//   npm run bench:certificate                  40 seeds per level, from seed 1001 (not tuned on); builds the app
//   npm run bench:certificate -- --seeds 100 --first-seed 1
//   npm run bench:certificate -- --no-build --requests 100 --only pglite

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBuiltServer, withPostgresDatabase } from '../scripts/harness.mjs';
import { importAsBrowser } from './engine/bundles.mjs';
import { callApi } from './shared/call-api.mjs';
import { option } from './shared/options.mjs';
import { benchFounders } from './shared/bench-founders.mjs';

const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS_FILE = path.join(ROOT_DIR, 'bench/results/certificate.json');
const DOMAIN = path.join(ROOT_DIR, 'packages/domain/src');
const TARGET_P99_MS = 50;
const PAGE_TARGET_P99_MS = 100;
const WARMUP = 5;

const seeds = Number(option('--seeds') ?? 40);
if (!Number.isInteger(seeds) || seeds < 1) throw new Error('--seeds takes a whole number, at least 1');
const firstSeed = Number(option('--first-seed') ?? 1001);
if (!Number.isInteger(firstSeed) || firstSeed < 1) throw new Error('--first-seed takes a whole number, at least 1');
const requests = Number(option('--requests') ?? 200);
if (!Number.isInteger(requests) || requests < 1) throw new Error('--requests takes a whole number, at least 1');
const only = option('--only');
const databases = only ? [only] : ['pglite', 'postgres'];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];

const domain = await importAsBrowser(
  [
    `export { carefulFounder, typicalFounder, pressAdvance, fitDecisions } from '${DOMAIN}/simulation/founder-policies';`,
    `export { hash32 } from '${DOMAIN}/simulation/random';`,
    `export { scoreExam } from '${DOMAIN}/certificate/exam';`,
    `export { KNOWLEDGE_QUESTIONS, PASS_MARK, RUN_MARK } from '${DOMAIN}/certificate/levels';`,
    `export { examRun } from '${DOMAIN}/certificate/testing/exam-runs';`,
    `export { EXAM_LEVELS } from '${DOMAIN}/certificate/levels';`,
    `export { rightAnswers } from '${DOMAIN}/certificate/board-queries';`,
    `export { suggestDecisions } from '${DOMAIN}/simulation/create-simulation';`,
  ].join('\n'),
  'certificate',
);

const FOUNDERS = benchFounders(domain);
const rows = [];
const timings = [];

for (const level of domain.EXAM_LEVELS) {
  for (const [name, policy] of Object.entries(FOUNDERS)) {
    const runPoints = [];
    let passes = 0;
    for (let seed = firstSeed; seed < firstSeed + seeds; seed += 1) {
      const { setup, decisions, months } = domain.examRun(level, seed, policy);
      const board = domain.rightAnswers(months);
      const knowledge = { right: domain.KNOWLEDGE_QUESTIONS, asked: domain.KNOWLEDGE_QUESTIONS };
      // Stored and read back, as the server scores a submission.
      const stored = JSON.parse(JSON.stringify({ setup, decisions, board, knowledge }));
      const started = performance.now();
      const score = domain.scoreExam(stored);
      timings.push(performance.now() - started);
      runPoints.push(score.parts.performance + score.parts.scorecard);
      if (score.passed) passes += 1;
    }
    runPoints.sort((a, b) => a - b);
    rows.push({
      level,
      founder: name,
      p10: percentile(runPoints, 0.1),
      median: percentile(runPoints, 0.5),
      p90: percentile(runPoints, 0.9),
      passRate: passes / seeds,
    });
  }
}

/** The question bank's right options, read as data. */
const RIGHT = new Map(
  JSON.parse(fs.readFileSync(path.join(DOMAIN, 'certificate/exam-questions.json'), 'utf8')).map((question) => [
    question.id,
    question.right,
  ]),
);

async function answered(response, what) {
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** A certificate earned through the API on a Pro trial: the careful rule's months, every question right. */
async function earnedCertificate(baseUrl) {
  const signUp = await callApi(baseUrl, 'POST', '/api/account', {
    body: { name: 'Bench Holder', email: `bench-${Date.now()}@example.test`, password: 'correct horse battery staple' },
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((line) => line.split(';', 1)[0])
    .join('; ');
  await answered(await callApi(baseUrl, 'POST', '/api/subscription/trial', { cookie }), 'the trial');
  let { attempt } = await answered(
    await callApi(baseUrl, 'POST', '/api/certificate/attempts', { cookie, body: { level: 'foundation' } }),
    'the start',
  );
  while (attempt.phase === 'playing')
    ({ attempt } = await answered(
      await callApi(baseUrl, 'POST', `/api/certificate/attempts/${attempt.id}/months`, {
        cookie,
        body: { month: attempt.months.length + 1, decisions: domain.suggestDecisions(attempt.state) },
      }),
      'a month',
    ));
  const board = Object.entries(domain.rightAnswers(attempt.months)).map(([id, answer]) => ({ id, answer }));
  const knowledge = attempt.questions.map(({ id }) => ({ id, option: RIGHT.get(id) }));
  ({ attempt } = await answered(
    await callApi(baseUrl, 'POST', `/api/certificate/attempts/${attempt.id}/answers`, {
      cookie,
      body: { board, knowledge },
    }),
    'the answers',
  ));
  if (!attempt.certificateId) throw new Error('the careful candidate did not pass');
  return attempt.certificateId;
}

/** p50 and p99 of `requests` reads of the certificate's API and of its page, one at a time. */
async function measurePage(env) {
  const server = await startBuiltServer({ rootDir: ROOT_DIR, env });
  try {
    const id = await earnedCertificate(server.baseUrl);
    const result = {};
    for (const [what, url] of [
      ['api', `/api/certificates/${id}`],
      ['page', `/certificado/verificar/${id}`],
    ]) {
      const times = [];
      for (let request = 0; request < requests + WARMUP; request += 1) {
        const started = performance.now();
        const response = await fetch(`${server.baseUrl}${url}`);
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
        if (request >= WARMUP) times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      result[what] = { p50Ms: percentile(times, 0.5), p99Ms: percentile(times, 0.99) };
    }
    return result;
  } finally {
    await server.stop();
  }
}

if (!process.argv.includes('--no-build')) {
  process.stderr.write('[certificate] building the app…\n');
  if (spawnSync('npm', ['run', 'build'], { cwd: ROOT_DIR, stdio: 'inherit' }).status !== 0)
    throw new Error('the build failed');
}
const pages = {};
for (const database of databases) {
  process.stderr.write(`[certificate] the verification page on ${database}, ${requests} reads…\n`);
  pages[database] =
    database === 'postgres'
      ? await withPostgresDatabase((url) => measurePage({ DATABASE_URL: url }))
      : await measurePage({});
}

timings.sort((a, b) => a - b);
const p99 = percentile(timings, 0.99);
const lines = [
  `Exam runs, ${seeds} seeds per level from seed ${firstSeed}; every question answered right (pass needs ${domain.PASS_MARK} in all and ${domain.RUN_MARK} of the run's 600):`,
  `${'level'.padEnd(11)} ${'founder'.padEnd(9)} ${'run p10'.padStart(8)} ${'median'.padStart(8)} ${'p90'.padStart(8)} ${'passes'.padStart(8)}`,
  ...rows.map(
    (row) =>
      `${row.level.padEnd(11)} ${row.founder.padEnd(9)} ${row.p10.toFixed(0).padStart(8)} ${row.median.toFixed(0).padStart(8)} ${row.p90.toFixed(0).padStart(8)} ${`${(100 * row.passRate).toFixed(0)}%`.padStart(8)}`,
  ),
  '',
  `Scoring an exam: p50 ${percentile(timings, 0.5).toFixed(2)} ms, p95 ${percentile(timings, 0.95).toFixed(2)} ms, p99 ${p99.toFixed(2)} ms (target ${TARGET_P99_MS} ms) ${p99 <= TARGET_P99_MS ? 'ok' : 'MISS'}`,
  ...Object.entries(pages).flatMap(([database, measured]) =>
    Object.entries(measured).map(
      ([what, { p50Ms, p99Ms }]) =>
        `Verification ${what === 'api' ? 'read (GET /api/certificates/:id)' : 'page (its HTML, with the read written in)'} on ${database}: p50 ${p50Ms.toFixed(1)} ms, p99 ${p99Ms.toFixed(1)} ms (target ${PAGE_TARGET_P99_MS} ms) ${p99Ms <= PAGE_TARGET_P99_MS ? 'ok' : 'MISS'}`,
    ),
  ),
];
process.stdout.write(`${lines.join('\n')}\n`);

fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
fs.writeFileSync(RESULTS_FILE, `${JSON.stringify({ firstSeed, seeds, rows, scoringP99Ms: p99, pages }, null, 2)}\n`);
