import type { ValidationListSort } from '@alavanca/contracts/validations';
import type { IdeaInput } from '@alavanca/domain/validation/idea';
import type { IdeaValidation } from '@alavanca/domain/validation/validate-idea';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { afterPosition, keysetOrder, type KeysetSort, type ListPosition } from '../../db/keyset';
import { countByWeek, type WeeklyCounts } from '../../db/weekly-counts';
import { ideaValidations, ideaValidationVersions, validationExperiments } from '../../db/schema/validations';
import { listTitles } from '../../db/titles';

export type ValidationRow = typeof ideaValidations.$inferSelect;
export type ValidationVersionRow = typeof ideaValidationVersions.$inferSelect;
export type ExperimentRow = typeof validationExperiments.$inferSelect;

/** The list's row fields, taken from the latest version. */
const summaryOf = (input: IdeaInput, result: IdeaValidation) => ({
  title: input.title,
  businessType: input.businessType,
  overall: result.overall,
  verdict: result.verdict,
});

/** A new validation with its first version. */
export async function insertValidation(
  orm: Orm,
  userId: string,
  input: IdeaInput,
  result: IdeaValidation,
  narrative: string | null,
): Promise<ValidationRow> {
  const [row] = await orm
    .insert(ideaValidations)
    .values({ userId, ...summaryOf(input, result), version: 1 })
    .returning();
  if (!row) throw new Error('The validation insert returned no row.');
  await orm
    .insert(ideaValidationVersions)
    .values({ validationId: row.id, userId, version: 1, input, result, narrative });
  return row;
}

