#!/usr/bin/env node
// Canvases benchmark (decision 031). Two measures:
//   1. the coherence check (checkCoherence), bundled as the web app's build bundles it, since the
//      editor runs it on every keystroke: over the canvas corpus an advisor read and over canvases
//      at the limits (120 cards, full blocks, every segment served, every activity paid), one call
//      at a time after a warm-up: p50, p95 and p99;
//   2. a save, PATCH /api/canvases/:id through HTTP on one built server instance, one request at a
//      time from one founder (a 40-card canvas, one card changed per save): saves made on the
//      newest version, and saves one version behind, which the server merges by card with what
//      another tab saved in between. p50, p95 and p99 on the embedded database and on the
//      PostgreSQL server.
// A measurement, not a test: it exits 0 when a target is missed (MISS in its table) and 1 only when
// something breaks, as the other benchmarks. See bench/README.md.
//
//   npm run bench:canvas                        build the server, then everything
//   npm run bench:canvas -- --no-build          use apps/server/dist as it is
//   npm run bench:canvas -- --saves 200         timed saves per kind and database (default 500)
//   npm run bench:canvas -- --only pglite       one database (pglite or postgres), or `check` for no server

import { randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBuiltServer, withPostgresDatabase } from '../scripts/harness.mjs';
import { callApi } from './shared/call-api.mjs';
import { importAsBrowser } from './engine/bundles.mjs';
import { option } from './shared/options.mjs';
import { trialAccount } from './shared/trial-account.mjs';

const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS_FILE = path.join(ROOT_DIR, 'bench/results/canvas.json');
const CANVAS_DIR = path.join(ROOT_DIR, 'packages/domain/src/canvas');
const TARGETS = { checkP99Ms: 5, saveP99Ms: 50 };
const CHECK_SECONDS = 3;
const CHECK_WARMUP_CALLS = 2_000;
/** Keystrokes prepared per canvas: the check is timed on a fresh canvas object each call, as the editor makes one. */
const EDITS_PER_CANVAS = 16;
const SAVE_WARMUP = 20;
/** Cards of the canvas the saves edit: a founder's canvas well into its evidence. */
const SAVED_CARDS = 40;
/**
 * Writes one founder makes before the next founder takes over: under `canvasWritesPerUser` (600
 * an hour), which stays on, so each save pays for its counter as in production.
 */
const WRITES_PER_FOUNDER = 560;

const args = process.argv.slice(2);
const saves = Number(option('--saves') ?? 500);
const only = option('--only');
if (!Number.isInteger(saves) || saves < 1) throw new Error('--saves must be a whole number of at least 1');
if (only !== undefined && !['pglite', 'postgres', 'check'].includes(only)) {
  throw new Error('--only takes pglite, postgres or check');
}
const databases = only === 'check' ? [] : only ? [only] : ['pglite', 'postgres'];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
const round = (value) => Math.round(value * 1000) / 1000;
const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50Ms: round(percentile(sorted, 0.5)),
    p95Ms: round(percentile(sorted, 0.95)),
    p99Ms: round(percentile(sorted, 0.99)),
    maxMs: round(sorted[sorted.length - 1]),
  };
};

// ---- The domain, as the browser runs it ----

/**
 * The check, the shape rules and the corpus, bundled as the web app's build bundles them (Vite and
 * its production minifier, as bench/engine/bundles.mjs does for the month's preview), and imported.
 */
function loadDomain() {
  return importAsBrowser(
    [
      `export { checkCoherence } from '${CANVAS_DIR}/coherence';`,
      `export { canvasIssues } from '${CANVAS_DIR}/canvas-issues';`,
      `export { CANVAS_BLOCKS, CANVAS_LIMITS } from '${CANVAS_DIR}/canvas';`,
      `export { CANVAS_CORPUS, BAKERY_FACTS } from '${CANVAS_DIR}/testing/canvas-corpus';`,
    ].join('\n'),
    'canvas',
  );
}

// ---- Canvases of a food business, at any size ----

