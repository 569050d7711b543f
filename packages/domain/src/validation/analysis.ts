import { CURRENCY_SCALE } from '../simulation/presets';
import type { IdeaInput } from './idea';
import type { MarketSizing } from './market-sizing';
import type { IdeaScores } from './scores';
import { SCORE_KEYS, SCORE_WEIGHTS, type ScoreKey } from './score-keys';
import { readProblem } from './text-signals';

/*
 * What the report makes of the scores: the competitors the founder named (and only those), a SWOT
 * drawn from the scores' own factors, the assumptions the result leans on ranked by how much they
 * move it, and the next experiments, chosen for the weakest scores, each with a success criterion,
 * a cost and a time. Everything here is a key the report translates, with its numbers; nothing is
 * written for the founder that the scores do not support.
 */

/** A line of the SWOT: a factor of a score (or an idea the score missed), by key. */
export interface SwotItem {
  score: ScoreKey;
  factor: string;
  points: number;
}

export interface Swot {
  strengths: SwotItem[];
  weaknesses: SwotItem[];
  opportunities: SwotItem[];
  threats: SwotItem[];
}

/** Lines per quadrant. */
const SWOT_SIZE = 3;
/** The scores about the idea itself (strengths, weaknesses) and about its surroundings (opportunities, threats). */
const INTERNAL: readonly ScoreKey[] = ['problem', 'differentiation', 'monetisation', 'feasibility'];
const EXTERNAL: readonly ScoreKey[] = ['market', 'competition', 'risk'];

function quadrant(scores: IdeaScores, keys: readonly ScoreKey[], sign: 1 | -1): SwotItem[] {
  const items: SwotItem[] = [];
  for (const key of keys) {
    for (const factor of scores.scores[key].factors) {
      if (factor.key !== 'base' && Math.sign(factor.points) === sign)
        items.push({ score: key, factor: factor.key, points: factor.points });
    }
  }
  return items.sort((a, b) => sign * (b.points - a.points)).slice(0, SWOT_SIZE);
}

/** The SWOT of the scores' factors: what helps and hurts in the idea, and around it. */
export function swotOf(scores: IdeaScores): Swot {
  return {
    strengths: quadrant(scores, INTERNAL, 1),
    weaknesses: quadrant(scores, INTERNAL, -1)
      .concat(
        // An idea with no negative factor still has its largest gaps.
        INTERNAL.flatMap((key) =>
          scores.scores[key].raise.map((raise) => ({ score: key, factor: raise.key, points: -raise.points })),
        )
          .sort((a, b) => a.points - b.points)
          .slice(0, SWOT_SIZE),
      )
      .slice(0, SWOT_SIZE),
    opportunities: quadrant(scores, EXTERNAL, 1),
    threats: quadrant(scores, EXTERNAL, -1),
  };
}

export type AssumptionKey =
  | 'segmentShare'
  | 'obtainableShare'
  | 'localReach'
  | 'typicalCosts'
  | 'problemIsReal'
  | 'competitionKnown'
  | 'customersPay';

export interface Assumption {
  key: AssumptionKey;
  /** Overall points the result would lose if the assumption were wrong (halved, or false). */
  impact: number;
}

/** Overall points one market-score point is worth. */
const MARKET_WEIGHT = SCORE_WEIGHTS.market;
/** Market points lost when an obtainable revenue halves (scores.ts: 12 per doubling). */
const MARKET_POINTS_PER_HALVING = 12;

