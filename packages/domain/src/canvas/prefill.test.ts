import { describe, expect, it } from 'vitest';
import { BUSINESS_TYPES } from '../constants';
import { IDEA_CORPUS } from '../validation/testing/idea-corpus';
import { validateIdea } from '../validation/validate-idea';
import { AIMED_BLOCKS, CANVAS_KINDS, CANVAS_LIMITS, SEGMENT_NEEDS, cardsIn } from './canvas';
import { checkCoherence, validationFacts } from './coherence';
import { canvasEconomics } from './economics';
import { clipToCard, prefillCanvas, type PrefillWords } from './prefill';

const WORDS: PrefillWords = {
  solves: (problem) => `Resolve: ${problem}`,
  channel: (channel) => `Canal: ${channel}`,
  alternative: (name) => `Alternativa hoje: ${name}`,
  revenueStream: (model) => `Receita (${model})`,
  marketFigure: (figure, cents) => `${figure.toUpperCase()}: ${cents / 100}`,
  likelyYear: (low, high) => `Provável: ${low / 100}–${high / 100}`,
  typicalFixedCosts: () => 'Custos fixos típicos',
  typicalTeam: (people) => `Equipe típica de ${people}`,
  typicalUnitCost: () => 'Custo típico por venda',
};

function ids() {
  let next = 0;
  return () => `card-${(next += 1)}`;
}

const VALIDATION_ID = '0b8f1c52-41f6-4bd5-a3a0-6f2f1c0d9e77';

describe('a canvas filled from a validation', () => {
  const specific = BUSINESS_TYPES.map((type) =>
    IDEA_CORPUS.find((entry) => entry.idea.businessType === type && entry.specificity === 'specific')!,
  );

  it.each(specific.flatMap((entry) => CANVAS_KINDS.map((kind) => [entry.id, kind, entry] as const)))(
    '%s as a %s canvas',
    (_id, kind, entry) => {
      const { idea } = entry;
      const result = validateIdea(idea);
      const experiments = [
        { key: 'interviews' as const, done: true, result: '9 of 12 people said they had the problem this month' },
        { key: 'preSale' as const, done: false, result: '' },
      ];
      const canvas = prefillCanvas(
        kind,
        { validationId: VALIDATION_ID, idea, market: result.market, experiments },
        WORDS,
        ids(),
      );

      expect(canvas).toMatchObject({
        kind,
        title: idea.title,
        businessType: idea.businessType,
        currency: idea.currency,
      });
      const [segment] = cardsIn(canvas, 'customerSegments');
      expect(segment!.text).toBe(clipToCard(idea.targetCustomer));
      // Each block a segment needs is aimed at it, so the fit is whole from the start.
      const check = checkCoherence(canvas, validationFacts(VALIDATION_ID, idea, result.market));
      expect(check.findings.filter((finding) => finding.part === 'fit')).toEqual([]);
      for (const need of SEGMENT_NEEDS[kind]) {
        expect(
          cardsIn(canvas, need).some((card) => card.links.includes(segment!.id)),
          need,
        ).toBe(true);
      }
      // Only cards of aimed blocks link, and only to the segment.
      for (const card of canvas.cards) {
        if (!AIMED_BLOCKS.includes(card.block)) expect(card.links, card.block).toEqual([]);
        else expect(card.links.every((link) => link === segment!.id)).toBe(true);
        expect(card.text.length).toBeLessThanOrEqual(CANVAS_LIMITS.cardText);
      }
      // The price is the validated one, and a year of the plan is the likely year's low end.
      const [stream] = cardsIn(canvas, 'revenueStreams');
      expect(stream!.revenue).toMatchObject({
        priceCents: idea.priceCents,
        pricingModel: idea.pricingModel,
        purchasesPerYear: idea.purchasesPerYear,
      });
      expect(check.findings.map((finding) => finding.rule)).not.toContain('priceDiffersFromValidation');
      expect(check.findings.map((finding) => finding.rule)).not.toContain('revenueAboveLikely');
      if (result.market.likely) {
        const yearly = canvasEconomics(canvas).monthlyRevenueCents * 12;
        expect(Math.abs(yearly - result.market.likely.lowCents)).toBeLessThanOrEqual(
          idea.priceCents * idea.purchasesPerYear,
        );
      }
      // Evidence names where it comes from; everything else is an assumption.
      const evidence = canvas.cards.flatMap((card) => (card.evidence ? [card.evidence] : []));
      expect(evidence.map((item) => item.kind)).toContain('experiment');
      for (const item of evidence) {
        if (item.kind !== 'validationFigure') continue;
        expect(item).toMatchObject({ validationId: VALIDATION_ID, currency: idea.currency });
        expect(item.source.length).toBeGreaterThan(0);
        expect(item.year).toBeGreaterThan(2000);
      }
      expect(canvas.cards.filter((card) => card.evidence?.kind === 'experiment')).toHaveLength(1);
      expect(new Set(canvas.cards.map((card) => card.id)).size).toBe(canvas.cards.length);
    },
  );

  it('carries the market estimates read from sources and the likely year, as details of the segment', () => {
    const entry = IDEA_CORPUS.find((candidate) => candidate.id === 'pt-food-marmitas-specific')!;
    const { market } = validateIdea(entry.idea);
    const canvas = prefillCanvas(
      'businessModel',
      { validationId: VALIDATION_ID, idea: entry.idea, market, experiments: [] },
      WORDS,
      ids(),
    );
    const [segment, ...details] = cardsIn(canvas, 'customerSegments');
    // No top-down figure for lunch boxes: the sizes come from the bottom-up estimate, read from the census.
    expect(details.map((card) => card.evidence)).toEqual([
      expect.objectContaining({ figure: 'tam', value: market.bottomUp.tam.cents }),
      expect.objectContaining({ figure: 'sam', value: market.bottomUp.sam.cents }),
      expect.objectContaining({ figure: 'som', value: market.bottomUp.som.cents }),
      expect.objectContaining({ figure: 'likely', value: market.likely!.lowCents, high: market.likely!.highCents }),
    ]);
    for (const card of details) {
      expect(card.links).toEqual([segment!.id]);
      expect(card.evidence).toMatchObject({ kind: 'validationFigure', currency: 'BRL', source: expect.any(String) });
    }
    expect(details[3]!.text).toBe(WORDS.likelyYear(market.likely!.lowCents, market.likely!.highCents));
  });

  it('cuts long words to a card at a word, with an ellipsis', () => {
    const long = `${'palavra '.repeat(40)}fim`;
    const clipped = clipToCard(long);
    expect(clipped.length).toBeLessThanOrEqual(CANVAS_LIMITS.cardText);
    expect(clipped.endsWith('palavra…')).toBe(true);
    expect(clipToCard('  curto\n e   simples ')).toBe('curto e simples');
  });
});
