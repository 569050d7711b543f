// What a signed-in route makes a first-time browser download, counted the same way by the speed
// benchmark (bench/README.md) and by the browser test that holds each route to its budget
// (e2e/first-load-budget.spec.ts): the HTML document, the scripts and the stylesheets fetched from
// the moment the address is opened until the screen has settled, each file once, gzip level 9.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;
const SETTLE_TIMEOUT_MS = 10_000;
const QUIET_MS = 500;
const COUNTED = { document: 'html', script: 'js', stylesheet: 'css' };
const toKb = (bytes) => Math.round((bytes / KB) * 10) / 10;

/**
 * Opens `url` in `page` (a fresh context: an empty cache) and counts what it downloads. A built
 * asset is read from `webDistDir`; the document, which the server writes per request, from its answer.
 */
export async function measureFirstLoad(page, url, webDistDir) {
  const fetched = new Map();
  const onResponse = (response) => {
    const part = COUNTED[response.request().resourceType()];
    if (!part) return;
    const pathname = new URL(response.url()).pathname;
    if (fetched.has(pathname)) return;
    const file = part === 'html' ? null : path.join(webDistDir, decodeURIComponent(pathname));
    fetched.set(
      pathname,
      file && fs.existsSync(file)
        ? Promise.resolve({ part, content: fs.readFileSync(file) })
        : response.body().then((content) => ({ part, content })),
    );
  };
  page.on('response', onResponse);
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    // Until the screen says nothing is loading any more (a forecast's worker starts after the
    // first draw), then until half a second passes without a new file: what a first visit needs,
    // however fast this machine ran the scripts.
    await page
      .locator('[aria-busy="true"]')
      .first()
      .waitFor({ state: 'hidden', timeout: SETTLE_TIMEOUT_MS })
      .catch(() => undefined);
    for (let seen = -1; seen !== fetched.size;) {
      seen = fetched.size;
      await page.waitForTimeout(QUIET_MS);
    }
  } finally {
    page.off('response', onResponse);
  }
  const files = [];
  for (const [pathname, pending] of fetched) {
    const { part, content } = await pending;
    files.push({ file: pathname, part, raw: content.length, gzip: gzipSync(content, { level: 9 }).length });
  }
  const sum = (part) => {
    const mine = files.filter((file) => part === 'total' || file.part === part);
    const gzip = mine.reduce((total, file) => total + file.gzip, 0);
    const raw = mine.reduce((total, file) => total + file.raw, 0);
    return { files: mine.length, rawKb: toKb(raw), gzipKb: toKb(gzip) };
  };
  return {
    html: sum('html'),
    js: sum('js'),
    css: sum('css'),
    total: sum('total'),
    files: files.sort((a, b) => b.gzip - a.gzip).map((file) => ({ file: file.file, gzipKb: toKb(file.gzip) })),
  };
}
