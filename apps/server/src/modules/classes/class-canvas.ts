import type {
  CanvasAssignmentRequest,
  ClassCanvasView,
  GradeHandInRequest,
  HandIn,
  HandInRequest,
  HandInSummary,
} from '@alavanca/contracts/classes';
import type { CanvasDetail } from '@alavanca/contracts/canvases';
import type { FieldIssue } from '@alavanca/contracts/errors';
import { V } from '@alavanca/contracts/validation-messages';
import type { CanvasCard } from '@alavanca/domain/canvas/canvas';
import { checkCoherence } from '@alavanca/domain/canvas/coherence';
import { randomUUID } from 'node:crypto';
import type { Orm } from '../../db/client';
import type { HandInSnapshot, StoredCanvasAssignment, StoredGrade } from '../../db/schema/classes';
import { AppError, fieldIssue } from '../../http/app-error';
import { announceChange, findAccess, requireTeacher, type ClassContext, type Role } from './class-context';
import {
  deleteHandIns,
  findHandIn,
  listHandIns,
  setCanvasAssignment,
  setGrade,
  upsertHandIn,
  type HandInRow,
} from './class-canvas.repo';
import { findClass, findMembership, type ClassRow } from './classes.repo';

/*
 * The canvas a class hands in (decision 031, "Classes"). The teacher asks for a canvas with
 * instructions and a rubric of their own; a student hands in one of their own canvases, read
 * through the canvases' service (another user's canvas is not found there, so it is refused like
 * one that does not exist), as a snapshot: its version and its cards then. In a class of teams
 * the hand-in is the team's company's, as its decisions are. The teacher reads it with the
 * coherence check's findings and grades it; the company's students see their grade.
 */

/** What the classes service does with the class's canvas. */
export interface CanvasActions {
  /** The assignment and the hand-ins the user may see: every company's for the teacher, their own for a student. */
  canvasView(userId: string, id: string): Promise<ClassCanvasView>;
  /** The teacher asks for a canvas, or changes what they asked (grades given keep their rubric). */
  assignCanvas(userId: string, id: string, request: CanvasAssignmentRequest): Promise<ClassCanvasView>;
  /** The teacher asks for no canvas any more: the hand-ins and their grades go with the assignment. */
  unassignCanvas(userId: string, id: string): Promise<void>;
  /** A student hands in one of their own canvases for their company, replacing the one before until it is graded. */
  handIn(userId: string, id: string, request: HandInRequest): Promise<ClassCanvasView>;
  /** A company's hand-in with its cards: any company's for the teacher, their own for a student. */
  handInOf(userId: string, id: string, companyId: string): Promise<HandIn>;
  /** The teacher's grade of a company's hand-in (again, to change it). */
  gradeHandIn(userId: string, id: string, companyId: string, request: GradeHandInRequest): Promise<HandIn>;
}

/** The coherence check's score of the canvas as handed in. */
export function coherenceScore(snapshot: HandInSnapshot): number {
  return checkCoherence(snapshot, snapshot.validationFacts).score;
}

function presentGrade(grade: StoredGrade | null, gradedAt: Date | null): HandInSummary['grade'] {
  if (!grade || !gradedAt) return null;
  return {
    scores: grade.scores.map(({ criterionId, name, maxPoints, points }) => ({
      id: criterionId,
      name,
      maxPoints,
      points,
    })),
    total: grade.scores.reduce((sum, score) => sum + score.points, 0),
    maxTotal: grade.scores.reduce((sum, score) => sum + score.maxPoints, 0),
    comment: grade.comment,
    gradedAt: gradedAt.toISOString(),
  };
}

export function summarizeHandIn(row: HandInRow): HandInSummary {
  return {
    id: row.id,
    companyId: row.companyId,
    canvasId: row.canvasId,
    kind: row.canvas.kind,
    title: row.canvas.title,
    version: row.version,
    cardCount: row.canvas.cards.length,
    handedInBy: row.handedInByName,
    handedInAt: row.handedInAt.toISOString(),
    coherenceScore: coherenceScore(row.canvas),
    grade: presentGrade(row.grade, row.gradedAt),
  };
}

