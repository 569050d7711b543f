#!/usr/bin/env node
// Web performance budget of the landing page: what "/" downloads (the pre-rendered HTML, its small
// enhancement script and its stylesheet; raw and gzip bytes read from the build) and the Lighthouse
// scores of the page served by the real server, mobile and desktop, median of several runs.
// A measurement, not a test: it exits 0 when a target is missed and 1 only when something breaks.
// See bench/README.md.
//
//   npm run bench:web-budget                 build, measure, write bench/results/web-budget.json
//   npm run bench:web-budget -- --no-build   measure the build that is already in apps/web/dist
//   npm run bench:web-budget -- --runs 5     Lighthouse runs per preset (default 3)
//   npm run bench:web-budget -- --sizes-only skip the server and Lighthouse
//
// CHROMIUM_PATH picks the browser (default /usr/bin/chromium, as in the browser tests).

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startBuiltServer } from '../scripts/harness.mjs';

const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB_DIST_DIR = path.join(ROOT_DIR, 'apps/web/dist');
const RESULTS_FILE = path.join(ROOT_DIR, 'bench/results/web-budget.json');

const HOST = '127.0.0.1';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndexMs: 'speed-index',
};
const DEFAULT_RUNS = 3;
/** Extra attempts for a run whose trace Lighthouse could not record. */
const MAX_RETRIES = 2;
const KB = 1024;

/**
 * The page the server sends for "/" to a first-time visitor: the request names no language (no
 * ?lang=, no cookie), so it gets the pre-rendered Portuguese page (apps/server/src/http/public-site.ts).
 */
const LANDING_PAGE = 'pages/pt-BR/index.html';
/** The signed-in app's shell: a visitor downloads it only on the way to sign-in or sign-up. */
const APP_SHELL = 'index.html';

export const TARGETS = {
  initialJsGzipKb: 90,
  mobilePerformance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
};

// ---------------------------------------------------------------------------------------------
// Sizes
// ---------------------------------------------------------------------------------------------

/**
 * Bytes read from the build in `distDir`: what "/" loads (the budget) and, as a guard with no
 * target, what the app shell loads once a visitor heads for sign-in or sign-up.
 */
export function measureSizes(distDir = WEB_DIST_DIR) {
  return {
    kbIs: `${KB} bytes`,
    gzip: 'node:zlib gzipSync, level 9',
    landing: measurePage(distDir, LANDING_PAGE),
    appShell: measurePage(distDir, APP_SHELL),
  };
}

/**
 * What opening `page` (an HTML file inside `distDir`) downloads before the visitor does anything:
 * the document itself, its classic scripts, its module scripts and modulepreloads with every chunk
 * they import statically, and its stylesheets. Each file counts once.
 */
function measurePage(distDir, page) {
  const file = path.join(distDir, page);
  if (!fs.existsSync(file)) {
    throw new Error(`${path.relative(ROOT_DIR, file)} is missing: run \`npm run build\` first.`);
  }
  const refs = parseHtml(fs.readFileSync(file, 'utf8'));
  const scripts = unique([
    ...refs.classicScripts,
    ...staticGraph(distDir, [...refs.moduleScripts, ...refs.modulePreloads]),
  ]);
  const sized = (files, type) => unique(files).map((f) => ({ file: f, type, ...sizeOf(path.join(distDir, f)) }));
  const rows = [...sized(scripts, 'js'), ...sized(refs.stylesheets, 'css')];
  const missing = rows.filter((row) => row.raw == null).map((row) => row.file);
  if (missing.length) throw new Error(`Files ${page} loads are missing from the build: ${missing.join(', ')}`);

  const html = sumSizes([sizeOf(file)]);
  const js = sumSizes(rows.filter((row) => row.type === 'js'));
  const css = sumSizes(rows.filter((row) => row.type === 'css'));
  return { page, html, js, css, total: sumSizes([html, js, css]), files: rows.sort((a, b) => b.gzip - a.gzip) };
}

