import path from 'node:path';
import { loadConfig } from './config';
import { PGLITE_FOLDER } from './db/backup';
import { openPglite, openPostgres, type Database } from './db/client';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from './db/lock';
import { prepareDatabase } from './db/migrations';
import { askRunningServer } from './db/request-channel';
import { carryOut, ROLE_REQUESTS_FOLDER, type RoleAnswer, type RoleRequest } from './role-requests';
import { resolveMigrationsFolder } from './server-paths';

const USAGE = [
  'Usage:',
  '  npm run admin -- grant EMAIL          make the account with this e-mail an operator (answers support tickets)',
  '  npm run admin -- revoke EMAIL         take the role away',
  '  npm run admin -- rotate-issuer-key    sign credentials with a new key from now on (the old one stays published)',
  '  npm run admin -- revoke-certificate ID REASON   revoke a certificate; its verification page shows the reason',
].join('\n');

const SAID = {
  granted: (email: string) => `${email} is now an operator.`,
  revoked: (email: string) => `${email} is no longer an operator.`,
  unchanged: (email: string) => `Nothing to change: ${email} already had that role, or did not have it.`,
  'no such account': (email: string) => `No account uses ${email}.`,
};

const REVOKED = {
  revoked: 'The certificate is revoked: its verification page says so, with the reason.',
  'already revoked': 'Nothing to change: the certificate was already revoked.',
  'no such certificate': 'No certificate has this id.',
} as const;

/** A running server answers within seconds; this much allows for a busy one. */
const REQUEST_TIMEOUT_MS = 30_000;

/** The change made on a database this process opens: a PostgreSQL server, or a free embedded one. */
async function changeDirectly(db: Database, request: RoleRequest): Promise<RoleAnswer> {
  try {
    await prepareDatabase(db, resolveMigrationsFolder());
    return await carryOut(db, request);
  } finally {
    await db.close();
  }
}

/**
 * `npm run admin`: the operators' role and the issuer's key, from the command line only. On a
 * PostgreSQL server it changes the rows itself; on the embedded database it opens it when no
 * server holds it, and otherwise asks the running server to (the request channel `npm run backup`
 * uses too).
 */
async function change(request: RoleRequest): Promise<RoleAnswer> {
  const config = loadConfig();
  if (config.databaseUrl) return changeDirectly(await openPostgres(config.databaseUrl, () => {}), request);
  const taken = takeDataDir(config.dataDir);
  if ('heldBy' in taken) return askServer(config.dataDir, taken.heldBy, request);
  const { lock } = taken;
  try {
    return await changeDirectly(await openPglite(path.join(config.dataDir, PGLITE_FOLDER)), request);
  } finally {
    lock.release();
  }
}

/** The data folder's lock, or the pid of the server that holds it. */
function takeDataDir(dataDir: string): { lock: DataDirLock } | { heldBy: number } {
  try {
    return { lock: acquireDataDirLock(dataDir) };
  } catch (error) {
    if (error instanceof DataDirLockedError) return { heldBy: error.pid };
    throw error;
  }
}

/** The change asked of the server `pid` that holds the embedded database. */
async function askServer(dataDir: string, pid: number, request: RoleRequest): Promise<RoleAnswer> {
  const answer = await askRunningServer<RoleRequest, RoleAnswer>({
    folder: path.join(dataDir, ROLE_REQUESTS_FOLDER),
    pid,
    request,
    timeoutMs: REQUEST_TIMEOUT_MS,
    signal: (target) => process.kill(target, 'SIGUSR2'),
    notAnswering: `The server running on ${dataDir} (pid ${pid}) does not take role requests yet: wait until it has started, or stop it and run this again.`,
  });
  if ('error' in answer) throw new Error(`The running server could not do it: ${answer.error}`);
  return answer;
}

function requestOf([action, target, ...rest]: string[]): RoleRequest | null {
  if (action === 'rotate-issuer-key' && !target) return { action };
  if ((action === 'grant' || action === 'revoke') && target && rest.length === 0) return { action, email: target };
  const reason = rest.join(' ').trim();
  if (action === 'revoke-certificate' && target && reason) return { action, id: target.toUpperCase(), reason };
  return null;
}

async function run(args: string[]): Promise<void> {
  const request = requestOf(args);
  if (!request) {
    console.error(USAGE);
    process.exit(2);
  }
  const answer = await change(request);
  if ('revocation' in answer) {
    console.log(REVOKED[answer.revocation]);
    if (answer.revocation === 'no such certificate') process.exitCode = 1;
    return;
  }
  if ('rotated' in answer) {
    console.log(
      `Credentials are signed with key ${answer.rotated} from now on; the old key stays published, so what it signed still verifies.`,
    );
    return;
  }
  console.log(SAID[answer.outcome](args[1]!));
  if (answer.outcome === 'no such account') process.exitCode = 1;
}

try {
  await run(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
