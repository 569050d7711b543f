import { EVIDENCE_SHOWN, type ProgressView } from '@alavanca/contracts/progress';
import { ACHIEVEMENTS, earnedBy } from '@alavanca/domain/progress/achievements';
import {
  COMPETENCES,
  competenceLevels,
  levelOf,
  progressMetrics,
  type CompetenceEvidence,
  type EvidenceSource,
} from '@alavanca/domain/progress/competences';
import {
  simulationEvidence,
  simulationMetrics,
  yardsticks,
  type SimulationRecord,
} from '@alavanca/domain/progress/simulation-evidence';
import type { Orm } from '../../db/client';
import type { EventBus } from '../realtime/event-bus';
import { insertAchievements, insertEvidence, listAchievements, listEvidence } from './progress.repo';

/*
 * Progress (decision 033): the competences' evidence and the achievements, written in the
 * transaction that stores what they are read from — a month played, a simulation ended — so an
 * achievement is earned exactly when its evidence exists, once (the tables' keys make a second
 * writer a no-op), and told to the user's tabs by a `progress.changed` event once that commits.
 */

export interface ProgressService {
  /** Reads a simulation as it now stands for evidence and achievements, in the caller's transaction `tx`. */
  recordSimulation(tx: Orm, userId: string, record: SimulationRecord): Promise<void>;
  /** The user's competences with their evidence, and every achievement, earned or not. */
  view(userId: string): Promise<ProgressView>;
}

export interface ProgressServiceDeps {
  orm: Orm;
  bus: EventBus;
  now?: () => Date;
}

export function createProgressService(deps: ProgressServiceDeps): ProgressService {
  const now = deps.now ?? (() => new Date());

  /** Stores the evidence and earns what it, and the competences it moves, earn. */
  async function record(
    tx: Orm,
    userId: string,
    evidence: readonly CompetenceEvidence[],
    earned: readonly { achievement: string; source: EvidenceSource | null }[],
  ): Promise<void> {
    const fresh = await insertEvidence(tx, userId, evidence);
    // Levels move only with new evidence: a month that shows what was shown before reads nothing more.
    const whole =
      fresh > 0
        ? earnedBy('progress', progressMetrics(competenceLevels(await listEvidence(tx, userId)))).map(
            (achievement) => ({ achievement, source: null }),
          )
        : [];
    const added = await insertAchievements(tx, userId, [...earned, ...whole], now());
    // Told to the user's open tabs once it commits. A notification of each new achievement comes
    // with the progress page it opens (decision 033, "Still to build").
    if (fresh > 0 || added.length > 0) await deps.bus.publish(tx, userId, { type: 'progress.changed' });
  }

  return {
    async recordSimulation(tx, userId, simulation) {
      const ended = simulation.status !== 'running';
      // The same market played by the founder standing still, and once it ended by the careful one:
      // what the rules compare the run with, so the market's luck cancels out.
      const yard = yardsticks(simulation.setup, simulation.months.length, ended);
      const source = { kind: 'simulation' as const, id: simulation.id, month: simulation.months.length };
      const earned = earnedBy('simulation', { ...simulationMetrics(simulation, yard) }).map((achievement) => ({
        achievement,
        source,
      }));
      return record(tx, userId, simulationEvidence(simulation, yard), earned);
    },

    async view(userId) {
      const [evidence, earned] = await Promise.all([
        listEvidence(deps.orm, userId),
        listAchievements(deps.orm, userId),
      ]);
      const byId = new Map(earned.map((row) => [row.achievement, row]));
      return {
        competences: COMPETENCES.map((id) => {
          const mine = evidence.filter((row) => row.competence === id);
          return {
            id,
            level: levelOf(mine),
            tries: mine.length,
            successes: mine.filter((row) => row.success).length,
            strongSuccesses: mine.filter((row) => row.strong).length,
            evidence: mine
              .slice(-EVIDENCE_SHOWN)
              .reverse()
              .map((row) => ({
                source: row.source,
                success: row.success,
                strong: row.strong,
                values: row.values,
                at: row.createdAt.toISOString(),
              })),
          };
        }),
        achievements: ACHIEVEMENTS.map(({ id }) => {
          const row = byId.get(id);
          return { id, earnedAt: row?.earnedAt.toISOString() ?? null, source: row?.source ?? null };
        }),
      };
    },
  };
}

/** The user's evidence and achievements, for the data export. */
export async function exportProgressData(orm: Orm, userId: string) {
  const [evidence, achievements] = await Promise.all([listEvidence(orm, userId), listAchievements(orm, userId)]);
  return {
    progress: {
      evidence: evidence.map(({ userId: _userId, createdAt, ...row }) => ({
        ...row,
        createdAt: createdAt.toISOString(),
      })),
      achievements: achievements.map(({ userId: _userId, earnedAt, ...row }) => ({
        ...row,
        earnedAt: earnedAt.toISOString(),
      })),
    },
  };
}