/** One of the user's validations; null when the user has none with this id. */
export async function findValidation(
  orm: Orm,
  userId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<ValidationRow | null> {
  const query = orm
    .select()
    .from(ideaValidations)
    .where(and(eq(ideaValidations.id, id), eq(ideaValidations.userId, userId)));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row ?? null;
}

/** A further version of a locked validation, which becomes its latest. */
export async function addVersion(
  orm: Orm,
  row: ValidationRow,
  input: IdeaInput,
  result: IdeaValidation,
  narrative: string | null,
): Promise<ValidationRow> {
  const version = row.version + 1;
  await orm
    .insert(ideaValidationVersions)
    .values({ validationId: row.id, userId: row.userId, version, input, result, narrative });
  const [updated] = await orm
    .update(ideaValidations)
    .set({ ...summaryOf(input, result), version })
    .where(and(eq(ideaValidations.id, row.id), eq(ideaValidations.userId, row.userId)))
    .returning();
  if (!updated) throw new Error(`Validation ${row.id} vanished while locked.`);
  return updated;
}

/** The validation's versions, newest first. */
export function listVersions(orm: Orm, userId: string, validationId: string): Promise<ValidationVersionRow[]> {
  return orm
    .select()
    .from(ideaValidationVersions)
    .where(and(eq(ideaValidationVersions.validationId, validationId), eq(ideaValidationVersions.userId, userId)))
    .orderBy(desc(ideaValidationVersions.version));
}

export function listExperiments(orm: Orm, userId: string, validationId: string): Promise<ExperimentRow[]> {
  return orm
    .select()
    .from(validationExperiments)
    .where(and(eq(validationExperiments.validationId, validationId), eq(validationExperiments.userId, userId)))
    .orderBy(asc(validationExperiments.key));
}

/** Marks an experiment done with its result, or open again; the validation as it stands after. */
export async function saveExperiment(
  orm: Orm,
  userId: string,
  validationId: string,
  key: string,
  progress: { done: boolean; result: string },
): Promise<ValidationRow> {
  const doneAt = progress.done ? sql`now()` : null;
  await orm
    .insert(validationExperiments)
    .values({ validationId, userId, key, done: progress.done, result: progress.result, doneAt })
    .onConflictDoUpdate({
      target: [validationExperiments.validationId, validationExperiments.key],
      set: {
        done: progress.done,
        result: progress.result,
        // The day it was first marked done stays when only the result is edited.
        doneAt: progress.done ? sql`coalesce(${validationExperiments.doneAt}, now())` : null,
        updatedAt: sql`now()`,
      },
    });
  // Touching the validation moves it to the top of the list sorted by update.
  const [row] = await orm
    .update(ideaValidations)
    .set({ updatedAt: sql`now()` })
    .where(and(eq(ideaValidations.id, validationId), eq(ideaValidations.userId, userId)))
    .returning();
  if (!row) throw new Error(`Validation ${validationId} vanished while locked.`);
  return row;
}

/** Deletes one of the user's validations (its versions and experiments go by cascade); false when there is none. */
export async function deleteValidation(orm: Orm, userId: string, id: string): Promise<boolean> {
  const rows = await orm
    .delete(ideaValidations)
    .where(and(eq(ideaValidations.id, id), eq(ideaValidations.userId, userId)))
    .returning({ id: ideaValidations.id });
  return rows.length > 0;
}

/** How each sort orders the list; the title case-insensitively by byte order, the same on every PostgreSQL. */
const SORTS: Record<ValidationListSort, KeysetSort> = {
  updated: { key: sql`${ideaValidations.updatedAt}`, descending: true, kind: 'time' },
  created: { key: sql`${ideaValidations.createdAt}`, descending: true, kind: 'time' },
  title: { key: sql`lower(${ideaValidations.title}) collate "C"`, descending: false, kind: 'text' },
  score: { key: sql`${ideaValidations.overall}`, descending: true, kind: 'integer' },
};

export const sortValueKind = (sort: ValidationListSort) => SORTS[sort].kind;

export function positionOf(row: ValidationRow, sort: ValidationListSort): ListPosition<ValidationListSort> {
  const value =
    sort === 'title'
      ? row.title.toLowerCase()
      : sort === 'score'
        ? String(row.overall)
        : (sort === 'created' ? row.createdAt : row.updatedAt).toISOString();
  return { sort, value, id: row.id };
}

/** `%` and `_` match themselves in a search, not any text. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** A page of the user's validations, optionally those whose title contains `search` (any case). */
export function listValidations(
  orm: Orm,
  userId: string,
  options: { search: string; sort: ValidationListSort; limit: number; after?: ListPosition | undefined },
): Promise<ValidationRow[]> {
  const sort = SORTS[options.sort];
  return orm
    .select()
    .from(ideaValidations)
    .where(
      and(
        eq(ideaValidations.userId, userId),
        options.search === '' ? undefined : sql`${ideaValidations.title} ilike ${likePattern(options.search)}`,
        options.after && afterPosition(ideaValidations, ideaValidations, sort, userId, options.after),
      ),
    )
    .orderBy(...keysetOrder(sort, ideaValidations.id))
    .limit(options.limit);
}

/** Every validation of the user with its versions and experiments, for the data export. */
export async function readValidationsForExport(orm: Orm, userId: string) {
  const rows = await orm
    .select()
    .from(ideaValidations)
    .where(eq(ideaValidations.userId, userId))
    .orderBy(asc(ideaValidations.createdAt), asc(ideaValidations.id));
  const versions = await orm
    .select()
    .from(ideaValidationVersions)
    .where(eq(ideaValidationVersions.userId, userId))
    .orderBy(asc(ideaValidationVersions.validationId), desc(ideaValidationVersions.version));
  const experiments = await orm
    .select()
    .from(validationExperiments)
    .where(eq(validationExperiments.userId, userId))
    .orderBy(asc(validationExperiments.validationId), asc(validationExperiments.key));
  return { validations: rows, versions, experiments };
}

/** Versions validated (first validations and edits) per week since a moment. */
export function versionsValidatedByWeek(orm: Orm, userId: string, since: Date): Promise<WeeklyCounts> {
  return countByWeek(
    orm,
    {
      table: ideaValidationVersions,
      userId: ideaValidationVersions.userId,
      createdAt: ideaValidationVersions.createdAt,
    },
    userId,
    since,
  );
}

/** The titles of the user's own ideas among `ids` (the progress page names its evidence by them). */
export function listValidationTitles(orm: Orm, userId: string, ids: readonly string[]) {
  return listTitles(orm, ideaValidations, userId, ids);
}