const SEGMENTS = [
  'Moradores do bairro que compram pão artesanal toda semana',
  'Escritórios próximos que pedem café da manhã para reuniões',
  'Cafeterias que revendem pães e bolos',
  'Famílias que encomendam bolos para festas',
  'Turistas hospedados nos hotéis da região',
];
const TEXTS = {
  keyPartners: 'Moinho local de farinha orgânica',
  keyActivities: 'Assar pães de fermentação natural todas as manhãs',
  keyResources: 'Forno a lenha e padeiro experiente',
  valuePropositions: 'Pão de fermentação natural fresco perto de casa',
  customerRelationships: 'Clube do pão com reserva semanal',
  channels: 'Loja de rua com mesa de degustação',
  costStructure: 'Aluguel, energia e contador',
  revenueStreams: 'Cesta semanal de pães',
  problem: 'Pão de supermercado sem sabor e cheio de conservantes',
  solution: 'Fornada diária com entrega antes das oito',
  keyMetrics: 'Cestas reservadas por semana',
  uniqueValueProposition: 'O pão da manhã na porta, feito a menos de um quilômetro',
  unfairAdvantage: 'Receita de fermento mantida há trinta anos',
};
const AIMED = [
  'valuePropositions',
  'customerRelationships',
  'channels',
  'revenueStreams',
  'problem',
  'uniqueValueProposition',
];
const COSTED = ['keyActivities', 'keyResources'];

/**
 * A food business's canvas of `kind` in BRL with `counts` cards per block (in the kind's order),
 * valid by the domain's shape rules: of the segments' cards, the last `details` are details of a
 * segment (an interview's result); each offer, problem, relationship, channel and revenue stream
 * is aimed at `reach` segments in turn, so every segment is served; each activity and resource is
 * paid by `paidBy` costs; every other cost is fixed, the rest variable; streams, channels and costs
 * carry numbers a bakery would (R$ 18–42 a purchase, R$ 12–30 to win a customer, R$ 40,000 of
 * fixed costs a month). Ids are UUIDs, as the browser makes them.
 */
function foodCanvas(domain, kind, counts, { details, reach, paidBy }) {
  const ids = Object.fromEntries(
    domain.CANVAS_BLOCKS[kind].map((block, at) => [block, Array.from({ length: counts[at] }, () => randomUUID())]),
  );
  const segmentCount = ids.customerSegments.length - details;
  const segments = ids.customerSegments.slice(0, segmentCount);
  const costs = ids.costStructure;
  const fixed = costs.filter((_, index) => index % 2 === 0).length;
  const variable = costs.length - fixed;
  const cards = domain.CANVAS_BLOCKS[kind].flatMap((block) =>
    ids[block].map((id, index) => {
      const card = { id, block, text: `${TEXTS[block] ?? ''} ${index + 1}`.trim(), evidence: null, links: [] };
      if (block === 'customerSegments') {
        if (index < segmentCount) {
          card.text = `${SEGMENTS[index % SEGMENTS.length]} ${index + 1}`;
          if (index % 2 === 0) card.segment = { marketCents: 5_000_000_00 + index * 250_000_00 };
        } else {
          card.text = `Entrevistas: 8 de 12 pagariam pela assinatura ${index + 1}`;
          card.links = [segments[index % segmentCount]];
          card.evidence = { kind: 'note', note: 'Doze entrevistas na feira de domingo, em março.' };
        }
      } else if (AIMED.includes(block)) {
        card.links = Array.from(
          new Set(Array.from({ length: reach }, (_, step) => segments[(index * reach + step) % segmentCount])),
        );
      } else if (COSTED.includes(block)) {
        card.links = Array.from(
          new Set(Array.from({ length: paidBy }, (_, step) => costs[(index * paidBy + step) % costs.length])),
        );
      }
      if (block === 'channels') card.channel = { acquisitionCostCents: 12_00 + (index % 4) * 6_00 };
      if (block === 'revenueStreams') {
        const weekly = index % 3 !== 2;
        card.revenue = {
          priceCents: 18_00 + (index % 5) * 6_00,
          pricingModel: weekly ? 'oneOff' : 'monthly',
          purchasesPerYear: weekly ? 52 : 12,
          customers: Math.ceil(1_600 / ids.revenueStreams.length),
        };
      }
      if (block === 'costStructure') {
        card.cost =
          index % 2 === 0
            ? { costKind: 'fixed', amountCents: Math.round(40_000_00 / fixed) }
            : { costKind: 'variable', amountCents: Math.round(6_00 / variable) };
      }
      return card;
    }),
  );
  return { kind, title: 'Padaria do Batel', businessType: 'food', currency: 'BRL', cards };
}

