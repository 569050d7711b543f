import type { Language } from '@alavanca/domain/constants';
import type { Orm } from '../../db/client';
import { createProfileIfMissing } from '../profile/profile.service';
import { createSubscriptionIfMissing } from '../subscription/subscription.service';
import { createPreferencesIfMissing } from '../preferences/preferences.service';
import { createSettingsIfMissing } from '../preferences/settings.service';

export interface EnsureUserDataInput {
  userId: string;
  email: string;
  /** The full name given at sign-up (or by the OAuth provider). */
  name: string;
  /** The interface language at sign-up; its currency comes with it. Default: pt-BR / BRL. */
  language?: Language | null;
}

/**
 * Creates a new user's profile, settings, preferences and Free subscription rows with the spec's defaults.
 * Idempotent and safe to run concurrently: rows that already exist are left untouched.
 */
export async function ensureUserData(orm: Orm, input: EnsureUserDataInput): Promise<void> {
  const { userId, email, name, language } = input;
  await orm.transaction(async (tx) => {
    await createProfileIfMissing(tx, { userId, email, fullName: name });
    await createSettingsIfMissing(tx, userId);
    await createSubscriptionIfMissing(tx, userId);
    await createPreferencesIfMissing(tx, userId, language);
  });
}