/** Files an HTML page asks for: classic and module scripts, modulepreloads and stylesheets. */
function parseHtml(html) {
  const result = { classicScripts: [], moduleScripts: [], modulePreloads: [], stylesheets: [] };
  for (const [, attrs] of html.matchAll(/<script\b([^>]*)>/gi)) {
    const a = parseAttributes(attrs);
    if (!a.src || !isLocal(a.src)) continue;
    (a.type === 'module' ? result.moduleScripts : result.classicScripts).push(toDistPath(a.src));
  }
  for (const [, attrs] of html.matchAll(/<link\b([^>]*)>/gi)) {
    const a = parseAttributes(attrs);
    if (!a.href || !isLocal(a.href)) continue;
    const rel = (a.rel ?? '').toLowerCase().split(/\s+/);
    if (rel.includes('modulepreload')) result.modulePreloads.push(toDistPath(a.href));
    if (rel.includes('stylesheet')) result.stylesheets.push(toDistPath(a.href));
  }
  return result;
}

function parseAttributes(source) {
  const attributes = {};
  for (const [, name, dq, sq, bare] of source.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    attributes[name.toLowerCase()] = dq ?? sq ?? bare ?? '';
  }
  return attributes;
}

function isLocal(url) {
  return !/^(?:[a-z][\w+.-]*:)?\/\//i.test(url) && !url.startsWith('data:');
}

/**
 * "/assets/x.js" → "assets/x.js" (a path inside dist). Relative URLs resolve from dist's root too:
 * both pages are served at the site's root, wherever their file sits in dist.
 */
