import { describe, expect, it } from 'vitest';
import { compareCards } from './compare';
import { BAKERY, card } from './testing/canvas-corpus';

describe('two versions of a canvas side by side', () => {
  it('names the cards added, removed, moved, reworded, renumbered, re-evidenced and relinked', () => {
    const older = BAKERY.cards;
    const newer = older
      .filter((each) => each.id !== 'club')
      .map((each) => {
        if (each.id === 'partner-mill') return { ...each, block: 'keyResources' as const };
        if (each.id === 'fresh') return { ...each, text: 'Pão quente às 7h' };
        if (each.id === 'rent') return { ...each, cost: { costKind: 'fixed' as const, amountCents: 9_000_00 } };
        if (each.id === 'neighbours') return { ...each, evidence: { kind: 'note' as const, note: '40 entrevistas' } };
        if (each.id === 'oven') return { ...each, links: ['rent', 'staff'] };
        return each;
      })
      .concat(card('delivery', 'channels', 'Entrega'));
    const changed = Object.fromEntries(
      compareCards(older, newer)
        .filter((each) => each.changes.length > 0)
        .map((each) => [each.id, each.changes]),
    );
    expect(changed).toEqual({
      'partner-mill': ['moved'],
      fresh: ['reworded'],
      rent: ['numbers'],
      neighbours: ['evidence'],
      oven: ['links'],
      delivery: ['added'],
      club: ['removed'],
    });
  });

  it('reads the same card in another field order as unchanged', () => {
    const reordered = BAKERY.cards.map((each) => Object.fromEntries(Object.entries(each).reverse()) as typeof each);
    expect(compareCards(BAKERY.cards, reordered).every((each) => each.changes.length === 0)).toBe(true);
  });
});
