import type { SimulationRecord } from '@alavanca/domain/progress/simulation-evidence';
import type { CanvasRecord, PitchRecord, ValidationRecord } from '@alavanca/domain/progress/work-evidence';
import type { FastifyBaseLogger } from 'fastify';
import type { Orm } from '../../db/client';
import { startPeriodic } from '../../lib/periodic';
import { markBackfilled, usersToBackfill } from './progress.repo';
import type { ProgressService } from './progress.service';

/** Users read per batch, and how often the job looks for users not read yet (new accounts have nothing to read). */
const BATCH = 50;
const INTERVAL_MS = 60 * 60 * 1000;

/**
 * What the back-fill reads: 1, the simulations and validations; 2, the pitches and canvases too.
 * Founders read by an earlier back-fill are read again once (what was earned stays earned).
 */
export const BACKFILL_READS = 2;

/**
 * The works a user stored before progress was recorded, read through their modules' services
 * (the simulations', the validations', the pitches' and the canvases' answer it).
 */
export interface BackfillSources {
  simulationRecords(userId: string): Promise<SimulationRecord[]>;
  validationRecords(userId: string): Promise<ValidationRecord[]>;
  pitchRecords(userId: string): Promise<PitchRecord[]>;
  canvasRecords(userId: string): Promise<CanvasRecord[]>;
}

/**
 * A pitch's analyses as they were kept, one after the other, each read with those before it as
 * the pitches' service reads it when it keeps one (the gain since the first reads the same then
 * as now).
 */
function analysesInOrder(pitch: PitchRecord): { record: PitchRecord; number: number }[] {
  const sorted = [...pitch.analyses].sort((a, b) => a.number - b.number);
  return sorted.map((analysis, index) => ({
    record: { id: pitch.id, analyses: sorted.slice(0, index + 1) },
    number: analysis.number,
  }));
}

/**
 * A canvas's versions as the canvases' service reads each it keeps: alone, from the first save
 * on (the first version is the canvas as it was made, which earns nothing).
 */
function savedVersions(canvas: CanvasRecord): { record: CanvasRecord; version: number }[] {
  return canvas.versions
    .filter((version) => version.version > 1)
    .map((version) => ({ record: { id: canvas.id, versions: [version] }, version: version.version }));
}

export interface ProgressBackfill {
  /** Reads every user not read yet; returns how many were read. */
  run(): Promise<number>;
}

/**
 * The back-fill of decision 033: each user's stored simulations, validations, pitches and canvases
 * read for competences and achievements once, in one transaction per user, quietly (no notification for
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
        const users = await usersToBackfill(deps.orm, BATCH, BACKFILL_READS);
        if (users.length === 0) return read;
        for (const userId of users) {
          // Read outside the transaction, as every module's service reads (one connection on PGlite).
          const [simulations, validations, pitches, canvases] = await Promise.all([
            deps.sources.simulationRecords(userId),
            deps.sources.validationRecords(userId),
            deps.sources.pitchRecords(userId),
            deps.sources.canvasRecords(userId),
          ]);
          const quiet = { quiet: true };
          await deps.orm.transaction(async (tx) => {
            for (const simulation of simulations) await deps.progress.recordSimulation(tx, userId, simulation, quiet);
            for (const record of validations)
              await deps.progress.recordWork(tx, userId, { kind: 'validation', record }, quiet);
            for (const read of pitches.flatMap(analysesInOrder))
              await deps.progress.recordWork(tx, userId, { kind: 'pitch', ...read }, quiet);
            for (const read of canvases.flatMap(savedVersions))
              await deps.progress.recordWork(tx, userId, { kind: 'canvas', ...read }, quiet);
            await markBackfilled(tx, userId, BACKFILL_READS);
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
