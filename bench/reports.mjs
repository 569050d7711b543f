#!/usr/bin/env node
// Reports benchmark. Two measures:
//   1. POST /api/reports for a 36-month simulation through HTTP on one built server instance, one
//      request at a time: what a founder waits for their PDF and CSV (the PDF drawn, the mentor's
//      commentary written, both files stored): p50 and p99 on the embedded database and on the
//      PostgreSQL server. The simulation is played to its 36th month with the engine's suggested
//      decisions (the "careful founder"), on a Pro trial (no reports limit).
//   2. The floor under a signed-in screen's first load: a page built with Vite from the four
//      libraries every signed-in screen stands on (React DOM, React Router's data router, i18next
//      with react-i18next, TanStack Query) and nothing of the app (decision 025). The screens'
//      own first loads are measured by `npm run bench:web-budget -- --only app` (decision 030).
// A measurement, not a test: it exits 0 when a target is missed and 1 only when something breaks.
// See bench/README.md.
//
//   npm run bench:reports                    build the app, then everything
//   npm run bench:reports -- --no-build      use apps/web/dist and apps/server/dist as they are
//   npm run bench:reports -- --requests 50   reports per database (default 100)
//   npm run bench:reports -- --only pglite   one database (pglite or postgres), or `floor` for no report

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startBuiltServer, withPostgresDatabase } from '../scripts/harness.mjs';
import { importAsServer } from './engine/bundles.mjs';
import { callApi } from './shared/call-api.mjs';
import { option } from './shared/options.mjs';
import { trialAccount } from './shared/trial-account.mjs';

const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS_FILE = path.join(ROOT_DIR, 'bench/results/reports.json');
const TARGETS = { pdfP99Ms: 500 };
const HORIZON = 36;
const WARMUP = 5;
const KB = 1024;

const args = process.argv.slice(2);
const requests = Number(option('--requests') ?? 100);
const only = option('--only');
const databases = only === 'floor' ? [] : only ? [only] : ['pglite', 'postgres'];
if (!Number.isInteger(requests) || requests < 1) throw new Error('--requests must be a whole number of at least 1');

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
const round = (value) => Math.round(value * 10) / 10;
const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { count: sorted.length, p50Ms: round(percentile(sorted, 0.5)), p99Ms: round(percentile(sorted, 0.99)) };
};

/** The engine's suggested decisions, bundled as the server bundles the domain. */
async function loadSuggestions() {
  const module = await importAsServer(
    `export { suggestDecisions } from '${ROOT_DIR}/packages/domain/src/simulation/create-simulation';`,
    'reports',
  );
  return module.suggestDecisions;
}

