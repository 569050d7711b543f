import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CanvasCard } from './canvas';
import { mergeCards } from './merge';
import { card } from './testing/canvas-corpus';

const segment = card('segment', 'customerSegments', 'Moradores do bairro');
const offer = card('offer', 'valuePropositions', 'Pão fresco', { links: ['segment'] });
const channel = card('channel', 'channels', 'Loja de rua', { links: ['segment'] });
const BASE = [segment, offer, channel];

const ids = (cards: readonly CanvasCard[]) => cards.map((each) => each.id);
const edit = (each: CanvasCard, text: string) => ({ ...each, text });

describe('two tabs’ edits of one canvas, merged by card', () => {
  it('keeps what each side added, each after the card it followed', () => {
    const theirs = [segment, offer, card('their-offer', 'valuePropositions', 'Entrega'), channel];
    const mine = [segment, card('my-segment', 'customerSegments', 'Turistas'), offer, channel];
    expect(ids(mergeCards(BASE, theirs, mine))).toEqual(['segment', 'my-segment', 'offer', 'their-offer', 'channel']);
  });

  it('takes each side’s change, and this write’s where both changed a card', () => {
    const theirs = [edit(segment, 'Vizinhos'), edit(offer, 'Pão de fermentação natural'), channel];
    const mine = [segment, edit(offer, 'Pão quente às 7h'), edit(channel, 'Loja e delivery')];
    expect(mergeCards(BASE, theirs, mine).map((each) => each.text)).toEqual([
      'Vizinhos',
      'Pão quente às 7h',
      'Loja e delivery',
    ]);
  });

  it('lets a delete go through unless the other side changed the card', () => {
    // They deleted the channel; this write did not touch it: gone.
    expect(ids(mergeCards(BASE, [segment, offer], BASE))).toEqual(['segment', 'offer']);
    // They deleted it; this write changed it: kept.
    expect(ids(mergeCards(BASE, [segment, offer], [segment, offer, edit(channel, 'Feira')]))).toEqual(ids(BASE));
    // This write deleted it; they had not changed it: gone. They had: kept, theirs.
    expect(ids(mergeCards(BASE, BASE, [segment, offer]))).toEqual(['segment', 'offer']);
    const kept = mergeCards(BASE, [segment, offer, edit(channel, 'Feira')], [segment, offer]);
    expect(kept.map((each) => each.text)).toEqual(['Moradores do bairro', 'Pão fresco', 'Feira']);
  });

  it('drops a link to a card the other side deleted', () => {
    const theirs = [offer, channel].map((each) => ({ ...each, links: [] }));
    const mine = [...BASE, card('price', 'revenueStreams', 'Cesta', { links: ['segment'] })];
    const merged = mergeCards(BASE, theirs, mine);
    expect(ids(merged)).toEqual(['offer', 'channel', 'price']);
    expect(merged.every((each) => each.links.length === 0)).toBe(true);
    // A link to no card at all stays, for the canvas's own check to refuse.
    const stray = card('stray', 'channels', 'Feira', { links: ['nobody'] });
    expect(mergeCards(BASE, BASE, [...BASE, stray]).at(-1)!.links).toEqual(['nobody']);
  });

  it('reads a card the same whatever order its fields came in', () => {
    const reordered = {
      links: ['segment'],
      text: 'Pão fresco',
      evidence: null,
      block: 'valuePropositions',
      id: 'offer',
    } as CanvasCard;
    const theirs = [segment, edit(offer, 'Pão integral'), channel];
    expect(mergeCards(BASE, theirs, [segment, reordered, channel])[1]!.text).toBe('Pão integral');
  });

  it('never loses a card either side added', () => {
    const side = fc.record({
      added: fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { maxLength: 4 }),
      deleted: fc.subarray(['segment', 'offer', 'channel']),
      edited: fc.subarray(['segment', 'offer', 'channel']),
    });
    fc.assert(
      fc.property(side, side, (them, me) => {
        const apply = (who: string, change: typeof them) => [
          ...BASE.filter((each) => !change.deleted.includes(each.id)).map((each) =>
            change.edited.includes(each.id) ? edit(each, `${each.text} (${who})`) : each,
          ),
          ...[...new Set(change.added)].map((name) => card(`${who}-${name}`, 'keyPartners', name)),
        ];
        const merged = ids(mergeCards(BASE, apply('them', them), apply('me', me)));
        for (const added of [...them.added.map((name) => `them-${name}`), ...me.added.map((name) => `me-${name}`)]) {
          expect(merged).toContain(added);
        }
        expect(new Set(merged).size).toBe(merged.length);
        // An edited card survives the other side's delete.
        const edited = (change: typeof them) => change.edited.filter((id) => !change.deleted.includes(id));
        for (const id of [...edited(them), ...edited(me)]) expect(merged).toContain(id);
      }),
    );
  });
});
