import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases';
import { insertTestUser } from '../../test/insert-test-user';
import { readOwnedRows } from '../../test/read-owned-rows';
import { ensureUserData } from '../user-setup/ensure-user-data';
import { completeOnboarding, getPreferences, skipOnboarding, updatePreferences } from './preferences.service';
import { findSettings } from './preferences.repo';
import { getSettings, updateSettings } from './settings.service';

const SPEC_DEFAULT_PREFERENCES = {
  language: 'pt-BR',
  currency: 'BRL',
  dateFormat: 'DD/MM/YYYY',
  numberFormat: 'decimal',
  timezone: 'America/Sao_Paulo',
  country: 'BR',
  region: 'Brasil',
  businessType: null,
  role: null,
  experienceLevel: 'beginner',
  primaryObjective: null,
  customObjective: null,
  onboardingCompleted: false,
  skipTour: false,
  completedAt: null,
  openSections: [],
};

const SPEC_DEFAULT_SETTINGS = {
  emailNotifications: true,
  weeklyReports: true,
  aiTone: 'balanced',
  aiVerbosity: 70,
  aiContext: '',
  communityDigest: 'off',
};

const ANSWERS = {
  language: 'en-US',
  currency: 'USD',
  region: 'Estados Unidos',
  businessType: 'saas',
  role: 'entrepreneur',
  experienceLevel: 'intermediate',
  primaryObjective: 'validate',
  customObjective: null,
} as const;