async function expectStatus(response, status, what) {
  if (response.status !== status) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** A 36-month simulation played to its end (or to bankruptcy) with the suggested decisions. */
async function playedSimulation(baseUrl, cookie, suggestDecisions) {
  let { simulation } = await expectStatus(
    await callApi(baseUrl, 'POST', '/api/simulations', {
      cookie,
      body: {
        name: 'Padaria São João',
        businessType: 'food',
        country: 'BR',
        currency: 'BRL',
        startingCapitalCents: 150_000_00,
        horizonMonths: HORIZON,
        difficulty: 'normal',
        seed: 2026,
        firstCalendarMonth: 1,
      },
    }),
    201,
    'POST /api/simulations',
  );
  while (simulation.status === 'active' && simulation.month < HORIZON) {
    const month = simulation.month + 1;
    ({ simulation } = await expectStatus(
      await callApi(baseUrl, 'POST', `/api/simulations/${simulation.id}/months`, {
        cookie,
        body: { month, decisions: suggestDecisions(simulation.state) },
      }),
      200,
      `month ${month}`,
    ));
  }
  return simulation;
}

async function measurePdf(env, suggestDecisions) {
  const server = await startBuiltServer({ rootDir: ROOT_DIR, env });
  try {
    const cookie = await trialAccount(server.baseUrl);
    const simulation = await playedSimulation(server.baseUrl, cookie, suggestDecisions);
    const times = [];
    let bytes = 0;
    for (let request = 0; request < requests + WARMUP; request += 1) {
      const started = performance.now();
      const response = await callApi(server.baseUrl, 'POST', '/api/reports', {
        cookie,
        body: { kind: 'simulation', itemId: simulation.id },
      });
      const { report } = await expectStatus(response, 201, 'POST /api/reports');
      const ms = performance.now() - started;
      bytes = report.files.find((file) => file.format === 'pdf').bytes;
      if (request >= WARMUP) times.push(ms);
    }
    return { ...summary(times), months: simulation.month, pdfKb: round(bytes / KB) };
  } finally {
    await server.stop();
  }
}

/** What the stack weighs before the app adds a line: one routed, translated, queried paragraph. */
async function measureStackFloor() {
  const dir = path.join(ROOT_DIR, 'bench/results/stack-floor');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>',
  );
  fs.writeFileSync(
    path.join(dir, 'main.js'),
    `import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
await i18next.use(initReactI18next).init({ lng: 'pt-BR', resources: { 'pt-BR': { translation: { hello: 'Olá' } } } });
function Home() {
  const { t } = useTranslation();
  const { data } = useQuery({ queryKey: ['session'], queryFn: () => fetch('/api/session').then((r) => r.json()) });
  return h('p', null, t('hello'), ' ', data?.user?.name);
}
const router = createBrowserRouter([{ path: '/', Component: Home }]);
createRoot(document.getElementById('root')).render(
  h(QueryClientProvider, { client: new QueryClient() }, h(RouterProvider, { router })),
);
`,
  );
  const { build } = await import('vite');
  await build({ root: dir, configFile: false, logLevel: 'silent', build: { outDir: 'dist', emptyOutDir: true } });
  const assets = path.join(dir, 'dist/assets');
  const gzip = fs
    .readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSync(fs.readFileSync(path.join(assets, file)), { level: 9 }).length, 0);
  fs.rmSync(dir, { recursive: true, force: true });
  return { gzipKb: round(gzip / KB) };
}

async function main() {
  if (!args.includes('--no-build')) {
    console.error('[reports] building the app…');
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT_DIR, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the build failed');
  }
  const suggestDecisions = await loadSuggestions();
  const pdf = {};
  for (const database of databases) {
    console.error(`[reports] POST /api/reports on ${database}, ${requests} reports of a ${HORIZON}-month simulation…`);
    pdf[database] =
      database === 'postgres'
        ? await withPostgresDatabase((url) => measurePdf({ DATABASE_URL: url }, suggestDecisions))
        : await measurePdf({}, suggestDecisions);
  }
  console.error('[reports] the stack alone, built with Vite…');
  const stackFloor = await measureStackFloor();

  const worstP99 = Math.max(0, ...Object.values(pdf).map((times) => times.p99Ms));
  const report = {
    date: new Date().toISOString(),
    machine: { platform: `${os.platform()} ${os.arch()}`, cpus: os.cpus().length, cpu: os.cpus()[0]?.model ?? null },
    node: process.version,
    pdf,
    stackFloor,
    targets: {
      pdf: { target: `p99 < ${TARGETS.pdfP99Ms} ms`, met: databases.length > 0 && worstP99 < TARGETS.pdfP99Ms },
    },
  };
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
  const lines = [
    ...Object.entries(pdf).map(
      ([database, times]) =>
        `POST /api/reports (${database.padEnd(8)}) p50 ${times.p50Ms} ms   p99 ${times.p99Ms} ms   (${times.count} reports, ${times.months} months, PDF ${times.pdfKb} KB)`,
    ),
    `the stack alone (React DOM, React Router, i18next, TanStack Query; no app code): ${stackFloor.gzipKb} KB gzip`,
    databases.length === 0
      ? `—    report p99 < ${TARGETS.pdfP99Ms} ms: not measured`
      : `${report.targets.pdf.met ? 'MET ' : 'MISS'} report p99 < ${TARGETS.pdfP99Ms} ms`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
