import {
  EVIDENCE_SHOWN,
  PROGRESS_PATH,
  type ProgressSummary,
  type ProgressView,
  type SourceView,
  type WorkKind,
  WORK_KINDS,
} from '@alavanca/contracts/progress';
import type { CompetenceLevels } from '@alavanca/contracts/competence-levels';
import { SYSTEM_NOTIFICATIONS } from '@alavanca/contracts/system-notifications';
import { ACHIEVEMENTS, earnedBy, withinReach, type AchievementSource } from '@alavanca/domain/progress/achievements';
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
import {
  canvasEvidence,
  canvasMetrics,
  pitchEvidence,
  pitchMetrics,
  validationEvidence,
  validationMetrics,
  type CanvasRecord,
  type PitchRecord,
  type ValidationRecord,
} from '@alavanca/domain/progress/work-evidence';
import { streakOf } from '@alavanca/domain/progress/streak';
import { isoDay, weekStart } from '@alavanca/domain/reports/weeks';
import type { Orm } from '../../db/client';
import type { NotificationService } from '../notifications/notifications.service';
import type { EventBus } from '../realtime/event-bus';
import {
  insertAchievements,
  insertEvidence,
  listAchievements,
  listEvidence,
  listEvidenceOf,
  type EvidenceRow,
} from './progress.repo';

/*
 * Progress (decision 033): the competences' evidence and the achievements, written in the
 * transaction that stores what they are read from — a month played, a simulation ended — so an
 * achievement is earned exactly when its evidence exists, once (the tables' keys make a second
 * writer a no-op), and told to the user's tabs by a `progress.changed` event once that commits.
 */

/** To be called once the caller's transaction has committed: tells the user of what it earned. */
export type Announce = () => void;

export interface ProgressService {
  /**
   * Reads a simulation as it now stands for evidence and achievements, in the caller's transaction
   * `tx`; the caller runs the returned `Announce` once that transaction has committed.
   */
  recordSimulation(tx: Orm, userId: string, record: SimulationRecord, options?: RecordOptions): Promise<Announce>;
  /** The same for an idea's validation, a pitch's analysed version or a canvas's version as it is stored. */
  recordWork(tx: Orm, userId: string, work: WorkRecord, options?: RecordOptions): Promise<Announce>;
  /** The user's competences with their evidence, every achievement, earned or not, and the nearest ones. */
  view(userId: string, sources: ProgressSources): Promise<ProgressView>;
  /** The dashboard's widget: levels, achievements earned, the latest one, the streak. */
  summary(userId: string, sources: Pick<ProgressSources, 'learningWeeks'>): Promise<ProgressSummary>;
  /** Each user's competence levels (a class's students, for their teacher), in COMPETENCES order. */
  levelsOf(userIds: readonly string[]): Promise<Map<string, CompetenceLevels>>;
}

/** `quiet`: earned without a notification (the back-fill of works stored before progress was recorded). */
export interface RecordOptions {
  quiet?: boolean;
}

/** A work as its module stores it: the whole record, and for a pitch or a canvas the version just kept. */
export type WorkRecord =
  | { kind: 'validation'; record: ValidationRecord }
  | { kind: 'pitch'; record: PitchRecord; number: number }
  | { kind: 'canvas'; record: CanvasRecord; version: number };

/**
 * What the progress page reads of the works its evidence comes from (the simulations module
 * answers it; this module does not reach into that one's tables).
 */
export interface ProgressSources {
  /** The user's simulation played most recently (at least one month), as the rules read it; null when none. */
  latestSimulation(userId: string): Promise<SimulationRecord | null>;
  /** The user's own simulations among `ids`, by name; anyone else's id is simply absent. */
  simulationNames(userId: string, ids: readonly string[]): Promise<SourceView[]>;
  /** The titles of the user's own ideas, pitches or canvases among `ids`; anyone else's is absent. */
  workTitles(userId: string, kind: WorkKind, ids: readonly string[]): Promise<{ id: string; title: string }[]>;
  /** The weeks (Mondays, UTC) the user's simulations count for the learning streak. */
  learningWeeks(userId: string): Promise<string[]>;
}

export interface ProgressServiceDeps {
  orm: Orm;
  bus: EventBus;
  /** A notification of each month's new achievements, which opens the progress page. */
  notifications?: Pick<NotificationService, 'createManyIn'>;
  now?: () => Date;
}

const NOTHING_TO_ANNOUNCE: Announce = () => undefined;

function levelList(evidence: readonly CompetenceEvidence[]): CompetenceLevels {
  const levels = competenceLevels(evidence);
  return COMPETENCES.map((id) => ({ id, level: levels[id] }));
}

/** What a piece of evidence's figures earn, each achievement named with where it was earned (null: the whole's). */
const earning = (kind: AchievementSource, metrics: Readonly<Record<string, number>>, source: EvidenceSource | null) =>
  earnedBy(kind, metrics).map((achievement) => ({ achievement, source }));

