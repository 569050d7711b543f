import { describe, expect, it } from 'vitest';
import type { WhatIfOutcome, WhatIfRuns } from '../simulation/what-if';
import { answerLength, cardsFor, factsFor, personaChoice, planAnswer, type AnswerPlan } from './answer';
import { groundingFacts } from './grounding';
import { emptyContext, fullContext, plannedCanvas } from './testing/contexts';

const kinds = (plan: AnswerPlan) => plan.blocks.map((block) => block.kind);
const factIds = (plan: AnswerPlan) => plan.blocks.flatMap((block) => (block.kind === 'fact' ? [block.fact.id] : []));
const CARDS = [
  { id: 'cash-flow.weekly', topic: 'cash-flow', score: 5 },
  { id: 'legal-tax.autonomo', topic: 'legal-tax', score: 4, countries: ['ES'] },
  { id: 'pricing.markup', topic: 'pricing', score: 3 },
  { id: 'cash-flow.runway', topic: 'cash-flow', score: 2 },
] as const;
const cards = CARDS.map((card) => ({ ...card, ...('countries' in card && { countries: [...card.countries] }) }));

describe('the built-in mentor’s answer plan', () => {
  it('grows with the verbosity setting, in three steps', () => {
    expect(answerLength(0)).toEqual({ facts: 2, cards: 1, sentences: 2 });
    expect(answerLength(50)).toEqual({ facts: 3, cards: 1, sentences: 3 });
    expect(answerLength(100)).toEqual({ facts: 5, cards: 2, sentences: null });
    const short = planAnswer({
      persona: 'eva',
      context: fullContext('pt-BR', { verbosity: 10 }),
      topic: 'cash-flow',
      cards,
    });
    const long = planAnswer({
      persona: 'eva',
      context: fullContext('pt-BR', { verbosity: 90 }),
      topic: 'cash-flow',
      cards,
    });
    expect(long.blocks.length).toBeGreaterThan(short.blocks.length);
    expect(factIds(long).length).toBeGreaterThan(factIds(short).length);
  });

  it('quotes the user’s facts on the topic, or says it has none and where to get them', () => {
    const withData = planAnswer({ persona: 'eva', context: fullContext(), topic: 'cash-flow', cards });
    expect(factIds(withData).some((id) => ['runway', 'cashNotFalling', 'cashNegative'].includes(id))).toBe(true);
    expect(kinds(withData)).not.toContain('missing');
    const without = planAnswer({ persona: 'eva', context: emptyContext(), topic: 'cash-flow', cards });
    expect(factIds(without)).toEqual([]);
    expect(without.blocks).toContainEqual({ kind: 'missing', what: 'simulation' });
    const idea = planAnswer({ persona: 'eva', context: emptyContext(), topic: 'market-size', cards });
    expect(idea.blocks).toContainEqual({ kind: 'missing', what: 'validation' });
    const law = planAnswer({ persona: 'eva', context: emptyContext(), topic: 'legal-tax', cards });
    expect(kinds(law)).not.toContain('missing');
  });

  it('opens with the numbers that decide the question, ends with the persona’s move, and cites the topic’s own cards only', () => {
    const plan = planAnswer({ persona: 'max', context: fullContext(), topic: 'cash-flow', cards });
    expect(plan.blocks[0]).toMatchObject({ kind: 'fact', fact: { id: 'profitVsCash' } });
    expect(plan.blocks).toContainEqual({ kind: 'move', topic: 'cash-flow' });
    expect(plan.blocks.at(-1)).toEqual({ kind: 'sources', cardIds: ['cash-flow.weekly', 'cash-flow.runway'] });
    expect(kinds(plan)).not.toContain('whatIf');
  });

  it('answers a decision with the persona’s pick among what-if runs of the founder’s company, then the table', () => {
    for (const persona of ['eva', 'max', 'leo', 'bia'] as const) {
      const plan = planAnswer({ persona, context: fullContext(), topic: 'marketing', cards: [] });
      const lean = plan.blocks[0];
      if (lean?.kind !== 'lean') throw new Error(`${persona} does not lead with a pick`);
      expect(lean.whatIf.runs.lever).toBe('marketing');
      expect(lean.choice).toBe(personaChoice(persona, lean.whatIf.runs));
      expect(kinds(plan)).toContain('whatIf');
      expect(factIds(plan)[0]).toBe('marketingSpend');
    }
    // Without a running simulation there is nothing to play forward.
    const none = planAnswer({ persona: 'eva', context: emptyContext(), topic: 'marketing', cards: [] });
    expect(kinds(none)).not.toContain('whatIf');
    expect(kinds(none)).not.toContain('lean');
  });

  it('says it does not know when no topic is close, with no card and no move', () => {
    const plan = planAnswer({ persona: 'bia', context: fullContext(), topic: null, cards });
    expect(kinds(plan)).toEqual(['unknown', 'fact']);
  });

  it('answers a question on the business model with the canvas first: its weakest point, then what is untested', () => {
    const context = fullContext('pt-BR', { canvases: [plannedCanvas()] });
    for (const persona of ['eva', 'max', 'leo', 'bia'] as const) {
      const short = planAnswer({ persona, context: { ...context, verbosity: 10 }, topic: 'business-plan', cards });
      expect(factIds(short)).toEqual(['canvasWeakest', 'canvasUntested']);
    }
    const long = planAnswer({ persona: 'eva', context, topic: 'business-plan', cards });
    expect(factIds(long).slice(0, 3)).toEqual(['canvasWeakest', 'canvasUntested', 'canvasMonth']);
    // Other questions keep their own deciding numbers first, and a founder without a canvas is told none.
    const price = planAnswer({ persona: 'eva', context, topic: 'pricing', cards });
    expect(factIds(price).some((id) => id.startsWith('canvas'))).toBe(false);
    const without = planAnswer({ persona: 'eva', context: fullContext(), topic: 'business-plan', cards });
    expect(factIds(without).some((id) => id.startsWith('canvas'))).toBe(false);
    expect(factIds(without).length).toBeGreaterThan(0);
  });

  it('leads with what each persona weighs: LEO the cash, MAX the market', () => {
    const facts = groundingFacts(fullContext());
    expect(['runway', 'cashNegative', 'cashRisk']).toContain(factsFor('loans', 'leo', facts)[0]?.id);
    expect(factsFor('investors', 'max', facts)[0]?.id).toBe('marketSom');
    expect(factsFor('validation', 'bia', facts)[0]?.id).toBe('pendingExperiments');
  });

  it('leaves out cards of other countries and of other topics', () => {
    expect(cardsFor('legal-tax', cards, 3, 'BR')).toEqual([]);
    expect(cardsFor('legal-tax', cards, 3, 'ES').map((card) => card.id)).toEqual(['legal-tax.autonomo']);
    expect(cardsFor('pricing', cards, 3, 'BR').map((card) => card.id)).toEqual(['pricing.markup']);
  });

  it('leaves out cards for other kinds of business: no MRR for a shop, MRR for a subscription', () => {
    const metrics = [
      { id: 'unit-economics.mrr', topic: 'unit-economics' as const, score: 9, modes: ['subscription' as const] },
      { id: 'unit-economics.payback', topic: 'unit-economics' as const, score: 5 },
    ];
    expect(cardsFor('unit-economics', metrics, 2, 'BR', 'inventory').map((card) => card.id)).toEqual([
      'unit-economics.payback',
    ]);
    expect(cardsFor('unit-economics', metrics, 2, 'BR', 'subscription')).toHaveLength(2);
    expect(cardsFor('unit-economics', metrics, 2, 'BR', null)).toHaveLength(2);
    const shop = planAnswer({ persona: 'eva', context: fullContext(), topic: 'unit-economics', cards: metrics });
    expect(shop.blocks).not.toContainEqual(expect.objectContaining({ cardId: 'unit-economics.mrr' }));
  });
});

