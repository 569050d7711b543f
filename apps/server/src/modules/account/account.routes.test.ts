import { ErrorResponse } from '@alavanca/contracts/errors';
import { SessionResponse } from '@alavanca/contracts/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases';
import { signUpTestUser, type TestUser } from '../../test/users';
import type { AccountExport } from './account.service';
import { countOwnedRows, readOwnedRows } from '../../test/read-owned-rows';
import { startTestApp, type TestApp } from '../../test/test-app';

const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** The session token inside a `name=token.signature` cookie header. */
function sessionTokenOf(cookie: string): string {
  const pair = cookie.split('; ').find((part) => part.includes('session_token='));
  const value = decodeURIComponent(pair?.split('=').slice(1).join('=') ?? '');
  const token = value.split('.')[0] ?? '';
  if (token.length < 16) throw new Error(`No session token in ${cookie}`);
  return token;
}

describeEachDatabase('account routes', (getDb) => {
  let api: TestApp;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    api = await startTestApp(getDb());
    alice = await signUpTestUser(api.baseUrl, { name: 'Alice Alves' });
    bob = await signUpTestUser(api.baseUrl, { name: 'Bob Brito' });
    // Some data beyond the sign-up defaults.
    for (const user of [alice, bob]) {
      await api.call('PUT', '/api/profile/avatar', {
        cookie: user.cookie,
        body: { contentType: 'image/png', data: PNG_BASE64 },
      });
      await api.call('PATCH', '/api/settings', { cookie: user.cookie, body: { aiContext: `Sobre ${user.email}` } });
    }
  });
  afterAll(async () => {
    await api?.close();
  });

  async function readError(response: Response) {
    return ErrorResponse.parse(await response.json()).error;
  }

  it.each([
    ['GET', '/api/account/export', undefined],
    ['DELETE', '/api/account', { confirmEmail: 'someone@example.com' }],
  ])('%s %s answers 401 without a session', async (method, pathname, body) => {
    const response = await api.call(method, pathname, { body });
    expect(response.status).toBe(401);
    expect((await readError(response)).code).toBe('UNAUTHENTICATED');
  });

  describe('export', () => {
    it('downloads every row the user owns as a dated JSON file', async () => {
      const response = await api.call('GET', '/api/account/export', { cookie: alice.cookie });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      const today = new Date().toISOString().slice(0, 10);
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="alavanca-export-${today}.json"`);
      expect(response.headers.get('cache-control')).toBe('no-store');

      const data = (await response.json()) as AccountExport;
      expect(data.version).toBe(17);
      expect(data.user).toMatchObject({ id: alice.user.id, email: alice.email, name: 'Alice Alves' });
      expect(data.profile).toMatchObject({ firstName: 'Alice', lastName: 'Alves' });
      expect(data.avatar).toMatchObject({ contentType: 'image/png', data: PNG_BASE64 });
      expect(data.settings?.aiContext).toBe(`Sobre ${alice.email}`);
      expect(data.preferences?.language).toBe('pt-BR');
      expect(data.sessions.length).toBeGreaterThanOrEqual(1);
      expect(data.linkedAccounts).toEqual([expect.objectContaining({ providerId: 'credential' })]);
      expect(data.notifications).toBeInstanceOf(Array);
      expect(data.emails).toBeInstanceOf(Array);
      expect(data.simulations).toBeInstanceOf(Array);
    });

    it('holds no secret: no token, password or hash, by name or by value', async () => {
      const response = await api.call('GET', '/api/account/export', { cookie: alice.cookie });
      const text = await response.text();
      expect(text).not.toMatch(/"[^"]*(token|password|secret|hash)[^"]*"\s*:/i);
      expect(text).not.toContain(sessionTokenOf(alice.cookie));
      const [credential] = (await readOwnedRows(getDb(), alice.user.id))['account'] ?? [];
      expect(typeof credential?.['password']).toBe('string');
      expect(text).not.toContain(String(credential?.['password']));
    });

    it("holds only the requester's data", async () => {
      const response = await api.call('GET', '/api/account/export', { cookie: bob.cookie });
      const text = await response.text();
      expect((JSON.parse(text) as AccountExport).user.id).toBe(bob.user.id);
      expect(text).not.toContain(alice.user.id);
      expect(text).not.toContain(alice.email);
    });
  });

  describe('delete', () => {
    it.each([
      ['another address', { confirmEmail: 'someone-else@example.com' }, 'validation.confirmationMismatch'],
      ['an empty confirmation', { confirmEmail: '' }, 'validation.required'],
      ['no confirmation', {}, undefined],
    ])('refuses %s with 400, deleting nothing', async (_case, body, message) => {
      const before = await readOwnedRows(getDb(), alice.user.id);
      const response = await api.call('DELETE', '/api/account', { cookie: alice.cookie, body });
      expect(response.status).toBe(400);
      const error = await readError(response);
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.issues?.[0]?.path).toBe('confirmEmail');
      if (message) expect(error.issues?.[0]?.message).toBe(message);
      expect(await readOwnedRows(getDb(), alice.user.id)).toEqual(before);
    });

    it('cannot delete another account by naming its e-mail', async () => {
      const before = await readOwnedRows(getDb(), alice.user.id);
      const response = await api.call('DELETE', '/api/account', {
        cookie: bob.cookie,
        body: { confirmEmail: alice.email },
      });
      expect(response.status).toBe(400);
      expect(await readOwnedRows(getDb(), alice.user.id)).toEqual(before);
    });

    it("removes every row the user owns, expires the cookie, and leaves others' rows", async () => {
      const carla = await signUpTestUser(api.baseUrl, { name: 'Carla Dias' });
      await api.call('PUT', '/api/profile/avatar', {
        cookie: carla.cookie,
        body: { contentType: 'image/png', data: PNG_BASE64 },
      });
      const before = await countOwnedRows(getDb(), carla.user.id);
      for (const table of ['user', 'profiles', 'avatars', 'user_settings', 'user_preferences', 'session', 'account']) {
        expect(before[table], table).toBeGreaterThan(0);
      }
      const aliceBefore = await readOwnedRows(getDb(), alice.user.id);

      const response = await api.call('DELETE', '/api/account', {
        cookie: carla.cookie,
        body: { confirmEmail: `  ${carla.email.toUpperCase()} ` },
      });
      expect(response.status).toBe(204);
      const cleared = response.headers.getSetCookie().find((line) => line.includes('session_token='));
      expect(cleared).toMatch(/max-age=0/i);

      const after = await countOwnedRows(getDb(), carla.user.id);
      expect(Object.keys(after)).toEqual(Object.keys(before));
      expect(Object.values(after).every((count) => count === 0)).toBe(true);
      expect(await readOwnedRows(getDb(), alice.user.id)).toEqual(aliceBefore);

      const profile = await api.call('GET', '/api/profile', { cookie: carla.cookie });
      expect(profile.status).toBe(401);
      const session = await api.call('GET', '/api/session', { cookie: carla.cookie });
      expect(SessionResponse.parse(await session.json()).user).toBeNull();
    });
  });
});
