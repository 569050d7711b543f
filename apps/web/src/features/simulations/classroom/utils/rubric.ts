import { ASSIGNMENT_LIMITS, type RubricCriterion } from '@alavanca/contracts/class-works';
import { CANVAS_BLOCKS, type CanvasBlock } from '@alavanca/domain/canvas/canvas';
import type { z } from 'zod';

/*
 * The assignment's form, as plain data, for a canvas or a pitch: the rubric a teacher starts from
 * (criteria named for the work, 100 points in all) and the form's values checked by the contract's
 * own schema, its issues keyed by field.
 */

/** A kind asked for, or any of the work's ('any'), as the form's choice. */
export type KindChoice = string;

/** A criterion as typed: its points are text until the form is sent. */
export interface CriterionDraft {
  id: string;
  name: string;
  maxPoints: string;
}

export interface AssignmentDraft {
  kind: KindChoice;
  instructions: string;
  rubric: CriterionDraft[];
}

/** The canvas blocks a rubric starts from: the kind's nine, or for either kind the blocks both have. */
export function rubricBlocks(kind: KindChoice): readonly CanvasBlock[] {
  if (kind === 'businessModel' || kind === 'lean') return CANVAS_BLOCKS[kind];
  const lean: readonly CanvasBlock[] = CANVAS_BLOCKS.lean;
  return CANVAS_BLOCKS.businessModel.filter((block) => lean.includes(block));
}

/**
 * The rubric offered first: a criterion per name, 100 points in all, each an equal share and the
 * last what is left (a canvas's nine blocks 10 each and its coherence 10; a pitch's five criteria 20).
 */
export function defaultRubric(
  names: readonly string[],
  newId: () => string = () => crypto.randomUUID(),
): CriterionDraft[] {
  const each = Math.round(100 / names.length);
  return names.map((name, i) => ({
    id: newId(),
    name,
    maxPoints: String(i === names.length - 1 ? 100 - each * (names.length - 1) : each),
  }));
}

/** Whether the rubric is the one offered (names and points), so a change of kind may replace it. */
export function isDefaultRubric(rubric: readonly CriterionDraft[], names: readonly string[]): boolean {
  const offered = defaultRubric(names, () => '');
  return (
    rubric.length === offered.length &&
    rubric.every((criterion, i) => criterion.name === offered[i]!.name && criterion.maxPoints === offered[i]!.maxPoints)
  );
}

/** The form's first values: what the teacher asked for, or `kind` with the rubric offered for it. */
export function draftOf(
  assignment: { kind: string | null; instructions: string; rubric: RubricCriterion[] } | null,
  kind: KindChoice,
  names: (kind: KindChoice) => readonly string[],
): AssignmentDraft {
  if (!assignment) return { kind, instructions: '', rubric: defaultRubric(names(kind)) };
  return {
    kind: assignment.kind ?? 'any',
    instructions: assignment.instructions,
    rubric: assignment.rubric.map((criterion) => ({
      id: criterion.id,
      name: criterion.name,
      maxPoints: String(criterion.maxPoints),
    })),
  };
}

/** Text typed as a whole number: empty is missing, anything else the number it reads as (NaN when none). */
export function typedNumber(value: string): number | undefined {
  return value.trim() === '' ? undefined : Number(value.trim().replace(',', '.'));
}

/** The request the draft makes, or the issues the contract finds (catalog keys by field path). */
export function checkDraft<Request>(
  draft: AssignmentDraft,
  schema: z.ZodType<Request>,
): { request: Request; issues: null } | { request: null; issues: Map<string, string> } {
  const parsed = schema.safeParse({
    kind: draft.kind === 'any' ? null : draft.kind,
    instructions: draft.instructions,
    rubric: draft.rubric.map((criterion) => ({
      id: criterion.id,
      name: criterion.name,
      maxPoints: typedNumber(criterion.maxPoints),
    })),
  });
  if (parsed.success) return { request: parsed.data, issues: null };
  return { request: null, issues: issuesByPath(parsed.error.issues) };
}

/** Issues by their dotted path, the first of each path kept (as the server sends them). */
export function issuesByPath(issues: readonly { path: readonly PropertyKey[] | string; message: string }[]) {
  const byPath = new Map<string, string>();
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path : issue.path.map(String).join('.');
    if (!byPath.has(path)) byPath.set(path, issue.message);
  }
  return byPath;
}

/** Points a rubric is worth in all, counting only the criteria whose points read as a number. */
export function rubricTotal(rubric: readonly CriterionDraft[]): number {
  return rubric.reduce((sum, criterion) => {
    const points = typedNumber(criterion.maxPoints);
    return sum + (points !== undefined && Number.isInteger(points) && points > 0 ? points : 0);
  }, 0);
}

export const RUBRIC_LIMITS = ASSIGNMENT_LIMITS;
