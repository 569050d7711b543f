import type { UpdateSettingsRequest, UserSettings } from '@alavanca/contracts/preferences';
import { nextDigestAt, type CommunityDigest } from '@alavanca/domain/community/digest';
import { DEFAULT_PREFERENCES } from '@alavanca/domain/constants';
import type { Orm } from '../../db/client';
import { toUserSettings } from './preferences.presenter';
import {
  findPreferences,
  findSettings,
  insertSettingsIfMissing,
  upsertSettings,
  type SettingsRow,
  type SettingsValues,
} from './preferences.repo';

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
export async function updateSettings(
  orm: Orm,
  userId: string,
  patch: UpdateSettingsRequest,
  now = new Date(),
): Promise<UserSettings> {
  const values: SettingsValues = { ...patch };
  if (patch.communityDigest !== undefined) {
    Object.assign(values, await digestSchedule(orm, userId, patch.communityDigest, now));
  }
  return toUserSettings(await upsertSettings(orm, userId, values));
}

/**
 * When the chosen digest is next due and where its news start. A digest newly chosen tells only
 * what happens from now on; one changed from daily to weekly (or back) keeps where it was, so
 * nothing between the two choices is left out; the same one saved again (the settings' form
 * sends all its fields) keeps its schedule; none chosen clears both.
 */
async function digestSchedule(
  orm: Orm,
  userId: string,
  digest: CommunityDigest,
  now: Date,
): Promise<Partial<Pick<SettingsRow, 'communityDigestDueAt' | 'communityDigestSince'>>> {
  if (digest === 'off') return { communityDigestDueAt: null, communityDigestSince: null };
  const settings = await findSettings(orm, userId);
  if (settings?.communityDigest === digest && settings.communityDigestDueAt) return {};
  const preferences = await findPreferences(orm, userId);
  const timezone = preferences?.timezone ?? DEFAULT_PREFERENCES.timezone;
  return {
    communityDigestDueAt: nextDigestAt(digest, timezone, now),
    communityDigestSince: settings?.communityDigestSince ?? now,
  };
}

/** The saved settings, or null: for the account export, which must not create a row. */
export async function findUserSettings(orm: Orm, userId: string): Promise<UserSettings | null> {
  const row = await findSettings(orm, userId);
  return row ? toUserSettings(row) : null;
}