describe('what each persona picks among the what-if runs', () => {
  const outcome = (value: number, patch: Partial<WhatIfOutcome>): WhatIfOutcome => ({
    value,
    current: value === 100,
    decisions: {} as WhatIfOutcome['decisions'],
    cashCents: 0,
    cashLowCents: 0,
    profitCents: 0,
    runOutRisk: 0.1,
    customers: 100,
    ...patch,
  });
  const runs: WhatIfRuns = {
    lever: 'marketing',
    months: 6,
    paths: 500,
    outcomes: [
      outcome(100, { profitCents: 1_000, cashLowCents: 5_000, customers: 100, runOutRisk: 0.1 }),
      outcome(0, { profitCents: 900, cashLowCents: 9_000, customers: 60, runOutRisk: 0.02 }),
      outcome(150, { profitCents: 1_400, cashLowCents: 4_000, customers: 130, runOutRisk: 0.12 }),
      outcome(200, { profitCents: 1_600, cashLowCents: 2_000, customers: 180, runOutRisk: 0.14 }),
      outcome(400, { profitCents: 1_200, cashLowCents: -8_000, customers: 260, runOutRisk: 0.3 }),
    ],
  };

  it('EVA the highest median profit, MAX the most customers within five points of risk, LEO the lowest risk, BIA the smallest step that pays', () => {
    expect(personaChoice('eva', runs)).toBe(3);
    expect(personaChoice('max', runs)).toBe(3);
    expect(personaChoice('leo', runs)).toBe(1);
    expect(personaChoice('bia', runs)).toBe(2);
  });

  it('keeps the current decisions when nothing beats them on the persona’s terms', () => {
    const flat: WhatIfRuns = {
      ...runs,
      outcomes: [runs.outcomes[0]!, outcome(50, { profitCents: 500, runOutRisk: 0.2, customers: 90 })],
    };
    for (const persona of ['eva', 'max', 'leo', 'bia'] as const) expect(personaChoice(persona, flat)).toBe(0);
  });
});
