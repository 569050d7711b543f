import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { TrustProxy } from '../../config';
import { PASSWORD, readError, startAccountsApp, uniqueEmail } from '../../test/accounts';
import { describeEachDatabase } from '../../test/databases';
import type { TestApp } from '../../test/test-app';
import { signUpTestUser } from '../../test/users';

/** The client's real address, as the proxy in front appends it. */
const CLIENT = '198.51.100.7';
/** The nginx example appends the address it saw to what the client sent (`$proxy_add_x_forwarded_for`). */
const spoofedThenAppended = (index: number, ...appended: string[]) =>
  [`203.0.113.${index}`, CLIENT, ...appended].join(', ');

function send(app: TestApp, path: string, forwardedFor: string, body: unknown): Promise<Response> {
  return fetch(`${app.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.baseUrl, 'x-forwarded-for': forwardedFor },
    body: JSON.stringify(body),
  });
}

async function expectCode(response: Response, status: number, code: string): Promise<void> {
  expect(response.status).toBe(status);
  expect((await readError(response)).code).toBe(code);
}

/**
 * A client behind the proxy writes the leftmost X-Forwarded-For entries itself: changing them on
 * every request must not buy it a fresh count under any per-address limit.
 */
describeEachDatabase('the client address behind a proxy', (getDb) => {
  const apps: TestApp[] = [];
  /** The production limits, with the proxy setting of the case. */
  async function behind(trustProxy: TrustProxy): Promise<TestApp> {
    const app = await startAccountsApp(getDb(), {
      config: { appUrl: null, logLevel: 'silent', trustProxy },
      rateLimits: {},
    });
    apps.push(app);
    return app;
  }
  let oneProxy: TestApp;

  beforeAll(async () => {
    oneProxy = await behind(1);
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });
  beforeEach(async () => {
    await getDb().query('delete from rate_limit_counters');
  });

  const signUp = (app: TestApp, forwardedFor: string) =>
    send(app, '/api/account', forwardedFor, { name: 'Proxy', email: uniqueEmail('proxy'), password: PASSWORD });

  it('asks the 11th sign-up of one client for a challenge, whatever it writes on the left', async () => {
    for (let index = 1; index <= 10; index++)
      expect((await signUp(oneProxy, spoofedThenAppended(index))).status).toBe(201);
    for (let index = 11; index <= 14; index++) {
      await expectCode(await signUp(oneProxy, spoofedThenAppended(index)), 403, 'CHALLENGE_REQUIRED');
    }
    // Another client behind the same proxy has a count of its own.
    expect((await signUp(oneProxy, '203.0.113.1, 198.51.100.8')).status).toBe(201);
  });

  it('counts sign-in attempts by the address the proxy appended', async () => {
    const attempt = (index: number) =>
      send(oneProxy, '/api/session', spoofedThenAppended(index), { email: uniqueEmail('spray'), password: 'guess' });
    for (let index = 1; index <= 10; index++) expect((await attempt(index)).status).toBe(401);
    await expectCode(await attempt(11), 429, 'RATE_LIMITED');
  });

  it('counts password-reset requests and attempts by the address the proxy appended', async () => {
    const request = (index: number) =>
      send(oneProxy, '/api/account/password-reset-request', spoofedThenAppended(index), {
        email: uniqueEmail(`reset-${index}`),
      });
    for (let index = 1; index <= 5; index++) expect((await request(index)).status).toBe(202);
    await expectCode(await request(6), 429, 'RATE_LIMITED');

    const confirm = (index: number) =>
      send(oneProxy, '/api/account/password-reset', spoofedThenAppended(index), {
        token: 'guessed-token',
        newPassword: 'a brand new passphrase',
      });
    for (let index = 1; index <= 10; index++) expect((await confirm(index)).status).toBe(400);
    await expectCode(await confirm(11), 429, 'RATE_LIMITED');
  });

  it('records the address the proxy appended on the session', async () => {
    const person = await signUpTestUser(oneProxy.baseUrl);
    const response = await send(oneProxy, '/api/session', spoofedThenAppended(1), {
      email: person.email,
      password: PASSWORD,
    });
    expect(response.status).toBe(200);
    const rows = await getDb().query<{ ip: string }>(
      'select ip_address as ip from session where user_id = $1 order by created_at desc limit 1',
      [person.user.id],
    );
    expect(rows).toEqual([{ ip: CLIENT }]);
  });

  it('reads the client behind two proxies, by hops or by the proxies’ addresses', async () => {
    // The socket's address is the nearest proxy (here the test itself, on loopback); 10.0.0.2 the one before it.
    for (const app of [await behind(2), await behind(['127.0.0.1', '10.0.0.0/24'])]) {
      await getDb().query('delete from rate_limit_counters');
      for (let index = 1; index <= 10; index++) {
        expect((await signUp(app, spoofedThenAppended(index, '10.0.0.2'))).status).toBe(201);
      }
      await expectCode(await signUp(app, spoofedThenAppended(11, '10.0.0.2')), 403, 'CHALLENGE_REQUIRED');
    }
  });
});
