import type {
  CompleteOnboardingRequest,
  UpdatePreferencesRequest,
  UserPreferences,
} from '@alavanca/contracts/preferences';
import { DEFAULT_PREFERENCES, type Language } from '@alavanca/domain/constants';
import { currencyForLanguage } from '@alavanca/domain/locale/languages';
import { findCountryPreset } from '@alavanca/domain/locale/country-presets';
import type { Orm } from '../../db/client';
import { toUserPreferences } from './preferences.presenter';
import {
  findPreferences,
  insertPreferencesIfMissing,
  upsertPreferences,
  type PreferencesValues,
} from './preferences.repo';

/**
 * A new user's preferences row unless it exists: the defaults, or the sign-up page's language
 * with its currency.
 */
export async function createPreferencesIfMissing(orm: Orm, userId: string, language?: Language | null): Promise<void> {
  await insertPreferencesIfMissing(orm, userId, language ? { language, currency: currencyForLanguage(language) } : {});
}

/** The user's preferences; a missing row is created with the defaults. */
export async function getPreferences(orm: Orm, userId: string): Promise<UserPreferences> {
  const existing = await findPreferences(orm, userId);
  if (existing) return toUserPreferences(existing);
  await insertPreferencesIfMissing(orm, userId);
  const created = await findPreferences(orm, userId);
  if (!created) throw new Error('The preferences row was not created.');
  return toUserPreferences(created);
}

/**
 * Saves the given preferences. Choosing a new country also applies its preset (currency,
 * date and number formats, time zone) for whatever the same request does not set itself.
 * The language is left alone: it is the interface's, and changes through the language switcher.
 */
export async function updatePreferences(
  orm: Orm,
  userId: string,
  patch: UpdatePreferencesRequest,
): Promise<UserPreferences> {
  return orm.transaction(async (tx) => {
    let values: PreferencesValues = patch;
    if (patch.country !== undefined) {
      const current = await findPreferences(tx, userId, { forUpdate: true });
      const currentCountry = current?.country ?? DEFAULT_PREFERENCES.country;
      const preset = findCountryPreset(patch.country);
      if (preset && patch.country !== currentCountry) {
        values = {
          currency: preset.currency,
          dateFormat: preset.dateFormat,
          numberFormat: preset.numberFormat,
          timezone: preset.timezone,
          ...patch,
        };
      }
    }
    return toUserPreferences(await upsertPreferences(tx, userId, values));
  });
}

/** Saves the onboarding wizard's answers and marks onboarding done, now. */
export async function completeOnboarding(
  orm: Orm,
  userId: string,
  answers: CompleteOnboardingRequest,
): Promise<UserPreferences> {
  const customObjective =
    answers.primaryObjective === 'other' && answers.customObjective ? answers.customObjective : null;
  const row = await upsertPreferences(orm, userId, {
    language: answers.language,
    currency: answers.currency,
    region: answers.region,
    businessType: answers.businessType,
    role: answers.role,
    experienceLevel: answers.experienceLevel,
    primaryObjective: answers.primaryObjective,
    customObjective,
    onboardingCompleted: true,
    completedAt: new Date(),
  });
  return toUserPreferences(row);
}

/** Marks onboarding done without answers, and the tour as skipped. */
export async function skipOnboarding(orm: Orm, userId: string): Promise<UserPreferences> {
  const row = await upsertPreferences(orm, userId, { onboardingCompleted: true, skipTour: true });
  return toUserPreferences(row);
}

/** The saved preferences, or null: for the account export, which must not create a row. */
export async function findUserPreferences(orm: Orm, userId: string): Promise<UserPreferences | null> {
  const row = await findPreferences(orm, userId);
  return row ? toUserPreferences(row) : null;
}
