import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const packageRoot = new URL('../', import.meta.url);
const manifest = JSON.parse(await readFile(new URL('package.json', packageRoot), 'utf8'));

// Installed dependencies load from node_modules at run time (PGlite needs its wasm files
// beside its own code). Workspace packages export raw TypeScript, so they are bundled.
const external = Object.keys(manifest.dependencies ?? {}).filter((name) => !name.startsWith('@alavanca/'));

await build({
  absWorkingDir: fileURLToPath(packageRoot),
  // The server, the backup command that asks it for a copy of the embedded database, and the
  // command that grants and revokes the operators' role.
  entryPoints: ['src/main.ts', 'src/backup-cli.ts', 'src/admin-cli.ts', 'src/credential-cli.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
