#!/usr/bin/env node
// AI mentor benchmark: how good the built-in mentor's answers are, how long it takes to answer,
// and how soon an answer starts arriving. First a quality report:
//   - the mentor's quality review (packages/domain/src/mentor/testing/review-corpus.ts: over a
//     hundred questions of eight founders, each with what an advisor expects written by hand):
//     topic hit, deciding facts quoted, what-if runs where due, forbidden content, repetition;
//   - the topic reader: five-fold cross-validation over the training questions, and the held-out
//     half of the labelled set, per language.
// Then three measures:
//   1. the built-in answer (topic search, facts, what-if runs, plan, words), bundled as the server
//      bundles it, over the twenty questions in pt-BR and en-US, the four personas, for a founder
//      with a simulation and a validation and for one with neither: p50 and p99, and the same for
//      the decisions alone, whose answers play the company forward (target p99 < 150 ms);
//   2. the grounding of one question: a simulation's snapshot with its 1,000-future risk forecast
//      and a validation's, as the server builds them before answering: p50 and p99;
//   3. POST /api/mentor/conversations/:id/messages through HTTP on one built server instance, one
//      question at a time: the time to the first streamed byte, and to the whole answer (sent at
//      the product's reading pace). On the embedded database; `--only postgres` for the server.
// A measurement, not a test: it exits 0 when a target is missed and 1 only when something breaks.
// See bench/README.md.
//
//   npm run bench:mentor                    build the server, then measure
//   npm run bench:mentor -- --no-build      use apps/server/dist as it is
//   npm run bench:mentor -- --requests 50   HTTP questions (default 100)
//   npm run bench:mentor -- --only postgres the PostgreSQL server instead of the embedded database

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
const RESULTS_FILE = path.join(ROOT_DIR, 'bench/results/mentor.json');
const MENTOR_DIR = path.join(ROOT_DIR, 'apps/server/src/modules/mentor');
const TESTING_DIR = path.join(ROOT_DIR, 'packages/domain/src/mentor/testing');
const TARGETS = { answerP99Ms: 150 };
const SECONDS = 3;
const WARMUP_CALLS = 200;
const PERSONAS = ['eva', 'max', 'leo', 'bia'];

const args = process.argv.slice(2);
const requests = Number(option('--requests') ?? 100);
const database = option('--only') ?? 'pglite';
if (!Number.isInteger(requests) || requests < 1) throw new Error('--requests must be a whole number of at least 1');
if (!['pglite', 'postgres'].includes(database)) throw new Error('--only takes pglite or postgres');

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
const round = (value) => Math.round(value * 1000) / 1000;
const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { count: sorted.length, p50Ms: round(percentile(sorted, 0.5)), p99Ms: round(percentile(sorted, 0.99)) };
};

/** The built-in mentor and the tests' founders, bundled as the server's build bundles them. */
async function loadMentor() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alavanca-bench-mentor-'));
  const file = await buildAsServer(
    {
      stdin: {
        contents: [
          `export { BuiltInMentor } from '${MENTOR_DIR}/built-in-mentor';`,
          `export { emptyContext, fullContext } from '${TESTING_DIR}/contexts';`,
          `export { TWENTY_QUESTIONS } from '${TESTING_DIR}/questions';`,
          `export { LANGUAGES } from '${path.join(ROOT_DIR, 'packages/domain/src/constants')}';`,
          `export { reviewAnswers, summarise } from '${MENTOR_DIR}/testing/answer-review';`,
          `export { crossValidate, figuresLine, heldOutFigures } from '${MENTOR_DIR}/testing/reader-validation';`,
        ].join('\n'),
        resolveDir: dir,
        loader: 'ts',
        sourcefile: 'mentor-entry.ts',
      },
    },
    path.join(dir, 'mentor.mjs'),
  );
  return { module: await import(pathToFileURL(file).href), dir };
}

/** Runs `call(i)` for SECONDS after a warm-up, one at a time: its times. */
function timeCalls(call) {
  for (let index = 0; index < WARMUP_CALLS; index += 1) call(index);
  const times = [];
  const until = performance.now() + SECONDS * 1000;
  for (let index = 0; performance.now() < until; index += 1) {
    const started = performance.now();
    call(index);
    times.push(performance.now() - started);
  }
  return summary(times);
}

/** Topics whose answers play the founder's company forward (what-if runs). */
const DECISIONS = new Set(['pricing', 'marketing', 'hiring', 'loans', 'stock-capacity']);

function measureAnswers({ BuiltInMentor, emptyContext, fullContext, TWENTY_QUESTIONS }, decisionsOnly = false) {
  const mentor = new BuiltInMentor();
  const contexts = ['pt-BR', 'en-US'].flatMap((language) =>
    decisionsOnly ? [fullContext(language)] : [fullContext(language), emptyContext(language)],
  );
  const questions = TWENTY_QUESTIONS.filter((question) => !decisionsOnly || DECISIONS.has(question.topic));
  const cases = contexts.flatMap((context) =>
    questions.flatMap((question) =>
      PERSONAS.map((persona) => ({ question: question[context.language], persona, context })),
    ),
  );
  return timeCalls((index) => {
    const { question, persona, context } = cases[index % cases.length];
    mentor.answer(question, persona, context);
  });
}

