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

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const THIS_FILE = fileURLToPath(import.meta.url);
const ROOT_DIR = path.resolve(path.dirname(THIS_FILE), '..');
const RESULTS_FILE = path.join(ROOT_DIR, 'bench/results/engine.json');
const SIMULATION_DIR = path.join(ROOT_DIR, 'packages/domain/src/simulation');
/** What the benchmark uses of the engine, re-exported by the entry of both bundles. */
const ENGINE_ENTRY = `
export { BUSINESS_TYPES } from '${path.join(ROOT_DIR, 'packages/domain/src/constants')}';
export { createSimulation, suggestDecisions } from '${SIMULATION_DIR}/create-simulation';
export { forecastRisk } from '${SIMULATION_DIR}/forecast';
export { presetFor } from '${SIMULATION_DIR}/presets';
export { stepMonth } from '${SIMULATION_DIR}/step-month';
export { EVENT_CHOICES } from '${SIMULATION_DIR}/types';
export { NUMERIC_DECISIONS, decisionBounds } from '${SIMULATION_DIR}/validate';
`;

// The server's bundle of the engine, bound by loadServerEngine: the full months (the server
// advances and replays simulations) and the companies they replay.
let BUSINESS_TYPES,
  EVENT_CHOICES,
  NUMERIC_DECISIONS,
  createSimulation,
  decisionBounds,
  presetFor,
  stepMonth,
  suggestDecisions;
// The browser's bundle (its module and file), bound by loadBrowserEngine: the forecast (the month
// screen's worker) and the preview, and the cold child processes that time their first call.
let browser = null;
let browserFile = null;

/** The engine as the server's build bundles it: esbuild with apps/server/scripts/build.mjs's options. */
async function bundleForServer(dir) {
  const { build } = createRequire(path.join(ROOT_DIR, 'apps/server/package.json'))('esbuild');
  const outfile = path.join(dir, 'server.mjs');
  await build({
    stdin: { contents: ENGINE_ENTRY, resolveDir: dir, loader: 'ts', sourcefile: 'engine-entry.ts' },
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  });
  return outfile;
}

/**
 * The engine as the web app's build bundles it: Vite with its default production minifier, which,
 * unlike the server's esbuild, writes many module constants into the code that uses them.
 */
async function bundleForBrowser(dir) {
  const vite = createRequire(path.join(ROOT_DIR, 'apps/web/package.json')).resolve('vite');
  const { build } = await import(pathToFileURL(vite).href);
  const entry = path.join(dir, 'engine-entry.ts');
  fs.writeFileSync(entry, ENGINE_ENTRY);
  await build({
    configFile: false,
    root: dir,
    logLevel: 'warn',
    build: {
      lib: { entry, formats: ['es'], fileName: () => 'browser.mjs' },
      outDir: dir,
      emptyOutDir: false,
      minify: true,
    },
  });
  return path.join(dir, 'browser.mjs');
}

async function loadServerEngine(file) {
  ({
    BUSINESS_TYPES,
    EVENT_CHOICES,
    NUMERIC_DECISIONS,
    createSimulation,
    decisionBounds,
    presetFor,
    stepMonth,
    suggestDecisions,
  } = await import(pathToFileURL(file).href));
}

async function loadBrowserEngine(file) {
  browser = await import(pathToFileURL(file).href);
  browserFile = file;
}

const TARGETS = {
  /** Full months (statements and explanation included) per second on one core. */
  monthsPerSecond: 100_000,
  /** One forecast of 10,000 paths × 36 months. */
  forecastMs: 300,
  /** Path-months per second inside that forecast. */
  pathMonthsPerSecond: 1_000_000,
  /** One preview month: it must fit in a frame. */
  previewMs: 16,
};
const FORECAST_PATHS = 10_000;
const HORIZON = 36;
/** The forecast's second start (24 months left), and the month the preview starts from. */
const FORECAST_MID_MONTH = 12;
const PREVIEW_MONTH = 18;
const WARMUP_MS = 1_000;
const PREVIEW_RUNS = 5_000;
const PREVIEW_VARIANTS = 4;
const COLD_PROCESSES = 3;
/** Country and currency pairs: Simples Nacional in reais, and two profit-tax countries in their currencies. */
const MARKETS = [
  { country: 'BR', currency: 'BRL' },
  { country: 'US', currency: 'USD' },
  { country: 'DE', currency: 'EUR' },
];
/** 'hard' sinks too many companies early for the months measured to be mostly of running ones. */
const DIFFICULTIES = ['easy', 'normal'];
const SEEDS = [11, 2026, 424242, 3_000_000_019];
const FORECAST_SEED = 2026;

