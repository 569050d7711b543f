import { describe, expect, it } from 'vitest';
import { CANVAS_LIMITS } from './canvas';
import { canvasIssues } from './canvas-issues';
import { BAKERY, SALON_SAAS, card } from './testing/canvas-corpus';

const withCards = (cards: typeof BAKERY.cards) => ({ ...BAKERY, cards });

describe('a canvas’s shape', () => {
  it('has nothing to say of the corpus’s canvases', () => {
    expect(canvasIssues(BAKERY)).toEqual([]);
    expect(canvasIssues(SALON_SAAS)).toEqual([]);
  });

  it('refuses a block of the other kind, a repeated id and numbers on the wrong block', () => {
    const issues = canvasIssues(
      withCards([
        ...BAKERY.cards,
        card('metrics', 'keyMetrics', 'Cestas por semana'),
        card('rent', 'keyPartners', 'Outro cartão com o mesmo id'),
        card('odd', 'keyPartners', 'Parceiro com preço', {
          revenue: { priceCents: 1_00, pricingModel: 'oneOff', purchasesPerYear: 1, customers: 1 },
        }),
      ]),
    );
    const at = BAKERY.cards.length;
    expect(issues).toEqual([
      { path: `cards.${at + 1}.id`, code: 'validation.invalidOption' },
      { path: `cards.${at}.block`, code: 'validation.invalidOption' },
      { path: `cards.${at + 2}.revenue`, code: 'validation.invalidOption' },
    ]);
  });

  it('takes links only to what a card may point at', () => {
    const linked = (links: string[], block: 'channels' | 'keyActivities' | 'customerSegments' | 'keyPartners') =>
      canvasIssues(withCards([...BAKERY.cards, card('new', block, 'Novo', { links })]));
    const path = { path: `cards.${BAKERY.cards.length}.links`, code: 'validation.invalidOption' };
    expect(linked(['neighbours'], 'channels')).toEqual([]);
    expect(linked(['rent'], 'keyActivities')).toEqual([]);
    // A segment's detail points at the segment.
    expect(linked(['neighbours'], 'customerSegments')).toEqual([]);
    expect(linked(['rent'], 'channels')).toEqual([path]);
    expect(linked(['neighbours'], 'keyActivities')).toEqual([path]);
    expect(linked(['neighbours'], 'keyPartners')).toEqual([path]);
    expect(linked(['nobody'], 'channels')).toEqual([path]);
    expect(linked(['neighbours', 'neighbours'], 'channels')).toEqual([path]);
    expect(linked(['new'], 'customerSegments')).toEqual([path]);
    // A detail of a segment is not a segment to aim at.
    const detail = card('detail', 'customerSegments', 'Early adopters', { links: ['neighbours'] });
    expect(
      canvasIssues(withCards([...BAKERY.cards, detail, card('new', 'channels', 'Novo', { links: ['detail'] })])),
    ).toEqual([{ path: `cards.${BAKERY.cards.length + 1}.links`, code: 'validation.invalidOption' }]);
  });

  it('holds a block and the canvas to their room', () => {
    const many = Array.from({ length: CANVAS_LIMITS.cardsPerBlock + 2 }, (_, index) =>
      card(`partner-${index}`, 'keyPartners', `Parceiro ${index}`),
    );
    expect(canvasIssues(withCards(many))).toEqual([
      { path: `cards.${CANVAS_LIMITS.cardsPerBlock}`, code: 'validation.tooLong', max: CANVAS_LIMITS.cardsPerBlock },
    ]);
    const blocks = [
      'keyPartners',
      'keyActivities',
      'keyResources',
      'valuePropositions',
      'customerRelationships',
      'channels',
      'customerSegments',
    ] as const;
    const crowded = blocks.flatMap((block) =>
      Array.from({ length: CANVAS_LIMITS.cardsPerBlock }, (_, index) => card(`${block}-${index}`, block, 'x')),
    );
    expect(canvasIssues(withCards(crowded))).toEqual([
      { path: 'cards', code: 'validation.tooLong', max: CANVAS_LIMITS.cards },
    ]);
  });
});
