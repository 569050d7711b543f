import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { DatabaseKind } from '@alavanca/contracts/health';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { createPgliteTypeParsers } from './pglite-type-parsers';
import { takeTurns } from './pglite-turns';
import * as authTables from './schema/auth';
import * as billingTables from './schema/billing';
import * as canvasTables from './schema/canvases';
import * as classTables from './schema/classes';
import * as dashboardTables from './schema/dashboard';
import * as instanceTables from './schema/instance';
import * as mentorTables from './schema/mentor';
import * as pitchTables from './schema/pitches';
import * as reportTables from './schema/reports';
import * as simulationTables from './schema/simulations';
import * as supportTables from './schema/support';
import * as userDataTables from './schema/user-data';
import * as validationTables from './schema/validations';

/** Every table, one schema file per module area (drizzle.config.ts reads the same folder). */
const schema = {
  ...instanceTables,
  ...authTables,
  ...userDataTables,
  ...billingTables,
  ...simulationTables,
  ...validationTables,
  ...mentorTables,
  ...supportTables,
  ...dashboardTables,
  ...reportTables,
  ...classTables,
  ...canvasTables,
  ...pitchTables,
};

/** Both drivers answer raw queries with at least `{ rows }`. */
interface RowsResult<Row> {
  rows: Row[];
}
interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsResult<this['row']>;
}

/** Drizzle over either driver: what repositories write their queries against. */
export type Orm = PgDatabase<RowsResultHKT, typeof schema>;

export interface Database {
  readonly kind: DatabaseKind;
  readonly orm: Orm;
  /**
   * Operations waiting for the database, not yet started: the embedded database's queue, the
   * pool's requests waiting for a connection (the busy instance's measure, load-shedding.ts).
   */
  readonly waiting: number;
  /** Raw SQL with positional `$1` parameters; values come back with node-postgres' types. */
  query<Row extends Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /** Applies the pending migrations of a drizzle-kit migrations folder. */
  migrate(migrationsFolder: string): Promise<void>;
  /**
   * Calls `onPayload` for every NOTIFY on `channel` (a lower-case identifier) sent by any
   * connection to this database, this process or another, until the returned function runs.
   * `onGap` runs when the listening connection is lost and again once it listens anew: what was
   * sent in between never arrives, so whoever keeps state from the payloads must drop it then.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onGap?: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
  /** Idempotent. */
  close(): Promise<void>;
}

/** The database server could not be reached when opening it. */
export class DatabaseConnectionError extends Error {
  override name = 'DatabaseConnectionError';
}

const POOL_SIZE = 10;
/** A down server must fail health checks and requests quickly rather than hang them. */
const CONNECTION_TIMEOUT_MS = 5_000;
/**
 * Arbitrary but fixed: every server instance sharing one PostgreSQL takes this advisory lock
 * while migrating, so two instances starting together do not run the same migration twice.
 */
const MIGRATION_ADVISORY_LOCK_KEY = 7_246_731_001;

/** The embedded database, which can also copy itself whole while it runs. */
export interface PgliteDatabase extends Database {
  readonly kind: 'pglite';
  /**
   * Writes a gzip tarball of the data directory to `file`, consistent as of one instant (see
   * decision 018), through a temporary file renamed into place: `file` is never half-written.
   */
  writeBackup(file: string): Promise<void>;
}

/**
 * PostgreSQL's defaults size memory for a server shared by a hundred connections; PGlite serves
 * one connection in this process, and its WebAssembly memory never shrinks once grown, so each
 * megabyte reserved here stays for the process' lifetime. Durability settings are left alone
 * (decision 018 has the figures).
 */
const PGLITE_MEMORY_SETTINGS = {
  /** PostgreSQL's default is 128MB; the working set of our queries is far smaller. */
  shared_buffers: '16MB',
  /** Shared lock tables are sized by connections: PGlite has one. */
  max_connections: '4',
  /** Only index builds in migrations use it. */
  maintenance_work_mem: '16MB',
  temp_buffers: '2MB',
} as const;

const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...Object.entries(PGLITE_MEMORY_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];

/**
 * Opens the embedded database: in memory without `dataDir`, else persisted there. With
 * `loadDataDir`, a backup's tarball is unpacked into `dataDir` first (which must hold no database).
 */
export async function openPglite(dataDir?: string, options: { loadDataDir?: Blob } = {}): Promise<PgliteDatabase> {
  return wrapPglite(
    await PGlite.create({
      dataDir,
      loadDataDir: options.loadDataDir,
      startParams: PGLITE_START_PARAMS,
      parsers: createPgliteTypeParsers(),
    }),
  );
}