/** The assumptions the result rests on, the one that would cost most if wrong first. */
export function riskiestAssumptions(idea: IdeaInput, sizing: MarketSizing, scores: IdeaScores): Assumption[] {
  const assumptions: Assumption[] = [];
  const halving = Math.round(MARKET_POINTS_PER_HALVING * MARKET_WEIGHT * 10) / 10;
  const terms = [...sizing.bottomUp.som.terms, ...sizing.topDown.som.terms];
  if (terms.some((term) => term.name === 'segmentShare')) assumptions.push({ key: 'segmentShare', impact: halving });
  if (terms.some((term) => term.name === 'obtainableShare'))
    assumptions.push({ key: 'obtainableShare', impact: halving });
  if (terms.some((term) => term.name === 'localReach')) assumptions.push({ key: 'localReach', impact: halving });
  const problem = readProblem(idea.problem);
  if (!problem.pain.present || !problem.frequency.present) {
    const missing = scores.scores.problem.raise
      .filter((raise) => raise.key === 'describePain' || raise.key === 'sayHowOften')
      .reduce((total, raise) => total + raise.points, 0);
    assumptions.push({ key: 'problemIsReal', impact: Math.round(missing * SCORE_WEIGHTS.problem * 10) / 10 });
  }
  if (idea.competitors.length === 0)
    assumptions.push({ key: 'competitionKnown', impact: Math.round(15 * SCORE_WEIGHTS.competition * 10) / 10 });
  const monetisation = scores.scores.monetisation.factors.some(
    (factor) => factor.origin === 'assumed' && factor.key !== 'base',
  );
  if (monetisation)
    assumptions.push({ key: 'typicalCosts', impact: Math.round(15 * SCORE_WEIGHTS.monetisation * 10) / 10 });
  // Every idea assumes its customers pay its price until someone has: wrong, monetisation is worth nothing.
  const monetised = scores.scores.monetisation.value * SCORE_WEIGHTS.monetisation;
  assumptions.push({ key: 'customersPay', impact: Math.round(monetised * 10) / 10 });
  return assumptions.sort((a, b) => b.impact - a.impact || a.key.localeCompare(b.key));
}

export type ExperimentKey = 'interviews' | 'competitorTeardown' | 'smokeTest' | 'preSale' | 'conciergeMvp';

export interface Experiment {
  key: ExperimentKey;
  /** The number that decides it: interviews that confirm the problem, sign-ups in percent, pre-orders, customers kept. */
  target: number;
  /** Cost in cents of the idea's currency. */
  costCents: number;
  weeks: number;
}

/** Experiments in reais, scaled to the idea's currency like the simulation's presets. */
const EXPERIMENTS: Record<
  ExperimentKey,
  { target: number; costCents: number; weeks: number; for: readonly ScoreKey[] }
> = {
  interviews: { target: 7, costCents: 0, weeks: 2, for: ['problem'] },
  competitorTeardown: { target: 3, costCents: 0, weeks: 1, for: ['competition', 'differentiation'] },
  smokeTest: { target: 5, costCents: 500_00, weeks: 2, for: ['market', 'differentiation'] },
  preSale: { target: 10, costCents: 200_00, weeks: 3, for: ['monetisation', 'market'] },
  conciergeMvp: { target: 3, costCents: 1_000_00, weeks: 4, for: ['feasibility', 'risk', 'monetisation'] },
};
const EXPERIMENT_COUNT = { min: 3, max: 5 } as const;

/**
 * The next experiments: those that test the weakest scores first, three to five of them.
 * Interviews always come first when the problem is not yet proven (nothing else is worth testing
 * before it).
 */
export function nextExperiments(idea: IdeaInput, scores: IdeaScores): Experiment[] {
  const weakness = (key: ExperimentKey) =>
    Math.max(...EXPERIMENTS[key].for.map((score) => 100 - scores.scores[score].value));
  const keys = (Object.keys(EXPERIMENTS) as ExperimentKey[]).sort(
    (a, b) =>
      weakness(b) - weakness(a) ||
      SCORE_KEYS.indexOf(EXPERIMENTS[a].for[0]!) - SCORE_KEYS.indexOf(EXPERIMENTS[b].for[0]!),
  );
  const problem = readProblem(idea.problem);
  if (!problem.pain.present || !problem.frequency.present) keys.unshift(...keys.splice(keys.indexOf('interviews'), 1));
  const weak = keys.filter((key) => weakness(key) >= 40);
  const chosen = (weak.length >= EXPERIMENT_COUNT.min ? weak : keys).slice(0, EXPERIMENT_COUNT.max);
  const scale = CURRENCY_SCALE[idea.currency];
  return chosen.map((key) => ({
    key,
    target: EXPERIMENTS[key].target,
    costCents: Math.round(EXPERIMENTS[key].costCents * scale),
    weeks: EXPERIMENTS[key].weeks,
  }));
}
