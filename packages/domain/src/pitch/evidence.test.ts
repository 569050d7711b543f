import { describe, expect, it } from 'vitest';
import type { Estimate } from '../validation/sizing-terms';
import { checkClaims, claimsIn } from './claims';
import { drillFacts, pitchEvidence, type SimulationEvidenceSource, type ValidationEvidenceSource } from './evidence';

const estimate = (cents: number | null, highCents?: number): Estimate => ({
  cents,
  ...(highCents === undefined ? {} : { highCents }),
  terms: [],
});

const VALIDATION: ValidationEvidenceSource = {
  id: 'v1',
  title: 'Marmitas congeladas em Campinas',
  idea: { currency: 'BRL', priceCents: 229_00 },
  market: {
    topDown: { tam: estimate(48_000_000_00), sam: estimate(6_000_000_00), som: estimate(900_000_00) },
    bottomUp: { tam: estimate(null), sam: estimate(5_000_000_00), som: estimate(1_000_000_00, 1_240_000_00) },
  },
  weakestScore: 'competition',
};

const month = (revenueCents: number, customers: number, grossMarginRate: number, cacCents: number | null) => ({
  kpis: { revenueCents, grossMarginRate, customers, cacCents, ltvCents: 300_00, runwayMonths: 4.26 },
  priceCents: 219_00,
});

const SIMULATION: SimulationEvidenceSource = {
  id: 's1',
  name: 'Marmitas',
  currency: 'BRL',
  months: [
    month(10_000_00, 50, 0.05, null),
    month(28_000_00, 100, 0.1, 80_00),
    month(32_000_00, 121, 0.12, 90_00),
    month(36_000_00, 144, 0.14, 100_00),
  ],
};

describe('the evidence a pitch is held to', () => {
  it('takes each market scope at the larger estimate’s high end, and the validated price', () => {
    expect(pitchEvidence(VALIDATION, null)).toEqual([
      {
        metric: 'marketSize',
        scope: 'tam',
        value: 48_000_000,
        currency: 'BRL',
        source: expect.objectContaining({ kind: 'validation', id: 'v1' }),
      },
      { metric: 'marketSize', scope: 'sam', value: 6_000_000, currency: 'BRL', source: expect.anything() },
      { metric: 'marketSize', scope: 'som', value: 1_240_000, currency: 'BRL', source: expect.anything() },
      { metric: 'price', scope: null, value: 229, currency: 'BRL', source: expect.anything() },
    ]);
  });

  it('reads the simulation’s latest three months: revenue and margin averaged, customers and runway as they stand', () => {
    const figures = Object.fromEntries(pitchEvidence(null, SIMULATION).map((figure) => [figure.metric, figure.value]));
    expect(figures).toEqual({
      revenue: 32_000,
      margin: 12,
      customers: 144,
      price: 219,
      cac: 90,
      runway: 4.3,
      // 100 → 144 customers over two months: 20 % a month.
      growth: 20,
    });
  });

  it('holds a price to the validated one when there is a validation, to the simulation’s without', () => {
    const both = pitchEvidence(VALIDATION, SIMULATION).filter((figure) => figure.metric === 'price');
    expect(both).toEqual([
      expect.objectContaining({ value: 229, source: expect.objectContaining({ kind: 'validation' }) }),
    ]);
    const claims = claimsIn('Temos 144 clientes, crescemos 20 % ao mês e nossa margem é de 30 %.', 'pt-BR');
    expect(
      checkClaims(claims, pitchEvidence(VALIDATION, SIMULATION)).map((claim) => [claim.metric, claim.verdict]),
    ).toEqual([
      ['customers', 'supported'],
      ['growth', 'supported'],
      ['margin', 'beyond'],
    ]);
  });

  it('gives the drill the latest acquisition cost against lifetime value, the runway and the weakest score', () => {
    expect(drillFacts(VALIDATION, SIMULATION)).toEqual({
      cacToLtv: 1 / 3,
      runwayMonths: 4.26,
      weakestScore: 'competition',
    });
    expect(drillFacts(null, null)).toEqual({ cacToLtv: null, runwayMonths: null, weakestScore: null });
    expect(pitchEvidence(null, { ...SIMULATION, months: [] })).toEqual([]);
  });
});
