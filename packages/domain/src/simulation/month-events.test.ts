import { describe, expect, it } from 'vitest';
import { createSimulation, suggestDecisions } from './create-simulation';
import { EVENT_SPECS, REPAIR_EQUIPMENT_SHARE, REPAIR_MIN_FIXED_COST_SHARE } from './events';
import { presetFor } from './presets';
import { SimulationError } from './simulation-error';
import { stepMonth } from './step-month';
import { BASE, quiet, step } from './testing/month-fixtures';
import type { MonthDecisions, MonthResult, SimulationState } from './types';

describe('stepMonth: events', () => {
  it('fires each event type at about its monthly probability', () => {
    const counts = new Map<string, number>();
    const n = 3_000;
    for (let seed = 0; seed < n; seed++) {
      const { result } = step(createSimulation({ ...BASE, seed }));
      for (const e of result.events) counts.set(e.type, (counts.get(e.type) ?? 0) + 1);
    }
    for (const type of ['supplierShock', 'viralPost', 'downturn', 'equipmentFailure'] as const) {
      const rate = (counts.get(type) ?? 0) / n;
      expect(Math.abs(rate - EVENT_SPECS[type].probability)).toBeLessThan(0.015);
    }
  });

  it('asks at most one choice a month and requires its answer next month', () => {
    for (let seed = 0; seed < 400; seed++) {
      const first = step(createSimulation({ ...BASE, seed }));
      const asking = first.result.events.filter((e) => e.asksChoice);
      expect(asking.length).toBeLessThanOrEqual(1);
      expect(first.state.pendingEvent !== null).toBe(asking.length === 1);
      if (first.state.pendingEvent) {
        expect(() => stepMonth(first.state, { ...suggestDecisions(first.state), eventChoice: null })).toThrow(
          SimulationError,
        );
      }
    }
  });

  it('draws the same events whatever the decisions (one stream per purpose and month)', () => {
    const setup = { ...BASE, seed: 7, horizonMonths: 24 as const, startingCapitalCents: 1_000_000_00 };
    const events = (marketing: number) => {
      let state = createSimulation(setup);
      const seen: string[] = [];
      while (state.status === 'running') {
        const s = step(state, { marketingCents: marketing });
        seen.push(
          ...s.result.events.filter((e) => e.type !== 'keyEmployeeLeaves').map((e) => `${s.result.month}:${e.type}`),
        );
        state = s.state;
      }
      expect(state.status).toBe('finished');
      return seen;
    };
    expect(events(0)).toEqual(events(9_000_00));
  });

  it.each<
    [
      string,
      Partial<SimulationState>,
      MonthDecisions['eventChoice'],
      (s: SimulationState, r: MonthResult, base: SimulationState) => void,
    ]
  >([
    [
      'switching supplier ends the shock and costs quality',
      { pendingEvent: { type: 'supplierShock', month: 0 }, supplierShock: 0.2, supplierShockMonths: 2 },
      'switchSupplier',
      (s) => {
        expect(s.supplierShock).toBe(0);
        expect(s.supplierShockMonths).toBe(0);
      },
    ],
    [
      'absorbing keeps the shock one month shorter',
      { pendingEvent: { type: 'supplierShock', month: 0 }, supplierShock: 0.2, supplierShockMonths: 2 },
      'absorb',
      (s) => {
        expect(s.supplierShock).toBe(0.2);
        expect(s.supplierShockMonths).toBe(1);
      },
    ],
    [
      'repairing costs money and restores capacity',
      { pendingEvent: { type: 'equipmentFailure', month: 0 }, capacityLoss: 0.3, capacityLossMonths: 2 },
      'repair',
      (s, r) => {
        const preset = presetFor('retail', 'BRL');
        expect(r.income.eventCostsCents).toBe(
          Math.max(
            preset.equipmentScaleCents * REPAIR_EQUIPMENT_SHARE,
            preset.fixedCostsCents * REPAIR_MIN_FIXED_COST_SHARE,
          ),
        );
        expect(s.capacityLoss).toBe(0);
      },
    ],
    [
      'hiring a replacement adds a person at a headhunter’s fee',
      { pendingEvent: { type: 'keyEmployeeLeaves', month: 0 }, headcount: 1 },
      'hireReplacement',
      (s, r) => {
        expect(s.headcount).toBe(2);
        expect(r.income.hiringAndSeveranceCents).toBe(presetFor('retail', 'BRL').salaryCents);
      },
    ],
    [
      'a loyalty programme costs money and relieves competitor pressure',
      { pendingEvent: { type: 'newCompetitor', month: 0 }, competitorPressure: 0.6 },
      'loyaltyProgram',
      (s, r, base) => {
        expect(r.income.eventCostsCents).toBe(presetFor('retail', 'BRL').marketingScaleCents / 2);
        expect(s.competitorPressure).toBeLessThan(0.6 - 0.09);
        expect(s.competitorPressure).toBeGreaterThan(base.competitorPressure);
      },
    ],
  ])('%s', (_label, patch, choice, check) => {
    const base = createSimulation(quiet({}, 1));
    const state = { ...base, ...patch };
    const { state: next, result } = step(state, { eventChoice: choice });
    expect(result.answered).toEqual({ type: state.pendingEvent!.type, choice });
    check(next, result, base);
  });
});
