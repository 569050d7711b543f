import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT_DIR = path.join(import.meta.dirname, '../..');

/**
 * Makes the account with `email` an operator the way an operator of the product does it: the
 * built `npm run admin` command, against the database of the server under test (its embedded
 * database, which the running server answers for, or the PostgreSQL server it was given).
 */
export function grantOperatorRole(email: string): void {
  const databaseUrl = process.env.E2E_DATABASE_URL;
  const dataDir = process.env.E2E_DATA_DIR;
  if (!databaseUrl && !dataDir) throw new Error('The server under test was started elsewhere: grant the role there.');
  // A DATABASE_URL of the shell must not take the command to another database.
  const { DATABASE_URL: _shellDatabase, ...env } = process.env;
  const result = spawnSync(process.execPath, ['apps/server/dist/admin-cli.js', 'grant', email], {
    cwd: ROOT_DIR,
    env: { ...env, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }) },
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (result.status !== 0) throw new Error(`npm run admin failed: ${result.stderr || result.stdout}`);
}
