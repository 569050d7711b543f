import { ErrorResponse } from '@alavanca/contracts/errors';
import { SessionResponse } from '@alavanca/contracts/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../test/databases';
import { insertRows, waitForEmails } from '../test/notifications';
import { request, type RawResponse } from '../test/raw-request';
import { readOwnedRows } from '../test/read-owned-rows';
import { startTestApp, type TestApp } from '../test/test-app';
import { signUpTestUser, type TestUser } from '../test/users';

const APP_ORIGIN = 'https://alavanca.example';
const APP_HOST = 'alavanca.example';
const EXTRA_ORIGIN = 'https://www.alavanca.example';

/** What a reverse proxy in front of the app forwards for a browser on our site. */
const FROM_OUR_PAGE = { host: APP_HOST, origin: APP_ORIGIN, 'x-forwarded-proto': 'https' };
/**
 * A page on another site, with the forwarded headers a client can add itself when the proxy
 * passes them through: the own origin used to be read from them.
 */
const FROM_EVIL_PAGE = {
  host: APP_HOST,
  origin: 'https://evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
};

/** The mutations the audit saw accepted, each with a body that would change something. */
const MUTATIONS = [
  { method: 'PATCH', path: '/api/settings', body: { aiContext: 'changed from afar' }, success: 200 },
  { method: 'POST', path: '/api/notifications/read-all', body: undefined, success: 200 },
  { method: 'DELETE', path: '/api/session', body: undefined, success: 204 },
] as const;

