import type { MonthDecisions, MonthResult, SimulationSetup, SimulationState } from '@alavanca/domain/simulation/types';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { user } from '../../db/schema/auth';
import {
  classAnnouncements,
  classCompanies,
  classCompanyMonths,
  classes,
  classMembers,
  classRounds,
  type StoredMarketReport,
} from '../../db/schema/classes';

export type ClassRow = typeof classes.$inferSelect;
export type CompanyRow = typeof classCompanies.$inferSelect;
export type CompanyMonthRow = typeof classCompanyMonths.$inferSelect;
export type RoundRow = typeof classRounds.$inferSelect;
export type AnnouncementRow = typeof classAnnouncements.$inferSelect;
export type MemberRow = { userId: string; name: string; email: string; companyId: string; joinedAt: Date };

export async function insertClass(
  orm: Orm,
  values: {
    ownerId: string;
    name: string;
    setup: SimulationSetup;
    marketMode: string;
    grouping: string;
    teamSize: number | null;
    schedule: string;
    roundDays: number | null;
    showNames: boolean;
    joinCode: string;
    deadlineAt: Date | null;
  },
): Promise<ClassRow> {
  const [row] = await orm.insert(classes).values(values).returning();
  if (!row) throw new Error('The class insert returned no row.');
  return row;
}

export async function findClass(orm: Orm, id: string, options: { forUpdate?: boolean } = {}): Promise<ClassRow | null> {
  const query = orm.select().from(classes).where(eq(classes.id, id));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row ?? null;
}

export async function findClassByCode(orm: Orm, joinCode: string): Promise<ClassRow | null> {
  const [row] = await orm.select().from(classes).where(eq(classes.joinCode, joinCode));
  return row ?? null;
}

export async function updateClass(
  orm: Orm,
  id: string,
  values: Partial<Pick<ClassRow, 'status' | 'month' | 'deadlineAt' | 'remindedAt' | 'showNames' | 'lateEnrolment'>>,
): Promise<ClassRow> {
  const [row] = await orm
    .update(classes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(classes.id, id))
    .returning();
  if (!row) throw new Error('The class update returned no row.');
  return row;
}

export async function deleteClass(orm: Orm, id: string): Promise<void> {
  await orm.delete(classes).where(eq(classes.id, id));
}

/** The teacher's classes not yet finished. */
export async function countOpenClasses(orm: Orm, ownerId: string): Promise<number> {
  const [row] = await orm
    .select({ n: count() })
    .from(classes)
    .where(and(eq(classes.ownerId, ownerId), eq(classes.status, 'open')));
  return row?.n ?? 0;
}

/** The classes a user teaches or is a student of, newest first, with their students counted. */
export async function listClassesOf(orm: Orm, userId: string): Promise<(ClassRow & { students: number })[]> {
  const students = sql<number>`(select count(*)::int from ${classMembers} where ${classMembers.classId} = ${classes.id})`;
  const rows = await orm
    .select({ row: classes, students })
    .from(classes)
    .where(
      or(
        eq(classes.ownerId, userId),
        inArray(
          classes.id,
          orm.select({ id: classMembers.classId }).from(classMembers).where(eq(classMembers.userId, userId)),
        ),
      ),
    )
    .orderBy(desc(classes.createdAt), desc(classes.id));
  return rows.map(({ row, students: n }) => ({ ...row, students: n }));
}

export async function findOwnerName(orm: Orm, userId: string): Promise<string> {
  const [row] = await orm.select({ name: user.name }).from(user).where(eq(user.id, userId));
  return row?.name ?? '';
}

// ---- Members ----

export async function findMembership(orm: Orm, classId: string, userId: string): Promise<{ companyId: string } | null> {
  const [row] = await orm
    .select({ companyId: classMembers.companyId })
    .from(classMembers)
    .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, userId)));
  return row ?? null;
}

export async function insertMember(orm: Orm, values: { classId: string; userId: string; companyId: string }) {
  await orm.insert(classMembers).values(values);
}

export async function deleteMember(orm: Orm, classId: string, userId: string): Promise<void> {
  await orm.delete(classMembers).where(and(eq(classMembers.classId, classId), eq(classMembers.userId, userId)));
}

export async function countMembers(orm: Orm, classId: string): Promise<number> {
  const [row] = await orm.select({ n: count() }).from(classMembers).where(eq(classMembers.classId, classId));
  return row?.n ?? 0;
}

export async function countCompanyMembers(orm: Orm, companyId: string): Promise<number> {
  const [row] = await orm.select({ n: count() }).from(classMembers).where(eq(classMembers.companyId, companyId));
  return row?.n ?? 0;
}

