// The web budget's verdicts against its targets, the cross-check of the sizes with what Lighthouse
// saw load, and the table printed on stdout.

import path from 'node:path';
import { CATEGORIES, RESULTS_FILE, ROOT_DIR, TARGETS, WEB_DIST_DIR, toKb } from './settings.mjs';

export function checkTargets(sizes, lighthouse) {
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
export function crossCheck(sizes, lighthouse) {
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

export function formatReport(report) {
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
