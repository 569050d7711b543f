import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pino, type Logger } from 'pino';
import { ConfigError, loadConfig, resolvePublicUrl, type Config } from './config';
import { createBackupRequestHandler, PGLITE_FOLDER } from './db/backup';
import { DatabaseConnectionError, openPglite, openPostgres, type Database } from './db/client';
import { acquireDataDirLock, DataDirLockedError } from './db/lock';
import { createStopSignalReader } from './lib/stop-signals';
import { prepareDatabase } from './db/migrations';
import { buildApp } from './build-app';
import { createRoleRequestHandler } from './role-requests';
import { resolveMigrationsFolder } from './server-paths';

/** If closing hangs (a stuck connection), stop waiting and exit anyway. */
const SHUTDOWN_TIMEOUT_MS = 10_000;
/** Requests under way get this long to finish once a stop begins; then every connection is cut. */
const DRAIN_MS = 3_000;

type Closer = () => Promise<void> | void;

/** Things to close on exit, most recent first: HTTP server, then database, then lock. */
const closers: Closer[] = [];
let phase: 'starting' | 'running' = 'starting';
let stopRequested = false;
const readStopSignal = createStopSignalReader();
/**
 * What SIGUSR2 asks of a server on the embedded database: the requests commands left in DATA_DIR
 * (`npm run backup`, `npm run admin`), each answered by its own handler.
 */
const requestAnswerers: (() => Promise<void>)[] = [];

async function start(): Promise<void> {
  const config = readConfigOrExit();
  const logger = pino({ level: config.logLevel });

  process.on('SIGINT', () => {
    onSignal(logger, 'SIGINT');
  });
  process.on('SIGTERM', () => {
    onSignal(logger, 'SIGTERM');
  });

  try {
    const db = await openDatabase(config, logger);
    await prepareDatabase(db, resolveMigrationsFolder());
    if (!config.databaseUrl) {
      // Once migrated: a role request needs the admins table.
      const answerRoles = createRoleRequestHandler(db, config.dataDir, (result) => {
        if ('error' in result) logger.error({ error: result.error }, 'operator request failed');
        else logger.info(result, 'operator request answered');
      });
      requestAnswerers.push(answerRoles);
      void answerRoles();
    }

    if (!config.rateLimitsEnabled) {
      logger.warn('RATE_LIMITS=off: sign-in, sign-up and password resets are not rate limited');
    }
    const app = await buildApp({ config, db, logger });
    closers.unshift(() => closeServer(app));
    await app.listen({ host: config.host, port: config.port });

    const address = app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : config.port;
    // One plain line for people; everything else is structured log output.
    console.log(`Alavanca is running at ${resolvePublicUrl(config, port)}`);
  } catch (error) {
    reportStartupFailure(error, config, logger);
    await closeAll(logger);
    process.exit(1);
  }

  phase = 'running';
  if (stopRequested) await stop(logger);
}

/**
 * Closes the app once its requests under way have finished, or the drain time has passed. A
 * connection opened but never used (browsers open some ahead of need) counts as neither idle
 * nor finished, so the HTTP server would wait for it until the shutdown timeout: cut it.
 */
async function closeServer(app: FastifyInstance): Promise<void> {
  const cut = setTimeout(() => app.server.closeAllConnections(), DRAIN_MS);
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}

function readConfigOrExit(): Config {
  loadDotEnvFile();
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** Reads `.env` from where `npm start` was typed, if present; real variables take precedence. */
function loadDotEnvFile(): void {
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), '.env');
  if (fs.existsSync(file)) process.loadEnvFile(file);
}

async function openDatabase(config: Config, logger: Logger): Promise<Database> {
  if (config.databaseUrl) {
    const db = await openPostgres(config.databaseUrl, (error) => {
      logger.warn({ err: error }, 'idle PostgreSQL connection failed');
    });
    closers.unshift(() => db.close());
    return db;
  }
  // `npm run backup` cannot open the database this process holds: it asks for a copy with
  // SIGUSR2, whose default action would end the process, so it is handled before the lock is
  // taken; requests made during start-up are answered once the database is open.
  process.on('SIGUSR2', () => {
    for (const answer of requestAnswerers) void answer();
  });
  const lock = acquireDataDirLock(config.dataDir);
  closers.unshift(() => {
    lock.release();
  });
  const db = await openPglite(path.join(config.dataDir, PGLITE_FOLDER));
  closers.unshift(() => db.close());
  const answerBackups = createBackupRequestHandler(db, config.dataDir, (result) => {
    if ('error' in result) logger.error({ error: result.error }, 'backup failed');
    else logger.info({ file: result.file }, 'backup written');
  });
  requestAnswerers.push(answerBackups);
  void answerBackups();
  return db;
}

function reportStartupFailure(error: unknown, config: Config, logger: Logger): void {
  if (error instanceof DataDirLockedError || error instanceof DatabaseConnectionError) {
    console.error(error.message);
  } else if (isAddressInUse(error)) {
    console.error(
      `Port ${config.port} on ${config.host} is already in use. ` +
        'Stop the other program, or set PORT to another number.',
    );
  } else {
    logger.fatal({ err: error }, 'start-up failed');
    console.error(`Alavanca could not start: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function onSignal(logger: Logger, signal: NodeJS.Signals): void {
  const meaning = readStopSignal();
  if (meaning === 'same-stop') return;
  if (meaning === 'exit-now') {
    console.error(`Received ${signal} again: exiting without finishing the shutdown.`);
    process.exit(1);
  }
  logger.info({ signal }, 'shutting down');
  // Exiting halfway through start-up could leave a half-created database folder behind:
  // let start-up finish, then stop.
  if (phase === 'starting') {
    stopRequested = true;
    return;
  }
  void stop(logger);
}

async function stop(logger: Logger): Promise<void> {
  const timer = setTimeout(() => {
    console.error('Shutdown took too long: exiting.');
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS);
  timer.unref();
  const failed = await closeAll(logger);
  process.exit(failed ? 1 : 0);
}

/** Closes everything, in order; returns whether anything failed to close. */
async function closeAll(logger: Logger): Promise<boolean> {
  let failed = false;
  for (const close of closers.splice(0)) {
    try {
      await close();
    } catch (error) {
      failed = true;
      logger.error({ err: error }, 'failed to close a resource during shutdown');
    }
  }
  return failed;
}

function isAddressInUse(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'EADDRINUSE';
}

await start();
