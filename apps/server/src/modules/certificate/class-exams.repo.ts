import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { certificates, classExams, examAttempts } from '../../db/schema/certificate';
import { classes } from '../../db/schema/classes';

/** The exams teachers run for their classes (decision 035): one level, one seed, every student once. */

export type ClassExamRow = typeof classExams.$inferSelect;

/** A new open exam for the class; null while another is open (the partial unique index's one). */
export async function insertClassExam(
  orm: Orm,
  values: Pick<ClassExamRow, 'classId' | 'level' | 'seed' | 'openedAt'>,
): Promise<ClassExamRow | null> {
  const [row] = await orm.insert(classExams).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findClassExam(orm: Orm, id: string): Promise<ClassExamRow | null> {
  const [row] = await orm.select().from(classExams).where(eq(classExams.id, id));
  return row ?? null;
}

export async function findOpenClassExam(orm: Orm, classId: string): Promise<ClassExamRow | null> {
  const [row] = await orm
    .select()
    .from(classExams)
    .where(and(eq(classExams.classId, classId), isNull(classExams.closedAt)));
  return row ?? null;
}

/** Closes the class's exam `id` if it is open; the row as it is after. */
export async function closeClassExam(orm: Orm, classId: string, id: string, at: Date): Promise<ClassExamRow | null> {
  await orm
    .update(classExams)
    .set({ closedAt: at })
    .where(and(eq(classExams.id, id), eq(classExams.classId, classId), isNull(classExams.closedAt)));
  const row = await findClassExam(orm, id);
  return row?.classId === classId ? row : null;
}

/** Whether the user has taken the class exam already (each student takes it once). */
export async function takenClassExam(orm: Orm, examId: string, userId: string): Promise<boolean> {
  const [row] = await orm
    .select({ id: examAttempts.id })
    .from(examAttempts)
    .where(and(eq(examAttempts.classExamId, examId), eq(examAttempts.userId, userId)));
  return row !== undefined;
}

/** The class's exams, newest first. */
export function listClassExams(orm: Orm, classId: string): Promise<ClassExamRow[]> {
  return orm
    .select()
    .from(classExams)
    .where(eq(classExams.classId, classId))
    .orderBy(desc(classExams.openedAt), desc(classExams.id));
}

/** The exams run for the classes `userId` teaches, oldest first (their data export). */
export async function listClassExamsTaughtBy(orm: Orm, userId: string): Promise<ClassExamRow[]> {
  const rows = await orm
    .select({ exam: classExams })
    .from(classExams)
    .innerJoin(classes, eq(classes.id, classExams.classId))
    .where(eq(classes.ownerId, userId))
    .orderBy(asc(classExams.openedAt));
  return rows.map((row) => row.exam);
}

/** The exams open in these classes. */
export function listOpenClassExams(orm: Orm, classIds: readonly string[]): Promise<ClassExamRow[]> {
  if (classIds.length === 0) return Promise.resolve([]);
  return orm
    .select()
    .from(classExams)
    .where(and(inArray(classExams.classId, [...classIds]), isNull(classExams.closedAt)))
    .orderBy(desc(classExams.openedAt));
}

/** The attempts taken in these class exams, each with the certificate it earned, if any. */
export function listClassExamAttempts(orm: Orm, examIds: readonly string[]) {
  if (examIds.length === 0) return Promise.resolve([]);
  return orm
    .select({
      id: examAttempts.id,
      classExamId: examAttempts.classExamId,
      userId: examAttempts.userId,
      status: examAttempts.status,
      score: examAttempts.score,
      deadlineAt: examAttempts.deadlineAt,
      certificateId: certificates.id,
    })
    .from(examAttempts)
    .leftJoin(certificates, eq(certificates.attemptId, examAttempts.id))
    .where(inArray(examAttempts.classExamId, [...examIds]));
}
