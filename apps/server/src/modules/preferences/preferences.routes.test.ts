import { ErrorResponse } from '@alavanca/contracts/errors';
import { UserPreferences, UserSettings } from '@alavanca/contracts/preferences';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases';
import { signUpTestUser, type TestUser } from '../../test/users';
import { readOwnedRows } from '../../test/read-owned-rows';
import { startTestApp, type TestApp } from '../../test/test-app';

const ANSWERS = {
  language: 'pt-BR',
  currency: 'BRL',
  region: 'América Latina',
  businessType: null,
  role: 'student',
  experienceLevel: 'advanced',
  primaryObjective: 'other',
  customObjective: 'Abrir uma loja de bicicletas',
};

describeEachDatabase('preferences, onboarding and settings routes', (getDb) => {
  let api: TestApp;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    api = await startTestApp(getDb());
    alice = await signUpTestUser(api.baseUrl, { name: 'Alice Alves' });
    bob = await signUpTestUser(api.baseUrl, { name: 'Bob Brito', language: 'en-US' });
  });
  afterAll(async () => {
    await api?.close();
  });

  async function readError(response: Response) {
    return ErrorResponse.parse(await response.json()).error;
  }

  it.each([
    ['GET', '/api/preferences', undefined],
    ['PATCH', '/api/preferences', { currency: 'USD' }],
    ['POST', '/api/onboarding', ANSWERS],
    ['POST', '/api/onboarding/skip', undefined],
    ['GET', '/api/settings', undefined],
    ['PATCH', '/api/settings', { aiVerbosity: 10 }],
  ])('%s %s answers 401 without a session', async (method, pathname, body) => {
    const response = await api.call(method, pathname, { body });
    expect(response.status).toBe(401);
    expect((await readError(response)).code).toBe('UNAUTHENTICATED');
  });

  it('starts from the spec defaults', async () => {
    const preferences = await api.call('GET', '/api/preferences', { cookie: alice.cookie });
    expect(preferences.status).toBe(200);
    expect(UserPreferences.parse(await preferences.json())).toEqual({
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
    });
    const settings = await api.call('GET', '/api/settings', { cookie: alice.cookie });
    expect(settings.status).toBe(200);
    expect(UserSettings.parse(await settings.json())).toEqual({
      emailNotifications: true,
      weeklyReports: true,
      aiTone: 'balanced',
      aiVerbosity: 70,
      aiContext: '',
      communityDigest: 'off',
    });
  });

  it('starts in the sign-up language, with its currency', async () => {
    const response = await api.call('GET', '/api/preferences', { cookie: bob.cookie });
    expect(UserPreferences.parse(await response.json())).toMatchObject({
      language: 'en-US',
      currency: 'USD',
    });
  });

  it('patches preferences; a new country fills its preset but not the language', async () => {
    const response = await api.call('PATCH', '/api/preferences', {
      cookie: alice.cookie,
      body: { country: 'US', region: 'Estados Unidos' },
    });
    expect(response.status).toBe(200);
    expect(UserPreferences.parse(await response.json())).toMatchObject({
      language: 'pt-BR',
      country: 'US',
      region: 'Estados Unidos',
      currency: 'USD',
      dateFormat: 'MM/DD/YYYY',
      numberFormat: 'thousand',
      timezone: 'America/New_York',
    });
    await api.call('PATCH', '/api/preferences', {
      cookie: alice.cookie,
      body: { country: 'BR', region: 'Brasil', timezone: 'America/Manaus' },
    });
  });

  it('remembers the month screen sections the user opened, and forgets them when closed', async () => {
    const opened = await api.call('PATCH', '/api/preferences', {
      cookie: alice.cookie,
      body: { openSections: ['monthStatements', 'riskCharts'] },
    });
    expect(opened.status).toBe(200);
    const read = await api.call('GET', '/api/preferences', { cookie: alice.cookie });
    expect(UserPreferences.parse(await read.json()).openSections).toEqual(['monthStatements', 'riskCharts']);
    // Another user's preferences are untouched.
    const other = await api.call('GET', '/api/preferences', { cookie: bob.cookie });
    expect(UserPreferences.parse(await other.json()).openSections).toEqual([]);
    const closed = await api.call('PATCH', '/api/preferences', { cookie: alice.cookie, body: { openSections: [] } });
    expect(UserPreferences.parse(await closed.json()).openSections).toEqual([]);
  });

  it('patches settings', async () => {
    const response = await api.call('PATCH', '/api/settings', {
      cookie: alice.cookie,
      body: { aiTone: 'formal', aiVerbosity: 100, emailNotifications: false },
    });
    expect(response.status).toBe(200);
    expect(UserSettings.parse(await response.json())).toEqual({
      emailNotifications: false,
      weeklyReports: true,
      aiTone: 'formal',
      aiVerbosity: 100,
      aiContext: '',
      communityDigest: 'off',
    });
  });

  it.each([
    ['PATCH', '/api/preferences', {}],
    ['PATCH', '/api/preferences', undefined],
    ['PATCH', '/api/preferences', { unknownField: 'x' }],
    ['PATCH', '/api/preferences', { timezone: 'Mars/Olympus_Mons' }],
    ['PATCH', '/api/preferences', { language: 'it-IT' }],
    ['PATCH', '/api/preferences', { currency: 'JPY' }],
    ['PATCH', '/api/preferences', { country: 'usa' }],
    ['PATCH', '/api/preferences', { dateFormat: 'DD.MM.YYYY', currency: 'USD' }],
    ['PATCH', '/api/preferences', { experienceLevel: null }],
    ['PATCH', '/api/preferences', { openSections: ['sidebar'] }],
    ['PATCH', '/api/preferences', { openSections: ['riskCharts', 'riskCharts'] }],
    ['PATCH', '/api/preferences', { openSections: 'riskCharts' }],
    ['PATCH', '/api/settings', {}],
    ['PATCH', '/api/settings', { aiVerbosity: 101 }],
    ['PATCH', '/api/settings', { aiVerbosity: -1 }],
    ['PATCH', '/api/settings', { aiVerbosity: 50.5 }],
    ['PATCH', '/api/settings', { aiVerbosity: '70' }],
    ['PATCH', '/api/settings', { aiTone: 'rude' }],
    ['PATCH', '/api/settings', { aiContext: 'a'.repeat(2001) }],
    ['PATCH', '/api/settings', { weeklyReports: 'yes', aiTone: 'casual' }],
    ['PATCH', '/api/settings', { communityDigest: 'hourly' }],
    ['PATCH', '/api/settings', { communityDigest: null, aiTone: 'casual' }],
    ['POST', '/api/onboarding', {}],
    ['POST', '/api/onboarding', { ...ANSWERS, experienceLevel: undefined }],
    ['POST', '/api/onboarding', { ...ANSWERS, primaryObjective: 'get-rich' }],
    ['POST', '/api/onboarding', { ...ANSWERS, region: 'Marte' }],
  ])('%s %s refuses %j with 400, writing nothing', async (method, pathname, body) => {
    const before = await readOwnedRows(getDb(), alice.user.id);
    const response = await api.call(method, pathname, { cookie: alice.cookie, body });
    expect(response.status).toBe(400);
    expect((await readError(response)).code).toBe('VALIDATION_FAILED');
    expect(await readOwnedRows(getDb(), alice.user.id)).toEqual(before);
  });

  it('accepts a 2000-character AI context', async () => {
    const response = await api.call('PATCH', '/api/settings', {
      cookie: alice.cookie,
      body: { aiContext: 'a'.repeat(2000) },
    });
    expect(response.status).toBe(200);
    expect(UserSettings.parse(await response.json()).aiContext).toHaveLength(2000);
  });

  describe('onboarding', () => {
    it('completes with the answers and the time; the custom objective only with "other"', async () => {
      const response = await api.call('POST', '/api/onboarding', { cookie: alice.cookie, body: ANSWERS });
      expect(response.status).toBe(200);
      const saved = UserPreferences.parse(await response.json());
      expect(saved).toMatchObject({ ...ANSWERS, onboardingCompleted: true, skipTour: false });
      expect(Math.abs(Date.parse(saved.completedAt ?? '') - Date.now())).toBeLessThan(60_000);

      const notOther = await api.call('POST', '/api/onboarding', {
        cookie: alice.cookie,
        body: { ...ANSWERS, primaryObjective: 'mentoring' },
      });
      expect(UserPreferences.parse(await notOther.json())).toMatchObject({
        primaryObjective: 'mentoring',
        customObjective: null,
      });
    });

    it('skips: completed, tour skipped', async () => {
      const response = await api.call('POST', '/api/onboarding/skip', { cookie: bob.cookie });
      expect(response.status).toBe(200);
      expect(UserPreferences.parse(await response.json())).toMatchObject({
        onboardingCompleted: true,
        skipTour: true,
        primaryObjective: null,
      });
    });
  });

  it("B's requests only ever touch B's rows", async () => {
    const aliceBefore = await readOwnedRows(getDb(), alice.user.id);
    const asBob = (method: string, pathname: string, body?: unknown) =>
      api.call(method, pathname, { cookie: bob.cookie, body });

    const responses = [
      await asBob('GET', '/api/preferences'),
      await asBob('PATCH', '/api/preferences', { country: 'DE', language: 'de-DE' }),
      await asBob('POST', '/api/onboarding', { ...ANSWERS, customObjective: 'Bob' }),
      await asBob('POST', '/api/onboarding/skip'),
      await asBob('GET', '/api/settings'),
      await asBob('PATCH', '/api/settings', { aiContext: 'Bob context', aiVerbosity: 1 }),
    ];
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 200]);

    const settings = UserSettings.parse(await (await asBob('GET', '/api/settings')).json());
    expect(settings).toMatchObject({ aiContext: 'Bob context', aiVerbosity: 1 });
    expect(await readOwnedRows(getDb(), alice.user.id)).toEqual(aliceBefore);
  });
});
