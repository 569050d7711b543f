import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { wrapPglite, type Database } from '../db/client';
import { prepareDatabase } from '../db/migrations';
import { createPgliteTypeParsers } from '../db/pglite-type-parsers';

const CACHE_DIR = path.join(os.tmpdir(), 'alavanca-test-cache');

/**
 * A tarball of an empty, migrated PGlite. Creating a PGlite from scratch takes 4–10 s on a
 * small machine, loading this takes under one, so each test file starts quickly. Cached
 * across runs and keyed by the PGlite version and the migration files.
 */
export async function ensurePgliteSnapshot(migrationsFolder: string): Promise<string> {
  const file = path.join(CACHE_DIR, `pglite-${fingerprint(migrationsFolder)}.tar`);
  if (fs.existsSync(file)) return file;

  const client = await PGlite.create({ parsers: createPgliteTypeParsers() });
  try {
    await prepareDatabase(wrapPglite(client), migrationsFolder);
    const dump = await client.dumpDataDir('none');
    fs.mkdirSync(CACHE_DIR, { recursive: true });
    // Rename is atomic: a concurrent run never loads a half-written snapshot.
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  } finally {
    await client.close();
  }
  return file;
}

/** A new in-memory PGlite holding the snapshot's contents. */
export async function openPgliteFromSnapshot(file: string): Promise<Database> {
  const client = await PGlite.create({
    loadDataDir: new Blob([fs.readFileSync(file)]),
    parsers: createPgliteTypeParsers(),
  });
  return wrapPglite(client);
}

function fingerprint(migrationsFolder: string): string {
  const hash = createHash('sha256').update(readPgliteVersion());
  const files = fs.readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort();
  for (const relative of files) {
    const absolute = path.join(migrationsFolder, relative);
    if (fs.statSync(absolute).isFile()) hash.update(relative).update(fs.readFileSync(absolute));
  }
  return hash.digest('hex').slice(0, 16);
}

function readPgliteVersion(): string {
  // The package does not export its package.json: walk up from its entry point.
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (;;) {
    const manifestPath = path.join(dir, 'package.json');
    if (fs.existsSync(manifestPath)) {
      const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as { version?: string };
      if (manifest.version) return manifest.version;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Could not find the PGlite version.');
    dir = parent;
  }
}