/** Every student of the class with their company, in the order they joined. */
export function listMembers(orm: Orm, classId: string): Promise<MemberRow[]> {
  return orm
    .select({
      userId: classMembers.userId,
      name: user.name,
      email: user.email,
      companyId: classMembers.companyId,
      joinedAt: classMembers.joinedAt,
    })
    .from(classMembers)
    .innerJoin(user, eq(user.id, classMembers.userId))
    .where(eq(classMembers.classId, classId))
    .orderBy(asc(classMembers.joinedAt), asc(classMembers.userId));
}

// ---- Companies ----

export async function insertCompany(
  orm: Orm,
  values: {
    classId: string;
    name: string;
    alias: number;
    state: SimulationState;
    /** A late company's (lateCompany): where its held months left it. */
    status?: string;
    score?: number | null;
    profitCents?: number;
  },
): Promise<CompanyRow> {
  const [row] = await orm.insert(classCompanies).values(values).returning();
  if (!row) throw new Error('The company insert returned no row.');
  return row;
}

/** The class's companies by alias; locked with the class's round when `forUpdate`. */
export async function listCompanies(orm: Orm, classId: string, options: { forUpdate?: boolean } = {}) {
  const query = orm
    .select()
    .from(classCompanies)
    .where(eq(classCompanies.classId, classId))
    .orderBy(asc(classCompanies.alias));
  return options.forUpdate ? query.for('update') : query;
}

export async function findCompany(orm: Orm, classId: string, companyId: string, options: { forUpdate?: boolean } = {}) {
  const query = orm
    .select()
    .from(classCompanies)
    .where(and(eq(classCompanies.classId, classId), eq(classCompanies.id, companyId)));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row ?? null;
}

export async function nextAlias(orm: Orm, classId: string): Promise<number> {
  const [row] = await orm
    .select({ alias: sql<number>`coalesce(max(${classCompanies.alias}), 0)::int + 1` })
    .from(classCompanies)
    .where(eq(classCompanies.classId, classId));
  return row?.alias ?? 1;
}

export async function updateCompany(
  orm: Orm,
  id: string,
  values: Partial<
    Pick<CompanyRow, 'status' | 'state' | 'pending' | 'submittedAt' | 'score' | 'profitCents' | 'marketShare'>
  >,
): Promise<CompanyRow> {
  const [row] = await orm
    .update(classCompanies)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(classCompanies.id, id))
    .returning();
  if (!row) throw new Error('The company update returned no row.');
  return row;
}

/** Companies still playing: a round without any would end the class before it began. */
export async function countActiveCompanies(orm: Orm, classId: string): Promise<number> {
  const [row] = await orm
    .select({ n: count() })
    .from(classCompanies)
    .where(and(eq(classCompanies.classId, classId), eq(classCompanies.status, 'active')));
  return row?.n ?? 0;
}

export async function deleteCompany(orm: Orm, id: string): Promise<void> {
  await orm.delete(classCompanies).where(eq(classCompanies.id, id));
}

/** Companies with room for one more member, and how many they have. */
export function listTeams(orm: Orm, classId: string) {
  return orm
    .select({ id: classCompanies.id, name: classCompanies.name, members: count(classMembers.userId) })
    .from(classCompanies)
    .leftJoin(classMembers, eq(classMembers.companyId, classCompanies.id))
    .where(and(eq(classCompanies.classId, classId), eq(classCompanies.status, 'active')))
    .groupBy(classCompanies.id, classCompanies.name, classCompanies.alias)
    .orderBy(asc(classCompanies.alias));
}

// ---- Months and rounds ----

export async function insertCompanyMonths(
  orm: Orm,
  values: {
    companyId: string;
    month: number;
    decisions: MonthDecisions;
    held: boolean;
    slice: number | null;
    result: MonthResult;
  }[],
): Promise<void> {
  if (values.length > 0) await orm.insert(classCompanyMonths).values(values);
}

export function listCompanyMonths(orm: Orm, companyId: string): Promise<CompanyMonthRow[]> {
  return orm
    .select()
    .from(classCompanyMonths)
    .where(eq(classCompanyMonths.companyId, companyId))
    .orderBy(asc(classCompanyMonths.month));
}

/** The results of every company of the class, oldest first: what the scores are computed from. */
export function listClassResults(orm: Orm, classId: string) {
  return orm
    .select({ companyId: classCompanyMonths.companyId, result: classCompanyMonths.result })
    .from(classCompanyMonths)
    .innerJoin(classCompanies, eq(classCompanies.id, classCompanyMonths.companyId))
    .where(eq(classCompanies.classId, classId))
    .orderBy(asc(classCompanyMonths.companyId), asc(classCompanyMonths.month));
}

