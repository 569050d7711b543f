import type { HealthResponse } from '@alavanca/contracts/health';
import type { Database } from '../../db/client';
import { readMigrationState, type MigrationJournal } from '../../db/migrations';

/**
 * Whether the database answers, and how far its schema is migrated. A failure is reported
 * through `onDatabaseError` (for the logs) and answered as degraded, never thrown.
 */
export async function checkHealth(
  db: Database,
  journal: MigrationJournal,
  onDatabaseError: (error: unknown) => void,
): Promise<HealthResponse> {
  try {
    await db.query('select 1');
    const migrations = await readMigrationState(db, journal);
    return { status: 'ok', database: { kind: db.kind, reachable: true, migrations } };
  } catch (error) {
    onDatabaseError(error);
    return {
      status: 'degraded',
      database: {
        kind: db.kind,
        reachable: false,
        migrations: { applied: 0, total: journal.entries.length, latest: null },
      },
    };
  }
}

/** How long the database's last answer counts as the instance's state while other work waits for it. */
export const HEALTH_FRESH_MS = 1_000;
/** Past this, a health check waits for the database's own answer, however busy it is. */
export const HEALTH_STALE_MS = 5_000;

/**
 * The health check as the route runs it. A check queued behind a busy database measured the
 * queue, not the instance: with 50 clients playing months, every check from outside waited about
 * 300 ms on the embedded database (its statements run one at a time) while the event loop never
 * paused longer than 25 ms (decision 030). So while operations wait for the database, the last
 * answer (at most HEALTH_STALE_MS old) is given at once and a fresh one is asked for beside it once
 * it is older than HEALTH_FRESH_MS; an idle database is asked every time. Checks arriving together
 * share one question.
 */
export function createHealthCheck(
  db: Database,
  journal: MigrationJournal,
  onDatabaseError: (error: unknown) => void,
  now: () => number = performance.now.bind(performance),
): () => Promise<HealthResponse> {
  let last: { answer: HealthResponse; at: number } | null = null;
  let asking: Promise<HealthResponse> | null = null;
  const ask = () =>
    (asking ??= checkHealth(db, journal, onDatabaseError)
      .then((answer) => {
        last = { answer, at: now() };
        return answer;
      })
      .finally(() => {
        asking = null;
      }));
  return async () => {
    const age = last ? now() - last.at : Infinity;
    if (!last || db.waiting === 0 || age > HEALTH_STALE_MS) return ask();
    if (age > HEALTH_FRESH_MS) void ask();
    return last.answer;
  };
}
