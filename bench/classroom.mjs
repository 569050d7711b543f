#!/usr/bin/env node
// Classroom benchmark: one round of a class whose 60 companies compete in one shared market.
//   1. In the domain (classMonth in packages/domain/src/classroom), as the server's build bundles
//      it: the market divided, then every company's month with its statements and explanation.
//      Each business type is a class of 60 students with their own prices and marketing, played
//      for 24 rounds; every round of every pass is timed, after a warm-up. Target: p99 < 100 ms.
//   2. Through the server, storage included: a built server, a teacher on Enterprise, 60 students
//      signed up and joined, each submitting decisions before every round; then the teacher's
//      POST /api/classes/:id/rounds is timed, 24 rounds, on the embedded database and on the
//      PostgreSQL server. Target: p99 < 1 s.
// A measurement, not a test: it exits 0 when a target is missed and 1 only when something breaks.
// See bench/README.md.
//
//   npm run bench:classroom                  build the app, then everything
//   npm run bench:classroom -- --no-build    use apps/web/dist and apps/server/dist as they are
//   npm run bench:classroom -- --passes 10   more passes over the domain's classes (more rounds timed)
//   npm run bench:classroom -- --only domain one measure: domain, pglite or postgres

import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBuiltServer, withPostgresDatabase } from '../scripts/harness.mjs';
import { importAsServer } from './engine/bundles.mjs';
import { callApi } from './shared/call-api.mjs';
import { REFERENCE_CLASS } from './shared/founder.mjs';
import { option } from './shared/options.mjs';

const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS_FILE = path.join(ROOT_DIR, 'bench/results/classroom.json');
const DOMAIN_DIR = path.join(ROOT_DIR, 'packages/domain/src');
const TARGETS = { domainRoundP99Ms: 100, serverRoundP99Ms: 1000 };
const COMPANIES = 60;
const ROUNDS = 24;
/** The server's class: a round a month for two years. */
const SERVER_ROUNDS = 24;

const args = process.argv.slice(2);
const passes = Number(option('--passes') ?? 3);
if (!Number.isInteger(passes) || passes < 1) throw new Error('--passes must be a whole number of at least 1');
const only = option('--only');
const measures = only ? [only] : ['domain', 'pglite', 'postgres'];
if (!measures.every((measure) => ['domain', 'pglite', 'postgres'].includes(measure)))
  throw new Error('--only takes domain, pglite or postgres');

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
const round = (value) => Math.round(value * 100) / 100;

/** The domain's round, timed for every business type. */
async function measureDomain() {
  console.error('[classroom] bundling the domain as the server does…');
  const domain = await loadDomain();
  const classes = domain.BUSINESS_TYPES.map((type) => classOf(domain, type));
  console.error('[classroom] warming up…');
  for (const oneClass of classes) playRounds(domain, oneClass);

  const times = [];
  const byType = {};
  const runningByType = {};
  for (let pass = 0; pass < passes; pass++) {
    for (const oneClass of classes) {
      const { times: classTimes, running } = playRounds(domain, oneClass);
      times.push(...classTimes);
      (byType[oneClass.setup.businessType] ??= []).push(...classTimes);
      runningByType[oneClass.setup.businessType] = running;
    }
  }
  const sorted = [...times].sort((a, b) => a - b);
  const types = Object.entries(byType).map(([businessType, list]) => {
    const s = [...list].sort((a, b) => a - b);
    const running = runningByType[businessType];
    return {
      businessType,
      p50Ms: round(percentile(s, 0.5)),
      p99Ms: round(percentile(s, 0.99)),
      // The companies that ran a month: a closed company's round costs nothing.
      runningFirst: running[0],
      runningLast: running[running.length - 1],
    };
  });
  return {
    rounds: sorted.length,
    p50Ms: round(percentile(sorted, 0.5)),
    p99Ms: round(percentile(sorted, 0.99)),
    types,
  };
}