const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
};
const seconds = Number(option('--seconds') ?? 3);
const warmRuns = Number(option('--runs') ?? 5);
if (!(seconds > 0) || !Number.isInteger(warmRuns) || warmRuns < 1)
  throw new Error('--seconds must be positive and --runs a whole number of at least 1');

const round = (value, digits = 2) => (value == null ? null : Math.round(value * 10 ** digits) / 10 ** digits);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? null : sorted[Math.floor((sorted.length - 1) / 2)];
};
/** Nearest-rank percentile of a sorted array. */
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];

/** A deterministic number in [0, 1) from a few integers (lowbias32-style mixing). */
function unit(...parts) {
  let h = 0x9e3779b9;
  for (const part of parts) {
    h = Math.imul(h ^ (part >>> 0), 0x7feb352d);
    h ^= h >>> 15;
    h = Math.imul(h, 0x846ca68b);
    h ^= h >>> 16;
  }
  return (h >>> 0) / 2 ** 32;
}

function setupOf(businessType, market, difficulty, seed, index) {
  return {
    businessType,
    name: `Bench ${businessType} ${index}`,
    country: market.country,
    currency: market.currency,
    startingCapitalCents: presetFor(businessType, market.currency).suggestedCapitalCents,
    horizonMonths: HORIZON,
    difficulty,
    seed,
    firstCalendarMonth: 1 + (index % 12),
  };
}

/**
 * The suggested decisions, varied deterministically by (company, month, variant) the way a user
 * moves the sliders around them: price 90–115% of the reference, marketing 60–160% of its scale,
 * quality 30–90% of its scale, stock 90–125% of the suggestion, a hire or a dismissal now and
 * then, equipment one month in eight, a loan early and repayments later, and either answer to an
 * event. Every number is clamped into the month's valid range. Sensible enough that most companies
 * live the whole horizon, so most of the months measured are of running companies.
 */
function variedDecisions(state, company, variant = 0) {
  const { setup } = state;
  const preset = presetFor(setup.businessType, setup.currency);
  const month = state.month + 1;
  const draw = (salt) => unit(company, month, variant, salt);
  const suggested = suggestDecisions(state);
  const decisions = {
    ...suggested,
    priceCents: Math.round(preset.referencePriceCents * (0.9 + 0.25 * draw(1))),
    marketingCents: Math.round(preset.marketingScaleCents * (0.6 + draw(2))),
    qualityInvestmentCents: Math.round(preset.qualityScaleCents * (0.3 + 0.6 * draw(3))),
    purchaseUnits: Math.round(suggested.purchaseUnits * (0.9 + 0.35 * draw(4))),
    headcountDelta:
      suggested.headcountDelta + (draw(5) < 0.08 ? 1 : 0) - (draw(6) < 0.03 && state.headcount > 2 ? 1 : 0),
    capacityInvestmentCents: draw(7) < 0.125 ? Math.round(preset.equipmentScaleCents * draw(8)) : 0,
    loanCents:
      month <= 2 && draw(9) < 0.3
        ? Math.round(setup.startingCapitalCents * 0.1)
        : state.loanCents > 0 && draw(10) < 0.2
          ? -Math.round(state.loanCents / 2)
          : 0,
  };
  const bounds = decisionBounds(state);
  for (const field of NUMERIC_DECISIONS)
    decisions[field] = Math.min(bounds[field].max, Math.max(bounds[field].min, decisions[field]));
  if (state.pendingEvent) {
    const choices = EVENT_CHOICES[state.pendingEvent.type];
    decisions.eventChoice = choices[draw(11) < 0.5 ? 0 : choices.length - 1];
  }
  return decisions;
}

/**
 * Plays every company once, month by month, with the varied decisions, and keeps what the timed
 * loop replays: the setup, each month's decisions, the final state (to check the replay), and the
 * state the preview starts from.
 */
