import { describe, expect, it } from 'vitest';
import { presetFor } from '../simulation/presets';
import { decisionFacts, leverOf, whatIfFor } from './analysis';
import type { Fact, FactValue } from './facts';
import type { SimulationSnapshot } from './grounding';
import { playedSimulation, SHOP_SETUP } from './testing/contexts';

const cents = (value: FactValue | undefined) => (value?.kind === 'money' ? value.cents : Number.NaN);
const facts = (topic: Parameters<typeof decisionFacts>[0], snapshot: SimulationSnapshot = playedSimulation()) =>
  decisionFacts(topic, snapshot);
const byId = (list: Fact[], id: string) => list.find((fact) => fact.id === id);

/** The shop's months with a different last month: a loss, or a month of profit. */
function withLatest(patch: (latest: NonNullable<SimulationSnapshot['latest']>) => void): SimulationSnapshot {
  const played = playedSimulation();
  const latest = JSON.parse(JSON.stringify(played.latest)) as NonNullable<SimulationSnapshot['latest']>;
  patch(latest);
  return { ...played, latest };
}

describe('the facts that decide a question', () => {
  it('marketing: the spend and the customers it brought, the month before, and what the next customer costs', () => {
    const found = facts('marketing');
    const latest = playedSimulation().latest!;
    expect(found[0]).toMatchObject({ id: 'marketingSpend' });
    expect(cents(found[0]!.values['spend'])).toBe(latest.decisions.marketingCents);
    expect(found.map((fact) => fact.id)).toContain('nextCustomer');
    // The shop sold all it could deliver: more marketing would not be more sales.
    expect(latest.kpis.unitsSold / latest.kpis.capacityUnits).toBeGreaterThanOrEqual(0.98);
    expect(found.map((fact) => fact.id)).toContain('capacityFull');
    const roomy = withLatest((month) => {
      month.kpis.capacityUnits = month.kpis.unitsSold * 2;
    });
    expect(byId(facts('marketing', roomy), 'capacityUsed')?.values['spare']).toEqual({
      kind: 'counted',
      noun: 'sales',
      value: Math.round(roomy.latest!.kpis.unitsSold),
    });
  });

  it('loans: a loss the sales margin cannot cover is structural, one from spending is not', () => {
    const structural = withLatest((latest) => {
      latest.kpis.netProfitCents = -5_000_00;
      latest.income.grossProfitCents = latest.income.payrollCents - 1;
    });
    expect(byId(facts('loans', structural), 'lossStructural')).toBeDefined();
    const spending = withLatest((latest) => {
      latest.kpis.netProfitCents = -5_000_00;
      latest.income.grossProfitCents = latest.income.payrollCents + latest.income.fixedCostsCents + 1_000_00;
    });
    const found = facts('loans', spending);
    expect(byId(found, 'lossFromSpending')).toBeDefined();
    expect(byId(found, 'loanInterest')?.values['rate']).toEqual({ kind: 'decimal', value: 2.5 });
    // The smaller loan the what-if runs compare, its monthly interest against the month's result.
    const cost = byId(found, 'loanCost')!;
    expect(cents(cost.values['interest'])).toBe(Math.round(cents(cost.values['amount']) * 0.025));
    expect(cents(cost.values['profit'])).toBe(-5_000_00);
    const profitable = withLatest((latest) => {
      latest.kpis.netProfitCents = 1_000_00;
    });
    expect(facts('loans', profitable).map((fact) => fact.id)).not.toContain('lossStructural');
  });

  it('expansion: the first unit’s results, its payback and the cash left after opening another', () => {
    const snapshot = withLatest((latest) => {
      latest.kpis.netProfitCents = 4_000_00;
    });
    const found = facts('expansion', snapshot);
    expect(byId(found, 'payback')?.values['count']).toEqual({
      kind: 'count',
      value: Math.ceil(SHOP_SETUP.startingCapitalCents / 4_000_00),
    });
    expect(cents(byId(found, 'cashAfterSecond')?.values['after'])).toBe(
      snapshot.latest!.kpis.cashCents - SHOP_SETUP.startingCapitalCents,
    );
  });

  it('partners: a payout range for each tenth of the company, against the cash', () => {
    const snapshot = withLatest((latest) => {
      latest.kpis.netProfitCents = 3_000_00;
    });
    const payout = byId(facts('partners-equity', snapshot), 'partnerPayout')!;
    expect(cents(payout.values['high'])).toBe(Math.round(3_000_00 * 36 * 0.1));
    expect(cents(payout.values['low'])).toBeLessThan(cents(payout.values['high']));
    expect(cents(payout.values['cash'])).toBe(snapshot.latest!.kpis.cashCents);
  });

  it('fixed costs: each line’s share, and what cutting the largest by a tenth does to the month', () => {
    const found = facts('fixed-costs');
    const lines = byId(found, 'costLines')!;
    const shares = ['payrollShare', 'fixedShare', 'marketingShare'].map((name) => {
      const value = lines.values[name];
      return value?.kind === 'percent' ? value.value : Number.NaN;
    });
    expect(shares.reduce((sum, share) => sum + share, 0)).toBeLessThanOrEqual(1);
    const cut = byId(found, 'cutEffect')!;
    expect(cents(cut.values['after']) - cents(cut.values['before'])).toBe(cents(cut.values['cut']));
  });

  it('seasonality: the weakest and strongest of the next six calendar months, from the sector’s pattern', () => {
    const snapshot = playedSimulation();
    const found = facts('seasonality', snapshot);
    const pattern = presetFor(SHOP_SETUP.businessType, SHOP_SETUP.currency).seasonality;
    for (const fact of found) {
      const month = fact.values['month'];
      expect(month?.kind).toBe('month');
      if (month?.kind === 'month') {
        const factor = pattern[month.month - 1]!;
        expect(fact.id === 'seasonLow' ? factor < 1 : factor > 1).toBe(true);
      }
    }
  });

  it('says nothing before the first month is played', () => {
    const fresh = { ...playedSimulation(), latest: null, previous: null };
    expect(facts('marketing', fresh)).toEqual([]);
  });
});

describe('the lever a decision topic turns', () => {
  it('stock for a shop, equipment for a service; none for a question no lever answers', () => {
    expect(leverOf('stock-capacity', 'retail')).toBe('stock');
    expect(leverOf('stock-capacity', 'service')).toBe('equipment');
    expect(leverOf('pricing', 'saas')).toBe('price');
    expect(leverOf('legal-tax', 'retail')).toBeNull();
    expect(whatIfFor('legal-tax', playedSimulation())).toBeNull();
    const runs = whatIfFor('hiring', playedSimulation());
    expect(runs?.runs.lever).toBe('hiring');
    expect(runs?.month).toBe(playedSimulation().month + 1);
    expect(runs?.source).toEqual({ kind: 'simulation', id: 'sim-1', name: SHOP_SETUP.name });
  });
});
