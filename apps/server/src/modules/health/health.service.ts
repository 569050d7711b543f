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