function prepareCompanies() {
  const companies = [];
  let index = 0;
  for (const businessType of BUSINESS_TYPES) {
    for (const market of MARKETS) {
      for (const difficulty of DIFFICULTIES) {
        for (const seed of SEEDS) {
          const setup = setupOf(businessType, market, difficulty, seed, index);
          const company = { setup, decisions: [], final: null, atPreview: null };
          let state = createSimulation(setup);
          while (state.status === 'running') {
            if (state.month === PREVIEW_MONTH) company.atPreview = state;
            const decisions = variedDecisions(state, index);
            company.decisions.push(decisions);
            state = stepMonth(state, decisions).state;
          }
          company.final = state;
          companies.push(company);
          index += 1;
        }
      }
    }
  }
  return companies;
}

/**
 * One pass over every company: create it and step each month with its precomputed decisions,
 * statements and explanation included. Returns the months stepped; `check` compares each replay
 * with the prepared run (outside the timed passes).
 */
function playAll(companies, check = false) {
  let months = 0;
  let sink = 0;
  for (const company of companies) {
    let state = createSimulation(company.setup);
    for (const decisions of company.decisions) {
      const step = stepMonth(state, decisions);
      state = step.state;
      sink += step.result.explanation.revenueChangeCents + step.result.balance.totalAssetsCents;
    }
    months += company.decisions.length;
    if (
      check &&
      (state.cashCents !== company.final.cashCents ||
        state.status !== company.final.status ||
        state.month !== company.final.month)
    ) {
      throw new Error(
        `replaying ${company.setup.name} did not reproduce its months: same seed and decisions must give the same months`,
      );
    }
  }
  if (!Number.isFinite(sink)) throw new Error('the engine produced a non-finite amount');
  return months;
}

/** Measure 1: passes over all companies for `seconds` after a warm-up; company-months per second. */
function measureThroughput(companies) {
  playAll(companies, true);
  const warmUntil = performance.now() + WARMUP_MS;
  while (performance.now() < warmUntil) playAll(companies);

  const passRates = [];
  let months = 0;
  const started = performance.now();
  let elapsed = 0;
  while (elapsed < seconds * 1000) {
    const passStarted = performance.now();
    const passMonths = playAll(companies);
    const passEnded = performance.now();
    passRates.push(passMonths / ((passEnded - passStarted) / 1000));
    months += passMonths;
    elapsed = passEnded - started;
  }
  passRates.sort((a, b) => a - b);
  return {
    monthsPerSecond: Math.round(months / (elapsed / 1000)),
    months,
    seconds: round(elapsed / 1000),
    passes: passRates.length,
    slowestPass: Math.round(passRates[0]),
    fastestPass: Math.round(passRates[passRates.length - 1]),
  };
}

/** The cost the timed loop leaves out: suggestDecisions plus the variation, per month, in µs. */
function measureDecisionCost(companies) {
  const states = companies.map((company) => company.atPreview).filter(Boolean);
  for (let i = 0; i < 2_000; i++) variedDecisions(states[i % states.length], i);
  const calls = 50_000;
  const started = performance.now();
  for (let i = 0; i < calls; i++) variedDecisions(states[i % states.length], i);
  return round(((performance.now() - started) * 1000) / calls, 3);
}

/**
 * One forecast of FORECAST_PATHS paths, timed, with the month screen's default policy (the given
 * decisions, then held). `live` is the share of path-months actually stepped: a path that went
 * bankrupt repeats its last month at no cost.
 */
function timeForecast(state, decisions) {
  const started = performance.now();
  const forecast = browser.forecastRisk(state, decisions, { paths: FORECAST_PATHS });
  const ms = performance.now() - started;
  const months = HORIZON - state.month;
  if (forecast.paths !== FORECAST_PATHS || forecast.months !== months) {
    throw new Error(
      `the forecast ran ${forecast.paths} paths × ${forecast.months} months instead of ${FORECAST_PATHS} × ${months}`,
    );
  }
  const bankrupt = forecast.bankruptcyProbability;
  let live = 0;
  for (let m = 0; m < months; m++) live += 1 - (m === 0 ? 0 : bankrupt[m - 1]);
  return { ms, live: live / months, bankruptByEnd: bankrupt[months - 1] };
}

