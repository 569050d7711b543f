import { describe, expect, it } from 'vitest';
import { makeSimulation } from '../testing/fake-simulation';
import { prefilledDecisions } from '@alavanca/domain/simulation/founder-policies';
import { checkDraft, draftFromDecisions } from './decision-draft';

describe('checkDraft', () => {
  const simulation = makeSimulation({ months: 2 });
  const { state } = simulation;
  const decisions = prefilledDecisions(state, simulation.months.at(-1)!.decisions);
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
    const start = draftFromDecisions(prefilledDecisions(pending.state, pending.months.at(-1)!.decisions), 'decimal');
    expect(checkDraft(pending.state, start, 'decimal').errors).toEqual({
      eventChoice: 'simulationMonth:events.choiceRequired',
    });
    expect(
      checkDraft(pending.state, { ...start, eventChoice: 'switchSupplier' }, 'decimal').decisions?.eventChoice,
    ).toBe('switchSupplier');
  });
});
