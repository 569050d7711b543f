import { NUMBERS_BLOCK, canLink, type CanvasBlock, type CanvasCard, type CardNumbers } from './canvas';

/*
 * The editor's actions on a canvas's cards. Each returns cards whose shape `canvasIssues` accepts
 * whenever it was given such cards: numbers stay on the block they belong to, and a link that an
 * edit made meaningless (to a segment moved out of its block, to a cost deleted) is dropped, as
 * the founder would have to drop it by hand before the save went through.
 */

/** Drops every link its card may no longer hold; a segment that lost its last link is a segment again. */
export function tidyLinks(cards: readonly CanvasCard[]): CanvasCard[] {
  let current = [...cards];
  // A detail that loses its links becomes a segment others may link to again, so repeat until stable
  // (links only ever drop, so this ends within as many passes as there are cards).
  for (;;) {
    const byId = new Map(current.map((card) => [card.id, card]));
    let dropped = false;
    current = current.map((card) => {
      const links = card.links.filter((link) => canLink(card, byId.get(link)));
      if (links.length === card.links.length) return card;
      dropped = true;
      return { ...card, links };
    });
    if (!dropped) return current;
  }
}

/** The card without the numbers of blocks other than its own. */
function withinBlock(card: CanvasCard, block: CanvasBlock): CanvasCard {
  const moved: CanvasCard = { ...card, block };
  for (const [numbers, home] of Object.entries(NUMBERS_BLOCK) as [CardNumbers, CanvasBlock][]) {
    if (home !== block) delete moved[numbers];
  }
  return moved;
}

/** Moves a card to `index` among the cards of `block` (the same block to reorder it). */
export function moveCard(cards: readonly CanvasCard[], id: string, block: CanvasBlock, index: number): CanvasCard[] {
  const card = cards.find((each) => each.id === id);
  if (!card) return [...cards];
  const rest = cards.filter((each) => each.id !== id);
  const inBlock = rest.filter((each) => each.block === block);
  const before = inBlock[Math.max(0, index)];
  const lastOfBlock = inBlock.at(-1);
  const at = before ? rest.indexOf(before) : lastOfBlock ? rest.indexOf(lastOfBlock) + 1 : rest.length;
  rest.splice(at, 0, withinBlock(card, block));
  return tidyLinks(rest);
}

/** Adds a card at the end of its block, or replaces the card of its id where it stands. */
export function putCard(cards: readonly CanvasCard[], card: CanvasCard): CanvasCard[] {
  const index = cards.findIndex((each) => each.id === card.id);
  if (index === -1) {
    const last = cards.findLastIndex((each) => each.block === card.block);
    const next = [...cards];
    next.splice(last === -1 ? cards.length : last + 1, 0, withinBlock(card, card.block));
    return tidyLinks(next);
  }
  return tidyLinks(cards.map((each, at) => (at === index ? withinBlock(card, card.block) : each)));
}

export function removeCard(cards: readonly CanvasCard[], id: string): CanvasCard[] {
  return tidyLinks(cards.filter((card) => card.id !== id));
}

/** The cards `card` may link to, in the canvas's order: segments for an aimed card, costs for a costed one. */
export function linkTargets(cards: readonly CanvasCard[], card: Pick<CanvasCard, 'id' | 'block'>): CanvasCard[] {
  return cards.filter((target) => canLink(card, target));
}
