import { describe, expect, it } from 'vitest';
import { CASH_ROOM_MONTHS, CASH_TIGHT_MONTHS, planBoard } from './board';
import type { SimulationSnapshot } from './grounding';
import { emptyContext, fullContext, playedSimulation, validatedIdea } from './testing/contexts';

function withRunway(months: number | null, cashCents = 50_000_00): SimulationSnapshot {
  const played = playedSimulation();
  const latest = played.latest;
  if (!latest) throw new Error('The simulation was not played.');
  return { ...played, latest: { ...latest, kpis: { ...latest.kpis, runwayMonths: months, cashCents } } };
}

describe('the board meeting', () => {
  it('seats the four personas, each with the fact it weighs most', () => {
    const plan = planBoard(fullContext(), 'investors', []);
    expect(plan.seats.map((seat) => seat.persona)).toEqual(['eva', 'max', 'leo', 'bia']);
    expect(plan.seats.find((seat) => seat.persona === 'max')?.fact?.id).toBe('marketSom');
    expect(['runway', 'cashNegative', 'cashRisk', 'cashNotFalling']).toContain(
      plan.seats.find((seat) => seat.persona === 'leo')?.fact?.id,
    );
  });

  it('sides with LEO when cash is tight and with MAX when there is room, from the user’s runway', () => {
    const stance = (simulation: SimulationSnapshot) =>
      planBoard(emptyContext('pt-BR', { simulations: [simulation] }), 'hiring', []).cash;
    expect(stance(withRunway(CASH_TIGHT_MONTHS - 0.5))).toBe('cashFirst');
    expect(stance(withRunway(CASH_TIGHT_MONTHS + 1))).toBe('balanced');
    expect(stance(withRunway(CASH_ROOM_MONTHS))).toBe('roomToGrow');
    expect(stance(withRunway(null))).toBe('roomToGrow');
    expect(stance(withRunway(3, -1_000_00))).toBe('cashFirst');
    expect(planBoard(emptyContext(), 'hiring', []).cash).toBe('unknown');
  });

  it('weighs EVA against BIA by the evidence: pending experiments, a validation, or none', () => {
    expect(planBoard(fullContext(), 'validation', []).evidence).toBe('runExperiment');
    const tested = { ...validatedIdea(), pendingExperiments: [] };
    expect(planBoard(emptyContext('pt-BR', { validations: [tested] }), 'validation', []).evidence).toBe('act');
    expect(planBoard(emptyContext(), 'validation', []).evidence).toBe('measureFirst');
  });

  it('gives each seat its own fact and, on a decision, its own pick among the what-if runs', () => {
    const plan = planBoard(fullContext(), 'pricing', []);
    const ids = plan.seats.map((seat) => seat.fact?.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(plan.whatIf?.runs.lever).toBe('price');
    for (const seat of plan.seats) expect(seat.choice).not.toBeNull();
    expect(planBoard(fullContext(), 'legal-tax', []).whatIf).toBeNull();
  });
});
