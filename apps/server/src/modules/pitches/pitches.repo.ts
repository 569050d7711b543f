import { and, asc, desc, eq } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { pitchAnalyses, pitches } from '../../db/schema/pitches';
import { listTitles } from '../../db/titles';

export type PitchRow = typeof pitches.$inferSelect;
export type PitchAnalysisRow = typeof pitchAnalyses.$inferSelect;
export type NewPitch = Pick<
  typeof pitches.$inferInsert,
  'title' | 'kind' | 'language' | 'validationId' | 'simulationId' | 'parts' | 'drafted'
>;

/** The most pitches the list shows: far more than a founder keeps. */
const LIST_LIMIT = 200;

export async function insertPitch(orm: Orm, userId: string, pitch: NewPitch): Promise<PitchRow> {
  const [row] = await orm
    .insert(pitches)
    .values({ userId, ...pitch })
    .returning();
  if (!row) throw new Error('The pitch insert returned no row.');
  return row;
}

/** One of the user's pitches; null when the user has none with this id. */
export async function findPitch(
  orm: Orm,
  userId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<PitchRow | null> {
  const query = orm
    .select()
    .from(pitches)
    .where(and(eq(pitches.id, id), eq(pitches.userId, userId)));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row ?? null;
}

/** Changes the user's pitch; null when the user has none with this id. */
export async function updatePitch(
  orm: Orm,
  userId: string,
  id: string,
  change: Partial<NewPitch>,
): Promise<PitchRow | null> {
  const [row] = await orm
    .update(pitches)
    .set(change)
    .where(and(eq(pitches.id, id), eq(pitches.userId, userId)))
    .returning();
  return row ?? null;
}

/** The user's pitches, the newest change first. */
export function listPitches(orm: Orm, userId: string): Promise<PitchRow[]> {
  return orm
    .select()
    .from(pitches)
    .where(eq(pitches.userId, userId))
    .orderBy(desc(pitches.updatedAt), asc(pitches.id))
    .limit(LIST_LIMIT);
}

/** Deletes the user's pitch with its analyses; false when the user has none with this id. */
export async function deletePitch(orm: Orm, userId: string, id: string): Promise<boolean> {
  const deleted = await orm
    .delete(pitches)
    .where(and(eq(pitches.id, id), eq(pitches.userId, userId)))
    .returning({ id: pitches.id });
  return deleted.length > 0;
}

/**
 * A further analysed version of a locked pitch: numbered after the last, and the pitch's list score
 * becomes its score. The pitch's row lock keeps two analyses from taking one number.
 */
export async function addPitchAnalysis(
  orm: Orm,
  row: PitchRow,
  analysis: Omit<typeof pitchAnalyses.$inferInsert, 'pitchId' | 'userId' | 'number'>,
): Promise<PitchAnalysisRow> {
  const number = row.analyses + 1;
  const [stored] = await orm
    .insert(pitchAnalyses)
    .values({ ...analysis, pitchId: row.id, userId: row.userId, number })
    .returning();
  // The row's updated time is the text's: an analysis changes no word of it.
  await orm
    .update(pitches)
    .set({ analyses: number, score: analysis.score, updatedAt: row.updatedAt })
    .where(and(eq(pitches.id, row.id), eq(pitches.userId, row.userId)));
  if (!stored) throw new Error('The pitch analysis insert returned no row.');
  return stored;
}

/** One analysed version of the user's pitch; null when it has none of that number. */
export async function findPitchAnalysis(
  orm: Orm,
  userId: string,
  pitchId: string,
  number: number,
): Promise<PitchAnalysisRow | null> {
  const [row] = await orm
    .select()
    .from(pitchAnalyses)
    .where(and(eq(pitchAnalyses.pitchId, pitchId), eq(pitchAnalyses.userId, userId), eq(pitchAnalyses.number, number)));
  return row ?? null;
}

/** A pitch's analysed versions with their results (not their texts), newest first. */
export function listPitchAnalyses(orm: Orm, userId: string, pitchId: string) {
  return orm
    .select({
      number: pitchAnalyses.number,
      score: pitchAnalyses.score,
      result: pitchAnalyses.result,
      createdAt: pitchAnalyses.createdAt,
    })
    .from(pitchAnalyses)
    .where(and(eq(pitchAnalyses.pitchId, pitchId), eq(pitchAnalyses.userId, userId)))
    .orderBy(desc(pitchAnalyses.number));
}

/** Every pitch of the user with every analysed version, for the data export. */
export async function readPitchesForExport(orm: Orm, userId: string) {
  const [rows, analyses] = await Promise.all([
    orm.select().from(pitches).where(eq(pitches.userId, userId)).orderBy(asc(pitches.createdAt)),
    orm
      .select()
      .from(pitchAnalyses)
      .where(eq(pitchAnalyses.userId, userId))
      .orderBy(asc(pitchAnalyses.pitchId), asc(pitchAnalyses.number)),
  ]);
  return { rows, analyses };
}

/** The titles of the user's own pitches among `ids` (the progress page names its evidence by them). */
export function listPitchTitles(orm: Orm, userId: string, ids: readonly string[]) {
  return listTitles(orm, pitches, userId, ids);
}
