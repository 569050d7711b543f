import { CURRENCIES, LANGUAGES } from '@alavanca/domain/constants';
import { PERSONA_IDS } from '@alavanca/domain/mentor/personas';
import { CLAIM_METRICS } from '@alavanca/domain/pitch/claims';
import { PITCH_KINDS, PITCH_PARTS } from '@alavanca/domain/pitch/pitch';
import { ANSWER_ELEMENTS, DRILL_QUESTIONS } from '@alavanca/domain/pitch/questions';
import { RUBRIC_CHECKS, RUBRIC_CRITERIA } from '@alavanca/domain/pitch/rubric';
import { SCORE_KEYS } from '@alavanca/domain/validation/score-keys';
import { z } from 'zod';
import { choice, urlInteger } from './fields';
import { text } from './text';
import { V } from './validation-messages';

/*
 * Pitches over the wire (decision 032). A pitch is the founder's text in parts, the kind of
 * audience it is for, and the validation and simulation its figures are held to. The analysis is
 * the domain's: the server stores each analysed version, and sends the evidence with the pitch so
 * the editor scores the text as it is typed with the same function.
 */

/**
 * The bounds of a pitch. A five-minute pitch at 160 words a minute is about 800 words (some 5,000
 * characters), so a part holds four times a long part and a pasted script four five-minute pitches.
 */
export const PITCH_LIMITS = {
  title: 120,
  part: 4_000,
  script: 20_000,
  /** A typed answer to one of the drill's questions. */
  answer: 2_000,
} as const;

const id = () => text(V.invalidOption).pipe(z.uuid(V.invalidOption));
const title = () => text(V.required).trim().min(1, V.required).max(PITCH_LIMITS.title, V.tooLong);
const partText = () => text(V.invalidOption).max(PITCH_LIMITS.part, V.tooLong);

/** The parts' texts, by part; a part left out or empty is not written yet. */
const Parts = z.partialRecord(choice(PITCH_PARTS), partText(), { error: () => V.invalidOption });

/** The validation and simulation a pitch's figures are held to, either or both (null: none). */
const evidenceLinks = {
  validationId: id().nullable().default(null),
  simulationId: id().nullable().default(null),
};

const common = {
  kind: choice(PITCH_KINDS),
  language: choice(LANGUAGES),
  ...evidenceLinks,
};

/**
 * `POST /api/pitches`: a blank pitch, a pasted script split into its parts, or a draft from the
 * validation and/or simulation it names (its parts pre-written from their fields and figures, each
 * marked a draft). A draft needs one of the two; a script its text. The title defaults to the
 * validation's or the simulation's name for a draft.
 */
export const CreatePitchRequest = z
  .discriminatedUnion(
    'start',
    [
      z.object({ start: z.literal('blank'), title: title(), ...common }),
      z.object({
        start: z.literal('script'),
        title: title(),
        script: text(V.required).trim().min(1, V.required).max(PITCH_LIMITS.script, V.tooLong),
        ...common,
      }),
      z.object({ start: z.literal('draft'), title: title().optional(), ...common }),
    ],
    { error: () => V.invalidOption },
  )
  .superRefine((request, context) => {
    if (request.start === 'draft' && request.validationId === null && request.simulationId === null)
      context.addIssue({ code: 'custom', path: ['validationId'], message: V.required });
  });
export type CreatePitchRequest = z.infer<typeof CreatePitchRequest>;

/**
 * `PATCH /api/pitches/:id`: what changed. `parts` replaces the text of the parts it names (an empty
 * text clears one); `drafted` names the parts still as drafted (a part the founder rewrote leaves it).
 */
export const UpdatePitchRequest = z.object({
  title: title().optional(),
  kind: choice(PITCH_KINDS).optional(),
  language: choice(LANGUAGES).optional(),
  validationId: id().nullable().optional(),
  simulationId: id().nullable().optional(),
  parts: Parts.optional(),
  drafted: z.array(choice(PITCH_PARTS), V.invalidOption).max(PITCH_PARTS.length, V.tooLong).optional(),
});
export type UpdatePitchRequest = z.infer<typeof UpdatePitchRequest>;

/** `/api/pitches/:id/analyses/:number`: a pitch's id and one of its analysed versions' numbers. */
export const PitchAnalysisParams = z.object({
  id: id(),
  number: urlInteger({ min: 1, max: 1_000_000 }),
});

// ---- Responses ----

const Source = z.object({ kind: z.enum(['validation', 'simulation']), id: z.string(), name: z.string() });

/** A figure of the founder's own evidence, in whole units (see the domain's `EvidenceFigure`). */
export const EvidenceFigure = z.object({
  metric: z.enum(CLAIM_METRICS),
  value: z.number(),
  currency: z.enum(CURRENCIES).nullable(),
  scope: z.enum(['tam', 'sam', 'som']).nullable(),
  source: Source,
});

const Values = z.record(z.string(), z.union([z.number(), z.string()]));

