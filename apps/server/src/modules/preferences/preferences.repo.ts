import { eq } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { userPreferences, userSettings } from '../../db/schema/user-data';

export type PreferencesRow = typeof userPreferences.$inferSelect;
export type PreferencesValues = Omit<typeof userPreferences.$inferInsert, 'userId' | 'updatedAt'>;
export type SettingsRow = typeof userSettings.$inferSelect;
export type SettingsValues = Omit<typeof userSettings.$inferInsert, 'userId' | 'updatedAt'>;

/** Creates the preferences row (column defaults for anything not given) unless it exists. */
export async function insertPreferencesIfMissing(
  orm: Orm,
  userId: string,
  values: PreferencesValues = {},
): Promise<void> {
  await orm
    .insert(userPreferences)
    .values({ ...values, userId })
    .onConflictDoNothing({ target: userPreferences.userId });
}

export async function findPreferences(
  orm: Orm,
  userId: string,
  options: { forUpdate?: boolean } = {},
): Promise<PreferencesRow | null> {
  const query = orm.select().from(userPreferences).where(eq(userPreferences.userId, userId));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row ?? null;
}

export async function findPreferredLanguage(orm: Orm, userId: string): Promise<string | null> {
  const [row] = await orm
    .select({ language: userPreferences.language })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
  return row?.language ?? null;
}

/**
 * Writes the given columns, creating the row with defaults for the rest when it does not
 * exist yet: one statement, so two requests racing on a new user cannot both insert.
 */
export async function upsertPreferences(orm: Orm, userId: string, values: PreferencesValues): Promise<PreferencesRow> {
  const [row] = await orm
    .insert(userPreferences)
    .values({ ...values, userId })
    .onConflictDoUpdate({
      target: userPreferences.userId,
      set: { ...values, updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('The preferences upsert returned no row.');
  return row;
}

export async function insertSettingsIfMissing(orm: Orm, userId: string): Promise<void> {
  await orm.insert(userSettings).values({ userId }).onConflictDoNothing({ target: userSettings.userId });
}

export async function findSettings(orm: Orm, userId: string): Promise<SettingsRow | null> {
  const [row] = await orm.select().from(userSettings).where(eq(userSettings.userId, userId));
  return row ?? null;
}

/** Like upsertPreferences, for the settings row. */
export async function upsertSettings(orm: Orm, userId: string, values: SettingsValues): Promise<SettingsRow> {
  const [row] = await orm
    .insert(userSettings)
    .values({ ...values, userId })
    .onConflictDoUpdate({
      target: userSettings.userId,
      set: { ...values, updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('The settings upsert returned no row.');
  return row;
}
