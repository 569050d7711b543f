import type { SimulationRecord } from '@alavanca/domain/progress/simulation-evidence';
import type { ValidationRecord } from '@alavanca/domain/progress/work-evidence';
import type { FastifyBaseLogger } from 'fastify';
import type { Orm } from '../../db/client';
import { startPeriodic } from '../../lib/periodic';
import { markBackfilled, usersToBackfill } from './progress.repo';
import type { ProgressService } from './progress.service';

/** Users read per batch, and how often the job looks for users not read yet (new accounts have nothing to read). */
const BATCH = 50;
const INTERVAL_MS = 60 * 60 * 1000;

/**
 * The works a user stored before progress was recorded, read through their modules' services
 * (the simulations' and the validations' answer it).
 */
export interface BackfillSources {
  simulationRecords(userId: string): Promise<SimulationRecord[]>;
  validationRecords(userId: string): Promise<ValidationRecord[]>;
}

export interface ProgressBackfill {
  /** Reads every user not read yet; returns how many were read. */
  run(): Promise<number>;
}

/**
 * The back-fill of decision 033: each user's stored simulations and validations read for
 * competences and achievements once, in one transaction per user, quietly (no notification for
 * what was earned before). Safe to run twice or on two instances at once: evidence and achievements
 * are written once by their keys, and a user read is marked and skipped.
 */
export function createProgressBackfill(deps: {
  orm: Orm;
  progress: Pick<ProgressService, 'recordSimulation' | 'recordWork'>;
  sources: BackfillSources;
}): ProgressBackfill {
  return {
    async run() {
      let read = 0;
      for (;;) {
        const users = await usersToBackfill(deps.orm, BATCH);
        if (users.length === 0) return read;
        for (const userId of users) {
          // Read outside the transaction, as every module's service reads (one connection on PGlite).
          const [simulations, validations] = await Promise.all([
            deps.sources.simulationRecords(userId),
            deps.sources.validationRecords(userId),
          ]);
          await deps.orm.transaction(async (tx) => {
            for (const simulation of simulations)
              await deps.progress.recordSimulation(tx, userId, simulation, { quiet: true });
            for (const validation of validations)
              await deps.progress.recordWork(tx, userId, { kind: 'validation', record: validation }, { quiet: true });
            await markBackfilled(tx, userId);
          });
          read += 1;
        }
      }
    },
  };
}

/** Runs the back-fill at start and every hour after (cheap once every user is read). */
export function startProgressBackfill(job: ProgressBackfill, logger: FastifyBaseLogger): () => Promise<void> {
  return startPeriodic(() => job.run(), {
    logger,
    intervalMs: INTERVAL_MS,
    failure: 'reading stored works for progress failed; it runs again at the next interval',
    atStart: true,
  });
}