/** Canvases at the limits: 120 cards in either kind, the segments, costs, channels and streams full, dense links. */
function canvasesAtTheLimits(domain) {
  const shape = { details: 5, reach: 8, paidBy: 6 };
  // Cards per block, in each kind's order (CANVAS_BLOCKS).
  const canvases = [
    foodCanvas(domain, 'businessModel', [5, 5, 5, 20, 5, 20, 20, 20, 20], shape),
    foodCanvas(domain, 'lean', [14, 4, 4, 14, 4, 20, 20, 20, 20], shape),
  ];
  for (const canvas of canvases) {
    if (canvas.cards.length !== domain.CANVAS_LIMITS.cards)
      throw new Error(`${canvas.cards.length} cards at the limits`);
  }
  return canvases;
}

/** The founder's 40-card Business Model Canvas the saves edit. */
const savedCanvas = (domain) =>
  foodCanvas(domain, 'businessModel', [3, 4, 3, 5, 3, 4, 6, 8, 4], { details: 2, reach: 2, paidBy: 2 });

function assertValid(domain, canvas, what) {
  const issues = domain.canvasIssues(canvas);
  if (issues.length > 0) throw new Error(`${what} breaks the canvas's shape: ${JSON.stringify(issues.slice(0, 3))}`);
}

/** The canvas with the card at `index` edited: its text, and a revenue stream's customers. */
function edited(cards, index, stamp) {
  return cards.map((card, at) => {
    if (at !== index) return card;
    const text = `${card.text.replace(/ · \d+$/, '')} · ${stamp}`;
    return card.revenue
      ? { ...card, text, revenue: { ...card.revenue, customers: card.revenue.customers + (stamp % 2 === 0 ? 1 : -1) } }
      : { ...card, text };
  });
}

// ---- 1. The check ----

function measureCheck(domain) {
  const groups = [
    {
      name: 'corpus',
      label: `corpus (${domain.CANVAS_CORPUS.length} canvases)`,
      canvases: domain.CANVAS_CORPUS.map((entry) => ({ canvas: entry.canvas, facts: entry.facts })),
    },
    {
      name: 'limits',
      label: '120 cards (both kinds)',
      canvases: canvasesAtTheLimits(domain).flatMap((canvas) => [
        { canvas, facts: domain.BAKERY_FACTS },
        { canvas, facts: null },
      ]),
    },
  ];
  for (const group of groups) {
    group.canvases.forEach(({ canvas }, index) => assertValid(domain, canvas, `${group.name} canvas ${index + 1}`));
    // Each call gets a canvas of its own with one card changed, as a keystroke gives the editor.
    group.inputs = group.canvases.flatMap(({ canvas, facts }) =>
      Array.from({ length: EDITS_PER_CANVAS }, (_, edit) => ({
        canvas: { ...canvas, cards: edited(canvas.cards, (edit * 7) % canvas.cards.length, edit) },
        facts,
      })),
    );
  }
  const all = groups.flatMap((group) => group.inputs);
  for (let call = 0; call < CHECK_WARMUP_CALLS; call += 1) {
    const { canvas, facts } = all[call % all.length];
    domain.checkCoherence(canvas, facts);
  }
  const results = {};
  for (const group of groups) {
    const times = [];
    const until = performance.now() + CHECK_SECONDS * 1000;
    for (let call = 0; performance.now() < until; call += 1) {
      const { canvas, facts } = group.inputs[call % group.inputs.length];
      const started = performance.now();
      domain.checkCoherence(canvas, facts);
      times.push(performance.now() - started);
    }
    const scores = group.canvases.map(({ canvas, facts }) => domain.checkCoherence(canvas, facts).score);
    results[group.name] = { label: group.label, canvases: group.canvases.length, scores, ...summary(times) };
  }
  return results;
}

// ---- 2. Saves through HTTP ----