describeEachDatabase('preferences and settings services', (getDb) => {
  /** A user with no preferences or settings rows: accounts from before this module. */
  const bareUser = () => insertTestUser(getDb().orm);

  describe('preferences', () => {
    it('creates the row with the spec defaults on first read', async () => {
      const { orm } = getDb();
      const user = await bareUser();
      expect(await getPreferences(orm, user.id)).toEqual(SPEC_DEFAULT_PREFERENCES);
      expect(await getPreferences(orm, user.id)).toEqual(SPEC_DEFAULT_PREFERENCES);
      expect((await readOwnedRows(getDb(), user.id))['user_preferences']).toHaveLength(1);
    });

    it('changes only the fields given, inserting the row when missing', async () => {
      const { orm } = getDb();
      const user = await bareUser();
      const updated = await updatePreferences(orm, user.id, { dateFormat: 'YYYY-MM-DD' });
      expect(updated).toEqual({ ...SPEC_DEFAULT_PREFERENCES, dateFormat: 'YYYY-MM-DD' });

      const again = await updatePreferences(orm, user.id, { language: 'es-ES', role: 'student' });
      expect(again).toEqual({
        ...SPEC_DEFAULT_PREFERENCES,
        dateFormat: 'YYYY-MM-DD',
        language: 'es-ES',
        role: 'student',
      });
      expect(await getPreferences(orm, user.id)).toEqual(again);
    });

    it('fills currency, formats and time zone from a new country preset, not the language', async () => {
      const { orm } = getDb();
      const user = await bareUser();
      expect(await updatePreferences(orm, user.id, { country: 'US' })).toEqual({
        ...SPEC_DEFAULT_PREFERENCES,
        country: 'US',
        currency: 'USD',
        dateFormat: 'MM/DD/YYYY',
        numberFormat: 'thousand',
        timezone: 'America/New_York',
      });
    });

    it('lets the same request override what the preset would fill', async () => {
      const { orm } = getDb();
      const user = await bareUser();
      expect(
        await updatePreferences(orm, user.id, { country: 'GB', currency: 'EUR', timezone: 'Europe/Dublin' }),
      ).toMatchObject({
        country: 'GB',
        currency: 'EUR',
        timezone: 'Europe/Dublin',
        dateFormat: 'DD/MM/YYYY',
        numberFormat: 'thousand',
      });
    });

    it('does not re-apply the preset when the country stays the same', async () => {
      const { orm } = getDb();
      const user = await bareUser();
      await updatePreferences(orm, user.id, { country: 'US' });
      await updatePreferences(orm, user.id, { currency: 'BRL' });
      expect(await updatePreferences(orm, user.id, { country: 'US' })).toMatchObject({
        country: 'US',
        currency: 'BRL',
      });
    });

    it('changes only the country when it has no preset', async () => {
      const { orm } = getDb();
      const user = await bareUser();
      expect(await updatePreferences(orm, user.id, { country: 'PT' })).toEqual({
        ...SPEC_DEFAULT_PREFERENCES,
        country: 'PT',
      });
    });
  });

  describe('onboarding', () => {
    it('saves the answers and marks onboarding completed now', async () => {
      const { orm } = getDb();
      const user = await bareUser();
      const before = Date.now();
      const saved = await completeOnboarding(orm, user.id, ANSWERS);
      expect(saved).toMatchObject({ ...ANSWERS, onboardingCompleted: true, skipTour: false });
      const completedAt = Date.parse(saved.completedAt ?? '');
      expect(completedAt).toBeGreaterThanOrEqual(before - 1000);
      expect(completedAt).toBeLessThanOrEqual(Date.now() + 1000);
      expect(await getPreferences(orm, user.id)).toEqual(saved);
    });

    it('keeps the custom objective only when the objective is other', async () => {
      const { orm } = getDb();
      const user = await bareUser();
      const withOther = await completeOnboarding(orm, user.id, {
        ...ANSWERS,
        primaryObjective: 'other',
        customObjective: 'Abrir uma padaria',
      });
      expect(withOther.customObjective).toBe('Abrir uma padaria');

      const notOther = await completeOnboarding(orm, user.id, {
        ...ANSWERS,
        primaryObjective: 'simulate',
        customObjective: 'ignored',
      });
      expect(notOther).toMatchObject({ primaryObjective: 'simulate', customObjective: null });

      const blankOther = await completeOnboarding(orm, user.id, {
        ...ANSWERS,
        primaryObjective: 'other',
        customObjective: '',
      });
      expect(blankOther.customObjective).toBeNull();
    });

    it('upserts over an existing row, keeping what the wizard does not ask', async () => {
      const { orm } = getDb();
      const user = await insertTestUser(orm);
      await ensureUserData(orm, { userId: user.id, email: user.email, name: user.name });
      await updatePreferences(orm, user.id, { country: 'DE' });
      const saved = await completeOnboarding(orm, user.id, { ...ANSWERS, businessType: null, role: null });
      expect(saved).toMatchObject({
        country: 'DE',
        timezone: 'Europe/Berlin',
        businessType: null,
        role: null,
        onboardingCompleted: true,
      });
      expect((await readOwnedRows(getDb(), user.id))['user_preferences']).toHaveLength(1);
    });

    it('skip marks onboarding completed and the tour skipped, with nothing else', async () => {
      const { orm } = getDb();
      const user = await bareUser();
      expect(await skipOnboarding(orm, user.id)).toEqual({
        ...SPEC_DEFAULT_PREFERENCES,
        onboardingCompleted: true,
        skipTour: true,
      });
    });
  });

  describe('settings', () => {
    it('creates the row with the spec defaults on first read', async () => {
      const { orm } = getDb();
      const user = await bareUser();
      expect(await getSettings(orm, user.id)).toEqual(SPEC_DEFAULT_SETTINGS);
      expect(await getSettings(orm, user.id)).toEqual(SPEC_DEFAULT_SETTINGS);
      expect((await readOwnedRows(getDb(), user.id))['user_settings']).toHaveLength(1);
    });

    it('changes only the fields given, inserting the row when missing', async () => {
      const { orm } = getDb();
      const user = await bareUser();
      expect(await updateSettings(orm, user.id, { aiVerbosity: 0, aiTone: 'casual' })).toEqual({
        ...SPEC_DEFAULT_SETTINGS,
        aiVerbosity: 0,
        aiTone: 'casual',
      });
      const saved = await updateSettings(orm, user.id, { weeklyReports: false, aiContext: 'Loja online' });
      expect(saved).toEqual({
        ...SPEC_DEFAULT_SETTINGS,
        aiVerbosity: 0,
        aiTone: 'casual',
        weeklyReports: false,
        aiContext: 'Loja online',
      });
      expect(await getSettings(orm, user.id)).toEqual(saved);
    });

    it('schedules the community digest in the member’s own zone, keeping where it starts when only its cadence changes', async () => {
      const { orm } = getDb();
      const user = await bareUser();
      await updatePreferences(orm, user.id, { timezone: 'Asia/Tokyo' });
      // Tuesday 2026-12-01, 20:00 in Tokyo.
      const chosen = new Date('2026-12-01T11:00:00Z');
      await updateSettings(orm, user.id, { communityDigest: 'daily' }, chosen);
      expect(await findSettings(orm, user.id)).toMatchObject({
        communityDigest: 'daily',
        communityDigestDueAt: new Date('2026-12-01T22:00:00Z'),
        communityDigestSince: chosen,
      });

      // Saved again as it is, with another setting: its schedule stays.
      await updateSettings(
        orm,
        user.id,
        { communityDigest: 'daily', weeklyReports: false },
        new Date('2026-12-01T23:00:00Z'),
      );
      expect(await findSettings(orm, user.id)).toMatchObject({
        communityDigestDueAt: new Date('2026-12-01T22:00:00Z'),
        communityDigestSince: chosen,
      });

      await updateSettings(orm, user.id, { communityDigest: 'weekly' }, new Date('2026-12-01T12:00:00Z'));
      expect(await findSettings(orm, user.id)).toMatchObject({
        communityDigest: 'weekly',
        // Monday 2026-12-07, 07:00 in Tokyo.
        communityDigestDueAt: new Date('2026-12-06T22:00:00Z'),
        communityDigestSince: chosen,
      });

      await updateSettings(orm, user.id, { communityDigest: 'off' });
      expect(await findSettings(orm, user.id)).toMatchObject({
        communityDigest: 'off',
        communityDigestDueAt: null,
        communityDigestSince: null,
      });
      // Left on its own, a patch of another setting keeps the digest as it is.
      await updateSettings(orm, user.id, { weeklyReports: true });
      expect(await getSettings(orm, user.id)).toMatchObject({ communityDigest: 'off' });
    });
  });

  it("never touches another user's rows", async () => {
    const { orm } = getDb();
    const alice = await insertTestUser(orm);
    const bob = await insertTestUser(orm);
    await ensureUserData(orm, { userId: alice.id, email: alice.email, name: alice.name });
    const aliceBefore = await readOwnedRows(getDb(), alice.id);

    await getPreferences(orm, bob.id);
    await updatePreferences(orm, bob.id, { country: 'FR', language: 'fr-FR' });
    await completeOnboarding(orm, bob.id, ANSWERS);
    await skipOnboarding(orm, bob.id);
    await getSettings(orm, bob.id);
    await updateSettings(orm, bob.id, { aiVerbosity: 10 });

    expect(await readOwnedRows(getDb(), alice.id)).toEqual(aliceBefore);
  });
});
