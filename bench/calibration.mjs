#!/usr/bin/env node
// Calibration benchmark: the documented founders (packages/domain/src/simulation/founder-policies.ts)
// played over many seeds per business type and difficulty, in Brazil with the suggested capital
// over 36 months: how often each goes bankrupt, its median score, its mean result and the spread
// of results luck gives it. The targets are docs/decisions/020-simulation-calibration.md's;
// calibration.test.ts holds the engine to them on 200 seeds. A measurement, not a test: it exits
// 0 when a target is missed and 1 only when something breaks. See bench/README.md.
//
//   npm run bench:calibration                  1,000 seeds per cell (about two minutes)
//   npm run bench:calibration -- --seeds 5000

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildAsServer } from './engine/bundles.mjs';

const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS_FILE = path.join(ROOT_DIR, 'bench/results/calibration.json');

const args = process.argv.slice(2);
const seedsAt = args.indexOf('--seeds');
const seedCount = seedsAt >= 0 ? Number(args[seedsAt + 1]) : 1000;
if (!Number.isInteger(seedCount) || seedCount < 1) {
  console.error('--seeds takes a whole number of seeds, at least 1');
  process.exit(1);
}

/** The calibration module as the server's build bundles it. */
async function bundleCalibration(dir) {
  const file = await buildAsServer(
    { entryPoints: [path.join(ROOT_DIR, 'packages/domain/src/simulation/calibration.ts')] },
    path.join(dir, 'calibration.mjs'),
  );
  return import(pathToFileURL(file).href);
}

const percent = (share) => `${(100 * share).toFixed(1)}%`;
const reais = (cents) => `R$ ${Math.round(cents / 100_000)}k`;

function table(cells, founders, types, difficulties, pooled) {
  const lines = [];
  for (const difficulty of difficulties) {
    lines.push(`\n${difficulty}: bankrupt within 36 months · median score · mean result (p10 … p90)`);
    lines.push(['type'.padEnd(10), ...founders.map((founder) => founder.padEnd(44))].join(''));
    for (const type of types) {
      const row = founders.map((founder) => {
        const c = cells.find((x) => x.businessType === type && x.difficulty === difficulty && x.founder === founder);
        return `${percent(c.bankruptShare).padStart(6)} · ${String(c.medianScore).padStart(3)} · ${reais(c.meanProfitCents)} (${reais(c.p10ProfitCents)} … ${reais(c.p90ProfitCents)})`.padEnd(
          44,
        );
      });
      lines.push([type.padEnd(10), ...row].join(''));
    }
    lines.push(
      [
        'pooled'.padEnd(10),
        ...founders.map((founder) =>
          percent(pooled(cells, founder, difficulty))
            .padStart(6)
            .padEnd(44),
        ),
      ].join(''),
    );
  }
  return lines.join('\n');
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alavanca-calibration-'));
  try {
    const calibration = await bundleCalibration(dir);
    const started = performance.now();
    const cells = calibration.calibrationTable(seedCount);
    const seconds = (performance.now() - started) / 1000;
    const types = [...new Set(cells.map((c) => c.businessType))];
    const difficulties = [...new Set(cells.map((c) => c.difficulty))];
    const founders = calibration.FOUNDER_NAMES;
    const pooled = calibration.pooledBankruptShare;

    const share = (type, difficulty, founder) =>
      cells.find((c) => c.businessType === type && c.difficulty === difficulty && c.founder === founder).bankruptShare;
    const normalTypical = pooled(cells, 'typical', 'normal');
    const typicalByType = types.map((type) => share(type, 'normal', 'typical'));
    const targets = [
      [
        'typical founder, normal, pooled: 20–35%',
        normalTypical >= 0.2 && normalTypical <= 0.35,
        percent(normalTypical),
      ],
      [
        'typical founder, easy, pooled: ≤ 10%',
        pooled(cells, 'typical', 'easy') <= 0.1,
        percent(pooled(cells, 'typical', 'easy')),
      ],
      [
        'typical founder, hard, pooled: ≥ 45%',
        pooled(cells, 'typical', 'hard') >= 0.45,
        percent(pooled(cells, 'typical', 'hard')),
      ],
      [
        'careful founder, normal, pooled: < 10%',
        pooled(cells, 'careful', 'normal') < 0.1,
        percent(pooled(cells, 'careful', 'normal')),
      ],
      [
        'typical founder, normal: retail the worst type',
        share('retail', 'normal', 'typical') === Math.max(...typicalByType),
        percent(share('retail', 'normal', 'typical')),
      ],
      [
        'press advance: every median score < 70',
        cells.filter((c) => c.founder === 'pressAdvance').every((c) => c.medianScore < 70),
        String(Math.max(...cells.filter((c) => c.founder === 'pressAdvance').map((c) => c.medianScore))),
      ],
    ];

    const lines = [
      `Calibration: ${seedCount} seeds per cell, Brazil, suggested capital, 36 months (${seconds.toFixed(1)} s)`,
      table(cells, founders, types, difficulties, pooled),
      '',
      ...targets.map(([name, met, value]) => `${met ? 'MET ' : 'MISS'} ${name}: ${value}`),
    ];

    fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
    fs.writeFileSync(
      RESULTS_FILE,
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          node: process.version,
          seeds: seedCount,
          seconds: Math.round(seconds * 10) / 10,
          targets: targets.map(([name, met, value]) => ({ name, met, value })),
          cells,
        },
        null,
        2,
      )}\n`,
    );
    process.stdout.write(`${lines.join('\n')}\nWritten to ${path.relative(ROOT_DIR, RESULTS_FILE)}\n`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