async function expectStatus(response, status, what) {
  if (response.status !== status) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

async function signUp(baseUrl, name) {
  const response = await callApi(baseUrl, 'POST', '/api/account', {
    body: { name, email: `bench-${randomUUID()}@example.test`, password: 'correct horse battery staple' },
  });
  await expectStatus(response, 201, 'sign-up');
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';', 1)[0])
    .join('; ');
}

/** A class of 60 joined through the API, then 24 rounds, each after every student submitted: the close is timed. */
async function measureServer(env) {
  const server = await startBuiltServer({ rootDir: ROOT_DIR, env });
  try {
    const { baseUrl } = server;
    const teacher = await signUp(baseUrl, 'Helena Professora');
    const expiry = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
    await expectStatus(
      await callApi(baseUrl, 'POST', '/api/billing/checkout', {
        cookie: teacher,
        body: {
          plan: 'enterprise',
          card: { holderName: 'Helena Professora', number: '4242 4242 4242 4242', expiry, cvc: '123' },
        },
      }),
      200,
      'the Enterprise checkout',
    );
    const created = await expectStatus(
      await callApi(baseUrl, 'POST', '/api/classes', {
        cookie: teacher,
        body: { ...REFERENCE_CLASS, horizonMonths: SERVER_ROUNDS },
      }),
      201,
      'the class',
    );
    const classId = created.class.id;
    const students = [];
    for (let i = 0; i < COMPANIES; i++) {
      const cookie = await signUp(baseUrl, `Aluno ${i + 1}`);
      const joined = await expectStatus(
        await callApi(baseUrl, 'POST', '/api/classes/join', {
          cookie,
          body: { code: created.class.joinCode, companyName: `Empresa ${i + 1}` },
        }),
        200,
        'joining',
      );
      students.push({ cookie, price: 0.8 + (0.5 * i) / (COMPANIES - 1), state: joined.class.company.state });
    }
    const domain = await loadDomain();
    const times = [];
    for (let month = 1; month <= SERVER_ROUNDS; month++) {
      // Eight students at a time submit, as a class does in the last minutes before a deadline.
      for (let start = 0; start < students.length; start += 8) {
        await Promise.all(
          students.slice(start, start + 8).map(async (student) => {
            if (student.state.status !== 'running') return;
            const suggested = domain.suggestDecisions(student.state);
            const decisions = { ...suggested, priceCents: Math.round(suggested.priceCents * student.price) };
            await expectStatus(
              await callApi(baseUrl, 'PUT', `/api/classes/${classId}/decisions`, {
                cookie: student.cookie,
                body: { month, decisions },
              }),
              200,
              'a submission',
            );
          }),
        );
      }
      const began = performance.now();
      const response = await callApi(baseUrl, 'POST', `/api/classes/${classId}/rounds`, {
        cookie: teacher,
        body: { month },
      });
      await expectStatus(response, 200, 'closing the round');
      times.push(performance.now() - began);
      for (const student of students) {
        const view = await expectStatus(
          await callApi(baseUrl, 'GET', `/api/classes/${classId}`, { cookie: student.cookie }),
          200,
          'a student’s view',
        );
        student.state = view.class.company.state;
      }
    }
    const sorted = [...times].sort((a, b) => a - b);
    return { rounds: sorted.length, p50Ms: round(percentile(sorted, 0.5)), p99Ms: round(percentile(sorted, 0.99)) };
  } finally {
    await server.stop();
  }
}

function loadDomain() {
  return importAsServer(
    [
      `export { BUSINESS_TYPES } from '${DOMAIN_DIR}/constants';`,
      `export { classMonth } from '${DOMAIN_DIR}/classroom/class-month';`,
      `export { createSimulation, suggestDecisions } from '${DOMAIN_DIR}/simulation/create-simulation';`,
      `export { presetFor } from '${DOMAIN_DIR}/simulation/presets';`,
    ].join('\n'),
    'classroom',
  );
}

