import { centsToInputText } from '@alavanca/domain/locale/money-text';
import { prefilledDecisions } from '@alavanca/domain/simulation/founder-policies';
import { decisionBounds } from '@alavanca/domain/simulation/validate';
import { describe, expect, it } from 'vitest';
import { makeSimulation } from '../testing/fake-simulation';
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
    const qualityMax = decisionBounds(state).qualityInvestmentCents.max;
    expect(errors).toEqual({
      priceCents: 'common:validation.required',
      marketingCents: 'simulationMonth:errors.tooManyDecimals',
      headcountDelta: 'common:validation.notInteger',
      qualityInvestmentCents: {
        key: 'simulationMonth:errors.outOfRange',
        values: { min: '0,00', max: centsToInputText(qualityMax, 'decimal') },
      },
      // Nothing is owed, so nothing can be repaid: between 0,00 and 0,00.
      loanCents: { key: 'simulationMonth:errors.outOfRange', values: { min: '0,00', max: '0,00' } },
    });
  });

  it('says what is wrong with an amount: a minus sign, the other decimal mark, letters', () => {
    const read = (marketingCents: string, numberFormat: 'decimal' | 'thousand' = 'decimal') =>
      checkDraft(state, { ...draftFromDecisions(decisions, numberFormat), marketingCents }, numberFormat).errors
        .marketingCents;
    expect(read('-500')).toBe('simulationMonth:errors.negativeAmount');
    expect(read('35.5')).toEqual({
      key: 'simulationMonth:errors.otherDecimalMark',
      values: { mark: ',', example: '35,50' },
    });
    expect(read('35,5', 'thousand')).toEqual({
      key: 'simulationMonth:errors.otherDecimalMark',
      values: { mark: '.', example: '35.50' },
    });
    expect(read('muito')).toEqual({ key: 'simulationMonth:errors.invalidAmount', values: { example: '1.234,56' } });
    expect(read('4.500,00')).toBeUndefined();
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
