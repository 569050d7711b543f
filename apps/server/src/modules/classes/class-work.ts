import type { ClassWork, GradeHandInRequest, HandInGrade, RubricCriterion } from '@alavanca/contracts/class-works';
import type { FieldIssue } from '@alavanca/contracts/errors';
import { V } from '@alavanca/contracts/validation-messages';
import { randomUUID } from 'node:crypto';
import type { StoredGrade } from '../../db/schema/classes';
import { AppError, fieldIssue } from '../../http/app-error';
import { announceChange, findAccess, requireTeacher, type ClassContext, type Role } from './class-context';
import {
  deleteAssignment,
  findAssignment,
  findHandIn,
  listHandIns,
  setGrade,
  upsertAssignment,
  upsertHandIn,
  type AssignmentRow,
  type HandInRow,
} from './class-work.repo';
import { findClass, findMembership, type ClassRow } from './classes.repo';

/*
 * The work a class hands in for the teacher's rubric (decision 031, "Classes"; decision 032 for the
 * pitch). The teacher asks for a work of a kind with instructions and a rubric of their own; a
 * student hands in one of their own items, read through its own service (another user's item is
 * not found there, so it is refused like one that does not exist), as a snapshot of it then. In a
 * class of teams the hand-in is the team's company's, as its decisions are. The teacher reads it
 * with the product's own findings and grades each criterion; the company's students see the grade.
 * What differs between a canvas and a pitch is a `WorkDefinition`: everything else is this file.
 */

/** An item as a student hands it in: its kind, the version handed in and the snapshot kept. */
export interface HandedItem<Snapshot> {
  id: string;
  kind: string;
  version: number;
  snapshot: Snapshot;
}

/** What every hand-in shows whatever its work: who handed which version in when, and the grade. */
export interface HandInBase {
  id: string;
  companyId: string;
  version: number;
  handedInBy: string | null;
  handedInAt: string;
  grade: HandInGrade | null;
}

export interface AssignmentView<Kind> {
  kind: Kind | null;
  instructions: string;
  rubric: RubricCriterion[];
  updatedAt: string;
}

/** What a canvas and a pitch each tell the shared flow. */
export interface WorkDefinition<Snapshot, Kind extends string, Summary, Detail> {
  work: ClassWork;
  /** The hand-in request's field that names the item, where a refusal of it is told. */
  field: string;
  /**
   * The student's own item as it is handed in now; `NOT_FOUND` for another user's or an unknown one.
   * `kindAsked` (null: any) lets it refuse another kind before any work is done for it.
   */
  readOwn(userId: string, itemId: string, kindAsked: string | null): Promise<HandedItem<Snapshot>>;
  summarize(base: HandInBase, itemId: string, snapshot: Snapshot): Summary;
  present(summary: Summary, snapshot: Snapshot): Detail;
  /** The kind as stored, checked against the work's kinds. */
  kindOf(stored: string | null): Kind | null;
}

export interface AssignmentRequest {
  kind: string | null;
  instructions: string;
  rubric: RubricCriterion[];
}

export interface WorkView<Kind, Summary> {
  assignment: AssignmentView<Kind> | null;
  handIns: Summary[];
}

/** What the classes service does with one work the class hands in. */
export interface WorkActions<Kind, Summary, Detail> {
  /** The assignment and the hand-ins the user may see: every company's for the teacher, their own for a student. */
  view(userId: string, id: string): Promise<WorkView<Kind, Summary>>;
  /** The teacher asks for the work, or changes what they asked (grades given keep their rubric). */
  assign(userId: string, id: string, request: AssignmentRequest): Promise<WorkView<Kind, Summary>>;
  /** The teacher asks for it no more: the hand-ins and their grades go with the assignment. */
  unassign(userId: string, id: string): Promise<void>;
  /** A student hands in one of their own items for their company, replacing the one before until it is graded. */
  handIn(userId: string, id: string, itemId: string): Promise<WorkView<Kind, Summary>>;
  /** A company's hand-in in full: any company's for the teacher, their own for a student. */
  handInOf(userId: string, id: string, companyId: string): Promise<Detail>;
  /** The teacher's grade of a company's hand-in (again, to change it). */
  grade(userId: string, id: string, companyId: string, request: GradeHandInRequest): Promise<Detail>;
}

