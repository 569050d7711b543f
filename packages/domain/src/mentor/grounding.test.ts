import { describe, expect, it } from 'vitest';
import { groundingFacts, simulationFacts, validationFacts, type Fact, type SimulationSnapshot } from './grounding';
import { emptyContext, fullContext, playedSimulation, validatedIdea } from './testing/contexts';

const ids = (facts: Fact[]) => facts.map((fact) => fact.id);
const value = (fact: Fact | undefined, name: string) => fact?.values[name];

describe('the facts the mentor may quote', () => {
  it('come from the newest simulation and validation, and from nothing else', () => {
    expect(groundingFacts(emptyContext())).toEqual([]);
    const context = fullContext();
    const facts = groundingFacts(context);
    expect(facts.filter((fact) => fact.source.kind === 'simulation').every((fact) => fact.source.id === 'sim-1')).toBe(
      true,
    );
    expect(facts.filter((fact) => fact.source.kind === 'validation').every((fact) => fact.source.id === 'val-1')).toBe(
      true,
    );
    expect(ids(facts)).toEqual(
      expect.arrayContaining(['priceBelow', 'grossMargin', 'validationOverall', 'weakestScore']),
    );
  });

  it('state the simulation’s own numbers: cash, runway or not falling, the price against the reference', () => {
    const simulation = playedSimulation();
    const latest = simulation.latest;
    if (!latest) throw new Error('The simulation was not played.');
    const facts = simulationFacts(simulation);
    const cash = facts.find((fact) => ['runway', 'cashNotFalling', 'cashNegative'].includes(fact.id));
    expect(cash).toBeDefined();
    if (cash?.id === 'runway') {
      expect(value(cash, 'count')).toEqual({
        kind: 'decimal',
        value: Math.round((latest.kpis.runwayMonths ?? 0) * 10) / 10,
      });
    }
    const price = facts.find((fact) => fact.id === 'priceBelow');
    expect(value(price, 'price')).toEqual({ kind: 'money', cents: latest.priceCents, currency: 'BRL' });
    expect(value(price, 'reference')).toEqual({
      kind: 'money',
      cents: simulation.referencePriceCents,
      currency: 'BRL',
    });
    const gap = value(price, 'gap');
    expect(gap?.kind === 'percent' && gap.value).toBeCloseTo(1 - latest.priceCents / simulation.referencePriceCents, 6);
    expect(simulation.cashRisk).not.toBeNull();
    expect(ids(facts)).toContain('cashRisk');
  });

  it('say a company is on its credit line, or bankrupt, rather than give it a runway', () => {
    const played = playedSimulation();
    const latest = played.latest;
    if (!latest) throw new Error('The simulation was not played.');
    const broke: SimulationSnapshot = {
      ...played,
      status: 'bankrupt',
      cashRisk: null,
      latest: { ...latest, kpis: { ...latest.kpis, cashCents: -5_000_00, runwayMonths: 2 } },
    };
    const facts = simulationFacts(broke);
    expect(ids(facts)).toEqual(expect.arrayContaining(['bankrupt', 'cashNegative']));
    expect(ids(facts)).not.toContain('runway');
    expect(ids(facts)).not.toContain('cashRisk');
    expect(
      value(
        facts.find((fact) => fact.id === 'cashNegative'),
        'cash',
      ),
    ).toEqual({
      kind: 'money',
      cents: 5_000_00,
      currency: 'BRL',
    });
  });

  it('name a validation’s verdict, its weakest score and the next experiment', () => {
    const validation = validatedIdea();
    const facts = validationFacts(validation);
    const lowest = Math.min(...Object.values(validation.scores));
    expect(
      value(
        facts.find((fact) => fact.id === 'validationOverall'),
        'overall',
      ),
    ).toEqual({
      kind: 'score',
      value: validation.overall,
    });
    expect(
      value(
        facts.find((fact) => fact.id === 'weakestScore'),
        'score',
      ),
    ).toEqual({ kind: 'score', value: lowest });
    const next = validation.pendingExperiments[0];
    expect(
      value(
        facts.find((fact) => fact.id === 'pendingExperiments'),
        'next',
      ),
    ).toEqual({
      kind: 'label',
      key: `experiments.${next}`,
    });
    const done = { ...validation, pendingExperiments: [] };
    expect(ids(validationFacts(done))).not.toContain('pendingExperiments');
  });

  it('are the same for the same data', () => {
    expect(groundingFacts(fullContext())).toEqual(groundingFacts(fullContext()));
  });
});