/** A forecast from `state`: one warm-up run, then `runs` runs; the median and each run. */
function measureForecast(state, runs) {
  const decisions = browser.suggestDecisions(state);
  timeForecast(state, decisions);
  const times = [];
  let last = null;
  for (let run = 0; run < runs; run++) {
    last = timeForecast(state, decisions);
    times.push(last.ms);
  }
  const ms = median(times);
  const pathMonths = FORECAST_PATHS * (HORIZON - state.month);
  return {
    medianMs: round(ms, 1),
    runsMs: times.map((time) => round(time, 1)),
    pathMonthsPerSecond: Math.round(pathMonths / (ms / 1000)),
    liveShare: round(last.live, 3),
    livePathMonthsPerSecond: Math.round((pathMonths * last.live) / (ms / 1000)),
    bankruptByEnd: round(last.bankruptByEnd, 3),
  };
}

/**
 * Measure 2: per business type (Brazil, normal), the forecast from a fresh simulation (36 months
 * ahead) and from month 12 after the suggested decisions (24 months ahead). The value checked is
 * the slowest type: how long a bankrupt path takes depends on when it went under, so the types
 * whose paths fail early are cheap to forecast.
 */
function measureForecasts(runs) {
  const types = [];
  for (const businessType of BUSINESS_TYPES) {
    const fresh = browser.createSimulation(setupOf(businessType, MARKETS[0], 'normal', FORECAST_SEED, 0));
    let mid = fresh;
    while (mid.month < FORECAST_MID_MONTH && mid.status === 'running')
      mid = browser.stepMonth(mid, browser.suggestDecisions(mid)).state;
    if (mid.status !== 'running')
      throw new Error(
        `the ${businessType} company did not reach month ${FORECAST_MID_MONTH} with the suggested decisions`,
      );
    console.error(`[engine] forecast: ${businessType}…`);
    types.push({ businessType, fresh, mid, from0: measureForecast(fresh, runs), from12: measureForecast(mid, runs) });
  }
  const slowest = (key) => types.reduce((worst, type) => (type[key].medianMs > worst[key].medianMs ? type : worst));
  return { types, slowest36: slowest('from0'), slowest24: slowest('from12') };
}

