#!/usr/bin/env node
// Classroom benchmark: one round of a class whose 60 companies compete in one shared market
// (classMonth in packages/domain/src/classroom), as the server's build bundles the domain: the
// market divided, then every company's month with its statements and explanation. Each business
// type is a class of 60 students with their own prices and marketing, played from month 0 to
// month 24; every round of every class is timed, after a warm-up. Target: p99 < 100 ms.
// A measurement, not a test: it exits 0 when a target is missed and 1 only when something breaks.
// See bench/README.md.
//
//   npm run bench:classroom                  every business type, 24 rounds each, 3 passes
//   npm run bench:classroom -- --passes 10   more passes over the classes (more rounds timed)

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildAsServer } from './engine/bundles.mjs';

const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS_FILE = path.join(ROOT_DIR, 'bench/results/classroom.json');
const DOMAIN_DIR = path.join(ROOT_DIR, 'packages/domain/src');
const TARGETS = { domainRoundP99Ms: 100 };
const COMPANIES = 60;
const ROUNDS = 24;

const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
};
const passes = Number(option('--passes') ?? 3);
if (!Number.isInteger(passes) || passes < 1) throw new Error('--passes must be a whole number of at least 1');

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
const round = (value) => Math.round(value * 100) / 100;

async function loadDomain() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alavanca-bench-classroom-'));
  const file = await buildAsServer(
    {
      stdin: {
        contents: [
          `export { BUSINESS_TYPES } from '${DOMAIN_DIR}/constants';`,
          `export { classMonth } from '${DOMAIN_DIR}/classroom/class-month';`,
          `export { createSimulation, suggestDecisions } from '${DOMAIN_DIR}/simulation/create-simulation';`,
          `export { presetFor } from '${DOMAIN_DIR}/simulation/presets';`,
        ].join('\n'),
        resolveDir: dir,
        loader: 'ts',
        sourcefile: 'classroom-entry.ts',
      },
    },
    path.join(dir, 'classroom.mjs'),
  );
  const module = await import(pathToFileURL(file).href);
  fs.rmSync(dir, { recursive: true, force: true });
  return module;
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
  const domainRound = {
    rounds: sorted.length,
    p50Ms: round(percentile(sorted, 0.5)),
    p99Ms: round(percentile(sorted, 0.99)),
  };
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
  const report = {
    measuredAt: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    loadAtStart,
    companies: COMPANIES,
    domainRound,
    types,
    targets: TARGETS,
    met: { domainRoundP99: domainRound.p99Ms < TARGETS.domainRoundP99Ms },
  };
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);

  const lines = [
    '',
    `One round of a ${COMPANIES}-company shared market (domain, server bundle), ${domainRound.rounds} rounds:`,
    ...types.map(
      (row) =>
        `  ${row.businessType.padEnd(10)} p50 ${row.p50Ms} ms   p99 ${row.p99Ms} ms   companies running: ${row.runningFirst} in round 1, ${row.runningLast} in round ${ROUNDS}`,
    ),
    `  all        p50 ${domainRound.p50Ms} ms   p99 ${domainRound.p99Ms} ms   target p99 < ${TARGETS.domainRoundP99Ms} ms: ${report.met.domainRoundP99 ? 'met' : 'MISSED'}`,
    '',
    `Written to ${path.relative(ROOT_DIR, RESULTS_FILE)}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
