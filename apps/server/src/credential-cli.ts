import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config';
import { PGLITE_FOLDER } from './db/backup';
import { openPglite, openPostgres, type Database } from './db/client';
import { acquireDataDirLock, DataDirLockedError } from './db/lock';
import { prepareDatabase } from './db/migrations';
import { checkCredential } from './lib/credential-check';
import type { IssuerJwk } from './lib/vc-jwt';
import { publishedIssuerKeys } from './modules/credentials/credentials.service';
import { resolveMigrationsFolder } from './server-paths';

const USAGE = [
  'Usage:',
  '  npm run verify-credential -- FILE               check a downloaded credential against this installation’s keys',
  '  npm run verify-credential -- FILE --keys JWKS   … against a saved copy of an issuer’s /.well-known/jwks.json',
].join('\n');

/** The issuer's published keys as its own database holds them: no network, no running server needed. */
async function keysOfThisInstallation(): Promise<IssuerJwk[]> {
  const config = loadConfig();
  const read = async (db: Database) => {
    try {
      await prepareDatabase(db, resolveMigrationsFolder());
      return await publishedIssuerKeys(db.orm);
    } finally {
      await db.close();
    }
  };
  if (config.databaseUrl) return read(await openPostgres(config.databaseUrl, () => {}));
  let lock;
  try {
    lock = acquireDataDirLock(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new Error(
      `The server running on ${config.dataDir} (pid ${error.pid}) holds the embedded database: save its keys from /.well-known/jwks.json and pass them with --keys, or stop it and run this again.`,
      { cause: error },
    );
  }
  try {
    return await read(await openPglite(path.join(config.dataDir, PGLITE_FOLDER)));
  } finally {
    lock.release();
  }
}

async function run(args: string[]): Promise<void> {
  const [file, flag, keysFile] = args;
  if (!file || (flag !== undefined && (flag !== '--keys' || !keysFile))) {
    console.error(USAGE);
    process.exit(2);
  }
  const keys = keysFile
    ? (JSON.parse(fs.readFileSync(keysFile, 'utf8')) as { keys: IssuerJwk[] }).keys
    : await keysOfThisInstallation();
  const check = checkCredential(fs.readFileSync(file, 'utf8'), keys);
  console.log(check.said);
  if (!check.valid) process.exitCode = 1;
}

try {
  await run(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
