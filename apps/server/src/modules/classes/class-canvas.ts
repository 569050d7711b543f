import type { HandInSummary } from '@alavanca/contracts/class-works';
import type { HandIn } from '@alavanca/contracts/canvases';
import { CANVAS_KINDS, type CanvasCard, type CanvasKind } from '@alavanca/domain/canvas/canvas';
import { checkCoherence } from '@alavanca/domain/canvas/coherence';
import type { CanvasHandInSnapshot } from '../../db/schema/classes';
import type { ClassContext } from './class-context';
import { createWorkActions } from './class-work';

/*
 * The canvas a class hands in (decision 031, "Classes"): a snapshot of the student's canvas, its
 * version and its cards then, read with the coherence check's score against the validation's facts
 * it was checked with.
 */

/** The coherence check's score of the canvas as handed in. */
export function coherenceScore(snapshot: CanvasHandInSnapshot): number {
  return checkCoherence(snapshot, snapshot.validationFacts).score;
}

export function createCanvasWork(ctx: ClassContext) {
  return createWorkActions<CanvasHandInSnapshot, CanvasKind, HandInSummary, HandIn>(ctx, {
    work: 'canvas',
    field: 'canvasId',
    async readOwn(userId, canvasId) {
      if (!ctx.canvases) throw new Error('The classes service was built without the canvases service.');
      const canvas = await ctx.canvases.get(userId, canvasId);
      return {
        id: canvas.id,
        kind: canvas.kind,
        version: canvas.version,
        snapshot: {
          kind: canvas.kind,
          title: canvas.title,
          businessType: canvas.businessType,
          currency: canvas.currency,
          cards: canvas.cards as CanvasCard[],
          validationFacts: canvas.validationFacts,
        },
      };
    },
    summarize: (base, canvasId, canvas) => ({
      ...base,
      canvasId,
      kind: canvas.kind,
      title: canvas.title,
      cardCount: canvas.cards.length,
      coherenceScore: coherenceScore(canvas),
    }),
    present: (summary, canvas) => ({
      ...summary,
      businessType: canvas.businessType,
      currency: canvas.currency,
      cards: canvas.cards.map((card) => ({ ...card, links: [...card.links] })),
      validationFacts: canvas.validationFacts,
    }),
    kindOf: (stored) => CANVAS_KINDS.find((kind) => kind === stored) ?? null,
  });
}
