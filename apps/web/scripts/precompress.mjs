// Writes Brotli and gzip copies next to every compressible file of the build, once, so the
// server sends compressed bytes (@fastify/static `preCompressed`) without compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = new URL('../dist/', import.meta.url).pathname;
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
// Below this, the compressed copy saves less than the request headers weigh.
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
// The pre-rendered pages get the site's address written in when the server loads them, and are
// compressed then.
const PAGES = join(DIST, 'pages');

for (const path of files(DIST)) {
  if (!COMPRESSIBLE.test(path) || path.startsWith(PAGES)) continue;
  const source = readFileSync(path);
  if (source.length < MIN_BYTES) continue;
  writeFileSync(`${path}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
  count += 1;
}
console.log(`precompressed ${count} files (br, gz)`);
