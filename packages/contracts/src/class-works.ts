import { CANVAS_KINDS } from '@alavanca/domain/canvas/canvas';
import { PITCH_KINDS } from '@alavanca/domain/pitch/pitch';
import { LANGUAGES } from '@alavanca/domain/constants';
import { z } from 'zod';
import { EvidenceFigure, PitchAnalysis, RubricResult } from './pitches';
import { choice, integer } from './fields';
import { IdParams, text } from './text';
import { V } from './validation-messages';

// ---- The work a class hands in: a canvas (decision 031, "Classes") or a pitch (decision 032) ----

/** What a teacher may ask a class to hand in for their rubric. */
export const CLASS_WORKS = ['canvas', 'pitch'] as const;
export type ClassWork = (typeof CLASS_WORKS)[number];

/**
 * The bounds of an assignment: its instructions are a few lines, its rubric the teacher's own
 * criteria (a name and the most points each is worth), the grade's comment a paragraph or two.
 */
export const ASSIGNMENT_LIMITS = {
  instructions: 1_000,
  criteria: 15,
  criterionName: 80,
  points: { min: 1, max: 100 },
  comment: 2_000,
} as const;

const uuidField = () => text(V.invalidOption).pipe(z.uuid(V.invalidOption));

/** One criterion of the teacher's rubric; its id is made by the browser that adds it, so a grade keeps naming it. */
export const RubricCriterionInput = z.object({
  id: uuidField(),
  name: text(V.required).trim().min(1, V.required).max(ASSIGNMENT_LIMITS.criterionName, V.tooLong),
  maxPoints: integer().min(ASSIGNMENT_LIMITS.points.min, V.outOfRange).max(ASSIGNMENT_LIMITS.points.max, V.outOfRange),
});
export type RubricCriterionInput = z.infer<typeof RubricCriterionInput>;

/** What the teacher sends to ask for a work of one of `kinds` (null: any): instructions and a rubric unique by id. */
function assignmentRequest<const Kinds extends readonly [string, ...string[]]>(kinds: Kinds) {
  return z
    .object({
      kind: choice(kinds).nullable(),
      instructions: text(V.required).trim().min(1, V.required).max(ASSIGNMENT_LIMITS.instructions, V.tooLong),
      rubric: z
        .array(RubricCriterionInput, V.invalidOption)
        .min(1, V.required)
        .max(ASSIGNMENT_LIMITS.criteria, V.tooLong),
    })
    .superRefine((request, context) => {
      const seen = new Set<string>();
      request.rubric.forEach((criterion, index) => {
        if (seen.has(criterion.id))
          context.addIssue({ code: 'custom', path: ['rubric', index, 'id'], message: V.invalidOption });
        seen.add(criterion.id);
      });
    });
}

/**
 * `PUT /api/classes/:id/canvas`: the teacher asks the class for a canvas (or changes what they
 * asked). `kind` null takes either kind. A grade already given keeps the rubric it was given under.
 */
export const CanvasAssignmentRequest = assignmentRequest(CANVAS_KINDS);
export type CanvasAssignmentRequest = z.infer<typeof CanvasAssignmentRequest>;

/** `PUT /api/classes/:id/pitch`: the teacher asks the class for a pitch, of a kind or (null) of any. */
export const PitchAssignmentRequest = assignmentRequest(PITCH_KINDS);
export type PitchAssignmentRequest = z.infer<typeof PitchAssignmentRequest>;

/** `PUT /api/classes/:id/canvas/hand-in`: a student hands in one of their own canvases (its newest version). */
export const HandInRequest = z.object({ canvasId: uuidField() });
export type HandInRequest = z.infer<typeof HandInRequest>;

/** `PUT /api/classes/:id/pitch/hand-in`: a student hands in one of their own pitches, analysed as it is then. */
export const PitchHandInRequest = z.object({ pitchId: uuidField() });
export type PitchHandInRequest = z.infer<typeof PitchHandInRequest>;

/**
 * `PUT /api/classes/:id/canvas/hand-ins/:companyId/grade`: the teacher's points for every criterion
 * of the rubric (0 to its most) and a comment. `handInId` names the hand-in the teacher read: when
 * the student handed in again since, the grade is refused (409) rather than given to a canvas
 * nobody read.
 */
export const GradeHandInRequest = z.object({
  handInId: uuidField(),
  scores: z
    .array(
      z.object({
        criterionId: uuidField(),
        points: integer().min(0, V.outOfRange).max(ASSIGNMENT_LIMITS.points.max, V.outOfRange),
      }),
      V.invalidOption,
    )
    .min(1, V.required)
    .max(ASSIGNMENT_LIMITS.criteria, V.tooLong),
  comment: text(V.invalidOption).trim().max(ASSIGNMENT_LIMITS.comment, V.tooLong).default(''),
});
export type GradeHandInRequest = z.infer<typeof GradeHandInRequest>;

/** `/api/classes/:id/canvas/hand-ins/:companyId`. */
export const HandInParams = IdParams.extend({ companyId: uuidField() });

