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
//
// The parts live in bench/web-budget/: sizes.mjs (the bytes, read from the build), lighthouse.mjs
// (the Lighthouse runs and their medians), report.mjs (targets, cross-check and the printed table)
// and settings.mjs (paths, categories and targets).

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startBuiltServer } from '../scripts/harness.mjs';
import { formatAppPages, measureAppPages, meetsTargets } from './web-budget/app-pages.mjs';
import { runLighthouse } from './web-budget/lighthouse.mjs';
import { checkTargets, crossCheck, formatReport } from './web-budget/report.mjs';
import { RESULTS_FILE, ROOT_DIR, TARGETS, progress } from './web-budget/settings.mjs';
import { measureSizes } from './web-budget/sizes.mjs';

const HOST = '127.0.0.1';
const DEFAULT_RUNS = 3;

/** The built server on the embedded database in a temp folder; never a database or SMTP from the shell. */
function startServer() {
  return startBuiltServer({ rootDir: ROOT_DIR, host: HOST });
}

function parseArgs(argv) {
  const options = { build: true, runs: DEFAULT_RUNS, lighthouse: true, landing: true, app: true, pages: null };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--no-build') options.build = false;
    else if (arg === '--sizes-only') options.lighthouse = false;
    else if (arg === '--only' || arg.startsWith('--only=')) {
      const value = arg.includes('=') ? arg.split('=')[1] : argv[++i];
      if (value !== 'landing' && value !== 'app') throw new Error('--only takes landing or app.');
      options.landing = value === 'landing';
      options.app = value === 'app';
    } else if (arg === '--pages' || arg.startsWith('--pages=')) {
      options.pages = (arg.includes('=') ? arg.split('=')[1] : argv[++i]).split(',');
    } else if (arg === '--runs' || arg.startsWith('--runs=')) {
      const value = Number(arg.includes('=') ? arg.split('=')[1] : argv[++i]);
      if (!Number.isInteger(value) || value < 1) throw new Error('--runs takes a whole number of 1 or more.');
      options.runs = value;
    } else if (arg === '--help' || arg === '-h') {
      options.help = true;
    } else {
      throw new Error(
        `Unknown option ${arg}. Options: --no-build, --runs N, --sizes-only, --only landing|app, --pages a,b.`,
      );
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
      'Usage: npm run bench:web-budget -- [--no-build] [--runs N] [--sizes-only] [--only landing|app] [--pages a,b]\nSee bench/README.md.\n',
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
    let app = null;
    if (options.lighthouse) {
      server = await startServer();
      url = `${server.baseUrl}/`;
      progress(`server ready at ${url} (pid ${server.child.pid})`);
      // One plain request first, so no run pays for the server's cold start.
      await fetch(url).then((response) => response.arrayBuffer());
      if (options.landing) lighthouse = await runLighthouse(url, options.runs, browsers);
      if (options.app) {
        app = await measureAppPages(server.baseUrl, {
          runs: options.runs,
          activeBrowsers: browsers,
          only: options.pages,
        });
      }
    }
    await cleanUp();

    const report = {
      schemaVersion: 2,
      date: new Date().toISOString(),
      node: process.version,
      machine: { platform: `${os.platform()} ${os.arch()}`, cpus: os.cpus().length },
      url: url && options.landing ? '/' : null,
      build: { ran: options.build, ms: buildMs },
      sizes,
      lighthouse,
      targets: TARGETS,
      targetResults: checkTargets(sizes, lighthouse),
      crossCheck: crossCheck(sizes, lighthouse),
      app: app && {
        pages: app.pages.map(({ name, path: pagePath }) => ({
          name,
          path: pagePath.replace(/[0-9a-f-]{36}/, ':id'),
          firstLoad: app.firstLoads[name],
          lighthouse: app.lighthouse[name],
          met: meetsTargets(app.lighthouse[name].presets.mobile),
        })),
      },
      durationMs: 0,
    };
    report.durationMs = Date.now() - startedAt;
    fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
    fs.writeFileSync(RESULTS_FILE, JSON.stringify(report, null, 2) + '\n');
    if (options.landing) process.stdout.write(formatReport(report));
    if (app) process.stdout.write(`\n${formatAppPages(app)}`);
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
