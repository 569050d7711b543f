import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { AuthConfigResponse } from '@alavanca/contracts/auth';
import { HealthResponse } from '@alavanca/contracts/health';
import { describe, expect, it } from 'vitest';
import { OUTBOX_LOG_MESSAGE } from './modules/mail/outbox-mailer';
import { createPostgresDatabase, isPostgresAvailable } from './test/databases';
import { startOAuthStandIn } from './test/oauth-stand-in';
import { findDeadPid } from './test/processes';
import { READY_LINE, throwAwayServers, waitForReady, type ServerProcess } from './test/server-process';
import { callApi } from './test/users';

const START_TIMEOUT_MS = 45_000;

const servers = throwAwayServers('alavanca-main-');
const makeDataDir = servers.makeDir;
const startServer = (env: Record<string, string>) => servers.start({ PORT: '0', ...env });

const waitForUrl = (server: ServerProcess) => waitForReady(server, START_TIMEOUT_MS);

describe('the server process', () => {
  it('starts on PGlite, refuses a second server on the same data dir, and stops cleanly on SIGTERM', async () => {
    const dataDir = makeDataDir();
    const lockPath = path.join(dataDir, 'server.lock');
    // A lock left by a crashed server must not stand in the way.
    const deadPid = await findDeadPid();
    const staleLock = { pid: deadPid, startedAt: '2020-01-01T00:00:00Z' };
    fs.writeFileSync(lockPath, JSON.stringify(staleLock));

    const first = startServer({ DATA_DIR: dataDir });
    const url = await waitForUrl(first);
    expect(url).toMatch(/^http:\/\/localhost:\d+$/);
    const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as { pid: number };
    expect(lock.pid).toBe(first.child.pid);
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(true);

    const health = HealthResponse.parse(await (await fetch(`${url}/api/health`)).json());
    expect(health.status).toBe('ok');
    expect(health.database.kind).toBe('pglite');
    expect(health.database.migrations.applied).toBe(health.database.migrations.total);

    const second = startServer({ DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output().stderr).toContain(
      `Another Alavanca server (pid ${lock.pid}) is already using the data directory ` +
        `${dataDir}. Stop it first, or set DATA_DIR to another folder.`,
    );
    expect(second.output().stdout).not.toMatch(READY_LINE);

    // A connection that sends nothing, as a browser's preconnect does, must not hold the stop up.
    const unused = net.connect(Number(new URL(url).port), '127.0.0.1');
    await new Promise((resolve) => unused.once('connect', resolve));
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output().stderr).not.toContain('Shutdown took too long');
    unused.destroy();
    expect(fs.existsSync(lockPath)).toBe(false);
  }, 90_000);

  it('exits 1 with a readable message on invalid configuration', async () => {
    const server = startServer({ PORT: 'abc', DATA_DIR: makeDataDir() });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr).toContain('Invalid configuration:');
    expect(server.output().stderr).toContain('PORT: must be a whole number');
  });

  it('logs outbox e-mails with their link, and takes the OAuth stand-in from the environment', async () => {
    const standIn = await startOAuthStandIn();
    try {
      const server = startServer({
        DATA_DIR: makeDataDir(),
        LOG_LEVEL: 'info',
        RATE_LIMITS: 'off',
        ...standIn.env,
      });
      const url = await waitForUrl(server);
      const configResponse = await fetch(`${url}/api/auth-config`);
      const config = AuthConfigResponse.parse(await configResponse.json());
      expect(config.oauthProviders).toEqual(['google', 'github']);
      const start = await fetch(`${url}/api/oauth/github/start`, { redirect: 'manual' });
      expect(start.headers.get('location')).toMatch(new RegExp(`^${standIn.url}/github/`));

      const email = 'log.reader@example.test';
      const signUp = await callApi(url, 'POST', '/api/account', {
        body: { name: 'Lia', email, password: 'correct horse battery staple' },
      });
      expect(signUp.status).toBe(201);
      await callApi(url, 'POST', '/api/account/password-reset-request', { body: { email } });

      // What an end-to-end test does: find the JSON line and follow its link.
      interface LogLine {
        msg: string;
        to: string;
        emailKind: string;
        actionUrl: string;
        text: string;
      }
      let line: LogLine | undefined;
      const deadline = Date.now() + 10_000;
      while (!line && Date.now() < deadline) {
        line = server
          .output()
          .stdout.split('\n')
          .filter((text) => text.startsWith('{'))
          .map((text) => JSON.parse(text) as LogLine)
          // The sign-up's "new session" notification sends its e-mail copy to the same address.
          .find(
            (entry) => entry.msg === OUTBOX_LOG_MESSAGE && entry.to === email && entry.emailKind === 'resetPassword',
          );
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(line).toMatchObject({ emailKind: 'resetPassword' });
      expect(line?.actionUrl).toMatch(new RegExp(`^${url}/recuperar-senha\\?token=[\\w-]+$`));
      expect(line?.text).toContain(line?.actionUrl);
      expect(server.output().stdout).not.toContain('correct horse battery staple');

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      await standIn.close();
    }
  }, 60_000);

  it.skipIf(!isPostgresAvailable())(
    'runs on a PostgreSQL server when DATABASE_URL is set, without a lock file',
    async () => {
      const database = await createPostgresDatabase();
      const dataDir = makeDataDir();
      try {
        const server = startServer({ DATA_DIR: dataDir, DATABASE_URL: database.url });
        const url = await waitForUrl(server);
        const health = HealthResponse.parse(await (await fetch(`${url}/api/health`)).json());
        expect(health.database).toMatchObject({ kind: 'postgres', reachable: true });
        expect(health.database.migrations.applied).toBe(health.database.migrations.total);
        expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
      } finally {
        await database.drop();
      }
    },
    60_000,
  );
});
