import os from 'node:os';
import path from 'node:path';
import { AuthConfigResponse } from '@alavanca/contracts/auth';
import { SessionResponse } from '@alavanca/contracts/session';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { describeEachDatabase } from '../../test/databases';
import { startTestApp } from '../../test/test-app';
import { startOAuthStandIn, type OAuthStandIn } from '../../test/oauth-stand-in';
import { callApi, signUpTestUser } from '../../test/users';

const NO_WEB_BUILD = path.join(os.tmpdir(), 'alavanca-no-such-build');

/** A browser's cookie jar, just enough for one host-agnostic flow. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';', 1);
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Follows the redirects from our start address, through the provider, back to our callback
 * and on to the page the browser finally lands on (not fetched: the web app's job).
 */
async function runOAuthFlow(baseUrl: string, startPath: string) {
  const jar = new CookieJar();
  const appHost = new URL(baseUrl).host;
  let url = `${baseUrl}${startPath}`;
  const visited: string[] = [];
  for (let hop = 0; hop < 5; hop++) {
    const target = new URL(url);
    // The server calls itself localhost (no APP_URL); it listens on 127.0.0.1.
    if (target.hostname === 'localhost') target.host = appHost;
    visited.push(target.pathname);
    const response = await fetch(target, {
      redirect: 'manual',
      headers: target.host === appHost ? { cookie: jar.header() } : {},
    });
    if (target.host === appHost) jar.store(response);
    const location = response.headers.get('location');
    if (response.status !== 302 || !location) {
      throw new Error(`${target.pathname} answered ${response.status}: ${await response.text()}`);
    }
    const next = new URL(location, target);
    const onApp = next.hostname === 'localhost' || next.host === appHost;
    if (onApp && !next.pathname.startsWith('/api/')) {
      return { landing: next, cookie: jar.header(), visited };
    }
    url = next.toString();
  }
  throw new Error(`Too many redirects: ${visited.join(' → ')}`);
}

describeEachDatabase('OAuth sign-in', (getDb) => {
  let standIn: OAuthStandIn;
  let app: FastifyInstance;
  let baseUrl: string;
  let port: string;

  beforeAll(async () => {
    standIn = await startOAuthStandIn();
    // The same variables the E2E server gets, through the real configuration loader.
    const config = loadConfig(standIn.env, '/srv');
    ({ app, baseUrl } = await startTestApp(getDb(), {
      config: { ...config, appUrl: null, logLevel: 'silent' },
      webDistDir: NO_WEB_BUILD,
    }));
    port = new URL(baseUrl).port;
  });

  afterAll(async () => {
    await app.close();
    await standIn.close();
  });

  afterEach(() => {
    standIn.setFailing(false);
  });

  it('offers both providers', async () => {
    const response = await fetch(`${baseUrl}/api/auth-config`);
    expect(AuthConfigResponse.parse(await response.json())).toEqual({
      oauthProviders: ['google', 'github'],
      emailVerificationRequired: false,
    });
  });

  it.each(['google', 'github'] as const)(
    'signs a new %s user up and lands on /dashboard with a session',
    async (provider) => {
      const email = `${provider}-${Date.now()}@example.test`;
      standIn.setPerson(provider, { id: String(Date.now()), email, name: 'Rita Nunes' });

      const start = await callApi(baseUrl, 'GET', `/api/oauth/${provider}/start?mode=signup`);
      expect(start.status).toBe(302);
      expect(start.headers.get('location')).toMatch(new RegExp(`^${standIn.url}/${provider}/`));

      const flow = await runOAuthFlow(baseUrl, `/api/oauth/${provider}/start?mode=signup`);
      expect(flow.visited).toContain(`/api/auth/callback/${provider}`);
      expect(flow.landing.toString()).toBe(`http://localhost:${port}/dashboard`);
      expect(flow.cookie).toMatch(/alavanca\.session_token=/);

      const session = await callApi(baseUrl, 'GET', '/api/session', { cookie: flow.cookie });
      const user = SessionResponse.parse(await session.json()).user;
      expect(user).toMatchObject({ email, name: 'Rita Nunes' });

      // The same first-use rows as an e-mail sign-up, and the new-session notification.
      const profiles = await getDb().query('select 1 from profiles where id = $1', [user?.id]);
      expect(profiles).toHaveLength(1);
      const notifications = await getDb().query<{ title: string }>(
        'select title from notifications where user_id = $1',
        [user?.id],
      );
      expect(notifications).toEqual([{ title: 'notifications:system.newSession.title' }]);
      const [account] = await getDb().query<{ provider_id: string }>(
        'select provider_id from account where user_id = $1',
        [user?.id],
      );
      expect(account?.provider_id).toBe(provider);

      // Signing in again finds the same account.
      const again = await runOAuthFlow(baseUrl, `/api/oauth/${provider}/start`);
      const sameUser = SessionResponse.parse(
        await (await callApi(baseUrl, 'GET', '/api/session', { cookie: again.cookie })).json(),
      ).user;
      expect(sameUser?.id).toBe(user?.id);
    },
  );

  it('sends the browser back to the page it came from when the provider refuses', async () => {
    standIn.setFailing(true);
    const fromLogin = await runOAuthFlow(baseUrl, '/api/oauth/github/start?mode=signin');
    expect(fromLogin.landing.origin).toBe(`http://localhost:${port}`);
    expect(fromLogin.landing.pathname).toBe('/login');
    expect(fromLogin.landing.searchParams.get('oauthError')).toBe('github');
    expect(fromLogin.cookie).not.toMatch(/session_token/);

    const fromSignUp = await runOAuthFlow(baseUrl, '/api/oauth/google/start?mode=signup');
    expect(fromSignUp.landing.pathname).toBe('/cadastro');
    expect(fromSignUp.landing.searchParams.get('oauthError')).toBe('google');
  });

  it('does not hand an existing e-mail account to an OAuth login', async () => {
    const person = await signUpTestUser(baseUrl);
    standIn.setPerson('github', { id: '777', email: person.email, name: 'Impostor' });
    const flow = await runOAuthFlow(baseUrl, '/api/oauth/github/start');
    expect(flow.landing.pathname).toBe('/login');
    expect(flow.landing.searchParams.get('oauthError')).toBe('github');
    expect(flow.cookie).not.toMatch(/session_token/);
  });

  it('refuses a callback whose state this browser did not start', async () => {
    const response = await fetch(`${baseUrl}/api/auth/callback/github?code=abc&state=forged`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    const landing = new URL(response.headers.get('location') ?? '');
    expect(landing.pathname).toBe('/login');
    expect(response.headers.getSetCookie().join('\n')).not.toMatch(/session_token=[^;]/);
  });

  it('answers 404 for a provider it does not know', async () => {
    const response = await callApi(baseUrl, 'GET', '/api/oauth/facebook/start');
    expect(response.status).toBe(404);
    const badMode = await callApi(baseUrl, 'GET', '/api/oauth/github/start?mode=other');
    expect(badMode.status).toBe(400);
  });
});
