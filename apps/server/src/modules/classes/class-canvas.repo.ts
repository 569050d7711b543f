import { and, asc, eq } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { user } from '../../db/schema/auth';
import {
  classCanvasHandIns,
  classes,
  type HandInSnapshot,
  type StoredCanvasAssignment,
  type StoredGrade,
} from '../../db/schema/classes';

/*
 * The canvas a class hands in: the teacher's assignment (a column of the class) and each company's
 * hand-in, a snapshot of a student's canvas. Always read by the class's id, which the service has
 * checked the user may see.
 */

export type HandInRow = typeof classCanvasHandIns.$inferSelect & { handedInByName: string | null };

export async function setCanvasAssignment(
  orm: Orm,
  classId: string,
  assignment: StoredCanvasAssignment | null,
): Promise<void> {
  await orm.update(classes).set({ canvasAssignment: assignment, updatedAt: new Date() }).where(eq(classes.id, classId));
}

export async function deleteHandIns(orm: Orm, classId: string): Promise<void> {
  await orm.delete(classCanvasHandIns).where(eq(classCanvasHandIns.classId, classId));
}

const handInColumns = {
  classId: classCanvasHandIns.classId,
  companyId: classCanvasHandIns.companyId,
  id: classCanvasHandIns.id,
  handedInBy: classCanvasHandIns.handedInBy,
  canvasId: classCanvasHandIns.canvasId,
  version: classCanvasHandIns.version,
  canvas: classCanvasHandIns.canvas,
  handedInAt: classCanvasHandIns.handedInAt,
  grade: classCanvasHandIns.grade,
  gradedAt: classCanvasHandIns.gradedAt,
  handedInByName: user.name,
};

/** The class's hand-ins, the first handed in first; only `companyId`'s when given. */
export function listHandIns(orm: Orm, classId: string, companyId?: string): Promise<HandInRow[]> {
  return orm
    .select(handInColumns)
    .from(classCanvasHandIns)
    .leftJoin(user, eq(user.id, classCanvasHandIns.handedInBy))
    .where(
      and(
        eq(classCanvasHandIns.classId, classId),
        companyId === undefined ? undefined : eq(classCanvasHandIns.companyId, companyId),
      ),
    )
    .orderBy(asc(classCanvasHandIns.handedInAt), asc(classCanvasHandIns.companyId));
}

/** A company's hand-in; locked for the caller's transaction when `forUpdate`. */
export async function findHandIn(
  orm: Orm,
  classId: string,
  companyId: string,
  options: { forUpdate?: boolean } = {},
): Promise<HandInRow | null> {
  const query = orm
    .select(handInColumns)
    .from(classCanvasHandIns)
    .leftJoin(user, eq(user.id, classCanvasHandIns.handedInBy))
    .where(and(eq(classCanvasHandIns.classId, classId), eq(classCanvasHandIns.companyId, companyId)));
  const [row] = await (options.forUpdate ? query.for('update', { of: classCanvasHandIns }) : query);
  return row ?? null;
}

/** A company's hand-in, replacing the one before it (a new id, no grade). */
export async function upsertHandIn(
  orm: Orm,
  values: {
    classId: string;
    companyId: string;
    id: string;
    handedInBy: string;
    canvasId: string;
    version: number;
    canvas: HandInSnapshot;
    handedInAt: Date;
  },
): Promise<void> {
  const { classId: _classId, companyId: _companyId, ...replaced } = values;
  await orm
    .insert(classCanvasHandIns)
    .values(values)
    .onConflictDoUpdate({
      target: [classCanvasHandIns.classId, classCanvasHandIns.companyId],
      set: { ...replaced, grade: null, gradedAt: null },
    });
}

export async function setGrade(
  orm: Orm,
  classId: string,
  companyId: string,
  grade: StoredGrade,
  gradedAt: Date,
): Promise<void> {
  await orm
    .update(classCanvasHandIns)
    .set({ grade, gradedAt })
    .where(and(eq(classCanvasHandIns.classId, classId), eq(classCanvasHandIns.companyId, companyId)));
}
