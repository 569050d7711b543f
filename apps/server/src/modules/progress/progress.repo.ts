import type { CompetenceEvidence, EvidenceSource } from '@alavanca/domain/progress/competences';
import { and, asc, desc, eq, gte, inArray, notExists, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { user } from '../../db/schema/auth';
import { competenceEvidence, progressBackfills, userAchievements } from '../../db/schema/progress';

/*
 * A founder's competence evidence and achievements (decision 033). Both are written with
 * "insert … on conflict do nothing": a try already stored and an achievement already earned stay
 * as they were, however many transactions reach them at once.
 */

export type EvidenceRow = typeof competenceEvidence.$inferSelect;
export type AchievementRow = typeof userAchievements.$inferSelect;

/**
 * Stores the tries not stored yet (the same try again, by its fingerprint, adds nothing), and
 * upgrades a stored one that now shows more (a work's evidence: a try become a success, a success
 * become a strong one; never the other way); returns how many were new or upgraded.
 */
export async function insertEvidence(
  orm: Orm,
  userId: string,
  evidence: readonly CompetenceEvidence[],
): Promise<number> {
  if (evidence.length === 0) return 0;
  // One row per try in one statement (PostgreSQL updates a row once per statement): the best of
  // the same try read twice, such as two shocks whose windows both end with the run.
  const rank = (item: CompetenceEvidence) => Number(item.success) + Number(item.strong);
  const tries = new Map<string, CompetenceEvidence>();
  for (const item of evidence) {
    const key = `${item.competence} ${item.fingerprint}`;
    const kept = tries.get(key);
    if (!kept || rank(item) > rank(kept)) tries.set(key, item);
  }
  const stored = competenceEvidence;
  const rows = await orm
    .insert(stored)
    .values([...tries.values()].map((item) => ({ userId, ...item, values: { ...item.values } })))
    .onConflictDoUpdate({
      target: [stored.userId, stored.competence, stored.fingerprint],
      set: {
        success: sql`excluded.success`,
        strong: sql`excluded.strong`,
        source: sql`excluded.source`,
        values: sql`excluded.values`,
      },
      setWhere: sql`(excluded.success and not ${stored.success}) or (excluded.strong and not ${stored.strong})`,
    })
    .returning({ fingerprint: stored.fingerprint });
  return rows.length;
}

/** The evidence of each of `userIds`, in one read (a class's students). */
export function listEvidenceOf(orm: Orm, userIds: readonly string[]): Promise<EvidenceRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return orm
    .select()
    .from(competenceEvidence)
    .where(inArray(competenceEvidence.userId, [...userIds]));
}

export function listEvidence(orm: Orm, userId: string): Promise<EvidenceRow[]> {
  return orm
    .select()
    .from(competenceEvidence)
    .where(eq(competenceEvidence.userId, userId))
    .orderBy(asc(competenceEvidence.createdAt));
}

/** Earns the achievements not earned yet; returns the ones this call earned. */
export async function insertAchievements(
  orm: Orm,
  userId: string,
  earned: readonly { achievement: string; source: EvidenceSource | null }[],
  at: Date,
): Promise<string[]> {
  if (earned.length === 0) return [];
  const rows = await orm
    .insert(userAchievements)
    .values(earned.map((item) => ({ userId, achievement: item.achievement, source: item.source, earnedAt: at })))
    .onConflictDoNothing()
    .returning({ achievement: userAchievements.achievement });
  return rows.map((row) => row.achievement);
}

export function listAchievements(orm: Orm, userId: string): Promise<AchievementRow[]> {
  return orm
    .select()
    .from(userAchievements)
    .where(eq(userAchievements.userId, userId))
    .orderBy(desc(userAchievements.earnedAt), asc(userAchievements.achievement));
}

/** Up to `limit` users whose stored works the back-fill has not read as far as `reads` yet, in a stable order. */
export async function usersToBackfill(orm: Orm, limit: number, reads: number): Promise<string[]> {
  const read = orm
    .select()
    .from(progressBackfills)
    .where(and(eq(progressBackfills.userId, user.id), gte(progressBackfills.reads, reads)));
  const rows = await orm.select({ id: user.id }).from(user).where(notExists(read)).orderBy(asc(user.id)).limit(limit);
  return rows.map((row) => row.id);
}

/** Marks the user's works read by the back-fill as far as `reads` (a second writer changes nothing). */
export async function markBackfilled(orm: Orm, userId: string, reads: number): Promise<void> {
  await orm
    .insert(progressBackfills)
    .values({ userId, reads })
    .onConflictDoUpdate({
      target: progressBackfills.userId,
      set: { reads, doneAt: sql`now()` },
      setWhere: sql`${progressBackfills.reads} < ${reads}`,
    });
}
