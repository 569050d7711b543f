import net from 'node:net';
import { AuthConfigResponse, SignUpResponse } from '@alavanca/contracts/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases';
import { callApi, signUpTestUser } from '../../test/users';
import {
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
});
