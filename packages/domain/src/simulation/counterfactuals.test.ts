import { describe, expect, it } from 'vitest';
import { calibrationSetup } from './calibration';
import {
  MATERIAL_SHARE,
  STANDING_LEVERS,
  TURNING_POINT_COUNT,
  replayStoredMonths,
  reviewByReplay,
  type TurningPoint,
} from './counterfactuals';
import { createSimulation, suggestDecisions } from './create-simulation';
import { carefulFounder, fitDecisions, typicalFounder, type FounderPolicy } from './founder-policies';
import { stepMonth } from './step-month';
import {
  BANKRUPTCY_CAUSE_LEVERS,
  type MonthDecisions,
  type MonthResult,
  type SimulationSetup,
  type SimulationState,
} from './types';

/** A company played to its end (or `months`) by a policy, with every month's result. */
function play(setup: SimulationSetup, policy: FounderPolicy, months: number = setup.horizonMonths) {
  let state = createSimulation(setup);
  const results: MonthResult[] = [];
  let last: MonthDecisions | null = null;
  while (state.status === 'running' && results.length < months) {
    last = policy(state, last);
    const step = stepMonth(state, last);
    state = step.state;
    results.push(step.result);
  }
  return { state, results };
}

/**
 * Replays the months with stepMonth (the checked path, statements and all), deciding each month
 * with `decide` from the state reached and the decisions played; the accumulated result at the end.
 */
function replayWith(
  setup: SimulationSetup,
  results: readonly MonthResult[],
  decide: (state: SimulationState, played: MonthDecisions, index: number) => MonthDecisions,
): SimulationState {
  let state = createSimulation(setup);
  for (const [index, result] of results.entries()) {
    if (state.status !== 'running') break;
    state = stepMonth(state, fitDecisions(state, decide(state, result.decisions, index))).state;
  }
  return state;
}

/** The decision a turning point changes, made as it says: that month, and later ones for a standing lever. */
const asTurningPointSays =
  (point: TurningPoint) =>
  (state: SimulationState, played: MonthDecisions, index: number): MonthDecisions =>
    index + 1 === point.month || (point.fromThenOn && index + 1 > point.month)
      ? { ...played, [point.lever]: suggestDecisions(state)[point.lever] }
      : played;

// A typical founder's retail shop that runs out of cash in its first year, and one that lasts.
const FAILING = calibrationSetup('retail', 'normal', 1);
const LASTING = calibrationSetup('service', 'normal', 2);

describe('replayStoredMonths', () => {
  it('plays the stored decisions again into the very same company, month by month', () => {
    const { state, results } = play(LASTING, typicalFounder, 18);
    const states = replayStoredMonths(LASTING, results);
    expect(states).toHaveLength(results.length + 1);
    expect(states![0]).toEqual(createSimulation(LASTING));
    expect(states!.at(-1)).toEqual(state);
  });

  it('refuses months that do not come out as stored, as months of an earlier model would not', () => {
    const { results } = play(LASTING, typicalFounder, 6);
    const tampered = results.map((result, index) =>
      index === 3
        ? { ...result, income: { ...result.income, netProfitCents: result.income.netProfitCents + 1 } }
        : result,
    );
    expect(replayStoredMonths(LASTING, tampered)).toBeNull();
    expect(reviewByReplay(LASTING, tampered)).toBeNull();
    // Decisions the company could not have made (a dismissal with no one to dismiss) are refused too.
    const impossible = results.map((result, index) =>
      index === 0 ? { ...result, decisions: { ...result.decisions, headcountDelta: -50 } } : result,
    );
    expect(replayStoredMonths(LASTING, impossible)).toBeNull();
  });
});

