import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles, userPreferences, userSettings } from '../../db/schema/user-data';
import { describeEachDatabase } from '../../test/databases';
import { insertTestUser } from '../../test/insert-test-user';
import { ensureUserData } from './ensure-user-data';
import { getUserLanguage } from '../preferences/get-user-language';

describeEachDatabase('ensureUserData', (getDb) => {
  const countRows = async (userId: string) => {
    const { orm } = getDb();
    return {
      profiles: (await orm.select().from(profiles).where(eq(profiles.id, userId))).length,
      settings: (await orm.select().from(userSettings).where(eq(userSettings.userId, userId))).length,
      preferences: (await orm.select().from(userPreferences).where(eq(userPreferences.userId, userId))).length,
    };
  };

  it('creates the profile, settings and preferences with the spec defaults', async () => {
    const { orm } = getDb();
    const user = await insertTestUser(orm, { name: '  Ana  Maria Souza ' });
    await ensureUserData(orm, { userId: user.id, email: user.email, name: '  Ana  Maria Souza ' });

    const [profile] = await orm.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile).toMatchObject({
      email: user.email,
      firstName: 'Ana',
      lastName: 'Maria Souza',
      avatarUrl: null,
    });
    const [settings] = await orm.select().from(userSettings).where(eq(userSettings.userId, user.id));
    expect(settings).toMatchObject({
      emailNotifications: true,
      weeklyReports: true,
      aiTone: 'balanced',
      aiVerbosity: 70,
      aiContext: '',
    });
    const [preferences] = await orm.select().from(userPreferences).where(eq(userPreferences.userId, user.id));
    expect(preferences).toMatchObject({
      language: 'pt-BR',
      currency: 'BRL',
      dateFormat: 'DD/MM/YYYY',
      numberFormat: 'decimal',
      timezone: 'America/Sao_Paulo',
      country: 'BR',
      region: 'Brasil',
      experienceLevel: 'beginner',
      businessType: null,
      role: null,
      primaryObjective: null,
      customObjective: null,
      onboardingCompleted: false,
      skipTour: false,
      completedAt: null,
      openSections: [],
    });
    expect(await getUserLanguage(orm, user.id)).toBe('pt-BR');
  });

  it('takes the sign-up language with its currency', async () => {
    const { orm } = getDb();
    const user = await insertTestUser(orm, { name: 'Marie' });
    await ensureUserData(orm, { userId: user.id, email: user.email, name: 'Marie', language: 'fr-FR' });

    const [preferences] = await orm.select().from(userPreferences).where(eq(userPreferences.userId, user.id));
    expect(preferences).toMatchObject({ language: 'fr-FR', currency: 'EUR', country: 'BR' });
    const [profile] = await orm.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile).toMatchObject({ firstName: 'Marie', lastName: '' });
    expect(await getUserLanguage(orm, user.id)).toBe('fr-FR');
  });

  it('is idempotent and leaves existing rows untouched', async () => {
    const { orm } = getDb();
    const user = await insertTestUser(orm);
    await ensureUserData(orm, { userId: user.id, email: user.email, name: 'Ana Souza', language: 'de-DE' });
    await orm.update(profiles).set({ firstName: 'Changed' }).where(eq(profiles.id, user.id));

    await ensureUserData(orm, { userId: user.id, email: user.email, name: 'Other Name', language: 'en-US' });

    expect(await countRows(user.id)).toEqual({ profiles: 1, settings: 1, preferences: 1 });
    const [profile] = await orm.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile?.firstName).toBe('Changed');
    expect(await getUserLanguage(orm, user.id)).toBe('de-DE');
  });

  it('is safe to run concurrently: five parallel calls leave one row each', async () => {
    const { orm } = getDb();
    const user = await insertTestUser(orm);
    await Promise.all(
      Array.from({ length: 5 }, () => ensureUserData(orm, { userId: user.id, email: user.email, name: user.name })),
    );
    expect(await countRows(user.id)).toEqual({ profiles: 1, settings: 1, preferences: 1 });
  });

  describe('getUserLanguage', () => {
    it('answers pt-BR when the user has no preferences row', async () => {
      const { orm } = getDb();
      const user = await insertTestUser(orm);
      expect(await getUserLanguage(orm, user.id)).toBe('pt-BR');
    });
  });
});
