import { CANVAS_KINDS } from '@alavanca/domain/canvas/canvas';
import { PITCH_KINDS, PITCH_PARTS } from '@alavanca/domain/pitch/pitch';
import { z } from 'zod';
import { CanvasCardInput } from './canvases';
import { RubricResult } from './pitches';
import { MonthDecisions, SimulationSetup } from './simulations';
import { IdeaValidationResult, ValidationRequest } from './validations';

/*
 * The copy a community post's evidence holds (issue 41, decision 036), read when a reader opens it
 * (the post carries only its summary: community.ts). A simulation's copy holds its setup (the seed
 * among it) and each month's decisions, so a reader replays it with the engine in the browser and
 * sees whether the figures the author claims are the engine's. Apart from community.ts because it
 * takes the schemas of the items it copies, which a topic's first load does not need.
 */

/** A month the author claims: what the engine must give again when the reader replays it. */
const ClaimedMonth = z.object({
  month: z.number().int(),
  revenueCents: z.number(),
  profitCents: z.number(),
  cashCents: z.number(),
});
export type ClaimedMonth = z.infer<typeof ClaimedMonth>;

/** `GET /api/community/posts/:id/evidence`: the copy itself. */
export const EvidenceSnapshot = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('simulation'),
    name: z.string().nullable(),
    setup: SimulationSetup,
    decisions: z.array(MonthDecisions),
    claimed: z.array(ClaimedMonth),
  }),
  z.object({
    kind: z.literal('validation'),
    title: z.string(),
    version: z.number().int(),
    input: ValidationRequest,
    result: IdeaValidationResult,
  }),
  z.object({
    kind: z.literal('canvas'),
    title: z.string(),
    canvasKind: z.enum(CANVAS_KINDS),
    version: z.number().int(),
    cards: z.array(CanvasCardInput),
  }),
  z.object({
    kind: z.literal('pitch'),
    title: z.string(),
    pitchKind: z.enum(PITCH_KINDS),
    parts: z.partialRecord(z.enum(PITCH_PARTS), z.string()),
    /** The latest analysis's result, when the pitch was analysed. */
    result: RubricResult.nullable(),
  }),
]);
export type EvidenceSnapshot = z.infer<typeof EvidenceSnapshot>;
export const EvidenceResponse = z.object({ evidence: EvidenceSnapshot });
