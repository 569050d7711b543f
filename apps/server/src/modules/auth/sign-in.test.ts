import { AuthConfigResponse } from '@alavanca/contracts/auth';
import { SessionResponse } from '@alavanca/contracts/session';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases';
import { callApi, signUpTestUser, toCookieHeader, type TestUser } from '../../test/users';
import {
  countUsers,
  PASSWORD,
  readError,
  sessionUser,
  startAccountsApp,
  uniqueEmail,
  useAccountsApp,
} from '../../test/accounts';

describeEachDatabase('accounts', (getDb) => {
  const main = useAccountsApp(getDb);

  describe('sign-in, session and sign-out', () => {
    let person: TestUser;

    beforeAll(async () => {
      person = await signUpTestUser(main.baseUrl, { name: 'Bruno Alves' });
    });

    it('signs in, sets a cookie and tells the user about the new session', async () => {
      const response = await callApi(main.baseUrl, 'POST', '/api/session', {
        body: { email: person.email.toUpperCase(), password: PASSWORD },
      });
      expect(response.status).toBe(200);
      expect(SessionResponse.parse(await response.json()).user).toEqual(person.user);
      const [cookie] = response.headers.getSetCookie();
      expect(cookie).toMatch(/^alavanca\.session_token=.+; Max-Age=\d+;.*HttpOnly; SameSite=Lax/);

      const notifications = await getDb().query<{
        title: string;
        description: string;
        type: string;
        read: boolean;
      }>(
        `select title, description, type, read from notifications
         where user_id = $1 order by created_at`,
        [person.user.id],
      );
      // One for the sign-up's session, one for this sign-in.
      expect(notifications).toHaveLength(2);
      expect(notifications[1]).toEqual({
        title: 'notifications:system.newSession.title',
        description: 'notifications:system.newSession.description',
        type: 'warning',
        read: false,
      });
    });

    it('keeps a browser-session cookie when rememberMe is false', async () => {
      const response = await callApi(main.baseUrl, 'POST', '/api/session', {
        body: { email: person.email, password: PASSWORD, rememberMe: false },
      });
      expect(response.status).toBe(200);
      const session = response.headers.getSetCookie().find((line) => line.startsWith('alavanca.session_token='));
      expect(session).toMatch(/HttpOnly/);
      expect(session).not.toMatch(/Max-Age|Expires/);
      const cookie = toCookieHeader(response.headers.getSetCookie());
      expect(await sessionUser(main.baseUrl, cookie)).toEqual(person.user);
    });

    it('answers a wrong password and an unknown e-mail alike: INVALID_CREDENTIALS', async () => {
      const wrong = await callApi(main.baseUrl, 'POST', '/api/session', {
        body: { email: person.email, password: 'not the password' },
      });
      const unknown = await callApi(main.baseUrl, 'POST', '/api/session', {
        body: { email: uniqueEmail('nobody'), password: 'not the password' },
      });
      for (const response of [wrong, unknown]) {
        expect(response.status).toBe(401);
        expect(await readError(response)).toEqual({
          code: 'INVALID_CREDENTIALS',
          message: 'Invalid login credentials',
        });
        expect(response.headers.getSetCookie()).toEqual([]);
      }
    });

    it('says who is signed in, and nobody without or with a forged cookie', async () => {
      expect(await sessionUser(main.baseUrl, person.cookie)).toEqual(person.user);
      const anonymous = await fetch(`${main.baseUrl}/api/session`);
      expect(SessionResponse.parse(await anonymous.json())).toEqual({ user: null });
      expect(await sessionUser(main.baseUrl, 'alavanca.session_token=forged.value')).toBeNull();
    });

    it('gives other modules the user through requireUser, or 401 UNAUTHENTICATED', async () => {
      const signedIn = await callApi(main.baseUrl, 'GET', '/api/test/me', {
        cookie: person.cookie,
      });
      expect(await signedIn.json()).toEqual({ user: person.user });
      const anonymous = await callApi(main.baseUrl, 'GET', '/api/test/me');
      expect(anonymous.status).toBe(401);
      expect((await readError(anonymous)).code).toBe('UNAUTHENTICATED');
    });

    it('signs out: the session row goes, the cookie is cleared and no longer works', async () => {
      const signIn = await callApi(main.baseUrl, 'POST', '/api/session', {
        body: { email: person.email, password: PASSWORD },
      });
      const cookie = toCookieHeader(signIn.headers.getSetCookie());
      const countSessions = async () =>
        (await getDb().query('select 1 from session where user_id = $1', [person.user.id])).length;
      const before = await countSessions();

      const response = await callApi(main.baseUrl, 'DELETE', '/api/session', { cookie });
      expect(response.status).toBe(204);
      expect(response.headers.getSetCookie().join('\n')).toMatch(/alavanca\.session_token=; Max-Age=0/);
      expect(await countSessions()).toBe(before - 1);
      expect(await sessionUser(main.baseUrl, cookie)).toBeNull();
      // Other sessions of the same person are untouched.
      expect(await sessionUser(main.baseUrl, person.cookie)).toEqual(person.user);

      const again = await callApi(main.baseUrl, 'DELETE', '/api/session');
      expect(again.status).toBe(204);
    });
  });

  describe('origin check', () => {
    it('refuses state-changing API requests from elsewhere with 403, writing nothing', async () => {
      const before = await countUsers(getDb());
      const body = JSON.stringify({ name: 'Eve', email: uniqueEmail('eve'), password: PASSWORD });
      const attempts: Record<string, string>[] = [
        {},
        { origin: 'https://evil.example' },
        { origin: 'null' },
        { referer: 'https://evil.example/page' },
      ];
      for (const headers of attempts) {
        const response = await fetch(`${main.baseUrl}/api/account`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body,
        });
        expect(response.status, JSON.stringify(headers)).toBe(403);
        expect((await readError(response)).code).toBe('FORBIDDEN');
      }
      expect(await countUsers(getDb())).toBe(before);
    });

    it('accepts our pages through Referer and through the public address', async () => {
      const viaReferer = await fetch(`${main.baseUrl}/api/session`, {
        method: 'DELETE',
        headers: { referer: `${main.baseUrl}/dashboard` },
      });
      expect(viaReferer.status).toBe(204);
      const port = new URL(main.baseUrl).port;
      const viaPublicAddress = await fetch(`${main.baseUrl}/api/session`, {
        method: 'DELETE',
        headers: { origin: `http://localhost:${port}` },
      });
      expect(viaPublicAddress.status).toBe(204);
    });

    it('protects a signed-in user against cross-site requests', async () => {
      const person = await signUpTestUser(main.baseUrl);
      const response = await fetch(`${main.baseUrl}/api/session`, {
        method: 'DELETE',
        headers: { cookie: person.cookie, origin: 'https://evil.example' },
      });
      expect(response.status).toBe(403);
      expect(await sessionUser(main.baseUrl, person.cookie)).toEqual(person.user);
    });
  });

  describe('over HTTPS', () => {
    it('marks the session cookie Secure', async () => {
      const secure = await startAccountsApp(getDb(), {
        config: { appUrl: 'https://alavanca.example', logLevel: 'silent' },
      });
      try {
        const response = await callApi(secure.baseUrl, 'POST', '/api/account', {
          body: { name: 'Sofia', email: uniqueEmail('secure'), password: PASSWORD },
          site: 'https://alavanca.example',
        });
        expect(response.status).toBe(201);
        const [cookie] = response.headers.getSetCookie();
        expect(cookie).toMatch(/^__Secure-alavanca\.session_token=/);
        expect(cookie).toMatch(/; Secure/);
        expect(cookie).toMatch(/; HttpOnly/);
        expect(cookie).toMatch(/; SameSite=Lax/);
      } finally {
        await secure.app.close();
      }
    });
  });

  describe('auth config', () => {
    it('offers no OAuth provider and no verification by default', async () => {
      const response = await fetch(`${main.baseUrl}/api/auth-config`);
      expect(AuthConfigResponse.parse(await response.json())).toEqual({
        oauthProviders: [],
        emailVerificationRequired: false,
      });
      const start = await callApi(main.baseUrl, 'GET', '/api/oauth/google/start');
      expect(start.status).toBe(404);
    });
  });
});