function presentHandIn(row: HandInRow): HandIn {
  return {
    ...summarizeHandIn(row),
    businessType: row.canvas.businessType,
    currency: row.canvas.currency,
    cards: row.canvas.cards.map((card) => ({ ...card, links: [...card.links] })),
    validationFacts: row.canvas.validationFacts,
  };
}

function presentAssignment(assignment: StoredCanvasAssignment): NonNullable<ClassCanvasView['assignment']> {
  return {
    kind: assignment.kind,
    instructions: assignment.instructions,
    rubric: assignment.rubric.map((criterion) => ({ ...criterion })),
    updatedAt: assignment.updatedAt,
  };
}

/** What `role` sees of the class's canvas: a student, only their own company's hand-in. */
export async function readCanvasView(db: Orm, row: ClassRow, role: Role, userId: string): Promise<ClassCanvasView> {
  const assignment = row.canvasAssignment;
  if (!assignment) return { assignment: null, handIns: [] };
  let companyId: string | undefined;
  if (role === 'student') {
    companyId = (await findMembership(db, row.id, userId))?.companyId;
    if (!companyId) return { assignment: presentAssignment(assignment), handIns: [] };
  }
  const rows = await listHandIns(db, row.id, companyId);
  return { assignment: presentAssignment(assignment), handIns: rows.map(summarizeHandIn) };
}

/** The grade the teacher sent, checked against the rubric: every criterion once, each within its points. */
function gradeFrom(assignment: StoredCanvasAssignment, request: GradeHandInRequest): StoredGrade {
  const rubric = new Map(assignment.rubric.map((criterion) => [criterion.id, criterion]));
  const points = new Map<string, number>();
  const issues: FieldIssue[] = [];
  request.scores.forEach((score, index) => {
    const criterion = rubric.get(score.criterionId);
    if (!criterion || points.has(score.criterionId)) {
      issues.push({ path: `scores.${index}.criterionId`, message: V.invalidOption });
      return;
    }
    if (score.points > criterion.maxPoints) issues.push({ path: `scores.${index}.points`, message: V.outOfRange });
    points.set(score.criterionId, score.points);
  });
  if (issues.length === 0 && points.size !== rubric.size) issues.push({ path: 'scores', message: V.required });
  if (issues.length > 0) throw new AppError('VALIDATION_FAILED', undefined, undefined, { issues });
  return {
    scores: assignment.rubric.map((criterion) => ({
      criterionId: criterion.id,
      name: criterion.name,
      maxPoints: criterion.maxPoints,
      points: points.get(criterion.id)!,
    })),
    comment: request.comment,
  };
}

