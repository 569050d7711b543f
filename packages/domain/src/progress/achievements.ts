import type { Competence } from './competences';

/*
 * Achievements (decision 033): each a rule over the figures the product already measures, stated
 * in the product with the same thresholds it checks. Nothing is earned by logging in, clicking or
 * counting what can be repeated without thinking: every rule holds a bar on the quality of a
 * decision or a result, and a test fails on a rule made of activity alone. Each is earned once.
 */

/** What a figure measures: a result's quality, the setting it was played in, or mere activity. */
export type MetricKind = 'quality' | 'setting' | 'activity';

/** The figures each kind of evidence offers the rules, and what each measures. */
export const METRICS = {
  simulation: {
    difficulty: 'setting',
    horizon: 'setting',
    completed: 'setting',
    monthsPlayed: 'activity',
    score: 'quality',
    scoreOverStill: 'quality',
    loanFree: 'quality',
    neverOverdrawn: 'quality',
    shockRunwayKept: 'quality',
    breakEvenMonth: 'quality',
    breakEvenLead: 'quality',
    priceCoversCosts: 'quality',
    customerGrowth: 'quality',
    cacToLtv: 'quality',
    safeAsCareful: 'quality',
    replayGain: 'quality',
  },
  validation: { bestScore: 'quality', experimentGain: 'quality', experimentsDone: 'activity' },
  pitch: { score: 'quality', flagged: 'quality', supported: 'quality', scoreGain: 'quality', analyses: 'activity' },
  canvas: { coherence: 'quality', versions: 'activity' },
  progress: { familiar: 'quality', proficient: 'quality', mastered: 'quality' },
} as const satisfies Record<string, Record<string, MetricKind>>;

export type AchievementSource = keyof typeof METRICS;
export type MetricOf<S extends AchievementSource> = keyof (typeof METRICS)[S];

export interface Condition {
  /** One of METRICS[source]. */
  metric: string;
  /** At least (>=) or at most (<=) the value. */
  op: '>=' | '<=';
  value: number;
}

export interface AchievementRule<Id extends string = string> {
  id: Id;
  /** The competence it shows, or a milestone of the whole. */
  competence: Competence | 'milestone';
  source: AchievementSource;
  /** Every one must hold; a figure the evidence cannot answer yet (NaN) holds none. */
  all: readonly Condition[];
}

/** A condition on one of the source's own figures: a rule cannot name a figure its evidence lacks. */
type ConditionOn<S extends AchievementSource> = Condition & { metric: MetricOf<S> };

const rule = <const Id extends string, S extends AchievementSource>(
  id: Id,
  competence: Competence | 'milestone',
  source: S,
  ...all: ConditionOn<S>[]
): AchievementRule<Id> => ({ id, competence, source, all });
const atLeast = <M extends string>(metric: M, value: number) => ({ metric, op: '>=' as const, value });
const atMost = <M extends string>(metric: M, value: number) => ({ metric, op: '<=' as const, value });

/** Difficulties as the rules read them: 0 easy, 1 normal, 2 hard. */
const NORMAL = 1;
const HARD = 2;

export const ACHIEVEMENTS = [
  // Cash: runway kept when it counts, and a year without borrowing or overdrawing.
  rule('steadyThroughShock', 'cash', 'simulation', atLeast('shockRunwayKept', 1)),
  rule(
    'loanFreeYear',
    'cash',
    'simulation',
    atLeast('completed', 1),
    atLeast('horizon', 12),
    atLeast('difficulty', NORMAL),
    atLeast('loanFree', 1),
    atLeast('scoreOverStill', 1),
    atLeast('score', 70),
  ),
  rule(
    'neverOverdrawn',
    'cash',
    'simulation',
    atLeast('completed', 1),
    atLeast('neverOverdrawn', 1),
    atLeast('scoreOverStill', 1),
    atLeast('score', 60),
  ),
  // Pricing: a price in the sector's range that pays its way; profit early.
  rule('priceThatPays', 'pricing', 'simulation', atLeast('priceCoversCosts', 1)),
  rule(
    'earlyBreakEven',
    'pricing',
    'simulation',
    atLeast('difficulty', NORMAL),
    atMost('breakEvenMonth', 9),
    atLeast('breakEvenLead', 2),
  ),
  // Growth: customers up while each new one costs well under their value.
  rule('efficientGrowth', 'growth', 'simulation', atLeast('customerGrowth', 1.5), atMost('cacToLtv', 1 / 3)),
  rule('doubledCheaply', 'growth', 'simulation', atLeast('customerGrowth', 2), atMost('cacToLtv', 1 / 4)),
  // Risk: safer than the careful founder on the same market; a hard market survived well.
  rule('saferThanCareful', 'risk', 'simulation', atLeast('safeAsCareful', 1)),
  rule(
    'hardSurvivor',
    'risk',
    'simulation',
    atLeast('completed', 1),
    atLeast('difficulty', HARD),
    atLeast('scoreOverStill', 1),
    atLeast('score', 60),
  ),
  // Learning from mistakes: a replay from a turning point that beat the run it replays.
  rule('betterSecondTime', 'learning', 'simulation', atLeast('replayGain', 1)),
  rule('turnedAround', 'learning', 'simulation', atLeast('replayGain', 10)),
  // Milestones of a whole run.
  rule(
    'firstFullYear',
    'milestone',
    'simulation',
    atLeast('completed', 1),
    atLeast('horizon', 12),
    atLeast('difficulty', NORMAL),
    atLeast('scoreOverStill', 1),
    atLeast('score', 60),
  ),
  rule(
    'topOperator',
    'milestone',
    'simulation',
    atLeast('completed', 1),
    atLeast('difficulty', NORMAL),
    atLeast('scoreOverStill', 1),
    atLeast('score', 85),
  ),
  // Validation: an experiment's lesson applied; an idea that holds up on evidence.
  rule('lessonApplied', 'validation', 'validation', atLeast('experimentGain', 5)),
  rule('provenIdea', 'validation', 'validation', atLeast('bestScore', 70), atLeast('experimentsDone', 2)),
  // Pitching: every figure held to the evidence; a pitch made sharper by revising it.
  rule('everyFigureHolds', 'pitching', 'pitch', atLeast('score', 70), atMost('flagged', 0), atLeast('supported', 3)),
  rule('sharperPitch', 'pitching', 'pitch', atLeast('scoreGain', 15)),
  // Canvas: a model whose blocks agree with each other and with the evidence.
  rule('coherentModel', 'canvas', 'canvas', atLeast('coherence', 70)),
  rule('tightModel', 'canvas', 'canvas', atLeast('coherence', 85)),
  // Milestones of the whole: competences shown, not time spent.
  rule('wellRounded', 'milestone', 'progress', atLeast('familiar', 4)),
  rule('threeProficient', 'milestone', 'progress', atLeast('proficient', 3)),
  rule('firstMastery', 'milestone', 'progress', atLeast('mastered', 1)),
  rule('masterFounder', 'milestone', 'progress', atLeast('mastered', 8)),
] as const satisfies readonly AchievementRule[];

