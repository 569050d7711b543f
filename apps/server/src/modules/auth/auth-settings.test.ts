import net from 'node:net';
import { AuthConfigResponse, SignUpResponse } from '@alavanca/contracts/auth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases';
import { callApi, signUpTestUser } from '../../test/users';
import {
  countUsers,
  onTestHost,
  PASSWORD,
  readError,
  startAccountsApp,
  uniqueEmail,
  useAccountsApp,
  waitForEmail,
} from '../../test/accounts';
import type { TestApp } from '../../test/test-app';

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
  const main = useAccountsApp(getDb);

  describe('with e-mail verification required', () => {
    let verifying: TestApp;

    beforeAll(async () => {
      verifying = await startAccountsApp(getDb(), {
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
      const smtp = await startAccountsApp(getDb(), {
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
        config: { appUrl: null, logLevel: 'silent', trustProxy: 1 },
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
