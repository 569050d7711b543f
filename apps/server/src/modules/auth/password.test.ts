import { SessionResponse } from '@alavanca/contracts/session';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases';
import { callApi, signUpTestUser, toCookieHeader } from '../../test/users';
import { PASSWORD, readError, sessionUser, uniqueEmail, useAccountsApp, waitForEmail } from '../../test/accounts';

describeEachDatabase('accounts', (getDb) => {
  const main = useAccountsApp(getDb);

  describe('password recovery', () => {
    it('e-mails a single-use link that sets a new password and ends every session', async () => {
      const person = await signUpTestUser(main.baseUrl, { name: 'Carla Dias', language: 'fr-FR' });
      const response = await callApi(main.baseUrl, 'POST', '/api/account/password-reset-request', {
        body: { email: person.email },
      });
      expect(response.status).toBe(202);
      expect(await response.json()).toEqual({});

      // No language in the request: the user's saved one.
      const email = await waitForEmail(getDb(), person.email, 'resetPassword');
      expect(email.subject).toBe('Réinitialisez votre mot de passe Alavanca');
      expect(email.text_body).toContain('Bonjour Carla Dias,');
      const link = new URL(email.link);
      expect(link.pathname).toBe('/recuperar-senha');
      const token = link.searchParams.get('token') ?? '';
      expect(token).not.toBe('');
      expect(email.html_body).toContain(`token=${token}`);

      const newPassword = 'a brand new passphrase';
      const reset = await callApi(main.baseUrl, 'POST', '/api/account/password-reset', {
        body: { token, newPassword },
      });
      expect(reset.status).toBe(204);
      expect(await sessionUser(main.baseUrl, person.cookie)).toBeNull();

      const reused = await callApi(main.baseUrl, 'POST', '/api/account/password-reset', {
        body: { token, newPassword: 'yet another passphrase' },
      });
      expect(reused.status).toBe(400);
      expect((await readError(reused)).code).toBe('INVALID_TOKEN');

      const oldPassword = await callApi(main.baseUrl, 'POST', '/api/session', {
        body: { email: person.email, password: PASSWORD },
      });
      expect(oldPassword.status).toBe(401);
      const signIn = await callApi(main.baseUrl, 'POST', '/api/session', {
        body: { email: person.email, password: newPassword },
      });
      expect(signIn.status).toBe(200);

      const notifications = await getDb().query<{
        title: string;
        description: string;
        type: string;
      }>(
        `select title, description, type from notifications
         where user_id = $1 and title like '%passwordRecovery%'`,
        [person.user.id],
      );
      expect(notifications).toEqual([
        {
          title: 'notifications:system.passwordRecovery.title',
          description: 'notifications:system.passwordRecovery.description',
          type: 'warning',
        },
      ]);
    });

    it('writes the e-mail in the language of the page that asked', async () => {
      const person = await signUpTestUser(main.baseUrl, { language: 'fr-FR' });
      await callApi(main.baseUrl, 'POST', '/api/account/password-reset-request', {
        body: { email: person.email, language: 'de-DE' },
      });
      const email = await waitForEmail(getDb(), person.email, 'resetPassword');
      expect(email.subject).toBe('Setzen Sie Ihr Alavanca-Passwort zurück');
    });

    it('refuses an expired or unknown token with 400 INVALID_TOKEN', async () => {
      const person = await signUpTestUser(main.baseUrl);
      await callApi(main.baseUrl, 'POST', '/api/account/password-reset-request', {
        body: { email: person.email },
      });
      const token = new URL((await waitForEmail(getDb(), person.email, 'resetPassword')).link).searchParams.get(
        'token',
      );
      await getDb().query(`update verification set expires_at = now() - interval '1 second' where identifier = $1`, [
        `reset-password:${token}`,
      ]);
      for (const candidate of [token, 'no-such-token']) {
        const response = await callApi(main.baseUrl, 'POST', '/api/account/password-reset', {
          body: { token: candidate, newPassword: 'a brand new passphrase' },
        });
        expect(response.status).toBe(400);
        expect((await readError(response)).code).toBe('INVALID_TOKEN');
      }
      expect(await sessionUser(main.baseUrl, person.cookie)).toEqual(person.user);
    });

    it('answers 202 for an unknown address too, and sends nothing', async () => {
      const unknown = uniqueEmail('ghost');
      const response = await callApi(main.baseUrl, 'POST', '/api/account/password-reset-request', {
        body: { email: unknown },
      });
      expect(response.status).toBe(202);
      expect(await response.json()).toEqual({});
      // Requests are handled in order: once a later one has its e-mail, the first is done.
      const known = await signUpTestUser(main.baseUrl);
      await callApi(main.baseUrl, 'POST', '/api/account/password-reset-request', {
        body: { email: known.email },
      });
      await waitForEmail(getDb(), known.email, 'resetPassword');
      const sent = await getDb().query('select 1 from email_outbox where to_address = $1', [unknown]);
      expect(sent).toEqual([]);
    });
  });

  describe('password change', () => {
    it('changes the password, keeps this browser signed in, signs the others out', async () => {
      const person = await signUpTestUser(main.baseUrl);
      const elsewhere = toCookieHeader(
        (
          await callApi(main.baseUrl, 'POST', '/api/session', {
            body: { email: person.email, password: PASSWORD },
          })
        ).headers.getSetCookie(),
      );
      const countNotifications = async () =>
        (await getDb().query('select 1 from notifications where user_id = $1', [person.user.id])).length;
      const notificationsBefore = await countNotifications();

      const newPassword = 'my new long passphrase';
      const response = await callApi(main.baseUrl, 'PUT', '/api/account/password', {
        cookie: person.cookie,
        body: { currentPassword: PASSWORD, newPassword },
      });
      expect(response.status).toBe(200);
      expect(SessionResponse.parse(await response.json()).user).toEqual(person.user);
      const fresh = toCookieHeader(response.headers.getSetCookie());
      expect(fresh).toMatch(/^alavanca\.session_token=/);

      expect(await sessionUser(main.baseUrl, fresh)).toEqual(person.user);
      expect(await sessionUser(main.baseUrl, elsewhere)).toBeNull();
      // Not a new sign-in: no "new session" warning for it.
      expect(await countNotifications()).toBe(notificationsBefore);

      const signIn = await callApi(main.baseUrl, 'POST', '/api/session', {
        body: { email: person.email, password: newPassword },
      });
      expect(signIn.status).toBe(200);
    });

    it('refuses a wrong current password with 400 WRONG_PASSWORD and changes nothing', async () => {
      const person = await signUpTestUser(main.baseUrl);
      const response = await callApi(main.baseUrl, 'PUT', '/api/account/password', {
        cookie: person.cookie,
        body: { currentPassword: 'not my password', newPassword: 'my new long passphrase' },
      });
      expect(response.status).toBe(400);
      expect((await readError(response)).code).toBe('WRONG_PASSWORD');
      expect(await sessionUser(main.baseUrl, person.cookie)).toEqual(person.user);
    });

    it('needs a session, and a valid new password', async () => {
      const anonymous = await callApi(main.baseUrl, 'PUT', '/api/account/password', {
        body: { currentPassword: PASSWORD, newPassword: 'my new long passphrase' },
      });
      expect(anonymous.status).toBe(401);
      expect((await readError(anonymous)).code).toBe('UNAUTHENTICATED');

      const person = await signUpTestUser(main.baseUrl);
      const short = await callApi(main.baseUrl, 'PUT', '/api/account/password', {
        cookie: person.cookie,
        body: { currentPassword: PASSWORD, newPassword: 'short' },
      });
      expect(short.status).toBe(400);
      expect((await readError(short)).issues).toEqual([
        { path: 'newPassword', message: 'validation.passwordTooShort' },
      ]);
    });
  });
});