async function expectJson(response, status, what) {
  if (response.status !== status) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** A founder on the Pro trial with the 40-card canvas saved once: its cookie, id, version and cards. */
async function newFounder(baseUrl, domain) {
  const cookie = await trialAccount(baseUrl);
  const created = await expectJson(
    await callApi(baseUrl, 'POST', '/api/canvases', {
      cookie,
      body: { from: 'blank', kind: 'businessModel', title: 'Padaria do Batel', businessType: 'food', currency: 'BRL' },
    }),
    201,
    'POST /api/canvases',
  );
  const canvas = savedCanvas(domain);
  assertValid(domain, canvas, 'the saved canvas');
  const filled = await expectJson(
    await callApi(baseUrl, 'PATCH', `/api/canvases/${created.canvas.id}`, {
      cookie,
      body: { baseVersion: created.canvas.version, cards: canvas.cards },
    }),
    200,
    'the first save',
  );
  if (filled.canvas.cards.length !== SAVED_CARDS)
    throw new Error(`the canvas holds ${filled.canvas.cards.length} cards`);
  return { cookie, id: filled.canvas.id, version: filled.canvas.version, cards: filled.canvas.cards, writes: 2 };
}

/**
 * The CPU time a process has used, in ms (user and system, from /proc/<pid>/stat, in ticks of
 * 10 ms); null where there is no /proc. Less bent by other work on the machine than a latency.
 */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

async function measureSaves(env, domain) {
  const server = await startBuiltServer({ rootDir: ROOT_DIR, env: { RATE_LIMITS: 'on', ...env } });
  const cpu = () => cpuMs(server.child.pid);
  try {
    let founder = null;
    let founders = 0;
    let edits = 0;
    /** The server's CPU time spent signing founders up (a password hash each), left out of the saves'. */
    let setupCpu = 0;
    /** The founder who makes the next `writes` writes: a new one before the rate would refuse them. */
    const founderFor = async (writes) => {
      if (!founder || founder.writes + writes > WRITES_PER_FOUNDER) {
        const before = cpu();
        founder = await newFounder(server.baseUrl, domain);
        setupCpu += cpu() - before;
        founders += 1;
      }
      founder.writes += writes;
      return founder;
    };
    const save = (who, baseVersion, cards) =>
      callApi(server.baseUrl, 'PATCH', `/api/canvases/${who.id}`, { cookie: who.cookie, body: { baseVersion, cards } });
    /** `step` after the warm-up ones, `saves` times: the latencies it answers, and the server's CPU per write. */
    const timed = async (writesPerStep, step) => {
      const times = [];
      let cpuStart = null;
      for (let n = 0; n < saves + SAVE_WARMUP; n += 1) {
        if (n === SAVE_WARMUP) [cpuStart, setupCpu] = [cpu(), 0];
        const ms = await step(await founderFor(writesPerStep), (edits += 1));
        if (n >= SAVE_WARMUP) times.push(ms);
      }
      const used = cpuStart === null ? null : cpu() - cpuStart - setupCpu;
      return { ...summary(times), serverCpuMsPerWrite: used === null ? null : round(used / (saves * writesPerStep)) };
    };

    // Saves made on the newest version: the card after the last one changed, each time.
    const upToDate = await timed(1, async (who, stamp) => {
      const cards = edited(who.cards, stamp % SAVED_CARDS, stamp);
      const started = performance.now();
      const { canvas } = await expectJson(await save(who, who.version, cards), 200, 'a save');
      const ms = performance.now() - started;
      if (canvas.version !== who.version + 1)
        throw new Error(`a save made version ${canvas.version} of ${who.version}`);
      Object.assign(who, { version: canvas.version, cards: canvas.cards });
      return ms;
    });

    // Saves one version behind: another tab saved a card in between (two writes a step, the other
    // tab's untimed), so the server merges by card.
    const behind = await timed(2, async (who, stamp) => {
      const base = who.version;
      const theirs = stamp % SAVED_CARDS;
      const ours = (theirs + SAVED_CARDS / 2) % SAVED_CARDS;
      const other = await expectJson(await save(who, base, edited(who.cards, theirs, stamp)), 200, 'another tab');
      const cards = edited(who.cards, ours, stamp);
      const started = performance.now();
      const { canvas } = await expectJson(await save(who, base, cards), 200, 'a save one version behind');
      const ms = performance.now() - started;
      const text = (list, index) => list.find((card) => card.id === who.cards[index].id)?.text;
      if (
        canvas.version !== base + 2 ||
        text(canvas.cards, theirs) !== text(other.canvas.cards, theirs) ||
        text(canvas.cards, ours) !== cards[ours].text
      ) {
        throw new Error(`the merged save (version ${canvas.version} of ${base}) lost a tab's card`);
      }
      Object.assign(who, { version: canvas.version, cards: canvas.cards });
      return ms;
    });
    return { founders, upToDate, behind };
  } finally {
    await server.stop();
  }
}

// ---- Output ----

const ms = (value) => `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms`.padStart(9);
const row = (label, count, times) =>
  `${label.padEnd(38)}${String(count).padStart(8)}${ms(times.p50Ms)}${ms(times.p95Ms)}${ms(times.p99Ms)}${
    times.serverCpuMsPerWrite === undefined ? '' : `${times.serverCpuMsPerWrite ?? '—'}`.padStart(13)
  }`;

async function main() {
  const loadAverage = os.loadavg().map((value) => Math.round(value * 100) / 100);
  if (databases.length > 0 && !args.includes('--no-build')) {
    console.error('[canvas] building the server…');
    const build = spawnSync('npm', ['run', 'build', '-w', '@alavanca/server'], { cwd: ROOT_DIR, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the server build failed');
  }
  console.error('[canvas] bundling the check as the web app builds it…');
  const domain = await loadDomain();
  console.error(`[canvas] checkCoherence: ${CHECK_SECONDS} s over each set of canvases…`);
  const check = measureCheck(domain);

  const http = {};
  for (const database of databases) {
    console.error(`[canvas] PATCH /api/canvases/:id on ${database}, ${saves} saves of each kind…`);
    http[database] =
      database === 'postgres'
        ? await withPostgresDatabase((url) => measureSaves({ DATABASE_URL: url }, domain))
        : await measureSaves({}, domain);
  }

  const targets = [
    ...Object.values(check).map((times) => ({
      name: `checkCoherence p99 < ${TARGETS.checkP99Ms} ms, ${times.label}`,
      actualMs: times.p99Ms,
      met: times.p99Ms < TARGETS.checkP99Ms,
    })),
    ...Object.entries(http).flatMap(([database, result]) =>
      [
        ['up to date', result.upToDate],
        ['one version behind', result.behind],
      ].map(([kind, times]) => ({
        name: `save p99 < ${TARGETS.saveP99Ms} ms, ${database}, ${kind}`,
        actualMs: times.p99Ms,
        met: times.p99Ms < TARGETS.saveP99Ms,
      })),
    ),
  ];
  const report = {
    date: new Date().toISOString(),
    machine: {
      platform: `${os.platform()} ${os.arch()}`,
      cpus: os.cpus().length,
      cpu: os.cpus()[0]?.model ?? null,
      loadAverage,
    },
    node: process.version,
    setup: { checkSeconds: CHECK_SECONDS, savedCards: SAVED_CARDS, saves, warmupSaves: SAVE_WARMUP },
    check,
    http,
    targets,
  };
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);

  const header = (first, unit) =>
    `${first.padEnd(38)}${unit.padStart(8)}${'p50'.padStart(9)}${'p95'.padStart(9)}${'p99'.padStart(9)}`;
  const lines = [
    header('checkCoherence (browser bundle)', 'calls'),
    ...Object.values(check).map((times) => row(times.label, times.count, times)),
  ];
  if (databases.length > 0) {
    lines.push('', `${header(`PATCH /api/canvases/:id (${SAVED_CARDS} cards)`, 'saves')}  CPU ms/write`);
    for (const [database, result] of Object.entries(http)) {
      lines.push(row(`${database}, up to date`, result.upToDate.count, result.upToDate));
      lines.push(row(`${database}, one version behind (merged)`, result.behind.count, result.behind));
    }
  }
  if (databases.length > 0) {
    lines.push("CPU ms/write: the server process's CPU time per write (the PostgreSQL server's own is not in it)");
  }
  lines.push('', `Targets (load average at the start ${loadAverage.join(', ')} on ${os.cpus().length} cores)`);
  for (const target of targets) lines.push(`  ${target.met ? 'MET ' : 'MISS'} ${target.name}: ${target.actualMs} ms`);
  lines.push(`Written to ${path.relative(ROOT_DIR, RESULTS_FILE)}`);
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