const CheckedClaim = z.object({
  metric: z.enum(CLAIM_METRICS),
  figure: z.object({
    start: z.number().int(),
    end: z.number().int(),
    value: z.number(),
    unit: z.enum(['money', 'percent', 'months', 'multiple', 'year', 'plain']),
    currency: z.enum(CURRENCIES).nullable(),
    step: z.number(),
  }),
  period: z.enum(['month', 'year']).nullable(),
  scope: z.enum(['tam', 'sam', 'som']).nullable(),
  verdict: z.enum(['supported', 'beyond', 'differs', 'unsupported']),
  claimed: z.number(),
  evidence: EvidenceFigure.nullable(),
  part: z.enum(PITCH_PARTS),
});

/** The rubric's result (the domain's `RubricResult`). */
export const RubricResult = z.object({
  score: z.number(),
  criteria: z.record(z.enum(RUBRIC_CRITERIA), z.object({ score: z.number(), max: z.number() })),
  parts: z.partialRecord(z.enum(PITCH_PARTS), z.number()),
  findings: z.array(
    z.object({
      check: z.enum(RUBRIC_CHECKS),
      criterion: z.enum(RUBRIC_CRITERIA),
      points: z.number(),
      parts: z.array(z.enum(PITCH_PARTS)),
      values: Values,
    }),
  ),
  claims: z.array(CheckedClaim),
});

export const DrillQuestion = z.object({
  id: z.enum(DRILL_QUESTIONS),
  values: Values,
  elements: z.array(z.enum(ANSWER_ELEMENTS)),
});

/** What the drill knows of the founder's metrics (the domain's `DrillFacts`). */
export const DrillFacts = z.object({
  cacToLtv: z.number().nullable(),
  runwayMonths: z.number().nullable(),
  weakestScore: z.enum(SCORE_KEYS).nullable(),
});

/** An analysed version: the text as it was analysed, its result and its drill, against the evidence of then. */
export const PitchAnalysis = z.object({
  number: z.number().int().min(1),
  kind: z.enum(PITCH_KINDS),
  language: z.enum(LANGUAGES),
  parts: z.partialRecord(z.enum(PITCH_PARTS), z.string()),
  result: RubricResult,
  drill: z.array(DrillQuestion),
  evidence: z.array(EvidenceFigure),
  createdAt: z.iso.datetime(),
});
export type PitchAnalysis = z.infer<typeof PitchAnalysis>;

/** An analysed version in the pitch's history: enough to compare scores over versions. */
export const PitchAnalysisSummary = z.object({
  number: z.number().int().min(1),
  score: z.number(),
  criteria: RubricResult.shape.criteria,
  flagged: z.number().int().min(0),
  createdAt: z.iso.datetime(),
});
export type PitchAnalysisSummary = z.infer<typeof PitchAnalysisSummary>;

export const PitchSummary = z.object({
  id: z.uuid(),
  title: z.string(),
  kind: z.enum(PITCH_KINDS),
  language: z.enum(LANGUAGES),
  /** The newest analysed version's score; null before the first analysis. */
  score: z.number().nullable(),
  analyses: z.number().int().min(0),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type PitchSummary = z.infer<typeof PitchSummary>;

/**
 * A pitch with what the editor needs to score it as it is typed: the evidence its figures are held
 * to and the drill's facts (null links once the validation or simulation is deleted), and its
 * analysed versions, newest first.
 */
export const PitchDetail = PitchSummary.extend({
  validationId: z.uuid().nullable(),
  simulationId: z.uuid().nullable(),
  parts: z.partialRecord(z.enum(PITCH_PARTS), z.string()),
  drafted: z.array(z.enum(PITCH_PARTS)),
  evidence: z.array(EvidenceFigure),
  drillFacts: DrillFacts,
  versions: z.array(PitchAnalysisSummary),
});
export type PitchDetail = z.infer<typeof PitchDetail>;

export const PitchResponse = z.object({ pitch: PitchDetail });
export const PitchListResponse = z.object({ pitches: z.array(PitchSummary) });
export const PitchAnalysisResponse = z.object({ analysis: PitchAnalysis });

/** One persona's reaction to a pitch, grounded in the findings it names. */
export const BoardReaction = z.object({
  persona: z.enum(PERSONA_IDS),
  text: z.string(),
  /** The rubric's checks and the claims' metrics the reaction stands on. */
  grounds: z.array(z.string()),
});

/** `POST /api/pitches/:id/board`: EVA's, MAX's, LEO's and BIA's reactions; spends one `aiConsultations` unit. */
export const PitchBoardResponse = z.object({
  board: z.object({
    score: z.number(),
    reactions: z.array(BoardReaction),
    /** Who wrote the prose: the engine's sentences, or the language model from the same findings. */
    writtenBy: z.enum(['engine', 'model']),
  }),
});
export type PitchBoardResponse = z.infer<typeof PitchBoardResponse>;