/** A class of 60 students of one business type: each with a price of 0.8–1.3× the reference and 0–2× the marketing. */
function classOf(domain, businessType) {
  const preset = domain.presetFor(businessType, 'BRL');
  const setup = {
    businessType,
    name: 'Turma',
    country: 'BR',
    currency: 'BRL',
    startingCapitalCents: preset.suggestedCapitalCents,
    horizonMonths: 36,
    difficulty: 'normal',
    seed: 2026,
    firstCalendarMonth: 3,
  };
  const students = Array.from({ length: COMPANIES }, (_, i) => ({
    price: Math.round(preset.referencePriceCents * (0.8 + (0.5 * i) / (COMPANIES - 1))),
    marketing: Math.round((preset.marketingScaleCents * 2 * ((i * 7) % COMPANIES)) / (COMPANIES - 1)),
  }));
  return { setup, students, start: domain.createSimulation(setup) };
}

/** Plays a class's rounds, timing each; returns the times in ms and the companies still running in each. */
function playRounds(domain, { students, start }) {
  let states = students.map(() => start);
  const times = [];
  const running = [];
  for (let r = 0; r < ROUNDS; r++) {
    const entrants = states.map((state, i) => ({
      state,
      decisions: {
        ...domain.suggestDecisions(state),
        priceCents: students[i].price,
        marketingCents: students[i].marketing,
      },
    }));
    const began = performance.now();
    const { companies } = domain.classMonth('shared', entrants);
    times.push(performance.now() - began);
    running.push(companies.filter(Boolean).length);
    states = companies.map((company, i) => company?.state ?? states[i]);
  }
  return { times, running };
}

async function main() {
  const loadAtStart = os.loadavg().map(round);
  const results = {};
  if (measures.includes('domain')) results.domain = await measureDomain();
  const servers = measures.filter((measure) => measure !== 'domain');
  if (servers.length > 0 && !args.includes('--no-build')) {
    console.error('[classroom] building the app…');
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT_DIR, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the build failed');
  }
  for (const database of servers) {
    console.error(`[classroom] ${COMPANIES} students and ${SERVER_ROUNDS} rounds through the server, on ${database}…`);
    results[database] =
      database === 'postgres'
        ? await withPostgresDatabase((url) => measureServer({ DATABASE_URL: url }))
        : await measureServer({});
  }
  const serverP99 = Math.max(0, ...servers.map((database) => results[database].p99Ms));
  const report = {
    measuredAt: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    loadAtStart,
    companies: COMPANIES,
    ...results,
    targets: TARGETS,
    met: {
      domainRoundP99: results.domain ? results.domain.p99Ms < TARGETS.domainRoundP99Ms : null,
      serverRoundP99: servers.length > 0 ? serverP99 < TARGETS.serverRoundP99Ms : null,
    },
  };
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);

  const lines = [''];
  if (results.domain) {
    const domain = results.domain;
    lines.push(
      `One round of a ${COMPANIES}-company shared market (domain, server bundle), ${domain.rounds} rounds:`,
      ...domain.types.map(
        (row) =>
          `  ${row.businessType.padEnd(10)} p50 ${row.p50Ms} ms   p99 ${row.p99Ms} ms   companies running: ${row.runningFirst} in round 1, ${row.runningLast} in round ${ROUNDS}`,
      ),
      `  all        p50 ${domain.p50Ms} ms   p99 ${domain.p99Ms} ms   target p99 < ${TARGETS.domainRoundP99Ms} ms: ${report.met.domainRoundP99 ? 'met' : 'MISSED'}`,
    );
  }
  for (const database of servers) {
    const server = results[database];
    lines.push(
      `POST /api/classes/:id/rounds, ${COMPANIES} companies (${database.padEnd(8)}) p50 ${server.p50Ms} ms   p99 ${server.p99Ms} ms   (${server.rounds} rounds)`,
    );
  }
  if (servers.length > 0)
    lines.push(`  target p99 < ${TARGETS.serverRoundP99Ms} ms: ${report.met.serverRoundP99 ? 'met' : 'MISSED'}`);
  lines.push('', `Written to ${path.relative(ROOT_DIR, RESULTS_FILE)}`);
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