function send(
  app: TestApp,
  method: string,
  pathname: string,
  headers: Record<string, string>,
  options: { cookie?: string; body?: unknown } = {},
): Promise<RawResponse> {
  const all: Record<string, string> = { ...headers };
  if (options.cookie) all['cookie'] = options.cookie;
  if (options.body !== undefined) all['content-type'] = 'application/json';
  return request(app.baseUrl, pathname, {
    method,
    headers: all,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

function expectForbidden(response: RawResponse): void {
  expect(response.status).toBe(403);
  expect(ErrorResponse.parse(JSON.parse(response.text)).error.code).toBe('FORBIDDEN');
}

describeEachDatabase('origin check through HTTP', (getDb) => {
  describe('behind a proxy (APP_URL https, TRUST_PROXY=1, EXTRA_ORIGINS set)', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp(getDb(), {
        config: { appUrl: APP_ORIGIN, trustProxy: 1, extraOrigins: [EXTRA_ORIGIN] },
      });
    });
    afterAll(async () => {
      await app?.close();
    });

    /** A user signed up through the proxy, with two unread notifications to mark. */
    async function signUp(): Promise<TestUser> {
      const signedUp = await signUpTestUser(app.baseUrl, { site: APP_ORIGIN });
      // The sign-up's e-mail copy is written after the response: let it land before any snapshot.
      await waitForEmails(getDb(), signedUp.email, 1);
      await insertRows(getDb(), signedUp.user.id, [
        { createdAt: '2026-01-01T10:00:00Z' },
        { createdAt: '2026-01-01T11:00:00Z' },
      ]);
      return signedUp;
    }

    async function signedIn(cookie: string): Promise<boolean> {
      const session = await send(app, 'GET', '/api/session', FROM_OUR_PAGE, { cookie });
      return SessionResponse.parse(JSON.parse(session.text)).user !== null;
    }

    it.each(MUTATIONS)(
      'refuses $method $path from another origin named in X-Forwarded-Host, changing nothing',
      async ({ method, path, body }) => {
        const user = await signUp();
        const before = await readOwnedRows(getDb(), user.user.id);
        expectForbidden(await send(app, method, path, FROM_EVIL_PAGE, { cookie: user.cookie, body }));
        expect(await readOwnedRows(getDb(), user.user.id)).toEqual(before);
        expect(await signedIn(user.cookie)).toBe(true);
      },
    );

    it.each(MUTATIONS)('accepts $method $path from our own page', async ({ method, path, body, success }) => {
      const user = await signUp();
      const before = await readOwnedRows(getDb(), user.user.id);
      const response = await send(app, method, path, FROM_OUR_PAGE, { cookie: user.cookie, body });
      expect(response.status).toBe(success);
      if (method === 'DELETE') expect(await signedIn(user.cookie)).toBe(false);
      else expect(await readOwnedRows(getDb(), user.user.id)).not.toEqual(before);
    });

    it('refuses a request addressed to another host, even with our Origin or a forwarded host of ours', async () => {
      const user = await signUp();
      const before = await readOwnedRows(getDb(), user.user.id);
      const body = { aiContext: 'changed through another name' };
      for (const headers of [
        { ...FROM_OUR_PAGE, host: 'evil.example' },
        { ...FROM_OUR_PAGE, host: 'evil.example', 'x-forwarded-host': APP_HOST },
        { ...FROM_OUR_PAGE, host: 'alavanca.example.evil.example' },
      ]) {
        expectForbidden(await send(app, 'PATCH', '/api/settings', headers, { cookie: user.cookie, body }));
      }
      expect(await readOwnedRows(getDb(), user.user.id)).toEqual(before);
    });

    it('falls back to Referer without Origin, and refuses a foreign one', async () => {
      const user = await signUp();
      const { origin: _origin, ...withoutOrigin } = FROM_OUR_PAGE;
      const before = await readOwnedRows(getDb(), user.user.id);
      const foreign = await send(
        app,
        'POST',
        '/api/notifications/read-all',
        { ...withoutOrigin, referer: 'https://evil.example/alavanca.example' },
        { cookie: user.cookie },
      );
      expectForbidden(foreign);
      expectForbidden(await send(app, 'POST', '/api/notifications/read-all', withoutOrigin, { cookie: user.cookie }));
      expect(await readOwnedRows(getDb(), user.user.id)).toEqual(before);

      const ours = await send(
        app,
        'POST',
        '/api/notifications/read-all',
        { ...withoutOrigin, referer: `${APP_ORIGIN}/notificacoes?filter=unread` },
        { cookie: user.cookie },
      );
      expect(ours.status).toBe(200);
    });

    it('accepts the extra origins configured, at their own host', async () => {
      const user = await signUp();
      const headers = { host: 'www.alavanca.example', origin: EXTRA_ORIGIN, 'x-forwarded-proto': 'https' };
      const response = await send(app, 'PATCH', '/api/settings', headers, {
        cookie: user.cookie,
        body: { aiContext: 'from www' },
      });
      expect(response.status).toBe(200);
    });

    it('still serves reads addressed to any host (health probes name the instance)', async () => {
      const health = await send(app, 'GET', '/api/health', { host: '10.0.0.7:3000' });
      expect(health.status).toBe(200);
    });
  });

  describe('run locally (no APP_URL)', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp(getDb());
    });
    afterAll(async () => {
      await app?.close();
    });

    it('accepts both loopback names of its port', async () => {
      const user = await signUpTestUser(app.baseUrl);
      await waitForEmails(getDb(), user.email, 1);
      const { port } = new URL(app.baseUrl);
      for (const name of ['localhost', '127.0.0.1']) {
        const own = `${name}:${port}`;
        const response = await send(
          app,
          'PATCH',
          '/api/settings',
          { host: own, origin: `http://${own}` },
          {
            cookie: user.cookie,
            body: { aiContext: `from ${name}` },
          },
        );
        expect(response.status, name).toBe(200);
      }
    });

    it('refuses a DNS-rebound name, whose page sends that name as Host and Origin', async () => {
      const user = await signUpTestUser(app.baseUrl);
      await waitForEmails(getDb(), user.email, 1);
      const before = await readOwnedRows(getDb(), user.user.id);
      const rebound = `rebound.evil.example:${new URL(app.baseUrl).port}`;
      for (const { method, path, body } of MUTATIONS) {
        const response = await send(
          app,
          method,
          path,
          { host: rebound, origin: `http://${rebound}` },
          {
            cookie: user.cookie,
            body,
          },
        );
        expectForbidden(response);
      }
      expect(await readOwnedRows(getDb(), user.user.id)).toEqual(before);
    });
  });
});
