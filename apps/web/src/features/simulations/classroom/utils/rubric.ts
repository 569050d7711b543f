import {
  CANVAS_ASSIGNMENT_LIMITS,
  CanvasAssignmentRequest,
  type CanvasAssignment,
  type RubricCriterion,
} from '@alavanca/contracts/classes';
import { CANVAS_BLOCKS, type CanvasBlock, type CanvasKind } from '@alavanca/domain/canvas/canvas';

/*
 * The canvas assignment's form, as plain data: the rubric a teacher starts from (one criterion per
 * block of the kind asked for, and one for the coherence) and the form's values checked by the
 * contract's own schema, its issues keyed by field.
 */

/** A kind asked for, or either ('any'), as the form's choice. */
export type KindChoice = CanvasKind | 'any';
export const KIND_CHOICES: readonly KindChoice[] = ['any', 'businessModel', 'lean'];

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

/** The blocks a rubric starts from: the kind's nine, or for either kind the blocks both have. */
export function rubricBlocks(kind: KindChoice): readonly CanvasBlock[] {
  if (kind !== 'any') return CANVAS_BLOCKS[kind];
  const lean: readonly CanvasBlock[] = CANVAS_BLOCKS.lean;
  return CANVAS_BLOCKS.businessModel.filter((block) => lean.includes(block));
}

/**
 * The rubric offered first: a criterion per block and one for the coherence, 100 points in all
 * (each block an equal share, the coherence what is left: 10 each of the nine blocks and 10, or 20
 * each of the four shared blocks and 20).
 */
export function defaultRubric(
  kind: KindChoice,
  names: { block: (block: CanvasBlock) => string; coherence: string },
  newId: () => string = () => crypto.randomUUID(),
): CriterionDraft[] {
  const blocks = rubricBlocks(kind);
  const each = Math.round(100 / (blocks.length + 1));
  return [
    ...blocks.map((block) => ({ id: newId(), name: names.block(block), maxPoints: String(each) })),
    { id: newId(), name: names.coherence, maxPoints: String(100 - each * blocks.length) },
  ];
}

/** Whether the rubric is the one offered for `kind` (names and points), so a change of kind may replace it. */
export function isDefaultRubric(
  rubric: readonly CriterionDraft[],
  kind: KindChoice,
  names: Parameters<typeof defaultRubric>[1],
): boolean {
  const offered = defaultRubric(kind, names, () => '');
  return (
    rubric.length === offered.length &&
    rubric.every((criterion, i) => criterion.name === offered[i]!.name && criterion.maxPoints === offered[i]!.maxPoints)
  );
}

/** The form's first values: what the teacher asked for, or the offered rubric for either kind. */
export function draftOf(
  assignment: CanvasAssignment | null,
  names: Parameters<typeof defaultRubric>[1],
): AssignmentDraft {
  if (!assignment) return { kind: 'any', instructions: '', rubric: defaultRubric('any', names) };
  return {
    kind: assignment.kind ?? 'any',
    instructions: assignment.instructions,
    rubric: assignment.rubric.map((criterion: RubricCriterion) => ({
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
export function checkDraft(
  draft: AssignmentDraft,
): { request: CanvasAssignmentRequest; issues: null } | { request: null; issues: Map<string, string> } {
  const parsed = CanvasAssignmentRequest.safeParse({
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

export const RUBRIC_LIMITS = CANVAS_ASSIGNMENT_LIMITS;
