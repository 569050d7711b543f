import type { ReportFormat, ReportKind } from '@alavanca/contracts/reports';
import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { user } from '../../db/schema/auth';
import { reports, weeklySummaries, type WeeklySummaryContent } from '../../db/schema/reports';
import { userSettings } from '../../db/schema/user-data';
import { countByWeek, type WeeklyCounts } from '../../db/weekly-counts';

/** A report as listed: everything but its files' bytes. */
export interface ReportRow {
  id: string;
  kind: string;
  itemId: string;
  title: string;
  language: string;
  pdfBytes: number;
  csvBytes: number;
  createdAt: Date;
}

const listed = {
  id: reports.id,
  kind: reports.kind,
  itemId: reports.itemId,
  title: reports.title,
  language: reports.language,
  pdfBytes: sql<number>`octet_length(${reports.pdf})::int`,
  csvBytes: sql<number>`octet_length(${reports.csv})::int`,
  createdAt: reports.createdAt,
};

export async function insertReport(
  orm: Orm,
  report: {
    userId: string;
    kind: ReportKind;
    itemId: string;
    title: string;
    language: string;
    pdf: Buffer;
    csv: Buffer;
  },
): Promise<ReportRow> {
  const [row] = await orm.insert(reports).values(report).returning(listed);
  if (!row) throw new Error('The report insert returned no row.');
  return row;
}

export function listReports(orm: Orm, userId: string, limit: number): Promise<ReportRow[]> {
  return orm
    .select(listed)
    .from(reports)
    .where(eq(reports.userId, userId))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(limit);
}

/** One file of one of the user's reports; null for another user's or an unknown id. */
export async function findReportFile(
  orm: Orm,
  userId: string,
  id: string,
  format: ReportFormat,
): Promise<{ title: string; data: Buffer; createdAt: Date } | null> {
  const [row] = await orm
    .select({ title: reports.title, data: format === 'pdf' ? reports.pdf : reports.csv, createdAt: reports.createdAt })
    .from(reports)
    .where(and(eq(reports.id, id), eq(reports.userId, userId)));
  return row ?? null;
}

/** Reports generated per week since a moment. */
export function reportsByWeek(orm: Orm, userId: string, since: Date): Promise<WeeklyCounts> {
  return countByWeek(orm, { table: reports, userId: reports.userId, createdAt: reports.createdAt }, userId, since);
}

/** The user's reports with their files, and their weekly summaries, for the data export. */
export async function readReportsForExport(orm: Orm, userId: string) {
  const rows = await orm
    .select({ ...listed, pdf: reports.pdf, csv: reports.csv })
    .from(reports)
    .where(eq(reports.userId, userId))
    .orderBy(reports.createdAt);
  const summaries = await listSummaries(orm, userId, Number.MAX_SAFE_INTEGER);
  return { rows, summaries };
}

// ---- Weekly summaries ----

/**
 * Makes the week's pending row for every user with weekly reports on (no settings row means the
 * default, on) who had signed up before the week ended; rows already there are left alone, so
 * every instance may run it at any time.
 */
export async function createPendingSummaries(orm: Orm, weekStart: string, weekEnd: Date): Promise<void> {
  await orm.execute(sql`
    insert into ${weeklySummaries} (user_id, week_start)
    select ${user.id}, ${weekStart}::date
    from ${user}
    left join ${userSettings} on ${userSettings.userId} = ${user.id}
    where coalesce(${userSettings.weeklyReports}, true) and ${user.createdAt} < ${weekEnd}
    on conflict do nothing`);
}

/** Users whose summary of the week is still to be delivered, after `after` (unlocked read: a claim decides). */
export async function pendingSummaryUsers(
  orm: Orm,
  weekStart: string,
  limit: number,
  after?: string,
): Promise<string[]> {
  const rows = await orm
    .select({ userId: weeklySummaries.userId })
    .from(weeklySummaries)
    .where(
      and(
        eq(weeklySummaries.weekStart, weekStart),
        isNull(weeklySummaries.deliveredAt),
        after === undefined ? undefined : gt(weeklySummaries.userId, after),
      ),
    )
    .orderBy(weeklySummaries.userId)
    .limit(limit);
  return rows.map((row) => row.userId);
}

/**
 * Locks the user's pending row for the week, or answers false when it is delivered or another
 * instance holds it (SKIP LOCKED: that one is delivering it). Inside the caller's transaction.
 */
export async function claimSummary(tx: Orm, userId: string, weekStart: string): Promise<boolean> {
  const rows = await tx
    .select({ userId: weeklySummaries.userId })
    .from(weeklySummaries)
    .where(
      and(
        eq(weeklySummaries.userId, userId),
        eq(weeklySummaries.weekStart, weekStart),
        isNull(weeklySummaries.deliveredAt),
      ),
    )
    .for('update', { skipLocked: true });
  return rows.length > 0;
}

export async function markSummaryDelivered(
  tx: Orm,
  userId: string,
  weekStart: string,
  summary: WeeklySummaryContent,
  notificationId: string,
): Promise<void> {
  await tx
    .update(weeklySummaries)
    .set({ summary, notificationId, deliveredAt: new Date() })
    .where(and(eq(weeklySummaries.userId, userId), eq(weeklySummaries.weekStart, weekStart)));
}

/** A pending summary dropped: the user turned weekly reports off before it was delivered. */
export async function dropSummary(tx: Orm, userId: string, weekStart: string): Promise<void> {
  await tx
    .delete(weeklySummaries)
    .where(and(eq(weeklySummaries.userId, userId), eq(weeklySummaries.weekStart, weekStart)));
}

export interface SummaryRow {
  weekStart: string;
  summary: WeeklySummaryContent;
  deliveredAt: Date;
}

/** The user's delivered summaries, newest first. */
export async function listSummaries(orm: Orm, userId: string, limit: number): Promise<SummaryRow[]> {
  const rows = await orm
    .select({
      // Read as text: node-postgres would turn a date into a local-midnight Date.
      weekStart: sql<string>`${weeklySummaries.weekStart}::text`,
      summary: weeklySummaries.summary,
      deliveredAt: weeklySummaries.deliveredAt,
    })
    .from(weeklySummaries)
    .where(and(eq(weeklySummaries.userId, userId), isNotNull(weeklySummaries.deliveredAt)))
    .orderBy(desc(weeklySummaries.weekStart))
    .limit(limit);
  return rows.flatMap((row) =>
    row.summary && row.deliveredAt
      ? [{ weekStart: row.weekStart, summary: row.summary, deliveredAt: row.deliveredAt }]
      : [],
  );
}

/** Whether the user wants weekly summaries now (the default, without a settings row, is yes). */
export async function wantsWeeklySummaries(orm: Orm, userId: string): Promise<boolean> {
  const [row] = await orm
    .select({ on: userSettings.weeklyReports })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return row?.on ?? true;
}