/**
 * Wraps a PGlite the caller created (tests load one from a snapshot). Create it with
 * `parsers: createPgliteTypeParsers()` so its values match node-postgres.
 */
export function wrapPglite(client: PGlite): PgliteDatabase {
  const turns = takeTurns(client);
  const orm = drizzlePglite({ client, schema });
  let closing: Promise<void> | undefined;
  return {
    kind: 'pglite',
    orm,
    get waiting() {
      return turns.waiting;
    },
    async query<Row extends Record<string, unknown>>(text: string, params?: unknown[]) {
      const result = await client.query<Row>(text, params);
      return result.rows;
    },
    migrate: (migrationsFolder) => migratePglite(orm, { migrationsFolder }),
    // PGlite is in-process: its LISTEN sees the NOTIFYs of this process, which is all there is,
    // and has no connection to lose.
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    async writeBackup(file) {
      // The checkpoint writes every committed change into the data files, so a restore has little
      // log to replay. dumpDataDir then reads the files under PGlite's query lock: nothing in this
      // process writes them meanwhile, so the tarball is the state of one instant.
      await client.exec('checkpoint');
      const tarball = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
      const partial = `${file}.partial`;
      const handle = await fs.promises.open(partial, 'w');
      try {
        await handle.writeFile(tarball);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.promises.rename(partial, file);
    },
    close() {
      closing ??= client.close();
      return closing;
    },
  };
}

/** Connects to a PostgreSQL server and checks that it answers. */
export async function openPostgres(url: string, onIdleClientError: (error: Error) => void): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_SIZE,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
  });
  // Without a listener, a dropped idle connection would crash the whole process.
  pool.on('error', onIdleClientError);
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end();
    throw new DatabaseConnectionError(
      `Could not connect to PostgreSQL at ${redactPassword(url)}: ${describeError(error)}`,
      { cause: error },
    );
  }

  const orm = drizzleNodePg({ client: pool, schema });
  const listeners = new Set<PostgresListener>();
  let closing: Promise<void> | undefined;
  return {
    kind: 'postgres',
    orm,
    get waiting() {
      return pool.waitingCount;
    },
    async query<Row extends Record<string, unknown>>(text: string, params?: unknown[]) {
      const result = await pool.query<Row>(text, params);
      return result.rows;
    },
    async migrate(migrationsFolder) {
      // The advisory lock belongs to a session, so lock, migrate and unlock on one connection.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_ADVISORY_LOCK_KEY]);
        try {
          await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_ADVISORY_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    async listen(channel, onPayload, onGap) {
      const listener = new PostgresListener(url, channel, onPayload, onIdleClientError, onGap);
      await listener.start();
      listeners.add(listener);
      return async () => {
        listeners.delete(listener);
        await listener.stop();
      };
    },
    close() {
      closing ??= Promise.all([...listeners].map((listener) => listener.stop())).then(() => pool.end());
      return closing;
    },
  };
}

const LISTEN_RETRY_MS = { first: 100, max: 5_000 } as const;

/**
 * One connection of its own, outside the pool, holding a LISTEN: a pooled connection would be
 * handed to queries and lose it. Reconnects with back-off when the server drops it; what is
 * sent meanwhile is lost, which the app's own refetching (on focus, on reconnect) covers.
 */
class PostgresListener {
  private client: pg.Client | undefined;
  private stopped = false;
  private retryMs: number = LISTEN_RETRY_MS.first;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly onPayload: (payload: string) => void,
    private readonly onError: (error: Error) => void,
    private readonly onGap: ((listening: boolean) => void) | undefined,
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, connectionTimeoutMillis: CONNECTION_TIMEOUT_MS });
    client.on('notification', (message) => {
      if (message.channel === this.channel) this.onPayload(message.payload ?? '');
    });
    const lost = (error?: Error) => {
      if (error) this.onError(error);
      if (this.client !== client) return;
      this.client = undefined;
      client.end().catch(() => undefined);
      this.onGap?.(false);
      this.scheduleRetry();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    try {
      await client.connect();
      await client.query(`listen ${pg.escapeIdentifier(this.channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    this.client = client;
    this.retryMs = LISTEN_RETRY_MS.first;
  }

  private scheduleRetry(): void {
    if (this.stopped || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.start().then(
        () => this.onGap?.(true),
        (error: unknown) => {
          this.onError(error instanceof Error ? error : new Error(String(error)));
          this.retryMs = Math.min(this.retryMs * 2, LISTEN_RETRY_MS.max);
          this.scheduleRetry();
        },
      );
    }, this.retryMs);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end();
  }
}

/** Connection URLs end up in logs and terminal output: never print the password. */
export function redactPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable URL)';
  }
}

function describeError(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) {
    return error.errors.map(describeError).join('; ');
  }
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}
