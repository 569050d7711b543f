import { describe, expect, it } from 'vitest';
import { marketColumnsOf } from '../simulation/company-store';
import { createSimulation } from '../simulation/create-simulation';
import { pressAdvance } from '../simulation/founder-policies';
import { drawMarket } from '../simulation/market';
import { DIFFICULTY_RULES } from '../simulation/presets';
import type { MonthDecisions, SimulationSetup } from '../simulation/types';
import { classMonth } from './class-month';
import { lateCompany } from './late-company';

const SETUP: SimulationSetup = {
  businessType: 'retail',
  name: 'Loja Tardia',
  country: 'BR',
  currency: 'BRL',
  startingCapitalCents: 80_000_00,
  horizonMonths: 12,
  difficulty: 'normal',
  seed: 31,
  firstCalendarMonth: 2,
};

describe('a company that joins a class late', () => {
  it('in a solo class, is the company that joined on time and never handed decisions in', () => {
    let state = createSimulation(SETUP);
    let last: MonthDecisions | null = null;
    const rounds = [];
    for (let round = 0; round < 4; round++) {
      const decisions = pressAdvance(state, last);
      const [stepped] = classMonth('solo', [{ state, decisions }]).companies;
      rounds.push(stepped!.result);
      state = stepped!.state;
      last = stepped!.result.decisions;
    }
    const late = lateCompany(SETUP, 4, 'solo');
    expect(late.months.map((month) => month.result)).toEqual(rounds);
    expect(late.months.every((month) => month.held && month.slice === null)).toBe(true);
    expect(late.state).toEqual(state);
  });

  it('in a shared class, plays its missed months alone in the class market, at the size a lone company meets', () => {
    const late = lateCompany(SETUP, 3, 'shared');
    const drawn = marketColumnsOf(drawMarket(SETUP.seed, DIFFICULTY_RULES.normal.marketSpread)).size;
    expect(late.months.map((month) => month.month)).toEqual([1, 2, 3]);
    expect(late.months.every((month) => month.slice === drawn)).toBe(true);
    expect(late.months.map((month) => month.result)).toEqual(lateCompany(SETUP, 3, 'solo').months.map((m) => m.result));
    expect(late.state.month).toBe(3);
  });

  it('joins before the first round as a new company, with nothing played', () => {
    const late = lateCompany(SETUP, 0, 'shared');
    expect(late.months).toEqual([]);
    expect(late.state).toEqual(createSimulation(SETUP));
  });
});