describe('reviewByReplay', () => {
  it('finds nothing to teach in a run played exactly as the careful founder plays', () => {
    const { results } = play(LASTING, carefulFounder);
    const review = reviewByReplay(LASTING, results)!;
    expect(review.throughMonth).toBe(results.length);
    expect(review.monthEffectsCents).toEqual(results.map(() => 0));
    expect(review.turningPoints).toEqual([]);
    expect(review.bankruptcy).toBeNull();
  });

  it('measures each month’s decisions by replaying the run with that month as the careful founder’s', () => {
    const { state, results } = play(LASTING, typicalFounder, 24);
    const review = reviewByReplay(LASTING, results)!;
    expect(review.monthEffectsCents).toHaveLength(24);
    for (const month of [0, 5, 11, 23]) {
      const instead = replayWith(LASTING, results, (s, played, index) =>
        index === month ? suggestDecisions(s) : played,
      );
      expect(review.monthEffectsCents[month]).toBe(state.retainedEarningsCents - instead.retainedEarningsCents);
    }
    // A typical founder's months do not all weigh the same.
    expect(new Set(review.monthEffectsCents).size).toBeGreaterThan(5);
  });

  it('names the turning points that replaying with the change reproduces to the cent', () => {
    const { state, results } = play(LASTING, typicalFounder);
    const review = reviewByReplay(LASTING, results)!;
    expect(review.turningPoints.length).toBeGreaterThan(0);
    expect(review.turningPoints.length).toBeLessThanOrEqual(TURNING_POINT_COUNT);
    const levers = review.turningPoints.map((point) => point.lever);
    expect(new Set(levers).size).toBe(levers.length);
    const gains = review.turningPoints.map((point) => point.gainCents);
    expect(gains).toEqual([...gains].sort((a, b) => b - a));
    for (const point of review.turningPoints) {
      expect(point.fromThenOn).toBe((STANDING_LEVERS as readonly string[]).includes(point.lever));
      expect(point.played).toBe(results[point.month - 1]!.decisions[point.lever]);
      expect(point.instead).not.toBe(point.played);
      expect(point.gainCents).toBeGreaterThanOrEqual(MATERIAL_SHARE * LASTING.startingCapitalCents);
      const changed = replayWith(LASTING, results, asTurningPointSays(point));
      expect(changed.retainedEarningsCents - state.retainedEarningsCents).toBe(point.gainCents);
    }
  });

  it('names the lever whose careful use would have kept a bankrupt company open longest', () => {
    const { state, results } = play(FAILING, typicalFounder);
    expect(state.status).toBe('bankrupt');
    const review = reviewByReplay(FAILING, results)!;
    const bankruptcy = review.bankruptcy!;
    expect(bankruptcy.month).toBe(results.length);
    expect(BANKRUPTCY_CAUSE_LEVERS).toContain(bankruptcy.cause);
    const lever = bankruptcy.cause as (typeof BANKRUPTCY_CAUSE_LEVERS)[number];
    const rescued = replayWith(FAILING, results, (s, played) => ({ ...played, [lever]: suggestDecisions(s)[lever] }));
    expect(bankruptcy.instead).toEqual({
      survived: rescued.status !== 'bankrupt',
      lastMonth: rescued.month,
      cashCents: rescued.cashCents,
    });
    expect(rescued.status !== 'bankrupt' || rescued.month > bankruptcy.month).toBe(true);
    // No other lever alone does better.
    for (const other of BANKRUPTCY_CAUSE_LEVERS) {
      const alone = replayWith(FAILING, results, (s, played) => ({ ...played, [other]: suggestDecisions(s)[other] }));
      if (alone.status === 'bankrupt') expect(alone.month).toBeLessThanOrEqual(rescued.month);
    }
  });

  it('blames the market when even the careful founder runs out of cash', () => {
    // The first seed on which the careful founder itself goes bankrupt.
    const failing = Array.from({ length: 200 }, (_, seed) => calibrationSetup('retail', 'hard', seed + 1))
      .map((setup) => ({ setup, ...play(setup, carefulFounder) }))
      .find((run) => run.state.status === 'bankrupt');
    expect(failing).toBeDefined();
    const review = reviewByReplay(failing!.setup, failing!.results)!;
    expect(review.bankruptcy).toEqual({
      month: failing!.results.length,
      cause: 'market',
      instead: { survived: false, lastMonth: failing!.results.length, cashCents: failing!.state.cashCents },
    });
  });
});
