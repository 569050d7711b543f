#!/usr/bin/env node
// Web performance budget of the landing page: what "/" downloads before its first route renders
// (raw and gzip bytes read from the build) and the Lighthouse scores of the built app served by the
// real server, mobile and desktop, median of several runs. A measurement, not a test: it exits 0
// when a target is missed and 1 only when something breaks. See bench/README.md.
//
//   npm run bench:web-budget                 build, measure, write bench/results/web-budget.json
//   npm run bench:web-budget -- --no-build   measure the build that is already in apps/web/dist
//   npm run bench:web-budget -- --runs 5     Lighthouse runs per preset (default 3)
//   npm run bench:web-budget -- --sizes-only skip the server and Lighthouse
//
// CHROMIUM_PATH picks the browser (default /usr/bin/chromium, as in the browser tests).

import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH, findFreePort, stopProcess, waitForHealth } from '../scripts/harness.mjs';

const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB_DIST_DIR = path.join(ROOT_DIR, 'apps/web/dist');
const SERVER_ENTRY = path.join(ROOT_DIR, 'apps/server/dist/main.js');
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

/** What the landing page loads lazily before its first screen: its route module and catalogs. */
const LANDING_ROUTE = {
  /** Source module of the "/" route, as Vite's manifest names it. */
  source: 'src/app/routes/landing.tsx',
  /** Vite names a lazy chunk after its module: `landing-<hash>.js`. */
  chunkName: 'landing',
  /** The language a first visit gets (no stored choice) and the namespaces "/" needs. */
  language: 'pt-BR',
  namespaces: ['common', 'landing'],
};

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
 * The JavaScript and CSS the landing page needs before its first route renders, read from the
 * build in `distDir`: the entry's static graph (what index.html loads or preloads, and what those
 * modules import statically) and what "/" then loads lazily at start (route module, catalogs).
 * Uses Vite's manifest when the build wrote one, otherwise scans the built chunks.
 */
export function measureSizes(distDir = WEB_DIST_DIR) {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    throw new Error(`${path.relative(ROOT_DIR, indexFile)} is missing: run \`npm run build\` first.`);
  }
  const html = fs.readFileSync(indexFile, 'utf8');
  const fromHtml = parseIndexHtml(html);
  if (!fromHtml.moduleEntry) throw new Error('index.html has no <script type="module" src>.');

  const manifestFile = path.join(distDir, '.vite/manifest.json');
  const graph = fs.existsSync(manifestFile)
    ? graphFromManifest(JSON.parse(fs.readFileSync(manifestFile, 'utf8')), fromHtml)
    : graphFromChunks(distDir, fromHtml);

  const entryFiles = unique([...fromHtml.classicScripts, ...graph.entry]);
  const entrySet = new Set(entryFiles);
  const routeFiles = unique(graph.route).filter((file) => !entrySet.has(file));

  const entry = describePart('entry (static graph)', entryFiles, distDir, graph.labels);
  const route = describePart('route / (lazy at start)', routeFiles, distDir, graph.labels);
  return {
    method: graph.method,
    kbIs: `${KB} bytes`,
    gzip: 'node:zlib gzipSync, level 9',
    html: sizeOf(path.join(distDir, 'index.html')),
    parts: { entry, route },
    /** Catalog and route chunks by file, to name what Lighthouse saw loading. */
    labels: Object.fromEntries(graph.labels),
    total: {
      js: sumSizes([entry.js, route.js]),
      css: sumSizes([entry.css, route.css]),
      all: sumSizes([entry.js, route.js, entry.css, route.css]),
    },
  };
}

