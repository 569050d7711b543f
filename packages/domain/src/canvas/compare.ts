import { contentOf, type CanvasCard } from './canvas';

/*
 * Two versions of a canvas side by side (decision 031): which cards one has and the other has not,
 * which moved to another block, and which kept their place but changed their words, their numbers
 * or what backs them. Cards are matched by id, which a card keeps across versions.
 */

export const CARD_CHANGES = ['added', 'removed', 'moved', 'reworded', 'numbers', 'evidence', 'links'] as const;
export type CardChange = (typeof CARD_CHANGES)[number];

export interface CardComparison {
  id: string;
  /** The card in the older version; null when the newer one added it. */
  before: CanvasCard | null;
  /** The card in the newer version; null when the newer one removed it. */
  after: CanvasCard | null;
  /** Empty when the card is the same in both. */
  changes: CardChange[];
}

const numbersOf = (card: CanvasCard) => ({
  revenue: card.revenue,
  cost: card.cost,
  channel: card.channel,
  segment: card.segment,
});

function changesBetween(before: CanvasCard, after: CanvasCard): CardChange[] {
  const changes: CardChange[] = [];
  if (before.block !== after.block) changes.push('moved');
  if (before.text !== after.text) changes.push('reworded');
  if (contentOf(numbersOf(before)) !== contentOf(numbersOf(after))) changes.push('numbers');
  if (contentOf(before.evidence) !== contentOf(after.evidence)) changes.push('evidence');
  if (contentOf([...before.links].sort()) !== contentOf([...after.links].sort())) changes.push('links');
  return changes;
}

/** Every card of either version: the newer's in its order, then the ones it removed in the older's order. */
export function compareCards(older: readonly CanvasCard[], newer: readonly CanvasCard[]): CardComparison[] {
  const olderById = new Map(older.map((card) => [card.id, card]));
  const newerIds = new Set(newer.map((card) => card.id));
  return [
    ...newer.map((after): CardComparison => {
      const before = olderById.get(after.id) ?? null;
      return { id: after.id, before, after, changes: before ? changesBetween(before, after) : ['added'] };
    }),
    ...older
      .filter((card) => !newerIds.has(card.id))
      .map((before): CardComparison => ({ id: before.id, before, after: null, changes: ['removed'] })),
  ];
}
