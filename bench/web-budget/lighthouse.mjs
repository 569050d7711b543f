// Lighthouse on the served landing page: each preset (mobile, desktop) run several times in a fresh
// Chromium, and the medians of the scores and metrics, with the audits of the median run.

import fs from 'node:fs';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/harness.mjs';
import { CATEGORIES, RESULTS_FILE, ROOT_DIR, progress } from './settings.mjs';

const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndexMs: 'speed-index',
};
/** Extra attempts for a run whose trace Lighthouse could not record. */
const MAX_RETRIES = 2;

/**
 * Runs Lighthouse `runs` times per preset, each in a fresh Chromium, and keeps the medians.
 * `presets` picks mobile and/or desktop; `cookies` ({ name, value, url }) are put in each fresh
 * browser's cookie jar first (a signed-in page's session: a Cookie header would be replaced by the
 * first cookie the page sets itself); the median run's report is written as `lighthouse-<name>-<preset>.html`.
 */
export async function runLighthouse(
  url,
  runs,
  activeBrowsers,
  { presets: wanted = ['mobile', 'desktop'], cookies = [], name = null } = {},
) {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `No Chromium at ${CHROMIUM_PATH}. Install Debian's chromium package or set CHROMIUM_PATH to a Chromium or Chrome binary.`,
    );
  }
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const chromeLauncher = await import('chrome-launcher');

  const presets = Object.fromEntries(
    Object.entries({ mobile: undefined, desktop: desktopConfig }).filter(([preset]) => wanted.includes(preset)),
  );
  const result = { runsPerPreset: runs, throttlingMethod: 'simulate', presets: {} };
  for (const [preset, config] of Object.entries(presets)) {
    const lhrs = [];
    const retried = [];
    const htmlReports = [];
    for (let run = 1; run <= runs; run += 1) {
      for (let attempt = 1; ; attempt += 1) {
        const started = Date.now();
        try {
          const { lhr, html } = await lighthouseOnce(url, config, {
            lighthouse,
            chromeLauncher,
            activeBrowsers,
            cookies,
          });
          lhrs.push(lhr);
          htmlReports.push(html);
          const s = scoresOf(lhr);
          progress(
            `lighthouse ${name ? `${name} ` : ''}${preset} ${run}/${runs}: perf ${s.performance} a11y ${s.accessibility} ` +
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
      const file = path.join(path.dirname(RESULTS_FILE), `lighthouse-${name ? `${name}-` : ''}${preset}.html`);
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
async function lighthouseOnce(url, config, { lighthouse, chromeLauncher, activeBrowsers, cookies }) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
    handleSIGINT: false,
    logLevel: 'silent',
  });
  activeBrowsers.add(chrome);
  try {
    if (cookies.length > 0) await putCookies(chrome.port, cookies);
    const runner = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'html',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        throttlingMethod: 'simulate',
        // The profile is fresh (an empty cache) already; a reset would also sign the page out.
        disableStorageReset: cookies.length > 0,
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

/** Sets cookies in the default context of the Chromium listening on `port`, then lets go of it. */
async function putCookies(port, cookies) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    await browser.contexts()[0].addCookies(cookies);
  } finally {
    await browser.close();
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
