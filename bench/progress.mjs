#!/usr/bin/env node
// Progress benchmark (decision 033): how often each documented founder earns each simulation
// achievement, and what reading a month for progress costs. The founders are the calibration's
// (packages/domain/src/simulation/founder-policies.ts): the careful one follows the simulator's
// suggestions, the typical one makes a beginner's mistakes, the hasty one presses "advance" with
// last month's decisions. An achievement that rewards decisions should be earned far more by the
// careful founder than by the hasty one, and rarely by pressing "advance" alone: this table is
// where a rule's bar is judged before it is tuned. It also times the per-month reading the server
// runs in the month's transaction (evidence, figures, rules; the careful founder's run at the end),
// against the target of 10 ms at p99.
// A measurement, not a test: it exits 0 when the target is missed (MISS in its table) and 1 only
// when something breaks, as the other benchmarks. See bench/README.md.
//
//   npm run bench:progress                 30 seeds per business type and difficulty
//   npm run bench:progress -- --seeds 100
//   npm run bench:progress -- --first-seed 1001    seeds the rules were not tuned on

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importAsBrowser } from './engine/bundles.mjs';
import { option } from './shared/options.mjs';
import { benchFounders } from './shared/bench-founders.mjs';

const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS_FILE = path.join(ROOT_DIR, 'bench/results/progress.json');
const DOMAIN = path.join(ROOT_DIR, 'packages/domain/src');
const TARGET_P99_MS = 10;

const seeds = Number(option('--seeds') ?? 30);
if (!Number.isInteger(seeds) || seeds < 1) throw new Error('--seeds takes a whole number, at least 1');
const firstSeed = Number(option('--first-seed') ?? 1);
if (!Number.isInteger(firstSeed) || firstSeed < 1) throw new Error('--first-seed takes a whole number, at least 1');

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];

const domain = await importAsBrowser(
  [
    `export { BUSINESS_TYPES } from '${DOMAIN}/constants';`,
    `export { createSimulation } from '${DOMAIN}/simulation/create-simulation';`,
    `export { stepMonth } from '${DOMAIN}/simulation/step-month';`,
    `export { scoreTotal } from '${DOMAIN}/simulation/score';`,
    `export { calibrationSetup } from '${DOMAIN}/simulation/calibration';`,
    `export { carefulFounder, typicalFounder, pressAdvance, fitDecisions } from '${DOMAIN}/simulation/founder-policies';`,
    `export { hash32 } from '${DOMAIN}/simulation/random';`,
    `export { simulationEvidence, simulationMetrics, yardsticks } from '${DOMAIN}/progress/simulation-evidence';`,
    `export { ACHIEVEMENTS, earnedBy } from '${DOMAIN}/progress/achievements';`,
  ].join('\n'),
  'progress',
);

const FOUNDERS = benchFounders(domain);
const RULES = domain.ACHIEVEMENTS.filter((rule) => rule.source === 'simulation').map((rule) => rule.id);
const earnedRuns = Object.fromEntries(
  Object.keys(FOUNDERS).map((name) => [name, Object.fromEntries(RULES.map((id) => [id, 0]))]),
);
const timings = [];
let runs = 0;

for (const businessType of domain.BUSINESS_TYPES) {
  for (const difficulty of ['normal', 'hard']) {
    for (let seed = firstSeed; seed < firstSeed + seeds; seed += 1) {
      // The calibration's setup, held to a year: the horizon most founders play.
      const setup = { ...domain.calibrationSetup(businessType, difficulty, seed), horizonMonths: 12 };
      runs += 1;
      for (const [name, policy] of Object.entries(FOUNDERS)) {
        let state = domain.createSimulation(setup);
        const months = [];
        let last = null;
        const earned = new Set();
        while (state.status === 'running') {
          const decisions = policy(state, last);
          const step = domain.stepMonth(state, decisions);
          state = step.state;
          months.push(step.result);
          last = decisions;
          const ended = state.status !== 'running';
          const started = performance.now();
          const record = {
            id: 'bench',
            setup,
            months,
            status: state.status,
            score: ended ? domain.scoreTotal(state, months) : null,
            replayOf: null,
          };
          const yard = domain.yardsticks(setup, months.length, ended);
          domain.simulationEvidence(record, yard);
          for (const id of domain.earnedBy('simulation', { ...domain.simulationMetrics(record, yard) })) earned.add(id);
          timings.push(performance.now() - started);
        }
        for (const id of earned) earnedRuns[name][id] += 1;
      }
    }
  }
}

timings.sort((a, b) => a - b);
const p99 = percentile(timings, 0.99);
const share = (count) => `${((100 * count) / runs).toFixed(0)}%`;
const lines = [
  `Simulation achievements earned per run, ${runs} runs of 12 months per founder (normal and hard):`,
  `${'achievement'.padEnd(20)} ${Object.keys(FOUNDERS)
    .map((name) => name.padStart(8))
    .join(' ')}`,
  ...RULES.map(
    (id) =>
      `${id.padEnd(20)} ${Object.keys(FOUNDERS)
        .map((name) => share(earnedRuns[name][id]).padStart(8))
        .join(' ')}`,
  ),
  '',
  `Reading a month for progress: p50 ${percentile(timings, 0.5).toFixed(2)} ms, p95 ${percentile(timings, 0.95).toFixed(2)} ms, p99 ${p99.toFixed(2)} ms (target ${TARGET_P99_MS} ms) ${p99 <= TARGET_P99_MS ? 'ok' : 'MISS'}`,
];
process.stdout.write(`${lines.join('\n')}\n`);

fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
fs.writeFileSync(
  RESULTS_FILE,
  `${JSON.stringify({ runs, firstSeed, seeds, earnedShare: Object.fromEntries(Object.entries(earnedRuns).map(([name, counts]) => [name, Object.fromEntries(Object.entries(counts).map(([id, count]) => [id, count / runs]))])), p99Ms: p99 }, null, 2)}\n`,
);