export function createCanvasActions(ctx: ClassContext): CanvasActions {
  const { orm, now } = ctx;

  /**
   * The student's canvas, read through the canvases' service outside any transaction (the embedded
   * database has one connection): another user's canvas is not found there, and is refused here
   * exactly as an unknown one, on its field.
   */
  async function ownCanvas(userId: string, canvasId: string): Promise<CanvasDetail> {
    if (!ctx.canvases) throw new Error('The classes service was built without the canvases service.');
    try {
      return await ctx.canvases.get(userId, canvasId);
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') throw fieldIssue('canvasId', V.invalidOption);
      throw error;
    }
  }

  return {
    async canvasView(userId, id) {
      const { row, role } = await findAccess(orm, userId, await findClass(orm, id));
      return readCanvasView(orm, row, role, userId);
    },

    async assignCanvas(userId, id, request) {
      const row = await orm.transaction(async (tx) => {
        const locked = await requireTeacher(tx, userId, await findClass(tx, id, { forUpdate: true }));
        const assignment: StoredCanvasAssignment = {
          kind: request.kind,
          instructions: request.instructions,
          rubric: request.rubric.map(({ id: criterionId, name, maxPoints }) => ({ id: criterionId, name, maxPoints })),
          updatedAt: now().toISOString(),
        };
        await setCanvasAssignment(tx, id, assignment);
        return { ...locked, canvasAssignment: assignment };
      });
      await announceChange(ctx, orm, row);
      return readCanvasView(orm, row, 'teacher', userId);
    },

    async unassignCanvas(userId, id) {
      const row = await orm.transaction(async (tx) => {
        const locked = await requireTeacher(tx, userId, await findClass(tx, id, { forUpdate: true }));
        if (!locked.canvasAssignment) throw new AppError('NOT_FOUND');
        await deleteHandIns(tx, id);
        await setCanvasAssignment(tx, id, null);
        return locked;
      });
      await announceChange(ctx, orm, row);
    },

    async handIn(userId, id, request) {
      // Who may hand in, before the canvas is read: a class the user has no company in is not found.
      const found = await findClass(orm, id);
      if (!found || !(await findMembership(orm, id, userId))) throw new AppError('NOT_FOUND');
      if (!found.canvasAssignment) throw new AppError('CONFLICT');
      const canvas = await ownCanvas(userId, request.canvasId);
      const { row, companyId } = await orm.transaction(async (tx) => {
        const locked = await findClass(tx, id, { forUpdate: true });
        const membership = locked ? await findMembership(tx, id, userId) : null;
        if (!locked || !membership) throw new AppError('NOT_FOUND');
        const assignment = locked.canvasAssignment;
        if (!assignment) throw new AppError('CONFLICT');
        if (assignment.kind !== null && canvas.kind !== assignment.kind) throw fieldIssue('canvasId', V.invalidOption);
        // Graded: what the teacher graded stays what was handed in.
        if ((await findHandIn(tx, id, membership.companyId, { forUpdate: true }))?.grade)
          throw new AppError('CONFLICT');
        await upsertHandIn(tx, {
          classId: id,
          companyId: membership.companyId,
          id: randomUUID(),
          handedInBy: userId,
          canvasId: canvas.id,
          version: canvas.version,
          canvas: {
            kind: canvas.kind,
            title: canvas.title,
            businessType: canvas.businessType,
            currency: canvas.currency,
            cards: canvas.cards as CanvasCard[],
            validationFacts: canvas.validationFacts,
          },
          handedInAt: now(),
        });
        return { row: locked, companyId: membership.companyId };
      });
      await announceChange(ctx, orm, row, companyId);
      return readCanvasView(orm, row, 'student', userId);
    },

    async handInOf(userId, id, companyId) {
      const { row, role } = await findAccess(orm, userId, await findClass(orm, id));
      // Another company's hand-in is not a student's to read.
      if (role === 'student' && (await findMembership(orm, id, userId))?.companyId !== companyId)
        throw new AppError('NOT_FOUND');
      const handIn = row.canvasAssignment ? await findHandIn(orm, id, companyId) : null;
      if (!handIn) throw new AppError('NOT_FOUND');
      return presentHandIn(handIn);
    },

    async gradeHandIn(userId, id, companyId, request) {
      const row = await orm.transaction(async (tx) => {
        const locked = await requireTeacher(tx, userId, await findClass(tx, id, { forUpdate: true }));
        const handIn = locked.canvasAssignment ? await findHandIn(tx, id, companyId, { forUpdate: true }) : null;
        if (!locked.canvasAssignment || !handIn) throw new AppError('NOT_FOUND');
        // The student handed in again since the teacher read it: grade what was read, or nothing.
        if (handIn.id !== request.handInId) throw new AppError('CONFLICT');
        await setGrade(tx, id, companyId, gradeFrom(locked.canvasAssignment, request), now());
        return locked;
      });
      await announceChange(ctx, orm, row, companyId);
      const graded = await findHandIn(orm, id, companyId);
      if (!graded) throw new AppError('NOT_FOUND');
      return presentHandIn(graded);
    },
  };
}