export type AchievementId = (typeof ACHIEVEMENTS)[number]['id'];

/** Whether a rule holds on a piece of evidence's figures. */
export function holds(rule: AchievementRule, metrics: Readonly<Record<string, number>>): boolean {
  return rule.all.every((condition) => {
    const value = metrics[condition.metric];
    if (value === undefined || Number.isNaN(value)) return false;
    return condition.op === '>=' ? value >= condition.value : value <= condition.value;
  });
}

/** The achievements a piece of evidence of `source` earns. */
export function earnedBy(source: AchievementSource, metrics: Readonly<Record<string, number>>): AchievementId[] {
  return ACHIEVEMENTS.filter((achievement) => achievement.source === source && holds(achievement, metrics)).map(
    (achievement) => achievement.id,
  );
}

/** A rule's thresholds by figure, for the sentence that states it ("a score of {{score}} or more"). */
export function ruleValues(rule: AchievementRule): Record<string, number> {
  return Object.fromEntries(rule.all.map((condition) => [condition.metric, condition.value]));
}

/** Whether a rule is made of activity and setting alone: no bar on the quality of anything. */
export function activityOnly(rule: AchievementRule): boolean {
  const kinds: Readonly<Record<string, MetricKind>> = METRICS[rule.source];
  return !rule.all.some((condition) => kinds[condition.metric] === 'quality');
}

/** A rule's condition as a piece of evidence's figures read it: the figure (NaN when not known yet) and whether it holds. */
export interface ConditionReading extends Condition {
  actual: number;
  met: boolean;
}

/** Each of a rule's conditions, read on `metrics`. */
export function readRule(rule: AchievementRule, metrics: Readonly<Record<string, number>>): ConditionReading[] {
  return rule.all.map((condition) => ({
    ...condition,
    actual: metrics[condition.metric] ?? Number.NaN,
    met: holds({ ...rule, all: [condition] }, metrics),
  }));
}

/** How many achievements "within reach" the progress page names. */
export const WITHIN_REACH = 3;

/** How near a condition is, 0 to 1: 1 when met, else how far the figure has come towards its bar (0 when not known). */
function nearness(reading: ConditionReading): number {
  if (reading.met) return 1;
  const { actual, value, op } = reading;
  if (!Number.isFinite(actual) || actual <= 0 || value <= 0) return 0;
  return Math.min(0.99, op === '>=' ? actual / value : value / actual);
}

/**
 * The achievements not earned yet that the founder's latest figures come nearest to: the mean
 * nearness of their conditions, largest first (the catalog's order breaks ties), each with what is
 * met and what is missing. A rule whose figures have not moved at all is not "within reach".
 */
export function withinReach(
  figures: Partial<Record<AchievementSource, Readonly<Record<string, number>>>>,
  earned: ReadonlySet<string>,
): { id: AchievementId; source: AchievementSource; conditions: ConditionReading[] }[] {
  return ACHIEVEMENTS.flatMap((rule) => {
    const metrics = figures[rule.source];
    if (!metrics || earned.has(rule.id)) return [];
    const conditions = readRule(rule, metrics);
    const near = conditions.reduce((sum, condition) => sum + nearness(condition), 0) / conditions.length;
    return near > 0 && near < 1 ? [{ id: rule.id, source: rule.source, conditions, near }] : [];
  })
    .sort((a, b) => b.near - a.near)
    .slice(0, WITHIN_REACH)
    .map(({ near: _near, ...reading }) => reading);
}
