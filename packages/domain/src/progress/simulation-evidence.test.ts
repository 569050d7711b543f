import { describe, expect, it } from 'vitest';
import { createSimulation, suggestDecisions } from '../simulation/create-simulation';
import { presetFor } from '../simulation/presets';
import { stepMonth } from '../simulation/step-month';
import { BASE } from '../simulation/testing/month-fixtures';
import type { MonthDecisions, MonthResult, SimulationSetup, SimulationState } from '../simulation/types';
import { competenceLevels, levelOf } from './competences';
import {
  pricingWindow,
  shockWindows,
  simulationEvidence,
  simulationMetrics,
  SAFE_RUNWAY,
  SHOCKS,
  yardsticks,
  type SimulationRecord,
  type Yardsticks,
} from './simulation-evidence';

/** Plays `setup` for `months` months, each month's decisions the careful founder's changed by `change`. */
function play(
  setup: SimulationSetup,
  months: number,
  change: (decisions: MonthDecisions, state: SimulationState) => MonthDecisions = (decisions) => decisions,
): { results: MonthResult[]; state: SimulationState } {
  let state = createSimulation(setup);
  const results: MonthResult[] = [];
  while (results.length < months && state.status === 'running') {
    const step = stepMonth(state, change(suggestDecisions(state), state));
    state = step.state;
    results.push(step.result);
  }
  return { results, state };
}

function record(setup: SimulationSetup, months: number, extra: Partial<SimulationRecord> = {}): SimulationRecord {
  const { results, state } = play(setup, months);
  return { id: 'sim-1', setup, months: results, status: state.status, score: null, replayOf: null, ...extra };
}

/** Yardsticks whose standing-still run is `still`, with no careful run or score (a run still playing). */
const against = (still: readonly MonthResult[]): Yardsticks => ({ still, careful: null, stillScore: null });

/** A copy of a month with its closing cash and runway set, to put a rule just either side of its bar. */
function withCash(result: MonthResult, cashCents: number, runwayMonths: number | null): MonthResult {
  return { ...result, kpis: { ...result.kpis, cashCents, runwayMonths } };
}