export function createProgressService(deps: ProgressServiceDeps): ProgressService {
  const now = deps.now ?? (() => new Date());

  /**
   * The learning streak: the weeks a success was stored in or an experiment was done (an idea's
   * evidence), and those the simulations count (a decision changed, a replay). A try alone, such
   * as six months of pressing "advance", moves nothing.
   */
  const streakFrom = (evidence: readonly EvidenceRow[], weeks: readonly string[]) =>
    streakOf(
      [
        ...evidence
          .filter((row) => row.success || row.competence === 'validation')
          .map((row) => isoDay(weekStart(row.createdAt))),
        ...weeks,
      ],
      now(),
    );

  /** Stores the evidence and earns what it, and the competences it moves, earn. */
  async function record(
    tx: Orm,
    userId: string,
    evidence: readonly CompetenceEvidence[],
    earned: readonly { achievement: string; source: EvidenceSource | null }[],
    options: RecordOptions = {},
  ): Promise<Announce> {
    const fresh = await insertEvidence(tx, userId, evidence);
    // Levels move only with new evidence: a month that shows what was shown before reads nothing more.
    const whole =
      fresh > 0 ? earning('progress', progressMetrics(competenceLevels(await listEvidence(tx, userId))), null) : [];
    const added = await insertAchievements(tx, userId, [...earned, ...whole], now());
    // Told to the user's open tabs once it commits, and what was earned by a notification that
    // opens the progress page at the first of them.
    if (fresh > 0 || added.length > 0) await deps.bus.publish(tx, userId, { type: 'progress.changed' });
    if (added.length === 0 || !deps.notifications || options.quiet) return NOTHING_TO_ANNOUNCE;
    const first = ACHIEVEMENTS.find((achievement) => added.includes(achievement.id))!;
    const notification = await deps.notifications.createManyIn(tx, [
      { userId, ...SYSTEM_NOTIFICATIONS.achievementEarned, route: `${PROGRESS_PATH}#${first.id}` },
    ]);
    return notification.announce;
  }

  return {
    async recordSimulation(tx, userId, simulation, options) {
      const ended = simulation.status !== 'running';
      // The same market played by the founder standing still, and once it ended by the careful one:
      // what the rules compare the run with, so the market's luck cancels out.
      const yard = yardsticks(simulation.setup, simulation.months.length, ended);
      const source = { kind: 'simulation' as const, id: simulation.id, month: simulation.months.length };
      const earned = earning('simulation', { ...simulationMetrics(simulation, yard) }, source);
      return record(tx, userId, simulationEvidence(simulation, yard), earned, options);
    },

    async recordWork(tx, userId, work, options) {
      switch (work.kind) {
        case 'validation': {
          const { record: idea } = work;
          // The newest version: the one an experiment's lesson or a better score was kept in.
          const newest = Math.max(...idea.versions.map((version) => version.version));
          const source = { kind: 'validation' as const, id: idea.id, version: newest };
          const earned = earning('validation', validationMetrics(idea), source);
          return record(tx, userId, validationEvidence(idea), earned, options);
        }
        case 'pitch': {
          const source = { kind: 'pitch' as const, id: work.record.id, version: work.number };
          const earned = earning('pitch', pitchMetrics(work.record, work.number), source);
          return record(tx, userId, pitchEvidence(work.record), earned, options);
        }
        case 'canvas': {
          const source = { kind: 'canvas' as const, id: work.record.id, version: work.version };
          const earned = earning('canvas', canvasMetrics(work.record, work.version), source);
          return record(tx, userId, canvasEvidence(work.record), earned, options);
        }
      }
    },

    async summary(userId, sources) {
      const [evidence, earned, weeks] = await Promise.all([
        listEvidence(deps.orm, userId),
        listAchievements(deps.orm, userId),
        sources.learningWeeks(userId),
      ]);
      // Listed newest first.
      const latest = earned[0];
      return {
        levels: levelList(evidence),
        earned: earned.length,
        total: ACHIEVEMENTS.length,
        latest: latest ? { id: latest.achievement, earnedAt: latest.earnedAt.toISOString() } : null,
        streak: streakFrom(evidence, weeks),
      };
    },

    async levelsOf(userIds) {
      const evidence = await listEvidenceOf(deps.orm, userIds);
      return new Map(userIds.map((id) => [id, levelList(evidence.filter((row) => row.userId === id))]));
    },

    async view(userId, sources) {
      const [evidence, earned, latest, weeks] = await Promise.all([
        listEvidence(deps.orm, userId),
        listAchievements(deps.orm, userId),
        sources.latestSimulation(userId),
        sources.learningWeeks(userId),
      ]);
      const byId = new Map(earned.map((row) => [row.achievement, row]));
      const near = withinReach(
        {
          progress: progressMetrics(competenceLevels(evidence)),
          ...(latest && {
            simulation: {
              ...simulationMetrics(latest, yardsticks(latest.setup, latest.months.length, latest.status !== 'running')),
            },
          }),
        },
        new Set(byId.keys()),
      );
      const cited = [...evidence.map((row) => row.source), ...earned.map((row) => row.source)];
      const idsOf = (kind: EvidenceSource['kind']) => [
        ...new Set(cited.flatMap((source) => (source?.kind === kind ? [source.id] : []))),
      ];
      const simulationIds = idsOf('simulation');
      if (latest && !simulationIds.includes(latest.id)) simulationIds.push(latest.id);
      const named = await Promise.all([
        sources.simulationNames(userId, simulationIds),
        ...WORK_KINDS.map(async (kind) =>
          (await sources.workTitles(userId, kind, idsOf(kind))).map((work) => ({ kind, ...work })),
        ),
      ]);
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
        withinReach: near.map(({ id, source, conditions }) => ({
          id,
          source:
            source === 'simulation' && latest
              ? { kind: 'simulation' as const, id: latest.id, month: latest.months.length }
              : null,
          conditions: conditions.map((condition) => ({
            ...condition,
            actual: Number.isFinite(condition.actual) ? condition.actual : null,
          })),
        })),
        sources: named.flat(),
        streak: streakFrom(evidence, weeks),
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
