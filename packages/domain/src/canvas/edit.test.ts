import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CANVAS_BLOCKS, type CanvasCard } from './canvas';
import { canvasIssues } from './canvas-issues';
import { linkTargets, moveCard, putCard, removeCard } from './edit';
import { BAKERY, SALON_SAAS, card } from './testing/canvas-corpus';

const ids = (cards: readonly CanvasCard[]) => cards.map((each) => each.id);
const inBlock = (cards: readonly CanvasCard[], block: CanvasCard['block']) =>
  ids(cards.filter((each) => each.block === block));
const byId = (cards: readonly CanvasCard[], id: string) => cards.find((each) => each.id === id)!;

describe('the editor’s actions on a canvas’s cards', () => {
  it('reorders a card within its block and moves it to a place in another', () => {
    const cards = [...BAKERY.cards, card('cost-3', 'costStructure', 'Seguro')];
    expect(inBlock(moveCard(cards, 'cost-3', 'costStructure', 0), 'costStructure')).toEqual([
      'cost-3',
      'rent',
      'staff',
      'flour',
    ]);
    expect(inBlock(moveCard(cards, 'rent', 'costStructure', 1), 'costStructure')).toEqual([
      'staff',
      'rent',
      'flour',
      'cost-3',
    ]);
    const moved = moveCard(cards, 'partner-mill', 'keyResources', 0);
    expect(inBlock(moved, 'keyResources')).toEqual(['partner-mill', 'oven']);
    expect(inBlock(moved, 'keyPartners')).toEqual([]);
    // Past the end is the end; a block with no card takes it too.
    expect(inBlock(moveCard(cards, 'fresh', 'channels', 99), 'channels')).toEqual(['shop', 'fresh']);
    expect(inBlock(moveCard(cards, 'fresh', 'keyPartners', 99), 'keyPartners')).toEqual(['partner-mill', 'fresh']);
  });

  it('drops the numbers and links a card loses the meaning of in its new block', () => {
    // A channel moved to the offers keeps its segment link and loses its acquisition cost.
    const offer = byId(moveCard(BAKERY.cards, 'shop', 'valuePropositions', 0), 'shop');
    expect(offer.channel).toBeUndefined();
    expect(offer.links).toEqual(['neighbours']);
    // A segment moved away: nothing may aim at it any more.
    const cards = moveCard(BAKERY.cards, 'neighbours', 'keyPartners', 0);
    expect(byId(cards, 'neighbours').segment).toBeUndefined();
    expect(cards.flatMap((each) => each.links)).not.toContain('neighbours');
    // An activity moved to the offers cannot be paid by a cost link.
    expect(byId(moveCard(BAKERY.cards, 'bake', 'valuePropositions', 0), 'bake').links).toEqual([]);
  });

  it('removes a card with every link to it, and a detail that lost its segment becomes a segment', () => {
    const detail = card('early', 'customerSegments', 'Quem já compra na feira', { links: ['neighbours'] });
    const aimed = card('stall', 'channels', 'Barraca na feira', { links: ['early'] });
    const cards = removeCard([...BAKERY.cards, detail], 'neighbours');
    expect(cards.flatMap((each) => each.links)).not.toContain('neighbours');
    expect(byId(cards, 'early').links).toEqual([]);
    // Now a segment, it can be aimed at.
    expect(ids(linkTargets(cards, aimed))).toEqual(['early']);
  });

  it('adds a card at the end of its block and replaces one where it stands', () => {
    const added = putCard(BAKERY.cards, card('delivery', 'channels', 'Entrega por aplicativo'));
    expect(inBlock(added, 'channels')).toEqual(['shop', 'delivery']);
    const edited = putCard(added, { ...byId(added, 'shop'), text: 'Loja de rua' });
    expect(ids(edited)).toEqual(ids(added));
    expect(byId(edited, 'shop').text).toBe('Loja de rua');
  });

  it('offers segments to aimed cards and costs to activities and resources', () => {
    expect(ids(linkTargets(BAKERY.cards, byId(BAKERY.cards, 'fresh')))).toEqual(['neighbours']);
    expect(ids(linkTargets(BAKERY.cards, byId(BAKERY.cards, 'oven')))).toEqual(['rent', 'staff', 'flour']);
    expect(linkTargets(BAKERY.cards, byId(BAKERY.cards, 'partner-mill'))).toEqual([]);
  });

  it('never leaves a shape the server refuses, whatever the moves and deletes', () => {
    for (const start of [BAKERY, SALON_SAAS]) {
      const blocks = CANVAS_BLOCKS[start.kind];
      const action = fc.oneof(
        fc.record({
          kind: fc.constant('move' as const),
          at: fc.nat(),
          block: fc.constantFrom(...blocks),
          index: fc.integer({ min: -1, max: 12 }),
        }),
        fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }),
      );
      fc.assert(
        fc.property(fc.array(action, { maxLength: 12 }), (actions) => {
          let cards: CanvasCard[] = [...start.cards];
          let removed = 0;
          for (const step of actions) {
            // More deletes than cards empty the canvas: the steps after that have nothing to act on.
            if (cards.length === 0) break;
            const target = cards[step.at % cards.length]!;
            if (step.kind === 'remove') removed += 1;
            cards =
              step.kind === 'move' ? moveCard(cards, target.id, step.block, step.index) : removeCard(cards, target.id);
          }
          expect(canvasIssues({ kind: start.kind, cards })).toEqual([]);
          expect(cards).toHaveLength(start.cards.length - removed);
        }),
      );
    }
  });
});
