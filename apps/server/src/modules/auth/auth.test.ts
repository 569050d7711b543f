import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { AuthConfigResponse, SignUpResponse } from '@alavanca/contracts/auth';
import { ErrorResponse } from '@alavanca/contracts/errors';
import { SessionResponse } from '@alavanca/contracts/session';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { buildApp, type BuildAppOptions } from '../../http/build-app';
import { describeEachDatabase } from '../../test/databases';
import { callApi, signUpTestUser, toCookieHeader, type TestUser } from '../../test/users';
import { requireUser } from './require-user';

const NO_WEB_BUILD = path.join(os.tmpdir(), 'alavanca-no-such-build');
const PASSWORD = 'correct horse battery staple';
const EMAIL_WAIT_MS = 5_000;

interface TestApp {
  app: FastifyInstance;
  baseUrl: string;
}

async function startApp(db: Database, overrides: Partial<BuildAppOptions> = {}): Promise<TestApp> {
  const app = await buildApp({
    config: { appUrl: null, logLevel: 'silent' },
    db,
    webDistDir: NO_WEB_BUILD,
    logger: pino({ level: 'silent' }),
    rateLimits: null,
    ...overrides,
  });
  // A route of another module would look like this: the signed-in user or 401.
  app.get('/api/test/me', async (request) => ({ user: await requireUser(request) }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('Not listening.');
  return { app, baseUrl: `http://127.0.0.1:${address.port}` };
}

async function readError(response: Response): Promise<ErrorResponse['error']> {
  return ErrorResponse.parse(await response.json()).error;
}

function uniqueEmail(label: string): string {
  return `${label}-${Math.random().toString(36).slice(2, 10)}@example.test`;
}

async function countUsers(db: Database): Promise<number> {
  const [row] = await db.query<{ count: number }>('select count(*)::int as count from "user"');
  return row?.count ?? 0;
}

async function sessionUser(baseUrl: string, cookie: string) {
  const response = await callApi(baseUrl, 'GET', '/api/session', { cookie });
  expect(response.status).toBe(200);
  return SessionResponse.parse(await response.json()).user;
}

/** E-mails leave after the answer: wait for the newest one of a kind sent to an address. */
async function waitForEmail(db: Database, to: string, kind: string, after = new Date(0)) {
  const deadline = Date.now() + EMAIL_WAIT_MS;
  while (Date.now() < deadline) {
    const [row] = await db.query<{ subject: string; text_body: string; html_body: string }>(
      `select subject, text_body, html_body from email_outbox
       where to_address = $1 and kind = $2 and created_at > $3
       order by created_at desc limit 1`,
      [to, kind, after],
    );
    if (row) return { ...row, link: linkIn(row.text_body) };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No ${kind} e-mail reached ${to}.`);
}

function linkIn(text: string): string {
  const link = /https?:\/\/\S+/.exec(text)?.[0];
  if (!link) throw new Error(`No link in: ${text}`);
  return link;
}

/** The server names itself localhost (no APP_URL); tests reach it on 127.0.0.1. */
function onTestHost(link: string, baseUrl: string): string {
  const url = new URL(link);
  const base = new URL(baseUrl);
  url.host = base.host;
  return url.toString();
}

interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/** Just enough of an SMTP server to accept mail, for the SMTP transport's test. */
async function startSmtpSink(): Promise<{ url: string; received: ReceivedMail[]; close(): void }> {
  const received: ReceivedMail[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    let inData = false;
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          mail.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(mail);
          mail = { from: '', to: [], data: '' };
          socket.write('250 queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd === -1) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250 sink\r\n');
        else if (command === 'MAIL') mail.from = line;
        else if (command === 'RCPT') mail.to.push(line);
        else if (command === 'DATA') inData = true;
        else if (command === 'QUIT') socket.end('221 bye\r\n');
        if (command === 'MAIL' || command === 'RCPT' || command === 'RSET' || command === 'NOOP') {
          socket.write('250 ok\r\n');
        } else if (command === 'DATA') {
          socket.write('354 go ahead\r\n');
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => server.close(),
  };
}

describeEachDatabase('accounts', (getDb) => {
  let main: TestApp;

  beforeAll(async () => {
    main = await startApp(getDb());
  });

  afterAll(async () => {
    await main.app.close();
  });

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
      const secure = await startApp(getDb(), {
        config: { appUrl: 'https://alavanca.example', logLevel: 'silent' },
      });
      try {
        const response = await fetch(`${secure.baseUrl}/api/account`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: 'https://alavanca.example' },
          body: JSON.stringify({ name: 'Sofia', email: uniqueEmail('secure'), password: PASSWORD }),
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

  describe('with e-mail verification required', () => {
    let verifying: TestApp;

    beforeAll(async () => {
      verifying = await startApp(getDb(), {
        config: { appUrl: null, logLevel: 'silent', emailVerification: 'required' },
      });
    });

    afterAll(async () => {
      await verifying.app.close();
    });

    it('signs nobody in until the link in the e-mail is followed', async () => {
      const { baseUrl } = verifying;
      const configResponse = await fetch(`${baseUrl}/api/auth-config`);
      const config = AuthConfigResponse.parse(await configResponse.json());
      expect(config.emailVerificationRequired).toBe(true);

      const email = uniqueEmail('dora');
      const signUp = await callApi(baseUrl, 'POST', '/api/account', {
        body: { name: 'Dora Reis', email, password: PASSWORD, language: 'en-US' },
      });
      expect(signUp.status).toBe(201);
      expect(SignUpResponse.parse(await signUp.json())).toEqual({
        user: null,
        verificationRequired: true,
      });
      expect(signUp.headers.getSetCookie()).toEqual([]);

      const message = await waitForEmail(getDb(), email, 'verifyEmail');
      expect(message.subject).toBe('Confirm your email for Alavanca');

      const early = await callApi(baseUrl, 'POST', '/api/session', {
        body: { email, password: PASSWORD },
      });
      expect(early.status).toBe(403);
      expect((await readError(early)).code).toBe('EMAIL_NOT_VERIFIED');
      expect(early.headers.getSetCookie()).toEqual([]);

      const verify = await fetch(onTestHost(message.link, baseUrl), { redirect: 'manual' });
      expect(verify.status).toBe(302);
      const port = new URL(baseUrl).port;
      expect(verify.headers.get('location')).toBe(`http://localhost:${port}/login?verified=1`);

      const signIn = await callApi(baseUrl, 'POST', '/api/session', {
        body: { email, password: PASSWORD },
      });
      expect(signIn.status).toBe(200);
    });

    it('answers a taken address like a new one, so sign-up reveals no account', async () => {
      const { email } = await signUpTestUser(main.baseUrl);
      const response = await callApi(verifying.baseUrl, 'POST', '/api/account', {
        body: { name: 'Someone', email, password: 'some other password' },
      });
      expect(response.status).toBe(201);
      expect(SignUpResponse.parse(await response.json())).toEqual({
        user: null,
        verificationRequired: true,
      });
    });

    it('sends a tampered link back to the login page with an error', async () => {
      const port = new URL(verifying.baseUrl).port;
      const callbackURL = encodeURIComponent(`http://localhost:${port}/login?verified=1`);
      const response = await fetch(
        `${verifying.baseUrl}/api/auth/verify-email?token=not.a.token&callbackURL=${callbackURL}`,
        { redirect: 'manual' },
      );
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toContain('error=INVALID_TOKEN');
    });
  });

  describe('with SMTP', () => {
    it('sends through the server, keeps a dated copy, and requires verification', async () => {
      const sink = await startSmtpSink();
      const smtp = await startApp(getDb(), {
        config: {
          appUrl: null,
          logLevel: 'silent',
          smtpUrl: sink.url,
          mailFrom: 'Alavanca Test <no-reply@alavanca.test>',
        },
      });
      try {
        const email = uniqueEmail('smtp');
        const response = await callApi(smtp.baseUrl, 'POST', '/api/account', {
          body: { name: 'Elisa', email, password: PASSWORD },
        });
        expect(SignUpResponse.parse(await response.json()).verificationRequired).toBe(true);

        const stored = await waitForEmail(getDb(), email, 'verifyEmail');
        expect(stored.subject).toBe('Confirme seu e-mail no Alavanca');
        const [row] = await getDb().query<{ sent_at: Date | null }>(
          'select sent_at from email_outbox where to_address = $1',
          [email],
        );
        expect(row?.sent_at).toBeInstanceOf(Date);
        expect(sink.received).toHaveLength(1);
        expect(sink.received[0]?.from).toContain('<no-reply@alavanca.test>');
        expect(sink.received[0]?.to).toEqual([`RCPT TO:<${email}>`]);
        expect(sink.received[0]?.data).toContain('Subject: Confirme seu e-mail no Alavanca');
      } finally {
        await smtp.app.close();
        sink.close();
      }
    });
  });

  describe('rate limits', () => {
    let limited: TestApp;

    beforeAll(async () => {
      limited = await startApp(getDb(), {
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
      const proxied = await startApp(getDb(), {
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