export function presentGrade(grade: StoredGrade | null, gradedAt: Date | null): HandInGrade | null {
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

function baseOf(row: HandInRow): HandInBase {
  return {
    id: row.id,
    companyId: row.companyId,
    version: row.version,
    handedInBy: row.handedInByName,
    handedInAt: row.handedInAt.toISOString(),
    grade: presentGrade(row.grade, row.gradedAt),
  };
}

/** The grade the teacher sent, checked against the rubric: every criterion once, each within its points. */
function gradeFrom(assignment: AssignmentRow, request: GradeHandInRequest): StoredGrade {
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

export function createWorkActions<Snapshot, Kind extends string, Summary, Detail>(
  ctx: ClassContext,
  definition: WorkDefinition<Snapshot, Kind, Summary, Detail>,
): WorkActions<Kind, Summary, Detail> & {
  /** A hand-in's row as the work's summary. */
  summarize(row: HandInRow): Summary;
  presentAssignment(row: AssignmentRow): AssignmentView<Kind>;
} {
  const { orm, now } = ctx;
  const { work } = definition;

  const summarize = (row: HandInRow) => definition.summarize(baseOf(row), row.itemId, row.snapshot as Snapshot);

  function presentAssignment(row: AssignmentRow): AssignmentView<Kind> {
    return {
      kind: definition.kindOf(row.kind),
      instructions: row.instructions,
      rubric: row.rubric.map((criterion) => ({ ...criterion })),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /** What `role` sees of the work: a student, only their own company's hand-in. */
  async function readView(row: ClassRow, role: Role, userId: string): Promise<WorkView<Kind, Summary>> {
    const assignment = await findAssignment(orm, row.id, work);
    if (!assignment) return { assignment: null, handIns: [] };
    let companyId: string | undefined;
    if (role === 'student') {
      companyId = (await findMembership(orm, row.id, userId))?.companyId;
      if (!companyId) return { assignment: presentAssignment(assignment), handIns: [] };
    }
    const rows = await listHandIns(orm, row.id, work, companyId);
    return { assignment: presentAssignment(assignment), handIns: rows.map(summarize) };
  }

  async function presentRow(row: HandInRow): Promise<Detail> {
    return definition.present(summarize(row), row.snapshot as Snapshot);
  }

  /** The student's item, read outside any transaction (the embedded database has one connection). */
  async function ownItem(userId: string, itemId: string, kindAsked: string | null): Promise<HandedItem<Snapshot>> {
    try {
      const item = await definition.readOwn(userId, itemId, kindAsked);
      if (kindAsked !== null && item.kind !== kindAsked) throw fieldIssue(definition.field, V.invalidOption);
      return item;
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') throw fieldIssue(definition.field, V.invalidOption);
      throw error;
    }
  }

  return {
    summarize,
    presentAssignment,

    async view(userId, id) {
      const { row, role } = await findAccess(orm, userId, await findClass(orm, id));
      return readView(row, role, userId);
    },

    async assign(userId, id, request) {
      const row = await orm.transaction(async (tx) => {
        const locked = await requireTeacher(tx, userId, await findClass(tx, id, { forUpdate: true }));
        await upsertAssignment(tx, {
          classId: id,
          work,
          kind: request.kind,
          instructions: request.instructions,
          rubric: request.rubric.map(({ id: criterionId, name, maxPoints }) => ({ id: criterionId, name, maxPoints })),
          updatedAt: now(),
        });
        return locked;
      });
      await announceChange(ctx, orm, row);
      return readView(row, 'teacher', userId);
    },

    async unassign(userId, id) {
      const row = await orm.transaction(async (tx) => {
        const locked = await requireTeacher(tx, userId, await findClass(tx, id, { forUpdate: true }));
        if (!(await deleteAssignment(tx, id, work))) throw new AppError('NOT_FOUND');
        return locked;
      });
      await announceChange(ctx, orm, row);
    },

    async handIn(userId, id, itemId) {
      // Who may hand in, before the item is read: a class the user has no company in is not found;
      // a graded hand-in stays what was graded, before a pitch is analysed for nothing.
      const found = await findClass(orm, id);
      const membership = found ? await findMembership(orm, id, userId) : null;
      if (!found || !membership) throw new AppError('NOT_FOUND');
      const asked = await findAssignment(orm, id, work);
      if (!asked) throw new AppError('CONFLICT');
      if ((await findHandIn(orm, id, work, membership.companyId))?.grade) throw new AppError('CONFLICT');
      const item = await ownItem(userId, itemId, asked.kind);
      const { row, companyId } = await orm.transaction(async (tx) => {
        const locked = await findClass(tx, id, { forUpdate: true });
        const member = locked ? await findMembership(tx, id, userId) : null;
        if (!locked || !member) throw new AppError('NOT_FOUND');
        const assignment = await findAssignment(tx, id, work);
        if (!assignment) throw new AppError('CONFLICT');
        if (assignment.kind !== null && item.kind !== assignment.kind)
          throw fieldIssue(definition.field, V.invalidOption);
        // Graded: what the teacher graded stays what was handed in.
        if ((await findHandIn(tx, id, work, member.companyId, { forUpdate: true }))?.grade)
          throw new AppError('CONFLICT');
        await upsertHandIn(tx, {
          classId: id,
          work,
          companyId: member.companyId,
          id: randomUUID(),
          handedInBy: userId,
          itemId: item.id,
          version: item.version,
          snapshot: item.snapshot as HandInRow['snapshot'],
          handedInAt: now(),
        });
        return { row: locked, companyId: member.companyId };
      });
      await announceChange(ctx, orm, row, companyId);
      return readView(row, 'student', userId);
    },

    async handInOf(userId, id, companyId) {
      const { role } = await findAccess(orm, userId, await findClass(orm, id));
      // Another company's hand-in is not a student's to read.
      if (role === 'student' && (await findMembership(orm, id, userId))?.companyId !== companyId)
        throw new AppError('NOT_FOUND');
      const handIn = await findHandIn(orm, id, work, companyId);
      if (!handIn) throw new AppError('NOT_FOUND');
      return presentRow(handIn);
    },

    async grade(userId, id, companyId, request) {
      const row = await orm.transaction(async (tx) => {
        const locked = await requireTeacher(tx, userId, await findClass(tx, id, { forUpdate: true }));
        const assignment = await findAssignment(tx, id, work);
        const handIn = assignment ? await findHandIn(tx, id, work, companyId, { forUpdate: true }) : null;
        if (!assignment || !handIn) throw new AppError('NOT_FOUND');
        // The student handed in again since the teacher read it: grade what was read, or nothing.
        if (handIn.id !== request.handInId) throw new AppError('CONFLICT');
        await setGrade(tx, { classId: id, work, companyId }, gradeFrom(assignment, request), now());
        return locked;
      });
      await announceChange(ctx, orm, row, companyId);
      const graded = await findHandIn(orm, id, work, companyId);
      if (!graded) throw new AppError('NOT_FOUND');
      return presentRow(graded);
    },
  };
}