function toDistPath(url) {
  return decodeURIComponent(url.split(/[?#]/, 1)[0]).replace(/^\.?\//, '');
}

/**
 * `roots` and every chunk they import statically, found in the built code: `import … from
 * "./x.js"`, `import "./x.js"` and `export … from "./x.js"`. Dynamic `import()` is left out: the
 * landing page has none, and the app shell's lazy screens load only when the visitor opens them.
 * A file missing from the build is kept, for the caller to report.
 */
function staticGraph(distDir, roots) {
  const seen = new Set();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    const full = path.join(distDir, file);
    if (!fs.existsSync(full)) continue;
    const code = fs.readFileSync(full, 'utf8');
    for (const match of code.matchAll(
      /(?<![\w$.])(?:import|export)\s*(?:[^"'`();=]*?\bfrom\s*)?["'`](\.{1,2}\/[^"'`\n]+?\.js)["'`]/g,
    )) {
      queue.push(path.posix.join(path.posix.dirname(file), match[1]));
    }
  }
  return [...seen];
}

function sizeOf(file) {
  if (!fs.existsSync(file)) return { raw: null, gzip: null };
  const content = fs.readFileSync(file);
  return { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

/** Adds up file sizes (one file each) or totals (their own `files` count). */
function sumSizes(items) {
  const raw = items.reduce((sum, item) => sum + item.raw, 0);
  const gzip = items.reduce((sum, item) => sum + item.gzip, 0);
  const files = items.reduce((sum, item) => sum + (item.files ?? 1), 0);
  return { files, raw, gzip, rawKb: toKb(raw), gzipKb: toKb(gzip) };
}

const toKb = (bytes) => Math.round((bytes / KB) * 10) / 10;
const unique = (list) => [...new Set(list)];

// ---------------------------------------------------------------------------------------------
// Server
// ---------------------------------------------------------------------------------------------

/** The built server on the embedded database in a temp folder; never a database or SMTP from the shell. */
function startServer() {
  return startBuiltServer({ rootDir: ROOT_DIR, host: HOST });
}

// ---------------------------------------------------------------------------------------------
// Lighthouse
// ---------------------------------------------------------------------------------------------

/** Runs Lighthouse `runs` times per preset, each in a fresh Chromium, and keeps the medians. */
async function runLighthouse(url, runs, activeBrowsers) {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `No Chromium at ${CHROMIUM_PATH}. Install Debian's chromium package or set CHROMIUM_PATH to a Chromium or Chrome binary.`,
    );
  }
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const chromeLauncher = await import('chrome-launcher');

  const presets = { mobile: undefined, desktop: desktopConfig };
  const result = { runsPerPreset: runs, throttlingMethod: 'simulate', presets: {} };
  for (const [preset, config] of Object.entries(presets)) {
    const lhrs = [];
    const retried = [];
    const htmlReports = [];
    for (let run = 1; run <= runs; run += 1) {
      for (let attempt = 1; ; attempt += 1) {
        const started = Date.now();
        try {
          const { lhr, html } = await lighthouseOnce(url, config, lighthouse, chromeLauncher, activeBrowsers);
          lhrs.push(lhr);
          htmlReports.push(html);
          const s = scoresOf(lhr);
          progress(
            `lighthouse ${preset} ${run}/${runs}: perf ${s.performance} a11y ${s.accessibility} ` +
              `bp ${s['best-practices']} seo ${s.seo} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
          );
          break;
        } catch (error) {
          // Trace recording fails now and then (NO_NAVSTART, NO_FCP…): a fresh browser usually succeeds.
          if (!(error instanceof LighthouseRunError) || attempt > MAX_RETRIES) throw error;
          retried.push({ run, code: error.code });
          progress(`lighthouse ${preset} ${run}/${runs}: ${error.code}, trying again in a fresh browser`);
        }
      }
    }
    const summary = summarizePreset(lhrs);
    // The HTML report of the representative run, to read the audits in full.
    const html = htmlReports[summary.medianRun - 1];
    if (html) {
      const file = path.join(path.dirname(RESULTS_FILE), `lighthouse-${preset}.html`);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, html);
      summary.htmlReport = path.relative(ROOT_DIR, file);
    }
    result.presets[preset] = { ...summary, retried };
    result.lighthouseVersion ??= lhrs[0].lighthouseVersion;
    result.browser ??= lhrs[0].environment?.hostUserAgent?.match(/(?:Headless)?Chrom(?:e|ium)\/[\d.]+/)?.[0] ?? null;
  }
  return result;
}

class LighthouseRunError extends Error {
  constructor(code, message) {
    super(`Lighthouse: ${code}: ${message}`);
    this.code = code;
  }
}

/** One Lighthouse run in a Chromium of its own (fresh profile), closed afterwards. */
async function lighthouseOnce(url, config, lighthouse, chromeLauncher, activeBrowsers) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
    handleSIGINT: false,
    logLevel: 'silent',
  });
  activeBrowsers.add(chrome);
  try {
    const runner = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'html',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        throttlingMethod: 'simulate',
      },
      config,
    );
    if (!runner?.lhr) throw new LighthouseRunError('NO_RESULT', 'Lighthouse returned no result.');
    const { runtimeError } = runner.lhr;
    if (runtimeError) throw new LighthouseRunError(runtimeError.code, runtimeError.message);
    return { lhr: runner.lhr, html: typeof runner.report === 'string' ? runner.report : null };
  } finally {
    await chrome.kill();
    activeBrowsers.delete(chrome);
  }
}

function scoresOf(lhr) {
  return Object.fromEntries(
    CATEGORIES.map((id) => [id, lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100)]),
  );
}

function summarizePreset(lhrs) {
  const perRun = lhrs.map(scoresOf);
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, { median: median(perRun.map((s) => s[id])), runs: perRun.map((s) => s[id]) }]),
  );
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([key, auditId]) => {
      const values = lhrs.map((lhr) => lhr.audits[auditId]?.numericValue ?? null);
      const round = key === 'cls' ? (v) => Math.round(v * 1000) / 1000 : Math.round;
      return [key, { median: mapNull(median(values), round), runs: values.map((v) => mapNull(v, round)) }];
    }),
  );
  // The run whose performance score is the median stands for the preset in the audit lists.
  const order = perRun.map((s, i) => [s.performance ?? -1, i]).sort((a, b) => a[0] - b[0]);
  const medianIndex = order[Math.floor((order.length - 1) / 2)][1];
  const representative = lhrs[medianIndex];
  return {
    scores,
    metrics,
    medianRun: medianIndex + 1,
    improvements: improvementsOf(representative),
    erroredAudits: Object.values(representative.audits)
      .filter((audit) => audit.scoreDisplayMode === 'error')
      .map((audit) => ({ id: audit.id, error: audit.errorMessage ?? null })),
    runWarnings: representative.runWarnings ?? [],
    initialRequests: requestsOf(representative),
  };
}

/**
 * Per category, the audits of the representative run that Lighthouse counts against the page:
 * failing scored audits, and performance audits that estimate savings. Largest savings first.
 */
function improvementsOf(lhr) {
  const out = {};
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    if (!category) continue;
    const items = [];
    for (const ref of category.auditRefs) {
      if (ref.group === 'metrics' || ref.group === 'hidden') continue;
      const audit = lhr.audits[ref.id];
      if (!audit || ['notApplicable', 'manual', 'error'].includes(audit.scoreDisplayMode)) continue;
      const savingsMs = audit.details?.overallSavingsMs ?? null;
      const savingsBytes = audit.details?.overallSavingsBytes ?? null;
      const metricSavings = audit.metricSavings ?? null;
      const hasSavings =
        (savingsMs ?? 0) > 0 || (savingsBytes ?? 0) > 0 || Object.values(metricSavings ?? {}).some((v) => v > 0);
      const failing = audit.score != null && audit.score < (id === 'performance' ? 0.9 : 1);
      if (!failing && !(id === 'performance' && hasSavings)) continue;
      items.push({
        id: audit.id,
        title: audit.title,
        score: audit.score,
        weight: ref.weight,
        displayValue: audit.displayValue ?? null,
        savingsMs: mapNull(savingsMs, Math.round),
        savingsBytes: mapNull(savingsBytes, Math.round),
        metricSavings,
      });
    }
    items.sort((a, b) => rankOf(b) - rankOf(a) || (b.savingsBytes ?? 0) - (a.savingsBytes ?? 0) || b.weight - a.weight);
    out[id] = items;
  }
  return out;
}

/** Time the audit would save: its own estimate, else the largest metric saving (CLS aside). */
function rankOf(item) {
  const { CLS: _cls, ...timeSavings } = item.metricSavings ?? {};
  return item.savingsMs ?? Math.max(0, ...Object.values(timeSavings));
}

/** Scripts and stylesheets the page fetched in the representative run, as Lighthouse saw them. */
function requestsOf(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const pick = items.filter((item) => ['Script', 'Stylesheet', 'Font', 'Document'].includes(item.resourceType));
  const byType = {};
  for (const item of pick) {
    const entry = (byType[item.resourceType] ??= { requests: 0, transferBytes: 0, resourceBytes: 0, files: [] });
    entry.requests += 1;
    entry.transferBytes += item.transferSize ?? 0;
    entry.resourceBytes += item.resourceSize ?? 0;
    entry.files.push(new URL(item.url).pathname.replace(/^\//, ''));
  }
  return byType;
}

function median(values) {
  const sorted = values.filter((v) => v != null && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const mapNull = (value, fn) => (value == null ? null : fn(value));

// ---------------------------------------------------------------------------------------------
// Targets and report
// ---------------------------------------------------------------------------------------------

function checkTargets(sizes, lighthouse) {
  const presets = lighthouse?.presets ?? {};
  const score = (preset, id) => presets[preset]?.scores[id]?.median ?? null;
  /** Accessibility, best practices and SEO must hold on both presets: the lower median counts. */
  const bothPresets = (id) => {
    const values = Object.keys(presets).map((preset) => score(preset, id));
    return values.some((v) => v == null) || values.length === 0 ? null : Math.min(...values);
  };
  const check = (target, actual, higherIsBetter, unit) => ({
    target,
    actual,
    unit,
    pass: actual == null ? null : higherIsBetter ? actual >= target : actual <= target,
  });
  return {
    initialJsGzipKb: check(TARGETS.initialJsGzipKb, sizes.landing.js.gzipKb, false, 'KB gzip, at most'),
    mobilePerformance: check(TARGETS.mobilePerformance, score('mobile', 'performance'), true, 'score, at least'),
    accessibility: check(TARGETS.accessibility, bothPresets('accessibility'), true, 'score on mobile and desktop'),
    bestPractices: check(TARGETS.bestPractices, bothPresets('best-practices'), true, 'score on mobile and desktop'),
    seo: check(TARGETS.seo, bothPresets('seo'), true, 'score on mobile and desktop'),
  };
}

/**
 * Scripts and stylesheets Lighthouse saw the page fetch (mobile, representative run) against the
 * files counted above: what loads at start beyond the budget's definition, and the reverse.
 */
function crossCheck(sizes, lighthouse) {
  const requests = lighthouse?.presets.mobile?.initialRequests;
  if (!requests) return null;
  const loaded = [...(requests.Script?.files ?? []), ...(requests.Stylesheet?.files ?? [])];
  const counted = sizes.landing.files.map((row) => row.file);
  return {
    source: 'network-requests audit, mobile',
    loadedNotCounted: loaded.filter((file) => !counted.includes(file)),
    countedNotLoaded: counted.filter((file) => !loaded.includes(file)),
  };
}

function formatReport(report) {
  const lines = [];
  const pad = (value, width) => String(value).padStart(width);
  const kb = (bytes) => `${toKb(bytes).toFixed(1)} KB`;
  const { landing, appShell } = report.sizes;
  lines.push(
    `Alavanca web budget, ${report.date}, Node ${report.node}` +
      (report.lighthouse
        ? `, Lighthouse ${report.lighthouse.lighthouseVersion}, ${report.lighthouse.browser ?? 'Chromium'}`
        : ''),
    '',
    `Landing page "/": ${path.relative(ROOT_DIR, path.join(WEB_DIST_DIR, landing.page))}, pre-rendered`,
    `${'part'.padEnd(16)}${pad('files', 6)}${pad('raw', 11)}${pad('gzip', 11)}`,
  );
  const parts = { 'HTML document': landing.html, JS: landing.js, CSS: landing.css, total: landing.total };
  for (const [label, part] of Object.entries(parts)) {
    lines.push(`${label.padEnd(16)}${pad(part.files, 6)}${pad(kb(part.raw), 11)}${pad(kb(part.gzip), 11)}`);
  }
  const biggest = landing.files.slice(0, 5);
  lines.push(
    `largest gzip: ${biggest.map((f) => `${path.posix.basename(f.file)} ${kb(f.gzip)}`).join(', ')}`,
    `app shell (${appShell.page}, loaded on the way to sign-in or sign-up; informational, no target): ` +
      `JS ${appShell.js.files} files, ${kb(appShell.js.raw)} raw, ${kb(appShell.js.gzip)} gzip`,
  );

  if (report.lighthouse) {
    const lh = report.lighthouse;
    lines.push(
      '',
      `Lighthouse, median of ${lh.runsPerPreset} runs, simulated throttling`,
      `${'preset'.padEnd(9)}${pad('perf', 5)}${pad('a11y', 6)}${pad('bp', 5)}${pad('seo', 5)}` +
        `${pad('FCP', 9)}${pad('LCP', 9)}${pad('TBT', 8)}${pad('CLS', 7)}${pad('SI', 9)}`,
    );
    const ms = (v) => (v == null ? '-' : v >= 1000 ? `${(v / 1000).toFixed(1)} s` : `${Math.round(v)} ms`);
    for (const [preset, summary] of Object.entries(lh.presets)) {
      const s = (id) => summary.scores[id].median ?? '-';
      const m = summary.metrics;
      lines.push(
        `${preset.padEnd(9)}${pad(s('performance'), 5)}${pad(s('accessibility'), 6)}${pad(s('best-practices'), 5)}${pad(s('seo'), 5)}` +
          `${pad(ms(m.fcpMs.median), 9)}${pad(ms(m.lcpMs.median), 9)}${pad(ms(m.tbtMs.median), 8)}` +
          `${pad(m.cls.median ?? '-', 7)}${pad(ms(m.speedIndexMs.median), 9)}`,
      );
    }
    const mobile = lh.presets.mobile;
    if (mobile) {
      const describe = (item) => {
        const savings = [];
        if (item.savingsMs) savings.push(`~${ms(item.savingsMs)}`);
        if (item.savingsBytes) savings.push(`~${kb(item.savingsBytes)}`);
        for (const [metric, value] of Object.entries(item.metricSavings ?? {})) {
          if (value > 0) savings.push(`${metric} ${metric === 'CLS' ? value.toFixed(3) : ms(value)}`);
        }
        return `${item.id}${savings.length ? ` (${savings.join(', ')})` : item.displayValue ? ` (${item.displayValue})` : ''}`;
      };
      const extra = report.crossCheck?.loadedNotCounted ?? [];
      if (extra.length) {
        lines.push(
          `Also fetched at load (not in the sizes above): ` + extra.map((file) => path.posix.basename(file)).join(', '),
        );
      }
      lines.push('', `To improve (mobile, run ${mobile.medianRun}):`);
      for (const id of CATEGORIES) {
        const items = mobile.improvements[id] ?? [];
        lines.push(
          `  ${id.padEnd(15)}${items.length ? items.slice(0, 3).map(describe).join('; ') : 'nothing flagged'}`,
        );
      }
    }
  }

  lines.push('', 'Targets');
  const names = {
    initialJsGzipKb: 'initial JS gzip <= %t KB',
    mobilePerformance: 'mobile performance >= %t',
    accessibility: 'accessibility >= %t',
    bestPractices: 'best practices >= %t',
    seo: 'SEO >= %t',
  };
  for (const [key, check] of Object.entries(report.targetResults)) {
    const verdict = check.pass == null ? 'not measured' : check.pass ? 'pass' : 'MISS';
    lines.push(`  ${names[key].replace('%t', check.target).padEnd(28)}${pad(check.actual ?? '-', 8)}   ${verdict}`);
  }
  lines.push('', `Written to ${path.relative(ROOT_DIR, RESULTS_FILE)} in ${(report.durationMs / 1000).toFixed(0)} s`);
  return lines.join('\n') + '\n';
}

function progress(message) {
  console.error(`[web-budget] ${message}`);
}

function parseArgs(argv) {
  const options = { build: true, runs: DEFAULT_RUNS, lighthouse: true };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--no-build') options.build = false;
    else if (arg === '--sizes-only') options.lighthouse = false;
    else if (arg === '--runs' || arg.startsWith('--runs=')) {
      const value = Number(arg.includes('=') ? arg.split('=')[1] : argv[++i]);
      if (!Number.isInteger(value) || value < 1) throw new Error('--runs takes a whole number of 1 or more.');
      options.runs = value;
    } else if (arg === '--help' || arg === '-h') {
      options.help = true;
    } else {
      throw new Error(`Unknown option ${arg}. Options: --no-build, --runs N, --sizes-only.`);
    }
  }
  return options;
}

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------

async function main() {
  const startedAt = Date.now();
  const options = parseArgs(process.argv.slice(2));
  if (options.help) {
    process.stdout.write(
      'Usage: npm run bench:web-budget -- [--no-build] [--runs N] [--sizes-only]\nSee bench/README.md.\n',
    );
    return 0;
  }

  let server = null;
  const browsers = new Set();
  let cleaning = null;
  const cleanUp = () => {
    cleaning ??= (async () => {
      for (const chrome of browsers) await Promise.resolve(chrome.kill()).catch(() => {});
      if (server) await server.stop();
    })();
    return cleaning;
  };
  const onSignal = (signal) => {
    progress(`${signal}: stopping the server and Chromium`);
    cleanUp().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    let buildMs = null;
    if (options.build) {
      progress('npm run build');
      const buildStart = Date.now();
      // Build output goes to stderr so stdout carries the report only.
      const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT_DIR, stdio: ['ignore', 2, 2] });
      if (build.error) throw build.error;
      if (build.status !== 0) throw new Error(`npm run build failed (exit ${build.status ?? build.signal}).`);
      buildMs = Date.now() - buildStart;
    }

    const sizes = measureSizes();
    const { landing } = sizes;
    progress(
      `initial JS ${landing.js.gzipKb} KB gzip, CSS ${landing.css.gzipKb} KB gzip, HTML ${landing.html.gzipKb} KB gzip`,
    );

    let lighthouse = null;
    let url = null;
    if (options.lighthouse) {
      server = await startServer();
      url = `${server.baseUrl}/`;
      progress(`server ready at ${url} (pid ${server.child.pid})`);
      // One plain request first, so no run pays for the server's cold start.
      await fetch(url).then((response) => response.arrayBuffer());
      lighthouse = await runLighthouse(url, options.runs, browsers);
    }
    await cleanUp();

    const report = {
      schemaVersion: 2,
      date: new Date().toISOString(),
      node: process.version,
      machine: { platform: `${os.platform()} ${os.arch()}`, cpus: os.cpus().length },
      url: url ? '/' : null,
      build: { ran: options.build, ms: buildMs },
      sizes,
      lighthouse,
      targets: TARGETS,
      targetResults: checkTargets(sizes, lighthouse),
      crossCheck: crossCheck(sizes, lighthouse),
      durationMs: 0,
    };
    report.durationMs = Date.now() - startedAt;
    fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
    fs.writeFileSync(RESULTS_FILE, JSON.stringify(report, null, 2) + '\n');
    process.stdout.write(formatReport(report));
    return 0;
  } finally {
    await cleanUp();
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error) => {
      console.error(`[web-budget] failed: ${error instanceof Error ? error.stack : error}`);
      process.exitCode = 1;
    },
  );
}
