// The signed-in app's screens: a seeded founder's pages, each opened signed in with an empty cache,
// its first-load bytes counted in Chromium and its Lighthouse mobile figures, median of several runs.

import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/harness.mjs';
import { measureFirstLoad } from '../../scripts/first-load.mjs';
import { seedFounder } from '../shared/founder.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { WEB_DIST_DIR, progress } from './settings.mjs';

/** What the app's targets ask of each signed-in screen on Lighthouse's mobile preset (issue: signed-in speed). */
export const APP_TARGETS = { lcpMs: 2500, performance: 90, tbtMs: 200, cls: 0.1, accessibility: 100 };

/** Seeds a founder on `baseUrl`, then measures each of their screens. */
export async function measureAppPages(baseUrl, { runs, activeBrowsers, only = null }) {
  progress('seeding a founder: three simulations, a validation, a conversation, a report, a class');
  const founder = await seedFounder(baseUrl);
  const pages = only ? founder.pages.filter((page) => only.includes(page.name)) : founder.pages;

  const firstLoads = {};
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const { name, path } of pages) {
      const context = await browser.newContext();
      await context.addCookies(cookiesFor(founder.cookie, baseUrl));
      firstLoads[name] = await measureFirstLoad(await context.newPage(), `${baseUrl}${path}`, WEB_DIST_DIR);
      await context.close();
      progress(`first load ${name}: ${firstLoads[name].total.gzipKb} KB gzip in ${firstLoads[name].total.files} files`);
    }
  } finally {
    await browser.close();
  }

  const lighthouse = {};
  for (const { name, path } of pages) {
    lighthouse[name] = await runLighthouse(`${baseUrl}${path}`, runs, activeBrowsers, {
      presets: ['mobile'],
      cookies: cookiesFor(founder.cookie, baseUrl),
      name,
    });
  }
  return { pages, firstLoads, lighthouse };
}

function cookiesFor(cookieHeader, baseUrl) {
  return cookieHeader.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl };
  });
}

/** The table the issue asks for, one line per screen, and whether each meets the targets. */
export function formatAppPages({ pages, firstLoads, lighthouse }) {
  const lines = [
    'Signed-in screens, Lighthouse mobile (median), first load (gzip)',
    'screen        path                       perf  a11y      LCP     TBT    CLS    JS KiB*  first load',
  ];
  for (const { name, path } of pages) {
    const mobile = lighthouse[name].presets.mobile;
    const met = meetsTargets(mobile);
    const script = mobile.initialRequests.Script;
    lines.push(
      [
        name.padEnd(13),
        path.replace(/[0-9a-f-]{36}/, ':id').padEnd(26),
        String(mobile.scores.performance.median).padStart(4),
        String(mobile.scores.accessibility.median).padStart(5),
        `${(mobile.metrics.lcpMs.median / 1000).toFixed(1)} s`.padStart(8),
        `${mobile.metrics.tbtMs.median} ms`.padStart(7),
        mobile.metrics.cls.median.toFixed(3).padStart(6),
        String(Math.round((script?.transferBytes ?? 0) / 1024)).padStart(10),
        `${firstLoads[name].total.gzipKb} KB / ${firstLoads[name].total.files} files`.padStart(22),
        met ? ' met' : ' MISS',
      ].join(' '),
    );
  }
  lines.push(
    '* JS as Lighthouse saw it transferred (the server compresses); first load: HTML, JS and CSS, gzip level 9.',
  );
  lines.push(
    `Targets: LCP <= ${APP_TARGETS.lcpMs / 1000} s, performance >= ${APP_TARGETS.performance}, TBT <= ${APP_TARGETS.tbtMs} ms, CLS <= ${APP_TARGETS.cls}, accessibility ${APP_TARGETS.accessibility}.`,
  );
  return `${lines.join('\n')}\n`;
}

export function meetsTargets(mobile) {
  return (
    mobile.metrics.lcpMs.median <= APP_TARGETS.lcpMs &&
    mobile.scores.performance.median >= APP_TARGETS.performance &&
    mobile.metrics.tbtMs.median <= APP_TARGETS.tbtMs &&
    mobile.metrics.cls.median <= APP_TARGETS.cls &&
    mobile.scores.accessibility.median >= APP_TARGETS.accessibility
  );
}
