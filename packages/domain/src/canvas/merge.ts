import { contentOf, type CanvasCard } from './canvas';

/**
 * Two tabs' edits of one canvas, merged by card (decision 031): `base` is the version both started
 * from, `theirs` what was saved since, `mine` what this write sends. A card either side added is
 * kept; a card one side changed takes that side's change (this write's when both changed it); a
 * card one side deleted goes, unless the other changed it (an edit is work, a delete is not). The
 * order is this write's, with the other side's cards placed after the card they followed there.
 * Links to a card the merge let go are dropped: the other tab deleted what they pointed at.
 */
export function mergeCards(
  base: readonly CanvasCard[],
  theirs: readonly CanvasCard[],
  mine: readonly CanvasCard[],
): CanvasCard[] {
  const byId = (cards: readonly CanvasCard[]) => new Map(cards.map((card) => [card.id, card]));
  const [baseCards, theirCards, myCards] = [byId(base), byId(theirs), byId(mine)];
  const changed = (card: CanvasCard | undefined, from: CanvasCard | undefined) =>
    !from || !card || contentOf(card) !== contentOf(from);

  const kept = new Map<string, CanvasCard>();
  for (const card of mine) {
    const before = baseCards.get(card.id);
    const other = theirCards.get(card.id);
    if (before && !other) {
      // They deleted it: it stays only if this write changed it.
      if (changed(card, before)) kept.set(card.id, card);
    } else if (before && other && !changed(card, before)) {
      kept.set(card.id, other);
    } else {
      kept.set(card.id, card);
    }
  }
  const merged = mine.filter((card) => kept.has(card.id)).map((card) => kept.get(card.id)!);
  theirs.forEach((card, index) => {
    if (kept.has(card.id) || myCards.has(card.id)) return;
    const before = baseCards.get(card.id);
    // This write deleted it: it stays only if they changed it.
    if (before && !changed(card, before)) return;
    const previous = theirs
      .slice(0, index)
      .reverse()
      .find((other) => kept.has(other.id) && other.block === card.block);
    const at = previous ? merged.findIndex((other) => other.id === previous.id) + 1 : merged.length;
    merged.splice(at, 0, card);
    kept.set(card.id, card);
  });
  // Only links to a card the merge let go; a link to no card at all is the writer's to answer for.
  const gone = (link: string) => !kept.has(link) && (baseCards.has(link) || theirCards.has(link) || myCards.has(link));
  return merged.map((card) =>
    card.links.some(gone) ? { ...card, links: card.links.filter((link) => !gone(link)) } : card,
  );
}
