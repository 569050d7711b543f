import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../constants';
import { createSimulation, suggestDecisions } from './create-simulation';
import { demoSetup } from './demo-company';
import { stepMonth } from './step-month';
import { EVENT_CHOICES, type MonthDecisions } from './types';

describe('the demo company', () => {
  it.each(LANGUAGES)('is a valid setup in %s, in that language’s home currency', (language) => {
    const setup = demoSetup(language, 'Café Aurora');
    expect(() => createSimulation(setup)).not.toThrow();
    expect(setup.currency).toBe(
      { 'pt-BR': 'BRL', 'en-US': 'USD', 'es-ES': 'EUR', 'fr-FR': 'EUR', 'de-DE': 'EUR' }[language],
    );
  });

  it('asks for an answer to an event after the first month, whatever the visitor decides', () => {
    const start = createSimulation(demoSetup('pt-BR', 'Café Aurora'));
    const suggested = suggestDecisions(start);
    const choices: MonthDecisions[] = [
      suggested,
      { ...suggested, priceCents: suggested.priceCents * 2, marketingCents: 0 },
      { ...suggested, headcountDelta: 2, qualityInvestmentCents: 0, purchaseUnits: 0 },
    ];
    for (const decisions of choices) {
      expect(stepMonth(start, decisions).state.pendingEvent).toEqual({ type: 'keyEmployeeLeaves', month: 1 });
    }
  });

  it('survives the year with the suggested decisions', () => {
    let state = createSimulation(demoSetup('pt-BR', 'Café Aurora'));
    while (state.status === 'running') {
      const decisions = suggestDecisions(state);
      state = stepMonth(
        state,
        state.pendingEvent ? { ...decisions, eventChoice: EVENT_CHOICES[state.pendingEvent.type][1] } : decisions,
      ).state;
    }
    expect(state.status).toBe('finished');
    expect(state.month).toBe(12);
  });
});
