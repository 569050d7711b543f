#!/usr/bin/env node
// Engine benchmark: how fast the business simulation engine (packages/domain/src/simulation)
// runs on one core, i.e. in one JavaScript thread. Three measures: full-engine company-months per
// second (stepMonth with its statements and explanation, over every business type and three
// countries), the risk forecast of 10,000 paths (forecastRisk), and the month screen's preview
// (one stepMonth from month 18 of 36). A measurement, not a test: it exits 0 when a target is
// missed and 1 only when something breaks. See bench/README.md.
//
//   npm run bench:engine                     everything (about 40 seconds)
//   npm run bench:engine -- --seconds 5      measure the company-months for this long (default 3)
//   npm run bench:engine -- --runs 9         warm forecast runs per start (default 5; the median is kept)
//
// The engine is measured as the product runs it, bundled: the full months as the server's build
// bundles it (esbuild, the same options), the forecast and the preview as the web app's build
// bundles its month screen and forecast worker (Vite, its production minifier). So the script
// first builds both bundles of the engine's TypeScript into a temporary directory. The cold runs
// (the first forecast and the first preview of a process) run in child processes of their own
// that import the browser's bundle, fed the simulation's state as JSON, the way the browser gets it.
//
// The parts live in bench/engine/: bundles.mjs (the two bundles), companies.mjs (the companies and
// their decisions), throughput.mjs, forecast.mjs and preview.mjs (the three measures, with the
// cold child processes of cold-child.mjs), report.mjs (the JSON report and the table) and
// settings.mjs (what is simulated and the targets).

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleForBrowser, bundleForServer, loadEngine } from './engine/bundles.mjs';
import { prepareCompanies, variedDecisions } from './engine/companies.mjs';
import { measureForecasts } from './engine/forecast.mjs';
import { measureCold, measurePreview } from './engine/preview.mjs';
import { buildReport, formatReport } from './engine/report.mjs';
import { COLD_PROCESSES, FORECAST_PATHS, PREVIEW_MONTH, PREVIEW_RUNS, WARMUP_MS, round } from './engine/settings.mjs';
import { measureDecisionCost, measureThroughput } from './engine/throughput.mjs';
import { option } from './shared/options.mjs';

const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS_FILE = path.join(ROOT_DIR, 'bench/results/engine.json');

const seconds = Number(option('--seconds') ?? 3);
const warmRuns = Number(option('--runs') ?? 5);
if (!(seconds > 0) || !Number.isInteger(warmRuns) || warmRuns < 1)
  throw new Error('--seconds must be positive and --runs a whole number of at least 1');

/**
 * The three measures, on the server's bundle of the engine (the full months and the companies they
 * replay) and the browser's (the forecast, the preview and the cold child processes that time
 * their first call, `browserFile` being its file).
 */
async function main(server, browser, browserFile) {
  const loadAtStart = os.loadavg().map((load) => round(load));
  console.error('[engine] preparing the companies…');
  const companies = prepareCompanies(server);
  const monthsPrepared = companies.reduce((sum, company) => sum + company.decisions.length, 0);
  const reachedHorizon = companies.filter((company) => company.final.status === 'finished').length;

  console.error(
    `[engine] company-months: ${companies.length} companies, ${seconds} s after ${WARMUP_MS / 1000} s of warm-up…`,
  );
  const throughput = measureThroughput(server, companies, seconds);
  const decisionMicros = measureDecisionCost(server, companies);

  console.error(`[engine] forecast: ${FORECAST_PATHS} paths, every business type, ${warmRuns} warm runs per start…`);
  const forecasts = measureForecasts(server, browser, warmRuns);
  const slowest36 = forecasts.slowest36;
  console.error(`[engine] forecast: cold, ${slowest36.businessType}, ${COLD_PROCESSES} fresh processes…`);
  const forecastCold = measureCold(browserFile, 'forecast', slowest36.fresh, browser.suggestDecisions(slowest36.fresh));
  const forecastTypes = forecasts.types.map(({ businessType, from0, from12 }) => ({ businessType, from0, from12 }));

  console.error(`[engine] preview: ${PREVIEW_RUNS} steps from month ${PREVIEW_MONTH}…`);
  const preview = measurePreview(server, browser, companies);
  const previewCompany = companies.find((company) => company.atPreview);
  const previewCold = measureCold(
    browserFile,
    'preview',
    previewCompany.atPreview,
    variedDecisions(server, previewCompany.atPreview, 0, 1),
  );

  const run = {
    businessTypes: server.BUSINESS_TYPES,
    loadAtStart,
    companies,
    monthsPrepared,
    reachedHorizon,
    throughput,
    decisionMicros,
    forecasts,
    forecastTypes,
    forecastCold,
    preview,
    previewCold,
    warmRuns,
  };
  const report = buildReport(run);
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
  process.stdout.write(formatReport(report, run, path.relative(ROOT_DIR, RESULTS_FILE)));
}

async function bundleAndMeasure() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alavanca-engine-bench-'));
  try {
    console.error('[engine] bundling the engine as the server and the web app build it…');
    const server = await loadEngine(await bundleForServer(dir));
    const browserFile = await bundleForBrowser(dir);
    await main(server, await loadEngine(browserFile), browserFile);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

bundleAndMeasure().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
