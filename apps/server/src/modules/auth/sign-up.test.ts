import { SignUpResponse } from '@alavanca/contracts/auth';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases';
import { callApi, signUpTestUser, toCookieHeader } from '../../test/users';
import { countUsers, PASSWORD, readError, sessionUser, uniqueEmail, useAccountsApp } from '../../test/accounts';

describeEachDatabase('accounts', (getDb) => {
  const main = useAccountsApp(getDb);

  describe('sign-up', () => {
    it('creates the account, its data rows and a session cookie', async () => {
      const email = uniqueEmail('ana');
      const response = await callApi(main.baseUrl, 'POST', '/api/account', {
        body: {
          name: ' Ana Souza ',
          email: email.toUpperCase(),
          password: PASSWORD,
          language: 'es-ES',
        },
      });
      expect(response.status).toBe(201);
      const body = SignUpResponse.parse(await response.json());
      expect(body).toEqual({
        user: { id: expect.any(String), email, name: 'Ana Souza' },
        verificationRequired: false,
      });

      const [cookie, ...others] = response.headers.getSetCookie();
      expect(others).toEqual([]);
      expect(cookie).toMatch(/^alavanca\.session_token=[^;]+;/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
      expect(cookie).toMatch(/; Path=\//);
      expect(cookie).toMatch(/; Max-Age=\d+/);
      expect(cookie).not.toMatch(/; Secure/);

      const userId = body.user?.id;
      expect(await sessionUser(main.baseUrl, toCookieHeader([cookie ?? '']))).toEqual(body.user);
      const [preferences] = await getDb().query<{ language: string; currency: string }>(
        'select language, currency from user_preferences where user_id = $1',
        [userId],
      );
      expect(preferences).toEqual({ language: 'es-ES', currency: 'EUR' });
      const profiles = await getDb().query('select 1 from profiles where id = $1', [userId]);
      expect(profiles).toHaveLength(1);
      const [account] = await getDb().query<{ password: string }>(
        `select password from account where user_id = $1 and provider_id = 'credential'`,
        [userId],
      );
      expect(account?.password).toMatch(/^\$argon2id\$/);
    });

    it('refuses a taken e-mail with 409 EMAIL_IN_USE', async () => {
      const { email } = await signUpTestUser(main.baseUrl);
      const before = await countUsers(getDb());
      const response = await callApi(main.baseUrl, 'POST', '/api/account', {
        body: { name: 'Other', email, password: 'another password' },
      });
      expect(response.status).toBe(409);
      expect((await readError(response)).code).toBe('EMAIL_IN_USE');
      expect(response.headers.getSetCookie()).toEqual([]);
      expect(await countUsers(getDb())).toBe(before);
    });

    it('answers 409 to the loser of two simultaneous sign-ups with one address', async () => {
      const email = uniqueEmail('race');
      const before = await countUsers(getDb());
      const responses = await Promise.all(
        [0, 1, 2].map(() =>
          callApi(main.baseUrl, 'POST', '/api/account', { body: { name: 'Ana', email, password: PASSWORD } }),
        ),
      );
      expect(responses.map((r) => r.status).sort()).toEqual([201, 409, 409]);
      expect(await countUsers(getDb())).toBe(before + 1);
    });

    it('writes nothing for a bad request', async () => {
      const valid = { name: 'Ana', email: uniqueEmail('bad'), password: PASSWORD };
      const before = await countUsers(getDb());
      const json = (body: unknown) => JSON.stringify(body);
      const invalid = (label: string, body: unknown) => ({
        label,
        body: json(body),
        contentType: 'application/json',
        status: 400,
        code: 'VALIDATION_FAILED',
      });
      const cases = [
        invalid('short password', { ...valid, password: 'short' }),
        invalid('invalid e-mail', { ...valid, email: 'not-an-email' }),
        invalid('missing fields', { email: valid.email }),
        invalid('wrong types', { ...valid, name: 42, password: ['x'] }),
        invalid('unknown language', { ...valid, language: 'xx-XX' }),
        {
          label: 'malformed JSON',
          body: '{"name":',
          contentType: 'application/json',
          status: 400,
          code: 'BAD_REQUEST',
        },
        {
          label: 'oversized body',
          body: json({ ...valid, name: 'x'.repeat(1024 * 1024) }),
          contentType: 'application/json',
          status: 413,
          code: 'PAYLOAD_TOO_LARGE',
        },
        {
          label: 'form body',
          body: 'name=Ana',
          contentType: 'application/x-www-form-urlencoded',
          status: 415,
          code: 'UNSUPPORTED_MEDIA_TYPE',
        },
        {
          label: 'plain text',
          body: json(valid),
          contentType: 'text/plain',
          status: 415,
          code: 'UNSUPPORTED_MEDIA_TYPE',
        },
      ];
      for (const testCase of cases) {
        const response = await fetch(`${main.baseUrl}/api/account`, {
          method: 'POST',
          headers: {
            'content-type': testCase.contentType,
            origin: main.baseUrl,
          },
          body: testCase.body,
        });
        expect(response.status, testCase.label).toBe(testCase.status);
        expect((await readError(response)).code, testCase.label).toBe(testCase.code);
        expect(response.headers.getSetCookie(), testCase.label).toEqual([]);
      }
      expect(await countUsers(getDb())).toBe(before);
    });

    it('names each invalid field with a catalog key', async () => {
      const response = await callApi(main.baseUrl, 'POST', '/api/account', {
        body: { name: '', email: 'nope', password: 'short' },
      });
      const error = await readError(response);
      expect(error.issues).toEqual(
        expect.arrayContaining([
          { path: 'password', message: 'validation.passwordTooShort' },
          { path: 'email', message: 'validation.email' },
          { path: 'name', message: 'validation.required' },
        ]),
      );
    });
  });
});
