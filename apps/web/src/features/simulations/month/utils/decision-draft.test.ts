import { suggestDecisions } from '@alavanca/domain/simulation/create-simulation';
import { decisionBounds } from '@alavanca/domain/simulation/validate';
import { describe, expect, it } from 'vitest';
import { makeSimulation } from '../testing/fake-simulation';
import { checkDraft, defaultDecisions, draftFromDecisions } from './decision-draft';

describe('defaultDecisions', () => {
  it('starts the first month from the engine’s suggestion, with no answer chosen', () => {
    const { state } = makeSimulation({ months: 0 });
    expect(defaultDecisions(state, null)).toEqual({ ...suggestDecisions(state), eventChoice: null });
  });

  it('repeats the recurring levers, takes the suggested stock and zeroes one-off moves', () => {
    const simulation = makeSimulation({
      months: 2,
      decide: (state) => ({
        ...suggestDecisions(state),
        priceCents: 99_90,
        marketingCents: 4_000_00,
        qualityInvestmentCents: 500_00,
        headcountDelta: 1,
        capacityInvestmentCents: 10_000_00,
        loanCents: 20_000_00,
      }),
    });
    const { state } = simulation;
    expect(defaultDecisions(state, simulation.months.at(-1)!.decisions)).toEqual({
      priceCents: 99_90,
      marketingCents: 4_000_00,
      qualityInvestmentCents: 500_00,
      headcountDelta: 0,
      purchaseUnits: suggestDecisions(state).purchaseUnits,
      capacityInvestmentCents: 0,
      loanCents: 0,
      eventChoice: null,
    });
  });

  it('clamps a repeated lever into this month’s bounds', () => {
    const simulation = makeSimulation({ months: 1 });
    const last = { ...simulation.months[0]!.decisions, marketingCents: 999_999_999_00 };
    expect(defaultDecisions(simulation.state, last).marketingCents).toBe(
      decisionBounds(simulation.state).marketingCents.max,
    );
  });
});

describe('checkDraft', () => {
  const simulation = makeSimulation({ months: 2 });
  const { state } = simulation;
  const decisions = defaultDecisions(state, simulation.months.at(-1)!.decisions);
  const draft = draftFromDecisions(decisions, 'decimal');

  it('reads a clean draft back into the same decisions', () => {
    expect(checkDraft(state, draft, 'decimal')).toEqual({ decisions, errors: {} });
    expect(checkDraft(state, draftFromDecisions(decisions, 'thousand'), 'thousand').decisions).toEqual(decisions);
  });

  it('reads money in the user’s format and the loan as a signed amount', () => {
    const checked = checkDraft(state, { ...draft, marketingCents: '7.500,5', loanAmount: '1.000' }, 'decimal');
    expect(checked.decisions).toMatchObject({ marketingCents: 7_500_50, loanCents: 1_000_00 });
  });

  it('names each problem with its catalog key', () => {
    const { decisions: none, errors } = checkDraft(
      state,
      {
        ...draft,
        priceCents: '',
        marketingCents: '12,345',
        headcountDelta: '1,5',
        qualityInvestmentCents: '999.999.999,00',
        loanDirection: 'repay',
        loanAmount: '10,00',
      },
      'decimal',
    );
    expect(none).toBeNull();
    expect(errors).toEqual({
      priceCents: 'common:validation.required',
      marketingCents: 'simulationMonth:errors.invalidAmount',
      headcountDelta: 'common:validation.notInteger',
      qualityInvestmentCents: 'common:validation.outOfRange',
      // Nothing is owed, so nothing can be repaid.
      loanCents: 'common:validation.outOfRange',
    });
  });

  it('asks for an answer when last month’s event is waiting for one', () => {
    const pending = makeSimulation({ seed: 1, months: 3 });
    expect(pending.state.pendingEvent).toEqual({ type: 'supplierShock', month: 3 });
    const start = draftFromDecisions(defaultDecisions(pending.state, pending.months.at(-1)!.decisions), 'decimal');
    expect(checkDraft(pending.state, start, 'decimal').errors).toEqual({
      eventChoice: 'simulationMonth:events.choiceRequired',
    });
    expect(
      checkDraft(pending.state, { ...start, eventChoice: 'switchSupplier' }, 'decimal').decisions?.eventChoice,
    ).toBe('switchSupplier');
  });
});
