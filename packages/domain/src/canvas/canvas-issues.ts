import type { ValidationIssue } from '../simulation/validate';
import {
  CANVAS_BLOCKS,
  CANVAS_LIMITS,
  NUMBERS_BLOCK,
  canLink,
  type Canvas,
  type CanvasBlock,
  type CanvasCard,
} from './canvas';

/**
 * What the canvas's shape allows, beyond each field's own bounds (the contracts check those): the
 * kind's blocks, unique ids, a block's room, numbers on the block they belong to, and links that
 * point at a card they may (a segment, a cost). Paths name the card by its place in `cards`.
 * Checked on every write, after two tabs' edits are merged too, so no stored canvas breaks them.
 */
export function canvasIssues(canvas: Pick<Canvas, 'kind' | 'cards'>): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const blocks: readonly CanvasBlock[] = CANVAS_BLOCKS[canvas.kind];
  const byId = new Map<string, CanvasCard>();
  const perBlock = new Map<CanvasBlock, number>();
  if (canvas.cards.length > CANVAS_LIMITS.cards) {
    issues.push({ path: 'cards', code: 'validation.tooLong', max: CANVAS_LIMITS.cards });
  }
  canvas.cards.forEach((card, index) => {
    // A repeated id is refused; links read the first card of that id.
    if (byId.has(card.id)) issues.push({ path: `cards.${index}.id`, code: 'validation.invalidOption' });
    else byId.set(card.id, card);
  });
  canvas.cards.forEach((card, index) => {
    const at = `cards.${index}`;
    if (!blocks.includes(card.block)) {
      issues.push({ path: `${at}.block`, code: 'validation.invalidOption' });
      return;
    }
    const count = (perBlock.get(card.block) ?? 0) + 1;
    perBlock.set(card.block, count);
    if (count === CANVAS_LIMITS.cardsPerBlock + 1) {
      issues.push({ path: at, code: 'validation.tooLong', max: CANVAS_LIMITS.cardsPerBlock });
    }
    for (const [numbers, block] of Object.entries(NUMBERS_BLOCK)) {
      if (card[numbers as keyof typeof NUMBERS_BLOCK] && card.block !== block) {
        issues.push({ path: `${at}.${numbers}`, code: 'validation.invalidOption' });
      }
    }
    if (new Set(card.links).size !== card.links.length || card.links.some((link) => !canLink(card, byId.get(link)))) {
      issues.push({ path: `${at}.links`, code: 'validation.invalidOption' });
    }
  });
  return issues;
}
