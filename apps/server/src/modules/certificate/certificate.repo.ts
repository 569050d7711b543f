import { and, asc, count, desc, eq, gte, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { user } from '../../db/schema/auth';
import { certificates, examAttempts, type ExamStatus } from '../../db/schema/certificate';

/** A founder's exam attempts (decision 035), always read and written by their owner's id. */

export type AttemptRow = typeof examAttempts.$inferSelect;

/** Waits for the user's other exam writes in this transaction's time: a start counts and inserts alone. */
export async function lockUserExams(tx: Orm, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`exams:${userId}`}, 0))`);
}

/** Ends the user's open attempt whose time ran out: it counts as used. */
export async function expireOverdue(orm: Orm, userId: string, now: Date): Promise<void> {
  await orm
    .update(examAttempts)
    .set({ status: 'expired', endedAt: now })
    .where(and(eq(examAttempts.userId, userId), eq(examAttempts.status, 'open'), lt(examAttempts.deadlineAt, now)));
}

export async function countStartedSince(orm: Orm, userId: string, since: Date): Promise<number> {
  const [row] = await orm
    .select({ value: count() })
    .from(examAttempts)
    // A class exam's attempt is the teacher's to give: it counts toward no plan.
    .where(and(eq(examAttempts.userId, userId), eq(examAttempts.counted, true), gte(examAttempts.startedAt, since)));
  return row?.value ?? 0;
}

export async function insertAttempt(
  orm: Orm,
  values: Pick<AttemptRow, 'userId' | 'level' | 'setup' | 'questions' | 'startedAt' | 'deadlineAt'> &
    Partial<Pick<AttemptRow, 'classExamId' | 'counted'>>,
): Promise<AttemptRow> {
  const [row] = await orm.insert(examAttempts).values(values).returning();
  return row!;
}

export async function findOpenAttempt(orm: Orm, userId: string): Promise<AttemptRow | null> {
  const [row] = await orm
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.userId, userId), eq(examAttempts.status, 'open')));
  return row ?? null;
}

/** The user's attempt, locked for this transaction's change when `forUpdate`. */
export async function findAttempt(orm: Orm, userId: string, id: string, forUpdate = false): Promise<AttemptRow | null> {
  const query = orm
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.id, id), eq(examAttempts.userId, userId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function listEndedAttempts(orm: Orm, userId: string): Promise<AttemptRow[]> {
  return orm
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.userId, userId), ne(examAttempts.status, 'open')))
    .orderBy(desc(examAttempts.startedAt))
    .limit(50);
}

export async function updateAttempt(
  orm: Orm,
  id: string,
  values: Partial<Pick<AttemptRow, 'decisions' | 'answers' | 'score' | 'endedAt'>> & { status?: ExamStatus },
): Promise<AttemptRow> {
  const [row] = await orm.update(examAttempts).set(values).where(eq(examAttempts.id, id)).returning();
  return row!;
}

/** Every attempt of the user, oldest first, for the data export. */
export function listAttemptsForExport(orm: Orm, userId: string): Promise<AttemptRow[]> {
  return orm.select().from(examAttempts).where(eq(examAttempts.userId, userId)).orderBy(asc(examAttempts.startedAt));
}

export type CertificateRow = typeof certificates.$inferSelect;

/** The name the user goes by now: what a certificate prints. */
export async function findHolderName(orm: Orm, userId: string): Promise<string> {
  const [row] = await orm.select({ name: user.name }).from(user).where(eq(user.id, userId));
  return row?.name ?? '';
}

export async function insertCertificate(
  orm: Orm,
  values: Pick<CertificateRow, 'id' | 'attemptId' | 'userId' | 'holderName' | 'level' | 'issuedAt'>,
): Promise<CertificateRow> {
  const [row] = await orm.insert(certificates).values(values).returning();
  return row!;
}

/** A certificate by its id, with the attempt it was earned in: anyone's (the verification page's read). */
export async function findCertificate(
  orm: Orm,
  id: string,
): Promise<{ certificate: CertificateRow; attempt: AttemptRow } | null> {
  const [row] = await orm
    .select({ certificate: certificates, attempt: examAttempts })
    .from(certificates)
    .innerJoin(examAttempts, eq(examAttempts.id, certificates.attemptId))
    .where(eq(certificates.id, id));
  return row ?? null;
}

/** The id of the certificate the user's attempt earned; null when it earned none. */
export async function findCertificateIdOfAttempt(orm: Orm, userId: string, attemptId: string): Promise<string | null> {
  const [row] = await orm
    .select({ id: certificates.id })
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.attemptId, attemptId)));
  return row?.id ?? null;
}

/** The user's certificates, by the attempt each was earned in. */
export async function listUserCertificates(orm: Orm, userId: string): Promise<CertificateRow[]> {
  return orm.select().from(certificates).where(eq(certificates.userId, userId)).orderBy(asc(certificates.issuedAt));
}

/** Revokes a certificate not revoked yet; false when none has the id or it already was. */
export async function revokeCertificate(orm: Orm, id: string, reason: string, at: Date): Promise<boolean> {
  const rows = await orm
    .update(certificates)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(certificates.id, id), isNull(certificates.revokedAt)))
    .returning({ id: certificates.id });
  return rows.length > 0;
}
