import type { UpdateSettingsRequest, UserSettings } from '@alavanca/contracts/preferences';
import type { Orm } from '../../db/client';
import { toUserSettings } from './preferences.presenter';
import { findSettings, insertSettingsIfMissing, upsertSettings } from './preferences.repo';

/** A new user's settings row with the defaults, unless it exists. */
export async function createSettingsIfMissing(orm: Orm, userId: string): Promise<void> {
  await insertSettingsIfMissing(orm, userId);
}

/** The user's notification and AI mentor settings; a missing row is created with the defaults. */
export async function getSettings(orm: Orm, userId: string): Promise<UserSettings> {
  const existing = await findSettings(orm, userId);
  if (existing) return toUserSettings(existing);
  await insertSettingsIfMissing(orm, userId);
  const created = await findSettings(orm, userId);
  if (!created) throw new Error('The settings row was not created.');
  return toUserSettings(created);
}

/** Saves the given settings, creating the row with defaults for the rest if needed. */
export async function updateSettings(orm: Orm, userId: string, patch: UpdateSettingsRequest): Promise<UserSettings> {
  return toUserSettings(await upsertSettings(orm, userId, patch));
}

/** The saved settings, or null: for the account export, which must not create a row. */
export async function findUserSettings(orm: Orm, userId: string): Promise<UserSettings | null> {
  const row = await findSettings(orm, userId);
  return row ? toUserSettings(row) : null;
}
