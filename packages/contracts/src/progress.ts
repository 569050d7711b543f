import { ACHIEVEMENTS } from '@alavanca/domain/progress/achievements';
import { COMPETENCES, LEVELS } from '@alavanca/domain/progress/competences';
import { z } from 'zod';
import { CompetenceLevels } from './competence-levels';
import { text } from './text';
import { V } from './validation-messages';

/*
 * A founder's progress over the wire (decision 033): each competence's level with the evidence
 * behind it, and every achievement with whether and when it was earned.
 */

/** The progress page's address (its aliases in APP_SCREENS); a notification opens it at an achievement's anchor. */
export const PROGRESS_PATH = '/conquistas';

const ACHIEVEMENT_IDS = ACHIEVEMENTS.map((achievement) => achievement.id) as [string, ...string[]];

/** `/api/progress/achievements/:id/credential`: an achievement by its id. */
export const AchievementParams = z.object({ id: text().pipe(z.enum(ACHIEVEMENT_IDS, V.invalidOption)) });

/** The works other than simulations that evidence comes from, each read at a version. */
export const WORK_KINDS = ['validation', 'pitch', 'canvas'] as const;
export type WorkKind = (typeof WORK_KINDS)[number];

export const EvidenceSource = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('simulation'), id: z.uuid(), month: z.number().int().min(1) }),
  z.object({ kind: z.enum(WORK_KINDS), id: z.uuid(), version: z.number().int().min(1) }),
]);
export type EvidenceSource = z.infer<typeof EvidenceSource>;

/** A figure over the wire: NaN (not known yet) and infinity (growth from zero) travel as null. */
const Figure = z.number().nullable();

export const CompetenceView = z.object({
  id: z.enum(COMPETENCES),
  level: z.enum(LEVELS),
  /** Distinct tries, and those that succeeded (at the strong bar among them). */
  tries: z.number().int().min(0),
  successes: z.number().int().min(0),
  strongSuccesses: z.number().int().min(0),
  /** The newest evidence first, at most EVIDENCE_SHOWN. */
  evidence: z.array(
    z.object({
      source: EvidenceSource,
      success: z.boolean(),
      strong: z.boolean(),
      values: z.record(z.string(), Figure),
      at: z.iso.datetime(),
    }),
  ),
});
export type CompetenceView = z.infer<typeof CompetenceView>;

/** How much evidence each competence shows: the newest, enough to follow the links. */
export const EVIDENCE_SHOWN = 5;

export const AchievementView = z.object({
  id: z.enum(ACHIEVEMENT_IDS),
  /** When it was earned and from what; null until it is. */
  earnedAt: z.iso.datetime().nullable(),
  source: EvidenceSource.nullable(),
});
export type AchievementView = z.infer<typeof AchievementView>;

/** An achievement not earned yet that the founder's latest figures come near, with what is missing. */
export const WithinReachView = z.object({
  id: z.enum(ACHIEVEMENT_IDS),
  /** What the figures were read on: the latest simulation's last month; null for the competences' own. */
  source: EvidenceSource.nullable(),
  conditions: z.array(
    z.object({ metric: z.string(), op: z.enum(['>=', '<=']), value: z.number(), actual: Figure, met: z.boolean() }),
  ),
});
export type WithinReachView = z.infer<typeof WithinReachView>;

/** What a piece of evidence links to, named as the founder named it. */
export const SourceView = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('simulation'),
    id: z.uuid(),
    title: z.string(),
    /** Ended (finished or bankrupt): its results page shows the months; else the month screen. */
    ended: z.boolean(),
  }),
  z.object({ kind: z.enum(WORK_KINDS), id: z.uuid(), title: z.string() }),
]);
export type SourceView = z.infer<typeof SourceView>;

/** The weekly learning streak (`streakOf` in the domain). */
export const StreakView = z.object({
  current: z.number().int().min(0),
  best: z.number().int().min(0),
  thisWeek: z.boolean(),
  /** The missed weeks a freeze bridged in the current streak, their Mondays (YYYY-MM-DD). */
  frozen: z.array(z.iso.date()),
  freezeLeft: z.boolean(),
});
export type StreakView = z.infer<typeof StreakView>;

/** `GET /api/progress`: the user's competences and every achievement, earned or not. */
export const ProgressView = z.object({
  competences: z.array(CompetenceView),
  achievements: z.array(AchievementView),
  withinReach: z.array(WithinReachView),
  /** Every simulation and work the evidence and the achievements name (a deleted one is absent: shown unlinked). */
  sources: z.array(SourceView),
  streak: StreakView,
});
export type ProgressView = z.infer<typeof ProgressView>;

export const ProgressResponse = z.object({ progress: ProgressView });
export type ProgressResponse = z.infer<typeof ProgressResponse>;

/** The dashboard's widget: each competence's level, how many achievements are earned, and the latest. */
export const ProgressSummary = z.object({
  levels: CompetenceLevels,
  earned: z.number().int().min(0),
  total: z.number().int().min(1),
  latest: z.object({ id: z.enum(ACHIEVEMENT_IDS), earnedAt: z.iso.datetime() }).nullable(),
  streak: StreakView,
});
export type ProgressSummary = z.infer<typeof ProgressSummary>;