export async function insertRound(
  orm: Orm,
  values: { classId: string; month: number; closedBy: 'teacher' | 'deadline'; report: StoredMarketReport },
): Promise<void> {
  await orm.insert(classRounds).values(values);
}

export function listRounds(orm: Orm, classId: string): Promise<RoundRow[]> {
  return orm.select().from(classRounds).where(eq(classRounds.classId, classId)).orderBy(desc(classRounds.month));
}

export async function insertAnnouncement(orm: Orm, classId: string, body: string): Promise<AnnouncementRow> {
  const [row] = await orm.insert(classAnnouncements).values({ classId, body }).returning();
  if (!row) throw new Error('The announcement insert returned no row.');
  return row;
}

export function listAnnouncements(orm: Orm, classId: string): Promise<AnnouncementRow[]> {
  return orm
    .select()
    .from(classAnnouncements)
    .where(eq(classAnnouncements.classId, classId))
    .orderBy(desc(classAnnouncements.createdAt), desc(classAnnouncements.id));
}

// ---- The rounds' clock ----

/** Open classes whose round's deadline has passed, oldest deadline first. */
export async function dueClassIds(orm: Orm, now: Date, limit: number): Promise<string[]> {
  const rows = await orm
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.status, 'open'), isNotNull(classes.deadlineAt), lte(classes.deadlineAt, now)))
    .orderBy(asc(classes.deadlineAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Open classes whose deadline comes before `before` and whose round's reminder has not gone out. */
export async function reminderDueClassIds(orm: Orm, before: Date, limit: number): Promise<string[]> {
  const rows = await orm
    .select({ id: classes.id })
    .from(classes)
    .where(
      and(
        eq(classes.status, 'open'),
        isNotNull(classes.deadlineAt),
        lte(classes.deadlineAt, before),
        isNull(classes.remindedAt),
      ),
    )
    .orderBy(asc(classes.deadlineAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Locks a class for its round, or answers null when another instance holds it (SKIP LOCKED: that
 * one is closing it). Inside the caller's transaction.
 */
export async function claimClass(tx: Orm, id: string): Promise<ClassRow | null> {
  const [row] = await tx.select().from(classes).where(eq(classes.id, id)).for('update', { skipLocked: true });
  return row ?? null;
}

// ---- The account's export ----

/** What a user's export holds of classes: those they teach, and their place and company in those they study in. */
export async function readClassesForExport(orm: Orm, userId: string) {
  const teaching = await orm.select().from(classes).where(eq(classes.ownerId, userId)).orderBy(asc(classes.createdAt));
  const teachingIds = teaching.map((row) => row.id);
  const [rounds, announcements] =
    teachingIds.length === 0
      ? [[], []]
      : await Promise.all([
          orm
            .select()
            .from(classRounds)
            .where(inArray(classRounds.classId, teachingIds))
            .orderBy(asc(classRounds.month)),
          orm
            .select()
            .from(classAnnouncements)
            .where(inArray(classAnnouncements.classId, teachingIds))
            .orderBy(asc(classAnnouncements.createdAt)),
        ]);
  const memberships = await orm
    .select({ member: classMembers, className: classes.name, company: classCompanies })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .innerJoin(classCompanies, eq(classCompanies.id, classMembers.companyId))
    .where(eq(classMembers.userId, userId))
    .orderBy(asc(classMembers.joinedAt));
  const companyIds = memberships.map((row) => row.company.id);
  const months =
    companyIds.length === 0
      ? []
      : await orm
          .select()
          .from(classCompanyMonths)
          .where(inArray(classCompanyMonths.companyId, companyIds))
          .orderBy(asc(classCompanyMonths.month));
  return { teaching, rounds, announcements, memberships, months };
}

/** Per company of the class: the rounds it decided and those it ran on held decisions. */
export async function countDecidedRounds(
  orm: Orm,
  classId: string,
): Promise<Map<string, { decided: number; held: number }>> {
  const rows = await orm
    .select({
      companyId: classCompanyMonths.companyId,
      decided: sql<number>`count(*) filter (where not ${classCompanyMonths.held})::int`,
      held: sql<number>`count(*) filter (where ${classCompanyMonths.held})::int`,
    })
    .from(classCompanyMonths)
    .innerJoin(classCompanies, eq(classCompanies.id, classCompanyMonths.companyId))
    .where(eq(classCompanies.classId, classId))
    .groupBy(classCompanyMonths.companyId);
  return new Map(rows.map((row) => [row.companyId, { decided: row.decided, held: row.held }]));
}
