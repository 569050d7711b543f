import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases';
import { callApi, signUpTestUser } from '../../test/users';
import { countUsers, PASSWORD, readError, startAccountsApp, uniqueEmail, useAccountsApp } from '../../test/accounts';
import type { TestApp } from '../../test/test-app';

describeEachDatabase('accounts', (getDb) => {
  const main = useAccountsApp(getDb);

  describe('rate limits', () => {
    let limited: TestApp;

    beforeAll(async () => {
      limited = await startAccountsApp(getDb(), {
        rateLimits: {
          signInPerIp: { max: 8, windowMs: 60_000 },
          signInFailuresPerAccount: { max: 2, windowMs: 60_000 },
          signUpPerIp: { max: 3, windowMs: 60_000 },
          resetRequestPerIp: { max: 3, windowMs: 60_000 },
          resetRequestPerEmail: { max: 1, windowMs: 60_000 },
          resetConfirmPerIp: { max: 2, windowMs: 60_000 },
        },
      });
    });

    afterAll(async () => {
      await limited.app.close();
    });

    beforeEach(async () => {
      await getDb().query('delete from rate_limit_counters');
    });

    async function expectLimited(response: Response) {
      expect(response.status).toBe(429);
      expect((await readError(response)).code).toBe('RATE_LIMITED');
      const retryAfter = Number(response.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }

    it('lets a concurrent burst of sign-ups create no more accounts than the limit', async () => {
      const before = await countUsers(getDb());
      const responses = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          callApi(limited.baseUrl, 'POST', '/api/account', {
            body: { name: `Burst ${index}`, email: uniqueEmail('burst'), password: PASSWORD },
          }),
        ),
      );
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
      await expectLimited(responses.find((response) => response.status === 429) as Response);
      expect(await countUsers(getDb())).toBe(before + 3);
    });

    it('limits failed sign-ins per account, whoever tries, and not successful ones', async () => {
      const person = await signUpTestUser(main.baseUrl);
      const signIn = (password: string) =>
        callApi(limited.baseUrl, 'POST', '/api/session', {
          body: { email: person.email, password },
        });
      // Successes give their attempt back.
      for (let attempt = 0; attempt < 3; attempt++) {
        expect((await signIn(PASSWORD)).status).toBe(200);
      }
      expect((await signIn('wrong password 1')).status).toBe(401);
      expect((await signIn('wrong password 2')).status).toBe(401);
      // Locked for this account now, even with the right password...
      await expectLimited(await signIn(PASSWORD));
      // ...but not for another.
      const other = await signUpTestUser(main.baseUrl);
      const otherSignIn = await callApi(limited.baseUrl, 'POST', '/api/session', {
        body: { email: other.email, password: PASSWORD },
      });
      expect(otherSignIn.status).toBe(200);
    });

    it('counts by the connecting address, unless told to trust a proxy', async () => {
      const signUp = (app: TestApp, forwardedFor: string) =>
        fetch(`${app.baseUrl}/api/account`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: app.baseUrl,
            'x-forwarded-for': forwardedFor,
          },
          body: JSON.stringify({ name: 'Proxy', email: uniqueEmail('proxy'), password: PASSWORD }),
        });
      // Made-up X-Forwarded-For values do not buy a client more attempts...
      for (let index = 0; index < 3; index++) {
        expect((await signUp(limited, `203.0.113.${index}`)).status).toBe(201);
      }
      await expectLimited(await signUp(limited, '203.0.113.99'));

      // ...but behind a trusted proxy, each forwarded client has its own count.
      const proxied = await startAccountsApp(getDb(), {
        config: { appUrl: null, logLevel: 'silent', trustProxy: true },
        rateLimits: { signUpPerIp: { max: 1, windowMs: 60_000 } },
      });
      try {
        expect((await signUp(proxied, '198.51.100.1')).status).toBe(201);
        await expectLimited(await signUp(proxied, '198.51.100.1'));
        expect((await signUp(proxied, '198.51.100.2')).status).toBe(201);
      } finally {
        await proxied.app.close();
      }
    });

    it('limits sign-in attempts per address', async () => {
      const attempt = () =>
        callApi(limited.baseUrl, 'POST', '/api/session', {
          body: { email: uniqueEmail('spray'), password: 'guess' },
        });
      for (let index = 0; index < 8; index++) expect((await attempt()).status).toBe(401);
      await expectLimited(await attempt());
    });

    it('limits reset e-mails per address asked for and reset attempts per client', async () => {
      const email = uniqueEmail('flood');
      const request = () =>
        callApi(limited.baseUrl, 'POST', '/api/account/password-reset-request', {
          body: { email },
        });
      expect((await request()).status).toBe(202);
      await expectLimited(await request());

      const confirm = () =>
        callApi(limited.baseUrl, 'POST', '/api/account/password-reset', {
          body: { token: 'guessed-token', newPassword: 'a brand new passphrase' },
        });
      expect((await confirm()).status).toBe(400);
      expect((await confirm()).status).toBe(400);
      await expectLimited(await confirm());
    });
  });
});