export const RubricCriterion = z.object({ id: z.uuid(), name: z.string(), maxPoints: z.number().int() });
export type RubricCriterion = z.infer<typeof RubricCriterion>;

export const CanvasAssignment = z.object({
  /** The kind asked for; null: either. */
  kind: z.enum(CANVAS_KINDS).nullable(),
  instructions: z.string(),
  rubric: z.array(RubricCriterion),
  updatedAt: z.iso.datetime(),
});
export type CanvasAssignment = z.infer<typeof CanvasAssignment>;

/** A grade as given: each criterion as the rubric named it then, its points, the total and the comment. */
export const HandInGrade = z.object({
  scores: z.array(RubricCriterion.extend({ points: z.number().int() })),
  total: z.number().int(),
  maxTotal: z.number().int(),
  comment: z.string(),
  gradedAt: z.iso.datetime(),
});
export type HandInGrade = z.infer<typeof HandInGrade>;

/** A company's hand-in in a list: what was handed in, when and by whom, its coherence and its grade. */
export const HandInSummary = z.object({
  /** Changes with each hand-in: a grade names the one it is for. */
  id: z.uuid(),
  companyId: z.uuid(),
  canvasId: z.uuid(),
  kind: z.enum(CANVAS_KINDS),
  title: z.string(),
  /** The canvas's version handed in: later edits of the canvas are not the hand-in's. */
  version: z.number().int().min(1),
  cardCount: z.number().int().min(0),
  /** The student who handed it in (one of a team); null once their account is deleted. */
  handedInBy: z.string().nullable(),
  handedInAt: z.iso.datetime(),
  /** The coherence check's score of the cards handed in, 0–100. */
  coherenceScore: z.number().int().min(0).max(100),
  grade: HandInGrade.nullable(),
});
export type HandInSummary = z.infer<typeof HandInSummary>;

/**
 * `GET /api/classes/:id/canvas`: the assignment (null while the teacher asks for none) and the
 * hand-ins: every company's for the teacher, the student's own company's for a student.
 */
export const ClassCanvasView = z.object({
  assignment: CanvasAssignment.nullable(),
  handIns: z.array(HandInSummary),
});
export type ClassCanvasView = z.infer<typeof ClassCanvasView>;

export const ClassCanvasResponse = z.object({ canvas: ClassCanvasView });
export type ClassCanvasResponse = z.infer<typeof ClassCanvasResponse>;

// ---- The class's pitch (decision 032) ----

export const PitchAssignment = CanvasAssignment.extend({ kind: z.enum(PITCH_KINDS).nullable() });
export type PitchAssignment = z.infer<typeof PitchAssignment>;

/** A company's pitch hand-in in a list: the analysed version handed in, its score, its flagged figures and its grade. */
export const PitchHandInSummary = HandInSummary.pick({
  id: true,
  companyId: true,
  title: true,
  version: true,
  handedInBy: true,
  handedInAt: true,
  grade: true,
}).extend({
  pitchId: z.uuid(),
  kind: z.enum(PITCH_KINDS),
  /** The product's rubric score of the version handed in, 0–100. */
  score: z.number(),
  /** Its figures beyond or unlike the founder's evidence. */
  flagged: z.number().int().min(0),
});
export type PitchHandInSummary = z.infer<typeof PitchHandInSummary>;

/** One pitch hand-in with the version as analysed: its text, the rubric's result and the evidence then. */
export const PitchHandIn = PitchHandInSummary.extend({
  language: z.enum(LANGUAGES),
  parts: PitchAnalysis.shape.parts,
  result: RubricResult,
  evidence: z.array(EvidenceFigure),
});
export type PitchHandIn = z.infer<typeof PitchHandIn>;

/** `GET /api/classes/:id/pitch`: as the canvas's view, for the class's pitch. */
export const ClassPitchView = z.object({
  assignment: PitchAssignment.nullable(),
  handIns: z.array(PitchHandInSummary),
});
export type ClassPitchView = z.infer<typeof ClassPitchView>;

export const ClassPitchResponse = z.object({ pitch: ClassPitchView });
export type ClassPitchResponse = z.infer<typeof ClassPitchResponse>;

export const PitchHandInResponse = z.object({ handIn: PitchHandIn });
export type PitchHandInResponse = z.infer<typeof PitchHandInResponse>;

/**
 * `GET /api/classes/pitch-briefs`: what each class the user studies in asks of a pitch, with what
 * their company handed in, so the pitch editor can show the teacher's criteria beside the writing.
 */
export const PitchBrief = z.object({
  classId: z.uuid(),
  className: z.string(),
  assignment: PitchAssignment,
  handIn: PitchHandInSummary.nullable(),
});
export type PitchBrief = z.infer<typeof PitchBrief>;

export const PitchBriefsResponse = z.object({ briefs: z.array(PitchBrief) });
export type PitchBriefsResponse = z.infer<typeof PitchBriefsResponse>;
