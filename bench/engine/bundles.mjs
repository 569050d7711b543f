// The engine bundled as the product bundles it: the server's esbuild for the full months, the web
// app's Vite and its production minifier for the forecast and the preview.

import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SIMULATION_DIR = path.join(ROOT_DIR, 'packages/domain/src/simulation');
/** What the benchmark uses of the engine, re-exported by the entry of both bundles. */
const ENGINE_ENTRY = `
export { BUSINESS_TYPES } from '${path.join(ROOT_DIR, 'packages/domain/src/constants')}';
export { createSimulation, suggestDecisions } from '${SIMULATION_DIR}/create-simulation';
export { forecastRisk } from '${SIMULATION_DIR}/forecast';
export { presetFor } from '${SIMULATION_DIR}/presets';
export { stepMonth } from '${SIMULATION_DIR}/step-month';
export { EVENT_CHOICES, NUMERIC_DECISIONS } from '${SIMULATION_DIR}/types';
export { decisionBounds } from '${SIMULATION_DIR}/validate';
`;

/** esbuild with apps/server/scripts/build.mjs's options, from `input` (entryPoints or stdin) to `outfile`. */
export async function buildAsServer(input, outfile) {
  const { build } = createRequire(path.join(ROOT_DIR, 'apps/server/package.json'))('esbuild');
  await build({
    ...input,
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  });
  return outfile;
}

/** The engine as the server's build bundles it. */
export function bundleForServer(dir) {
  return buildAsServer(
    { stdin: { contents: ENGINE_ENTRY, resolveDir: dir, loader: 'ts', sourcefile: 'engine-entry.ts' } },
    path.join(dir, 'server.mjs'),
  );
}

/**
 * Vite with its default production minifier, as the web app's build bundles the domain: unlike
 * the server's esbuild, it writes many module constants into the code that uses them. `contents`
 * is the entry's TypeScript; the bundle is written to `dir` as `name`.mjs.
 */
async function buildAsBrowser(contents, dir, name) {
  const vite = createRequire(path.join(ROOT_DIR, 'apps/web/package.json')).resolve('vite');
  const { build } = await import(pathToFileURL(vite).href);
  const entry = path.join(dir, `${name}-entry.ts`);
  fs.writeFileSync(entry, contents);
  await build({
    configFile: false,
    root: dir,
    logLevel: 'warn',
    build: {
      lib: { entry, formats: ['es'], fileName: () => `${name}.mjs` },
      outDir: dir,
      emptyOutDir: false,
      minify: true,
    },
  });
  return path.join(dir, `${name}.mjs`);
}

/** The engine as the web app's build bundles it. */
export function bundleForBrowser(dir) {
  return buildAsBrowser(ENGINE_ENTRY, dir, 'browser');
}

/**
 * `contents` — re-exports of the domain's TypeScript, by absolute path — bundled as the web app
 * bundles them and imported; the bundle is deleted once loaded. `name` names the temporary files.
 */
export async function importAsBrowser(contents, name) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `alavanca-bench-${name}-`));
  try {
    return await import(pathToFileURL(await buildAsBrowser(contents, dir, name)).href);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `contents` — re-exports of the domain's TypeScript, by absolute path — bundled as the server
 * bundles them and imported; the bundle is deleted once loaded. `name` names the temporary files.
 */
export async function importAsServer(contents, name) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `alavanca-bench-${name}-`));
  try {
    const file = await buildAsServer(
      { stdin: { contents, resolveDir: dir, loader: 'ts', sourcefile: `${name}-entry.ts` } },
      path.join(dir, `${name}.mjs`),
    );
    return await import(pathToFileURL(file).href);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The engine's module in a bundle written by bundleForServer or bundleForBrowser. */
export function loadEngine(file) {
  return import(pathToFileURL(file).href);
}
