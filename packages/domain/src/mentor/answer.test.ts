import { describe, expect, it } from 'vitest';
import { answerLength, cardsFor, factsFor, planAnswer, type AnswerPlan } from './answer';
import { groundingFacts } from './grounding';
import { emptyContext, fullContext } from './testing/contexts';

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
    expect(answerLength(0)).toEqual({ facts: 1, cards: 1, sentences: 2 });
    expect(answerLength(50)).toEqual({ facts: 2, cards: 2, sentences: 3 });
    expect(answerLength(100)).toEqual({ facts: 4, cards: 3, sentences: null });
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

  it('ends with the persona’s move on the topic, and cites the cards it quoted', () => {
    const plan = planAnswer({ persona: 'max', context: fullContext(), topic: 'cash-flow', cards });
    expect(plan.blocks[0]).toEqual({ kind: 'opening' });
    expect(plan.blocks).toContainEqual({ kind: 'move', topic: 'cash-flow' });
    expect(plan.blocks.at(-1)).toEqual({
      kind: 'sources',
      cardIds: ['cash-flow.weekly', 'cash-flow.runway', 'pricing.markup'],
    });
  });

  it('says it does not know when no topic is close, with no card and no move', () => {
    const plan = planAnswer({ persona: 'bia', context: fullContext(), topic: null, cards });
    expect(kinds(plan)).toEqual(['opening', 'unknown', 'fact', 'closing']);
  });

  it('leads with what each persona weighs: LEO the cash, MAX the market', () => {
    const facts = groundingFacts(fullContext());
    expect(['runway', 'cashNegative', 'cashRisk']).toContain(factsFor('loans', 'leo', facts)[0]?.id);
    expect(factsFor('investors', 'max', facts)[0]?.id).toBe('marketSom');
    expect(factsFor('validation', 'bia', facts)[0]?.id).toBe('pendingExperiments');
  });

  it('leaves out cards of other countries', () => {
    expect(cardsFor('legal-tax', cards, 3, 'BR').map((card) => card.id)).not.toContain('legal-tax.autonomo');
    expect(cardsFor('legal-tax', cards, 3, 'ES')[0]?.id).toBe('legal-tax.autonomo');
  });
});