async function measureHttp(env, questions) {
  // The questions-per-hour limit would stop the run: it is a guard, not what is measured.
  const server = await startBuiltServer({ rootDir: ROOT_DIR, env: { ...env, RATE_LIMITS: 'off' } });
  try {
    const cookie = await trialAccount(server.baseUrl);
    const created = await callApi(server.baseUrl, 'POST', '/api/mentor/conversations', { cookie, body: {} });
    if (created.status !== 201) throw new Error(`a conversation answered ${created.status}: ${await created.text()}`);
    const { conversation } = await created.json();
    const firstByte = [];
    const whole = [];
    const warmup = 5;
    for (let request = 0; request < requests + warmup; request += 1) {
      const started = performance.now();
      const response = await callApi(server.baseUrl, 'POST', `/api/mentor/conversations/${conversation.id}/messages`, {
        cookie,
        body: { content: questions[request % questions.length] },
      });
      if (response.status !== 200) throw new Error(`a question answered ${response.status}: ${await response.text()}`);
      const reader = response.body.getReader();
      let first = null;
      let text = '';
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        first ??= performance.now() - started;
        text += new TextDecoder().decode(value);
      }
      if (!text.includes('event: done')) throw new Error(`an answer ended without its done event: ${text.slice(-200)}`);
      if (request >= warmup) {
        firstByte.push(first);
        whole.push(performance.now() - started);
      }
    }
    return { firstByte: summary(firstByte), wholeAnswer: summary(whole) };
  } finally {
    await server.stop();
  }
}

async function main() {
  if (!args.includes('--no-build')) {
    console.error('[mentor] building the server…');
    const build = spawnSync('npm', ['run', 'build', '-w', '@alavanca/server'], { cwd: ROOT_DIR, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the server build failed');
  }
  const { module, dir } = await loadMentor();
  console.error('[mentor] the quality review and the topic reader…');
  const review = module.summarise(module.reviewAnswers());
  const crossValidation = module.LANGUAGES.map((language) => module.figuresLine(module.crossValidate(language)));
  const heldOut = module.heldOutFigures().map(module.figuresLine);
  console.error(`[mentor] the built-in answer: ${SECONDS} s over the twenty questions…`);
  const answer = measureAnswers(module);
  console.error(`[mentor] the decisions' answers, with what-if runs: ${SECONDS} s…`);
  const decisions = measureAnswers(module, true);
  console.error(`[mentor] the grounding of a question: ${SECONDS} s…`);
  const grounding = timeCalls((index) => module.fullContext(index % 2 === 0 ? 'pt-BR' : 'en-US'));
  fs.rmSync(dir, { recursive: true, force: true });

  const questions = module.TWENTY_QUESTIONS.map((question) => question['pt-BR']);
  console.error(`[mentor] ${requests} questions through HTTP on ${database}…`);
  const http =
    database === 'postgres'
      ? await withPostgresDatabase((url) => measureHttp({ DATABASE_URL: url }, questions))
      : await measureHttp({}, questions);

  const report = {
    date: new Date().toISOString(),
    machine: { platform: `${os.platform()} ${os.arch()}`, cpus: os.cpus().length, cpu: os.cpus()[0]?.model ?? null },
    node: process.version,
    quality: { review, topicReader: { crossValidation, heldOut } },
    builtInAnswer: { ...answer, target: `p99 < ${TARGETS.answerP99Ms} ms`, met: answer.p99Ms < TARGETS.answerP99Ms },
    decisionAnswer: {
      ...decisions,
      target: `p99 < ${TARGETS.answerP99Ms} ms`,
      met: decisions.p99Ms < TARGETS.answerP99Ms,
    },
    grounding,
    http: { database, ...http },
  };
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
  const lines = [
    'quality review',
    ...review.map((line) => `  ${line}`),
    'topic reader, cross-validated on the training questions',
    ...crossValidation.map((line) => `  ${line}`),
    'topic reader, held-out questions',
    ...heldOut.map((line) => `  ${line}`),
    `built-in answer                  p50 ${answer.p50Ms} ms   p99 ${answer.p99Ms} ms   (target p99 < ${TARGETS.answerP99Ms} ms)`,
    `decision answer, what-if runs    p50 ${decisions.p50Ms} ms   p99 ${decisions.p99Ms} ms   (target p99 < ${TARGETS.answerP99Ms} ms)`,
    `grounding (snapshots, forecast)  p50 ${grounding.p50Ms} ms   p99 ${grounding.p99Ms} ms`,
    `first streamed byte (${database.padEnd(8)})   p50 ${http.firstByte.p50Ms} ms   p99 ${http.firstByte.p99Ms} ms   (${http.firstByte.count} questions)`,
    `whole answer, paced (${database.padEnd(8)})   p50 ${http.wholeAnswer.p50Ms} ms   p99 ${http.wholeAnswer.p99Ms} ms`,
    `${report.builtInAnswer.met ? 'MET ' : 'MISS'} built-in answer p99 < ${TARGETS.answerP99Ms} ms`,
    `${report.decisionAnswer.met ? 'MET ' : 'MISS'} decision answer with what-if runs p99 < ${TARGETS.answerP99Ms} ms`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
