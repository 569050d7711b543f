// What the landing page downloads, read from the build: raw and gzip bytes of the HTML document,
// its scripts with every chunk they import statically, and its stylesheets.

import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { KB, ROOT_DIR, WEB_DIST_DIR, toKb } from './settings.mjs';

/**
 * The page the server sends for "/" to a first-time visitor: the request names no language (no
 * ?lang=, no cookie), so it gets the pre-rendered Portuguese page (apps/server/src/modules/public-site/public-site.ts).
 */
const LANDING_PAGE = 'pages/pt-BR/index.html';
/** The signed-in app's shell: a visitor downloads it only on the way to sign-in or sign-up. */
const APP_SHELL = 'index.html';

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

const unique = (list) => [...new Set(list)];
