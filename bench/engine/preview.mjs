// Measure 3, the month screen's preview (one stepMonth from month 18), and the cold runs: the
// first forecast or preview of a fresh process.

import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { variedDecisions } from './companies.mjs';
import {
  COLD_PROCESSES,
  PREVIEW_MONTH,
  PREVIEW_RUNS,
  PREVIEW_VARIANTS,
  median,
  percentile,
  round,
} from './settings.mjs';

/** The script a cold run starts: it imports the browser's bundle and times one call. */
const COLD_CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'cold-child.mjs');

/** Measure 3: one stepMonth from month 18, each variant of the decisions as the user moves a slider. */
export function measurePreview(server, browser, companies) {
  const cases = [];
  companies.forEach((company, index) => {
    if (!company.atPreview) return;
    for (let variant = 1; variant <= PREVIEW_VARIANTS; variant++)
      cases.push([company.atPreview, variedDecisions(server, company.atPreview, index, variant)]);
  });
  if (cases.length === 0) throw new Error(`no company reached month ${PREVIEW_MONTH}`);
  for (let i = 0; i < 500; i++) browser.stepMonth(...cases[i % cases.length]);
  const times = [];
  for (let i = 0; i < PREVIEW_RUNS; i++) {
    const [state, decisions] = cases[i % cases.length];
    const started = performance.now();
    browser.stepMonth(state, decisions);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    runs: PREVIEW_RUNS,
    states: cases.length / PREVIEW_VARIANTS,
    p50Ms: round(percentile(times, 0.5), 4),
    p99Ms: round(percentile(times, 0.99), 4),
    maxMs: round(times[times.length - 1], 3),
  };
}

/**
 * The first forecast or preview of a fresh process: a child process that imports the engine,
 * reads the state as JSON (as the browser receives it) and times one call. Median of a few.
 */
export function measureCold(browserFile, kind, state, decisions) {
  const runs = [];
  for (let run = 0; run < COLD_PROCESSES; run++) {
    const child = spawnSync(process.execPath, [...process.execArgv, COLD_CHILD, browserFile], {
      input: JSON.stringify({ kind, state, decisions }),
      encoding: 'utf8',
    });
    if (child.status !== 0)
      throw new Error(`the cold ${kind} process failed (${child.status ?? child.signal}):\n${child.stderr}`);
    runs.push(JSON.parse(child.stdout).ms);
  }
  return { medianMs: round(median(runs), 2), runsMs: runs.map((ms) => round(ms, 2)) };
}