/** Measure 3: one stepMonth from month 18, each variant of the decisions as the user moves a slider. */
function measurePreview(companies) {
  const cases = [];
  companies.forEach((company, index) => {
    if (!company.atPreview) return;
    for (let variant = 1; variant <= PREVIEW_VARIANTS; variant++)
      cases.push([company.atPreview, variedDecisions(company.atPreview, index, variant)]);
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
function measureCold(kind, state, decisions) {
  const runs = [];
  for (let run = 0; run < COLD_PROCESSES; run++) {
    const child = spawnSync(process.execPath, [...process.execArgv, THIS_FILE, '--cold', browserFile], {
      input: JSON.stringify({ kind, state, decisions }),
      encoding: 'utf8',
    });
    if (child.status !== 0)
      throw new Error(`the cold ${kind} process failed (${child.status ?? child.signal}):\n${child.stderr}`);
    runs.push(JSON.parse(child.stdout).ms);
  }
  return { medianMs: round(median(runs), 2), runsMs: runs.map((ms) => round(ms, 2)) };
}

async function coldChild() {
  await loadBrowserEngine(option('--cold'));
  const job = JSON.parse(fs.readFileSync(0, 'utf8'));
  const started = performance.now();
  if (job.kind === 'forecast') browser.forecastRisk(job.state, job.decisions, { paths: FORECAST_PATHS });
  else browser.stepMonth(job.state, job.decisions);
  process.stdout.write(JSON.stringify({ ms: performance.now() - started }));
}

function measureRow(name, value, unit, comparison, target, details) {
  const met = comparison === '>=' ? value >= target : comparison === '<=' ? value <= target : value < target;
  return { name, value, unit, target, comparison, met, ...details };
}

async function main() {
  const loadAtStart = os.loadavg().map((load) => round(load));
  console.error('[engine] preparing the companies…');
  const companies = prepareCompanies();
  const monthsPrepared = companies.reduce((sum, company) => sum + company.decisions.length, 0);
  const reachedHorizon = companies.filter((company) => company.final.status === 'finished').length;

  console.error(
    `[engine] company-months: ${companies.length} companies, ${seconds} s after ${WARMUP_MS / 1000} s of warm-up…`,
  );
  const throughput = measureThroughput(companies);
  const decisionMicros = measureDecisionCost(companies);

  console.error(`[engine] forecast: ${FORECAST_PATHS} paths, every business type, ${warmRuns} warm runs per start…`);
  const forecasts = measureForecasts(warmRuns);
  const slowest36 = forecasts.slowest36;
  console.error(`[engine] forecast: cold, ${slowest36.businessType}, ${COLD_PROCESSES} fresh processes…`);
  const forecastCold = measureCold('forecast', slowest36.fresh, browser.suggestDecisions(slowest36.fresh));
  const forecastTypes = forecasts.types.map(({ businessType, from0, from12 }) => ({ businessType, from0, from12 }));

  console.error(`[engine] preview: ${PREVIEW_RUNS} steps from month ${PREVIEW_MONTH}…`);
  const preview = measurePreview(companies);
  const previewCompany = companies.find((company) => company.atPreview);
  const previewCold = measureCold('preview', previewCompany.atPreview, variedDecisions(previewCompany.atPreview, 0, 1));

  const measures = [
    measureRow('fullMonthsPerSecond', throughput.monthsPerSecond, 'company-months/s', '>=', TARGETS.monthsPerSecond, {
      details: {
        ...throughput,
        companies: companies.length,
        monthsPerPass: monthsPrepared,
        reachedHorizon,
        decisionsPrecomputed: true,
        decisionMicrosPerMonth: decisionMicros,
      },
    }),
    measureRow('forecast36Ms', slowest36.from0.medianMs, 'ms', '<=', TARGETS.forecastMs, {
      details: {
        businessType: slowest36.businessType,
        fromMonth: 0,
        months: HORIZON,
        paths: FORECAST_PATHS,
        ...slowest36.from0,
        perType: forecastTypes.map((type) => ({ businessType: type.businessType, ...type.from0 })),
      },
    }),
    measureRow(
      'forecast36PathMonthsPerSecond',
      slowest36.from0.pathMonthsPerSecond,
      'path-months/s',
      '>=',
      TARGETS.pathMonthsPerSecond,
      {
        details: {
          businessType: slowest36.businessType,
          liveShare: slowest36.from0.liveShare,
          livePathMonthsPerSecond: slowest36.from0.livePathMonthsPerSecond,
        },
      },
    ),
    measureRow('forecast36ColdMs', forecastCold.medianMs, 'ms', '<=', TARGETS.forecastMs, {
      details: {
        businessType: slowest36.businessType,
        fromMonth: 0,
        months: HORIZON,
        paths: FORECAST_PATHS,
        ...forecastCold,
      },
    }),
    measureRow('forecast24Ms', forecasts.slowest24.from12.medianMs, 'ms', '<=', TARGETS.forecastMs, {
      details: {
        businessType: forecasts.slowest24.businessType,
        fromMonth: FORECAST_MID_MONTH,
        months: HORIZON - FORECAST_MID_MONTH,
        paths: FORECAST_PATHS,
        ...forecasts.slowest24.from12,
        perType: forecastTypes.map((type) => ({ businessType: type.businessType, ...type.from12 })),
      },
    }),
    measureRow('previewP50Ms', preview.p50Ms, 'ms', '<', TARGETS.previewMs, { details: preview }),
    measureRow('previewP99Ms', preview.p99Ms, 'ms', '<', TARGETS.previewMs, { details: preview }),
    measureRow('previewColdMs', previewCold.medianMs, 'ms', '<', TARGETS.previewMs, {
      details: { ...previewCold, fromMonth: PREVIEW_MONTH },
    }),
  ];

  const cpus = os.cpus();
  const report = {
    schemaVersion: 1,
    date: new Date().toISOString(),
    machine: {
      platform: `${os.platform()} ${os.arch()}`,
      cpu: cpus[0]?.model ?? 'unknown',
      cpus: cpus.length,
      loadAverageAtStart: loadAtStart,
    },
    node: process.version,
    thread: 'one JavaScript thread (the main one); V8 keeps its background compiler and GC helpers',
    setup: {
      businessTypes: BUSINESS_TYPES,
      markets: MARKETS,
      difficulties: DIFFICULTIES,
      seeds: SEEDS,
      horizonMonths: HORIZON,
      forecast: {
        businessTypes: BUSINESS_TYPES,
        market: MARKETS[0],
        difficulty: 'normal',
        seed: FORECAST_SEED,
        paths: FORECAST_PATHS,
        policy:
          'forecastRisk default (adaptive): suggestDecisions(state) next month, then suggestDecisions on each path',
        month12: 'after 12 months of suggestDecisions',
      },
    },
    measures,
  };
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);

  const format = (value) => (Number.isInteger(value) ? value.toLocaleString('en-US') : String(value));
  const lines = [
    `\nAlavanca simulation engine, ${report.date}, one thread, ${report.machine.cpu} (${report.machine.cpus} CPUs, load ${loadAtStart[0]}), Node ${process.version}`,
    `${'measure'.padEnd(52)}  ${'value'.padStart(11)}  ${'unit'.padEnd(16)}  target`,
  ];
  const labels = {
    fullMonthsPerSecond: `full months, ${companies.length} companies`,
    forecast36Ms: `forecast ${FORECAST_PATHS / 1000}k × 36 mo (${slowest36.businessType}), median of ${warmRuns}`,
    forecast36PathMonthsPerSecond: `forecast 36 mo (${slowest36.businessType}), path-months`,
    forecast36ColdMs: `forecast 36 mo (${slowest36.businessType}), cold, median of ${COLD_PROCESSES}`,
    forecast24Ms: `forecast ${FORECAST_PATHS / 1000}k × 24 mo from month ${FORECAST_MID_MONTH} (${forecasts.slowest24.businessType})`,
    previewP50Ms: `preview, month ${PREVIEW_MONTH} → ${PREVIEW_MONTH + 1}, p50 of ${PREVIEW_RUNS.toLocaleString('en-US')}`,
    previewP99Ms: `preview, month ${PREVIEW_MONTH} → ${PREVIEW_MONTH + 1}, p99`,
    previewColdMs: `preview, cold, median of ${COLD_PROCESSES}`,
  };
  for (const measure of measures) {
    lines.push(
      [
        labels[measure.name].padEnd(52),
        format(measure.value).padStart(11),
        measure.unit.padEnd(16),
        `${measure.comparison.replace('>=', '≥').replace('<=', '≤')} ${format(measure.target)}`,
      ].join('  '),
    );
  }
  lines.push(
    `\nForecast of ${FORECAST_PATHS.toLocaleString('en-US')} paths per business type (BR, normal), median ms; live = share of path-months stepped (the rest are bankrupt paths)`,
  );
  lines.push('type        36 mo   live  bankrupt   24 mo   live  bankrupt');
  for (const { businessType, from0, from12 } of forecastTypes) {
    lines.push(
      [
        businessType.padEnd(9),
        String(from0.medianMs).padStart(7),
        String(from0.liveShare).padStart(6),
        String(from0.bankruptByEnd).padStart(9),
        String(from12.medianMs).padStart(7),
        String(from12.liveShare).padStart(6),
        String(from12.bankruptByEnd).padStart(9),
      ].join(' '),
    );
  }
  lines.push('');
  for (const measure of measures)
    lines.push(`${measure.met ? 'MET ' : 'MISS'} ${labels[measure.name]}: ${format(measure.value)} ${measure.unit}`);
  lines.push(
    `\nDecisions precomputed per month (suggestDecisions varied and clamped: ${decisionMicros} µs a month, outside the timed loop); ` +
      `${reachedHorizon} of ${companies.length} companies reach month ${HORIZON}, the rest go bankrupt earlier.`,
  );
  lines.push(`Written to ${path.relative(ROOT_DIR, RESULTS_FILE)}`);
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function bundleAndMeasure() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alavanca-engine-bench-'));
  try {
    console.error('[engine] bundling the engine as the server and the web app build it…');
    await loadServerEngine(await bundleForServer(dir));
    await loadBrowserEngine(await bundleForBrowser(dir));
    await main();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

(args.includes('--cold') ? coldChild() : bundleAndMeasure()).catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
