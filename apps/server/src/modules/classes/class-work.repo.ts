import type { ClassWork } from '@alavanca/contracts/class-works';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { user } from '../../db/schema/auth';
import { classAssignments, classes, classHandIns, classMembers, type StoredGrade } from '../../db/schema/classes';

/*
 * The work a class hands in: the teacher's assignment of a work (a canvas or a pitch) and each
 * company's hand-in of it, a snapshot of a student's item. Always read by the class's id, which
 * the service has checked the user may see.
 */

export type AssignmentRow = typeof classAssignments.$inferSelect;
export type HandInRow = typeof classHandIns.$inferSelect & { handedInByName: string | null };

export async function findAssignment(orm: Orm, classId: string, work: ClassWork): Promise<AssignmentRow | null> {
  const [row] = await orm
    .select()
    .from(classAssignments)
    .where(and(eq(classAssignments.classId, classId), eq(classAssignments.work, work)));
  return row ?? null;
}

/** Asks for the work, or changes what was asked; the hand-ins and their grades stay. */
export async function upsertAssignment(orm: Orm, values: AssignmentRow): Promise<void> {
  const { classId: _classId, work: _work, ...changed } = values;
  await orm
    .insert(classAssignments)
    .values(values)
    .onConflictDoUpdate({ target: [classAssignments.classId, classAssignments.work], set: changed });
}

/** Asks for the work no more: its hand-ins go with it (the foreign key cascades). */
export async function deleteAssignment(orm: Orm, classId: string, work: ClassWork): Promise<boolean> {
  const deleted = await orm
    .delete(classAssignments)
    .where(and(eq(classAssignments.classId, classId), eq(classAssignments.work, work)))
    .returning({ classId: classAssignments.classId });
  return deleted.length > 0;
}

const handInColumns = {
  classId: classHandIns.classId,
  work: classHandIns.work,
  companyId: classHandIns.companyId,
  id: classHandIns.id,
  handedInBy: classHandIns.handedInBy,
  itemId: classHandIns.itemId,
  version: classHandIns.version,
  snapshot: classHandIns.snapshot,
  handedInAt: classHandIns.handedInAt,
  grade: classHandIns.grade,
  gradedAt: classHandIns.gradedAt,
  handedInByName: user.name,
};

/** The class's hand-ins of `work`, the first handed in first; only `companyId`'s when given. */
export function listHandIns(orm: Orm, classId: string, work: ClassWork, companyId?: string): Promise<HandInRow[]> {
  return orm
    .select(handInColumns)
    .from(classHandIns)
    .leftJoin(user, eq(user.id, classHandIns.handedInBy))
    .where(
      and(
        eq(classHandIns.classId, classId),
        eq(classHandIns.work, work),
        companyId === undefined ? undefined : eq(classHandIns.companyId, companyId),
      ),
    )
    .orderBy(asc(classHandIns.handedInAt), asc(classHandIns.companyId));
}

/** A company's hand-in of `work`; locked for the caller's transaction when `forUpdate`. */
export async function findHandIn(
  orm: Orm,
  classId: string,
  work: ClassWork,
  companyId: string,
  options: { forUpdate?: boolean } = {},
): Promise<HandInRow | null> {
  const query = orm
    .select(handInColumns)
    .from(classHandIns)
    .leftJoin(user, eq(user.id, classHandIns.handedInBy))
    .where(and(eq(classHandIns.classId, classId), eq(classHandIns.work, work), eq(classHandIns.companyId, companyId)));
  const [row] = await (options.forUpdate ? query.for('update', { of: classHandIns }) : query);
  return row ?? null;
}

/** A company's hand-in, replacing the one before it (a new id, no grade). */
export async function upsertHandIn(
  orm: Orm,
  values: Omit<typeof classHandIns.$inferInsert, 'grade' | 'gradedAt'>,
): Promise<void> {
  const { classId: _classId, work: _work, companyId: _companyId, ...replaced } = values;
  await orm
    .insert(classHandIns)
    .values(values)
    .onConflictDoUpdate({
      target: [classHandIns.classId, classHandIns.work, classHandIns.companyId],
      set: { ...replaced, grade: null, gradedAt: null },
    });
}

export async function setGrade(
  orm: Orm,
  key: { classId: string; work: ClassWork; companyId: string },
  grade: StoredGrade,
  gradedAt: Date,
): Promise<void> {
  await orm
    .update(classHandIns)
    .set({ grade, gradedAt })
    .where(
      and(
        eq(classHandIns.classId, key.classId),
        eq(classHandIns.work, key.work),
        eq(classHandIns.companyId, key.companyId),
      ),
    );
}

/** The assignments of `work` in the classes `userId` studies in, with the class's name and their company. */
export function listStudentAssignments(
  orm: Orm,
  userId: string,
  work: ClassWork,
): Promise<{ assignment: AssignmentRow; className: string; companyId: string }[]> {
  return orm
    .select({ assignment: classAssignments, className: classes.name, companyId: classMembers.companyId })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .innerJoin(classAssignments, and(eq(classAssignments.classId, classes.id), eq(classAssignments.work, work)))
    .where(eq(classMembers.userId, userId))
    .orderBy(desc(classAssignments.updatedAt), asc(classes.id));
}
