import { describe, expect, it } from 'vitest';
import { createSimulation, suggestDecisions } from '../simulation/create-simulation';
import { presetFor } from '../simulation/presets';
import { stepMonth } from '../simulation/step-month';
import { BASE } from '../simulation/testing/month-fixtures';
import type { MonthDecisions, MonthResult, SimulationSetup, SimulationState } from '../simulation/types';
import { competenceLevels, levelOf } from './competences';
import {
  carefulRun,
  pricingWindow,
  shockWindows,
  simulationEvidence,
  simulationMetrics,
  SAFE_RUNWAY,
  SHOCKS,
  type SimulationRecord,
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

/** A copy of a month with its closing cash and runway set, to put a rule just either side of its bar. */
function withCash(result: MonthResult, cashCents: number, runwayMonths: number | null): MonthResult {
  return { ...result, kpis: { ...result.kpis, cashCents, runwayMonths } };
}

describe('a simulation’s evidence', () => {
  it('is the same try when the same setup is played with the same decisions, and another when one decision changes', () => {
    const once = simulationEvidence(record(BASE, 8));
    const again = simulationEvidence(record(BASE, 8));
    expect(again.map((item) => item.fingerprint)).toEqual(once.map((item) => item.fingerprint));
    expect(levelOf([...once, ...again].filter((item) => item.competence === 'pricing'))).toBe(
      levelOf(once.filter((item) => item.competence === 'pricing')),
    );
    const { results, state } = play(BASE, 8, (decisions) => ({
      ...decisions,
      marketingCents: decisions.marketingCents + 100_00,
    }));
    const changed = simulationEvidence({ ...record(BASE, 8), months: results, status: state.status });
    const whole = (list: typeof once) =>
      list.find((item) => item.competence === 'cash' || item.competence === 'pricing');
    expect(changed.map((item) => item.fingerprint)).not.toEqual(once.map((item) => item.fingerprint));
    expect(whole(changed)?.competence).toBe(whole(once)?.competence);
  });

  it('holds a shock when three months from its arrival keep three months of runway, and not when one month falls short', () => {
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
    expect(shockWindows(safe)[0]).toEqual({ month: arrival + 1, held: true });
    const short = safe.map((result, index) =>
      index === arrival + 2 ? withCash(result, 50_000_00, SAFE_RUNWAY - 0.1) : result,
    );
    expect(shockWindows(short)[0]).toEqual({ month: arrival + 1, held: false });
    const overdrawn = safe.map((result, index) => (index === arrival + 1 ? withCash(result, -1, null) : result));
    expect(shockWindows(overdrawn)[0]!.held).toBe(false);

    const base: SimulationRecord = { id: 's', setup, months: safe, status: 'running', score: null, replayOf: null };
    const cash = simulationEvidence(base).filter((item) => item.competence === 'cash');
    expect(cash[0]).toMatchObject({ success: true, source: { kind: 'simulation', id: 's', month: arrival + 1 } });
    expect(simulationMetrics(base).shockRunwayKept).toBe(1);
    expect(simulationMetrics({ ...base, months: short }).shockRunwayKept).toBe(0);
  });

  it('pays its price when six months in the sector’s range bring gross profit that covers the fixed costs and the team', () => {
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
    expect(pricingWindow(BASE, paying)).toBe(6);
    // Too dear in one month of each window: out of the sector's range.
    const dear = paying.map((result, index) =>
      index % 6 === 3
        ? { ...result, decisions: { ...result.decisions, priceCents: Math.ceil(reference * 1.5) + 1 } }
        : result,
    );
    expect(pricingWindow(BASE, dear)).toBeNull();
    // A cent short of the costs over every window.
    const short = paying.map((result) => ({
      ...result,
      income: { ...result.income, grossProfitCents: result.income.grossProfitCents - 1 },
    }));
    expect(pricingWindow(BASE, short)).toBeNull();
  });

  it('reads a run safer than the careful founder’s when its thinnest cash is thicker and its score no lower, at its end', () => {
    const yardstick = carefulRun(BASE, 12);
    const careful = record(BASE, 12, { status: 'finished', score: yardstick.score });
    expect(simulationMetrics(careful, yardstick).safeAsCareful).toBe(0);
    const lowest = yardstick.lowestCash;
    const thicker = careful.months.map((result) => withCash(result, Math.max(result.kpis.cashCents, lowest + 1), null));
    expect(simulationMetrics({ ...careful, months: thicker }, yardstick).safeAsCareful).toBe(1);
    // Safer by spending less, and scoring a point below: not the competence.
    const timid = { ...careful, months: thicker, score: yardstick.score - 1 };
    expect(simulationMetrics(timid, yardstick).safeAsCareful).toBe(0);
    expect(simulationMetrics({ ...careful, months: thicker, status: 'running' }, yardstick).safeAsCareful).toBeNaN();
    const risk = simulationEvidence({ ...careful, months: thicker }, yardstick).find(
      (item) => item.competence === 'risk',
    );
    expect(risk).toMatchObject({ success: true, strong: false });
  });

  it('reads growth only past the launch months, and only over months that together made a profit', () => {
    expect(simulationMetrics(record(BASE, 8)).customerGrowth).toBeNaN();
    const nine = record(BASE, 9);
    const growing = nine.months.map((result, index) => ({
      ...result,
      income: { ...result.income, netProfitCents: 1_000_00 },
      kpis: { ...result.kpis, customers: 100 + 20 * index, cacCents: 10_00, ltvCents: 100_00 },
    }));
    // Months 4 to 9: from 160 to 260 customers, each new one at a tenth of their value.
    const metrics = simulationMetrics({ ...nine, months: growing });
    expect(metrics.customerGrowth).toBe(260 / 160);
    expect(metrics.cacToLtv).toBeCloseTo(0.1, 10);
    const atALoss = growing.map((result) => ({ ...result, income: { ...result.income, netProfitCents: -1 } }));
    expect(simulationMetrics({ ...nine, months: atALoss }).customerGrowth).toBe(0);
    expect(simulationEvidence({ ...nine, months: atALoss }).find((item) => item.competence === 'growth')).toMatchObject(
      {
        success: false,
      },
    );
  });

  it('learns from a replay that beat the run it replays, strongly by ten points', () => {
    const replay = record(BASE, 12, { status: 'finished', score: 62, replayOf: { fromMonth: 4, originalScore: 55 } });
    expect(simulationEvidence(replay).find((item) => item.competence === 'learning')).toMatchObject({
      success: true,
      strong: false,
      values: { gain: 7 },
    });
    const same = { ...replay, score: 55 };
    expect(simulationEvidence(same).find((item) => item.competence === 'learning')).toMatchObject({ success: false });
    expect(simulationMetrics({ ...replay, score: 65 }).replayGain).toBe(10);
    // Not a replay, or not ended: nothing to read.
    expect(simulationEvidence({ ...replay, replayOf: null }).some((item) => item.competence === 'learning')).toBe(
      false,
    );
    expect(simulationMetrics({ ...replay, status: 'running' }).replayGain).toBeNaN();
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