describe('a simulation’s evidence', () => {
  it('is the same try when the same setup is played with the same decisions, and another when one decision changes', () => {
    const yard = yardsticks(BASE, 8, false);
    const once = simulationEvidence(record(BASE, 8), yard);
    const again = simulationEvidence(record(BASE, 8), yard);
    expect(again.map((item) => item.fingerprint)).toEqual(once.map((item) => item.fingerprint));
    expect(levelOf([...once, ...again].filter((item) => item.competence === 'pricing'))).toBe(
      levelOf(once.filter((item) => item.competence === 'pricing')),
    );
    const { results, state } = play(BASE, 8, (decisions) => ({
      ...decisions,
      marketingCents: decisions.marketingCents + 100_00,
    }));
    const changed = simulationEvidence({ ...record(BASE, 8), months: results, status: state.status }, yard);
    const whole = (list: typeof once) =>
      list.find((item) => item.competence === 'cash' || item.competence === 'pricing');
    expect(changed.map((item) => item.fingerprint)).not.toEqual(once.map((item) => item.fingerprint));
    expect(whole(changed)?.competence).toBe(whole(once)?.competence);
  });

  it('holds a shock when three months from its arrival keep three months of runway with more cash than standing still, and not when one falls short', () => {
    // The first seed whose careful run meets a shock in its first eight months.
    let found: { setup: SimulationSetup; results: MonthResult[] } | null = null;
    for (let seed = 1; seed < 200 && !found; seed += 1) {
      const setup = { ...BASE, seed };
      const { results } = play(setup, 8);
      if (results.slice(0, 5).some((result) => result.events.some((event) => SHOCKS.includes(event.type))))
        found = { setup, results };
    }
    expect(found).not.toBeNull();
    const { setup, results } = found!;
    const arrival = results.findIndex((result) => result.events.some((event) => SHOCKS.includes(event.type)));
    const safe = results.map((result, index) =>
      index >= arrival && index < arrival + 3 ? withCash(result, 50_000_00, SAFE_RUNWAY) : result,
    );
    // Standing still on the same market: a cent less at the window's thinnest month, then as much.
    const thinner = safe.map((result, index) => (index === arrival + 1 ? withCash(result, 50_000_00 - 1, 1) : result));
    const asThick = safe;
    expect(shockWindows(safe, thinner)[0]).toEqual({ month: arrival + 1, held: true, beatStill: true });
    expect(shockWindows(safe, asThick)[0]).toEqual({ month: arrival + 1, held: true, beatStill: false });
    const short = safe.map((result, index) =>
      index === arrival + 2 ? withCash(result, 50_000_00, SAFE_RUNWAY - 0.1) : result,
    );
    expect(shockWindows(short, thinner)[0]).toMatchObject({ month: arrival + 1, held: false });
    const overdrawn = safe.map((result, index) => (index === arrival + 1 ? withCash(result, -1, null) : result));
    expect(shockWindows(overdrawn, thinner)[0]!.held).toBe(false);
    // Standing still went bankrupt before the window ended: any run that lasted did better.
    const bankrupt = thinner
      .slice(0, arrival + 1)
      .map((result, index) => (index === arrival ? { ...result, status: 'bankrupt' as const } : result));
    expect(shockWindows(safe, bankrupt)[0]!.beatStill).toBe(true);

    const base: SimulationRecord = { id: 's', setup, months: safe, status: 'running', score: null, replayOf: null };
    const cash = simulationEvidence(base, against(thinner)).filter((item) => item.competence === 'cash');
    expect(cash[0]).toMatchObject({ success: true, source: { kind: 'simulation', id: 's', month: arrival + 1 } });
    expect(simulationEvidence(base, against(asThick))[0]).toMatchObject({ competence: 'cash', success: false });
    expect(simulationMetrics(base, against(thinner)).shockRunwayKept).toBe(1);
    expect(simulationMetrics(base, against(asThick)).shockRunwayKept).toBe(0);
    expect(simulationMetrics({ ...base, months: short }, against(thinner)).shockRunwayKept).toBe(0);
    expect(simulationMetrics(base, null).shockRunwayKept).toBeNaN();
  });

  it('pays its price when six months in the sector’s range cover the fixed costs and the team, better than standing still', () => {
    const { results } = play(BASE, 12);
    const reference = presetFor(BASE.businessType, BASE.currency).referencePriceCents;
    const paying = results.map((result) => ({
      ...result,
      decisions: { ...result.decisions, priceCents: reference },
      income: {
        ...result.income,
        grossProfitCents: result.income.fixedCostsCents + result.income.payrollCents,
      },
    }));
    const poorer = paying.map((result) => ({
      ...result,
      income: { ...result.income, grossProfitCents: result.income.grossProfitCents - 1 },
    }));
    expect(pricingWindow(BASE, paying, poorer)).toBe(6);
    // Standing still earned as much over the same months: the price did not do better than doing nothing.
    expect(pricingWindow(BASE, paying, paying)).toBeNull();
    // Too dear in one month of each window: out of the sector's range.
    const dear = paying.map((result, index) =>
      index % 6 === 3
        ? { ...result, decisions: { ...result.decisions, priceCents: Math.ceil(reference * 1.5) + 1 } }
        : result,
    );
    expect(pricingWindow(BASE, dear, poorer)).toBeNull();
    // A cent short of the costs over every window.
    const poorest = paying.map((result) => ({
      ...result,
      income: { ...result.income, grossProfitCents: 0 },
    }));
    expect(pricingWindow(BASE, poorer, poorest)).toBeNull();
  });

  it('reads a run safer when its thinnest cash is thicker than the careful founder’s and standing still’s, and its score no lower, at its end', () => {
    const yard = yardsticks(BASE, 12, true);
    const careful = record(BASE, 12, { status: 'finished', score: yard.careful!.score });
    expect(simulationMetrics(careful, yard).safeAsCareful).toBe(0);
    const stillLowest = yard.still.reduce((min, result) => Math.min(min, result.kpis.cashCents), Infinity);
    const lowest = Math.max(yard.careful!.lowestCash, stillLowest);
    const thicker = careful.months.map((result) => withCash(result, Math.max(result.kpis.cashCents, lowest + 1), null));
    expect(simulationMetrics({ ...careful, months: thicker }, yard).safeAsCareful).toBe(1);
    // As thin as the thicker of the two at its thinnest month: not safer.
    const asThin = thicker.map((result, index) => (index === 5 ? withCash(result, lowest, null) : result));
    expect(simulationMetrics({ ...careful, months: asThin }, yard).safeAsCareful).toBe(0);
    // Safer by spending less, and scoring a point below: not the competence.
    const timid = { ...careful, months: thicker, score: yard.careful!.score - 1 };
    expect(simulationMetrics(timid, yard).safeAsCareful).toBe(0);
    expect(simulationMetrics({ ...careful, months: thicker, status: 'running' }, yard).safeAsCareful).toBeNaN();
    const risk = simulationEvidence({ ...careful, months: thicker }, yard).find((item) => item.competence === 'risk');
    expect(risk).toMatchObject({ success: true, strong: false });
  });

  it('reads growth only past the launch months, over months that together made a profit, and more than standing still', () => {
    expect(simulationMetrics(record(BASE, 8), yardsticks(BASE, 8, false)).customerGrowth).toBeNaN();
    const nine = record(BASE, 9);
    const growing = nine.months.map((result, index) => ({
      ...result,
      income: { ...result.income, netProfitCents: 1_000_00 },
      kpis: { ...result.kpis, customers: 100 + 20 * index, cacCents: 10_00, ltvCents: 100_00 },
    }));
    const stillProfit = (cents: number) =>
      against(growing.map((result) => ({ ...result, income: { ...result.income, netProfitCents: cents } })));
    // Months 4 to 9: from 160 to 260 customers, each new one at a tenth of their value.
    const metrics = simulationMetrics({ ...nine, months: growing }, stillProfit(1_000_00 - 1));
    expect(metrics.customerGrowth).toBe(260 / 160);
    expect(metrics.cacToLtv).toBeCloseTo(0.1, 10);
    // Standing still made as much profit over those months: the growth is not the decisions'.
    expect(simulationMetrics({ ...nine, months: growing }, stillProfit(1_000_00)).customerGrowth).toBe(0);
    const atALoss = growing.map((result) => ({ ...result, income: { ...result.income, netProfitCents: -1 } }));
    expect(simulationMetrics({ ...nine, months: atALoss }, stillProfit(-100)).customerGrowth).toBe(0);
    expect(
      simulationEvidence({ ...nine, months: atALoss }, stillProfit(-100)).find((item) => item.competence === 'growth'),
    ).toMatchObject({ success: false });
  });

  it('breaks even early only ahead of standing still and with the price in the sector’s range', () => {
    const { results } = play(BASE, 9);
    const reference = presetFor(BASE.businessType, BASE.currency).referencePriceCents;
    const profitFrom = (month: number, price = reference) =>
      results.map((result) => ({
        ...result,
        decisions: { ...result.decisions, priceCents: price },
        income: { ...result.income, netProfitCents: result.month >= month ? 1 : -1 },
      }));
    const run = { ...record(BASE, 9), months: profitFrom(5) };
    expect(simulationMetrics(run, against(profitFrom(7)))).toMatchObject({ breakEvenMonth: 5, breakEvenLead: 2 });
    expect(simulationMetrics(run, against(profitFrom(6))).breakEvenLead).toBe(1);
    // Standing still never broke even in the months played: the month after them is its soonest.
    expect(simulationMetrics(run, against(profitFrom(99))).breakEvenLead).toBe(5);
    const dear = { ...run, months: profitFrom(5, Math.ceil(reference * 1.5) + 1) };
    expect(simulationMetrics(dear, against(profitFrom(7)))).toMatchObject({
      breakEvenMonth: Number.NaN,
      breakEvenLead: Number.NaN,
    });
  });

  it('scores a finished run against standing still’s score on the same seed', () => {
    const yard = yardsticks(BASE, 12, true);
    expect(yard.stillScore).not.toBeNull();
    const run = record(BASE, 12, { status: 'finished', score: yard.stillScore! + 3 });
    expect(simulationMetrics(run, yard).scoreOverStill).toBe(3);
    expect(simulationMetrics({ ...run, status: 'running' }, yard).scoreOverStill).toBeNaN();
    expect(yardsticks(BASE, 12, false)).toMatchObject({ careful: null, stillScore: null });
  });

  it('learns from a replay that beat the run it replays, strongly by ten points', () => {
    const yard = yardsticks(BASE, 12, true);
    const replay = record(BASE, 12, { status: 'finished', score: 62, replayOf: { fromMonth: 4, originalScore: 55 } });
    expect(simulationEvidence(replay, yard).find((item) => item.competence === 'learning')).toMatchObject({
      success: true,
      strong: false,
      values: { gain: 7 },
    });
    const same = { ...replay, score: 55 };
    expect(simulationEvidence(same, yard).find((item) => item.competence === 'learning')).toMatchObject({
      success: false,
    });
    expect(simulationMetrics({ ...replay, score: 65 }, yard).replayGain).toBe(10);
    // Not a replay, or not ended: nothing to read.
    expect(simulationEvidence({ ...replay, replayOf: null }, yard).some((item) => item.competence === 'learning')).toBe(
      false,
    );
    expect(simulationMetrics({ ...replay, status: 'running' }, yard).replayGain).toBeNaN();
  });

  it('levels a competence by distinct successes, mastery needing one at the strong bar', () => {
    const item = (fingerprint: string, success: boolean, strong = false) => ({
      competence: 'pricing' as const,
      source: { kind: 'simulation' as const, id: fingerprint, month: 6 },
      fingerprint,
      success,
      strong,
      values: {},
    });
    expect(levelOf([])).toBe('none');
    expect(levelOf([item('a', false)])).toBe('attempted');
    expect(levelOf([item('a', true), item('a', true)])).toBe('familiar');
    expect(levelOf([item('a', true), item('b', true)])).toBe('proficient');
    expect(levelOf([item('a', true), item('b', true), item('c', true)])).toBe('proficient');
    expect(levelOf([item('a', true), item('b', true), item('c', true, true)])).toBe('mastered');
    expect(competenceLevels([item('a', true)])).toMatchObject({ pricing: 'familiar', cash: 'none' });
  });
});