/** Files index.html asks for: module entry, classic scripts, modulepreloads and stylesheets. */
function parseIndexHtml(html) {
  const result = { moduleEntry: null, classicScripts: [], modulePreloads: [], stylesheets: [] };
  for (const [, attrs] of html.matchAll(/<script\b([^>]*)>/gi)) {
    const a = parseAttributes(attrs);
    if (!a.src || !isLocal(a.src)) continue;
    if (a.type === 'module') result.moduleEntry ??= toDistPath(a.src);
    else result.classicScripts.push(toDistPath(a.src));
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

/** "/assets/x.js" → "assets/x.js" (a path inside dist). */
function toDistPath(url) {
  return decodeURIComponent(url.split(/[?#]/, 1)[0]).replace(/^\.?\//, '');
}

/** Entry graph and landing-route files from Vite's build manifest. */
function graphFromManifest(manifest, fromHtml) {
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const entryKey = byFile.get(fromHtml.moduleEntry) ?? Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('The Vite manifest names no entry chunk.');

  const closure = (key) => {
    const files = [];
    const seen = new Set();
    const visit = (k) => {
      if (seen.has(k) || !manifest[k]) return;
      seen.add(k);
      files.push(manifest[k].file, ...(manifest[k].css ?? []));
      for (const imported of manifest[k].imports ?? []) visit(imported);
    };
    visit(key);
    return files;
  };

  const { source, language, namespaces } = LANDING_ROUTE;
  const routeKey = Object.keys(manifest).find((key) => key === source || key.endsWith(`/${source}`));
  if (!routeKey) throw new Error(`The Vite manifest has no chunk for ${source}.`);
  const route = closure(routeKey);
  for (const ns of namespaces) {
    const catalogKey = Object.keys(manifest).find((key) => key.endsWith(`locales/${language}/${ns}.json`));
    if (!catalogKey) throw new Error(`The Vite manifest has no chunk for the ${language} "${ns}" catalog.`);
    route.push(...closure(catalogKey));
  }
  const catalogs = new Map();
  for (const [key, chunk] of Object.entries(manifest)) {
    const match = key.match(/locales\/([\w-]+)\/([\w-]+)\.json$/);
    if (match) catalogs.set(chunk.file, `${match[1]}/${match[2]}`);
  }
  return {
    method: 'vite manifest',
    entry: [...closure(entryKey), ...fromHtml.modulePreloads, ...fromHtml.stylesheets],
    route,
    labels: new Map([[manifest[routeKey].file, `route module ${source}`], ...[...catalogs].map(([f, c]) => [f, `${c} catalog`])]),
  };
}

/**
 * Entry graph and landing-route files without a manifest: follows static `import … from "./x.js"`,
 * `import "./x.js"` and `export … from "./x.js"` in the built chunks, finds the catalogs in the
 * `locales/<lng>/<ns>.json` → `import("./x.js")` map i18n's glob compiles to, and the route
 * module among the dynamic imports (`landing-<hash>.js` that is not a catalog). Dynamic imports
 * carry their preload list (`__vite__mapDeps([…])`), which adds CSS a lazy chunk needs.
 */
function graphFromChunks(distDir, fromHtml) {
  const cache = new Map();
  const read = (file) => {
    if (!cache.has(file)) {
      const full = path.join(distDir, file);
      cache.set(file, fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : null);
    }
    return cache.get(file);
  };
  const staticImports = (file) => {
    const code = read(file);
    if (code == null || !file.endsWith('.js')) return [];
    const found = [];
    for (const match of code.matchAll(/(?<![\w$.])(?:import|export)\s*(?:[^"'`();=]*?\bfrom\s*)?["'`](\.{1,2}\/[^"'`\n]+?\.js)["'`]/g)) {
      found.push(path.posix.join(path.posix.dirname(file), match[1]));
    }
    return found;
  };
  const closure = (roots) => {
    const seen = new Set();
    const queue = [...roots];
    while (queue.length > 0) {
      const file = queue.shift();
      if (seen.has(file)) continue;
      seen.add(file);
      queue.push(...staticImports(file));
    }
    return [...seen];
  };
  /** Every `import("./x.js")` in a chunk with the files its preload list names. */
  const dynamicImports = (file) => {
    const code = read(file);
    if (code == null) return [];
    const depList = code.match(/m\.f\s*\|\|\s*\(\s*m\.f\s*=\s*(\[[^\]]*\])/);
    const deps = depList ? JSON.parse(depList[1].replaceAll('`', '"')) : [];
    const found = [];
    for (const match of code.matchAll(/\bimport\(\s*["'`](\.{1,2}\/[^"'`\n]+?\.js)["'`]\s*\)(\s*,\s*__vite__mapDeps\(\[([\d,\s]*)\]\))?/g)) {
      const preload = (match[3] ?? '')
        .split(',')
        .filter((i) => i.trim() !== '')
        .map((i) => deps[Number(i)])
        .filter(Boolean);
      found.push({ file: path.posix.join(path.posix.dirname(file), match[1]), preload });
    }
    return found;
  };

  const entry = closure([fromHtml.moduleEntry, ...fromHtml.modulePreloads]);

  const assetsDir = path.posix.dirname(fromHtml.moduleEntry);
  const allChunks = fs
    .readdirSync(path.join(distDir, assetsDir))
    .filter((name) => name.endsWith('.js'))
    .map((name) => path.posix.join(assetsDir, name));

  // Catalog chunks: "../locales/pt-BR/common.json":()=>…import("./common-x.js")
  const catalogs = new Map();
  for (const file of allChunks) {
    const code = read(file);
    for (const match of code.matchAll(/["'`](?:\.{1,2}\/)*(?:[\w-]+\/)*locales\/([\w-]+)\/([\w-]+)\.json["'`]\s*:[^,]*?\bimport\(\s*["'`](\.{1,2}\/[^"'`\n]+?\.js)["'`]/g)) {
      catalogs.set(`${match[1]}/${match[2]}`, path.posix.join(path.posix.dirname(file), match[3]));
    }
  }
  const catalogFiles = new Set(catalogs.values());

  const { chunkName, language, namespaces } = LANDING_ROUTE;
  const namePattern = new RegExp(`^${chunkName}-[\\w-]+\\.js$`);
  const candidates = new Map();
  for (const file of entry) {
    for (const imported of dynamicImports(file)) {
      if (namePattern.test(path.posix.basename(imported.file)) && !catalogFiles.has(imported.file)) {
        candidates.set(imported.file, imported.preload);
      }
    }
  }
  if (candidates.size !== 1) {
    throw new Error(
      `Expected one lazy "${chunkName}" route chunk among the entry's dynamic imports, found ${candidates.size}` +
        (candidates.size ? `: ${[...candidates.keys()].join(', ')}` : '') +
        '. Enable build.manifest or update LANDING_ROUTE in bench/web-budget.mjs.',
    );
  }
  const [[routeChunk, routePreload]] = candidates;
  const route = [...closure([routeChunk]), ...routePreload.filter((file) => file.endsWith('.css'))];
  for (const ns of namespaces) {
    const catalog = catalogs.get(`${language}/${ns}`);
    if (!catalog) throw new Error(`No chunk found for the ${language} "${ns}" catalog.`);
    route.push(...closure([catalog]));
  }
  return {
    method: 'chunk scan (no Vite manifest in the build)',
    entry: [...entry, ...fromHtml.stylesheets],
    route,
    labels: new Map([[routeChunk, `route module (${chunkName})`], ...[...catalogs].map(([c, f]) => [f, `${c} catalog`])]),
  };
}

function describePart(label, files, distDir, labels) {
  const rows = files.map((file) => ({
    file,
    type: kindOf(file),
    ...(labels.has(file) ? { is: labels.get(file) } : {}),
    ...sizeOf(path.join(distDir, file)),
  }));
  const missing = rows.filter((row) => row.raw == null).map((row) => row.file);
  if (missing.length) throw new Error(`Files referenced by the build are missing: ${missing.join(', ')}`);
  return {
    label,
    js: sumSizes(rows.filter((row) => row.type === 'js').map((row) => ({ ...row, files: 1 }))),
    css: sumSizes(rows.filter((row) => row.type === 'css').map((row) => ({ ...row, files: 1 }))),
    files: rows.sort((a, b) => b.gzip - a.gzip),
  };
}

function kindOf(file) {
  if (/\.m?js$/.test(file)) return 'js';
  if (file.endsWith('.css')) return 'css';
  return 'other';
}

function sizeOf(file) {
  if (!fs.existsSync(file)) return { raw: null, gzip: null };
  const content = fs.readFileSync(file);
  return { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

function sumSizes(items) {
  const raw = items.reduce((sum, item) => sum + item.raw, 0);
  const gzip = items.reduce((sum, item) => sum + item.gzip, 0);
  const files = items.reduce((sum, item) => sum + (item.files ?? 0), 0);
  return { files, raw, gzip, rawKb: toKb(raw), gzipKb: toKb(gzip) };
}

const toKb = (bytes) => Math.round((bytes / KB) * 10) / 10;
const unique = (list) => [...new Set(list)];

// ---------------------------------------------------------------------------------------------
// Server
// ---------------------------------------------------------------------------------------------

/** Starts the built server on a free port with a throw-away data folder; resolves when healthy. */
async function startServer() {
  if (!fs.existsSync(SERVER_ENTRY)) {
    throw new Error(`${path.relative(ROOT_DIR, SERVER_ENTRY)} is missing: run \`npm run build\` first.`);
  }
  const port = await findFreePort(HOST);
  const baseUrl = `http://${HOST}:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alavanca-bench-'));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST,
    DATA_DIR: dataDir,
    APP_URL: baseUrl,
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'warn',
  };
  // Always the embedded database in the temp folder; never a server or SMTP left in the shell.
  delete env.DATABASE_URL;
  delete env.SMTP_URL;

  const child = spawn(process.execPath, [SERVER_ENTRY], { cwd: ROOT_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  const keep = (chunk) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  const server = {
    baseUrl,
    child,
    dataDir,
    async stop() {
      await stopProcess(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  try {
    await waitForHealth(baseUrl, { child, logTail: () => `\n${output.join('').split('\n').slice(-40).join('\n')}` });
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
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
      { port: chrome.port, output: 'html', logLevel: 'error', onlyCategories: CATEGORIES, throttlingMethod: 'simulate' },
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
    initialJsGzipKb: check(TARGETS.initialJsGzipKb, sizes.total.js.gzipKb, false, 'KB gzip, at most'),
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
  const counted = [...sizes.parts.entry.files, ...sizes.parts.route.files].map((row) => row.file);
  return {
    source: 'network-requests audit, mobile',
    loadedNotCounted: loaded
      .filter((file) => !counted.includes(file))
      .map((file) => ({ file, ...(sizes.labels[file] ? { is: sizes.labels[file] } : {}) })),
    countedNotLoaded: counted.filter((file) => !loaded.includes(file)),
  };
}

function formatReport(report) {
  const lines = [];
  const pad = (value, width) => String(value).padStart(width);
  const kb = (bytes) => `${toKb(bytes).toFixed(1)} KB`;
  lines.push(
    `Alavanca web budget, ${report.date}, Node ${report.node}` +
      (report.lighthouse ? `, Lighthouse ${report.lighthouse.lighthouseVersion}, ${report.lighthouse.browser ?? 'Chromium'}` : ''),
    '',
    `Landing page initial load (${report.sizes.method})`,
    `${'part'.padEnd(26)}${pad('files', 6)}${pad('JS raw', 11)}${pad('JS gzip', 11)}${pad('CSS raw', 11)}${pad('CSS gzip', 11)}`,
  );
  const { entry, route } = report.sizes.parts;
  for (const part of [entry, route, { label: 'total', ...report.sizes.total }]) {
    const files = part.js.files + part.css.files;
    lines.push(
      `${part.label.padEnd(26)}${pad(files, 6)}${pad(kb(part.js.raw), 11)}${pad(kb(part.js.gzip), 11)}` +
        `${pad(kb(part.css.raw), 11)}${pad(kb(part.css.gzip), 11)}`,
    );
  }
  const biggest = [...entry.files, ...route.files].sort((a, b) => b.gzip - a.gzip).slice(0, 5);
  lines.push(`largest gzip: ${biggest.map((f) => `${path.posix.basename(f.file)} ${kb(f.gzip)}`).join(', ')}`);

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
          `Also fetched at load (not in the sizes above): ` +
            extra.map((f) => `${path.posix.basename(f.file)}${f.is ? ` (${f.is})` : ''}`).join(', '),
        );
      }
      lines.push('', `To improve (mobile, run ${mobile.medianRun}):`);
      for (const id of CATEGORIES) {
        const items = mobile.improvements[id] ?? [];
        lines.push(`  ${id.padEnd(15)}${items.length ? items.slice(0, 3).map(describe).join('; ') : 'nothing flagged'}`);
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
    process.stdout.write('Usage: npm run bench:web-budget -- [--no-build] [--runs N] [--sizes-only]\nSee bench/README.md.\n');
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
    progress(`initial JS ${sizes.total.js.gzipKb} KB gzip, CSS ${sizes.total.css.gzipKb} KB gzip`);

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
      schemaVersion: 1,
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
