import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { NotificationListResponse, RealtimeEvent, SESSION_ENDED_EVENT } from '@alavanca/contracts/notifications';
import { SubscriptionCheckResponse } from '@alavanca/contracts/subscription';
import { SYSTEM_NOTIFICATIONS } from '@alavanca/contracts/system-notifications';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, isPostgresAvailable } from '../../test/databases';
import { killIfRunning, spawnServer, waitForReady, type ServerProcess } from '../../test/server-process';
import { callApi, signUpTestUser } from '../../test/users';

const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;
const DELIVERY_MS = 1_000;
const QUIET_MS = 500;
const CONCURRENT_INCREMENTS = 200;
const BASIC_SIMULATIONS = 4;

interface Instance extends ServerProcess {
  url: string;
}

/** Distinct ports nobody listens on right now (an instance needs its port up front, for APP_URL). */
async function findFreePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => net.createServer());
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))));
  const ports = servers.map((server) => (server.address() as net.AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/** One instance on the shared database, listening at a port chosen up front (its APP_URL names it). */
async function startInstance(databaseUrl: string, dataDir: string, port: number): Promise<Instance> {
  const url = `http://127.0.0.1:${port}`;
  const server = spawnServer({
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: url,
    DATA_DIR: dataDir,
    RATE_LIMITS: 'off',
  });
  const instance = { ...server, url };
  running.push(instance);
  expect(await waitForReady(server, START_TIMEOUT_MS)).toBe(url);
  return instance;
}

async function stopInstance(server: Instance): Promise<number | null> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return server.child.exitCode;
  server.child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const code = await Promise.race([
    server.exited,
    new Promise<'hung'>((resolve) => {
      timer = setTimeout(() => resolve('hung'), STOP_TIMEOUT_MS);
    }),
  ]);
  clearTimeout(timer);
  if (code === 'hung') {
    server.child.kill('SIGKILL');
    await server.exited;
    throw new Error(`An instance did not stop on SIGTERM:\n${JSON.stringify(server.output(), null, 2)}`);
  }
  return code;
}

interface ReceivedEvent {
  name: string;
  data: RealtimeEvent;
  receivedAt: number;
}

/** `GET /api/events` read with node:http on its own connection, parsed as it arrives. */
function openStream(baseUrl: string, cookie: string) {
  return new Promise<{ status: number; text: () => string; events: ReceivedEvent[]; close: () => void }>(
    (resolve, reject) => {
      const request = http.get(`${baseUrl}/api/events`, { agent: false, headers: { cookie } });
      request.on('error', reject);
      request.on('response', (response) => {
        response.setEncoding('utf8');
        let raw = '';
        let pending = '';
        const events: ReceivedEvent[] = [];
        response.on('data', (chunk: string) => {
          raw += chunk;
          pending += chunk;
          let end: number;
          while ((end = pending.indexOf('\n\n')) !== -1) {
            const lines = pending.slice(0, end).split('\n');
            pending = pending.slice(end + 2);
            if (lines.every((line) => line.startsWith(':'))) continue;
            const name = lines.find((line) => line.startsWith('event: '))?.slice(7) ?? '';
            // The stream's own last word, not an event of the bus: read in text().
            if (name === SESSION_ENDED_EVENT) continue;
            const data = lines.find((line) => line.startsWith('data: '))?.slice(6) ?? '';
            events.push({ name, data: RealtimeEvent.parse(JSON.parse(data)), receivedAt: performance.now() });
          }
        });
        response.on('error', () => undefined);
        resolve({ status: response.statusCode ?? 0, text: () => raw, events, close: () => request.destroy() });
      });
    },
  );
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) return false;
    await sleep(5);
  }
  return true;
}

const running: Instance[] = [];
afterAll(async () => {
  // Only when a test failed halfway: the test stops its instances itself.
  for (const server of running.splice(0)) await killIfRunning(server);
});

describe('two server instances on one PostgreSQL database', () => {
  // Skipped like the PostgreSQL leg of describeEachDatabase; with REQUIRE_POSTGRES=1 the run's
  // global setup fails instead when the server is unreachable.
  it.skipIf(!isPostgresAvailable())(
    "deliver an event made on one instance to the user's stream on the other, to nobody else, share one quota and end a session and its streams together",
    async () => {
      const database = await createPostgresDatabase();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alavanca-two-instances-'));
      const streams: { close: () => void }[] = [];
      try {
        // Started together on an empty database, as a deployment would: one migrates, the
        // other waits for it.
        const [firstPort = 0, secondPort = 0] = await findFreePorts(2);
        const [first, second] = await Promise.all([
          startInstance(database.url, dataDir, firstPort),
          startInstance(database.url, dataDir, secondPort),
        ]);

        const alice = await signUpTestUser(first.url, { name: 'Alice' });
        const bob = await signUpTestUser(first.url, { name: 'Bob' });
        const aliceStream = await openStream(first.url, alice.cookie);
        const bobStream = await openStream(first.url, bob.cookie);
        streams.push(aliceStream, bobStream);
        expect([aliceStream.status, bobStream.status]).toEqual([200, 200]);
        expect(
          await waitUntil(
            () => aliceStream.text().startsWith(': connected') && bobStream.text().startsWith(': connected'),
            5_000,
          ),
        ).toBe(true);

        // Alice signs in on the other instance: it writes her a "new session" notification.
        const signIn = await callApi(second.url, 'POST', '/api/session', {
          body: { email: alice.email, password: alice.password },
        });
        expect(signIn.status).toBe(200);
        const answeredAt = performance.now();

        const delivered = await waitUntil(
          () => aliceStream.events.some((event) => event.name === 'notification.created'),
          DELIVERY_MS,
        );
        expect(delivered, `received on instance 1: ${JSON.stringify(aliceStream.text())}`).toBe(true);
        const created = aliceStream.events.find((event) => event.name === 'notification.created');
        expect(created && created.receivedAt - answeredAt).toBeLessThan(DELIVERY_MS);

        // The event names the notification instance 2 wrote, as either instance lists it.
        const listed = await callApi(first.url, 'GET', '/api/notifications?limit=1', { cookie: alice.cookie });
        const [newest] = NotificationListResponse.parse(await listed.json()).notifications;
        expect(newest?.title).toBe(SYSTEM_NOTIFICATIONS.newSession.title);
        expect(created?.data).toEqual({
          type: 'notification.created',
          id: newest?.id,
          at: expect.any(Number) as number,
        });

        await sleep(QUIET_MS);
        expect(bobStream.events).toEqual([]);
        expect(aliceStream.events).toHaveLength(1);

        // Quotas hold across instances: increments split between the two, all at once, count
        // exactly up to the limit (Basic: 4 simulations).
        const admin = new pg.Client({ connectionString: database.url });
        await admin.connect();
        await admin.query(`update subscriptions set plan = 'basic' where user_id = $1`, [bob.user.id]);
        await admin.end();
        const answers = await Promise.all(
          Array.from({ length: CONCURRENT_INCREMENTS }, async (_, index) => {
            // More at once than an instance takes: a refused one is sent again after the pause, as
            // the web app does (load-shedding.ts); nothing was counted for it.
            let response: Response;
            for (;;) {
              response = await callApi(index % 2 === 0 ? first.url : second.url, 'POST', '/api/subscription-check', {
                cookie: bob.cookie,
                body: { usageType: 'simulations', action: 'increment' },
              });
              if (response.status !== 503 || !response.headers.has('retry-after')) break;
              const retryAfter = Number(response.headers.get('retry-after'));
              await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
            }
            expect(response.status).toBe(200);
            return SubscriptionCheckResponse.parse(await response.json());
          }),
        );
        expect(
          answers
            .filter((answer) => answer.allowed)
            .map((answer) => answer.currentUsage)
            .sort(),
        ).toEqual([1, 2, 3, 4]);
        const usage = await callApi(second.url, 'GET', '/api/subscription', { cookie: bob.cookie });
        expect(((await usage.json()) as { usage: { simulations: number } }).usage.simulations).toBe(BASIC_SIMULATIONS);

        // Sessions are kept in memory: a sign-out through one instance still ends the session on
        // the other at once, which had just answered it.
        expect((await callApi(first.url, 'GET', '/api/subscription', { cookie: bob.cookie })).status).toBe(200);
        expect((await callApi(second.url, 'DELETE', '/api/session', { cookie: bob.cookie })).status).toBe(204);
        const signedOutAt = performance.now();
        let status = 200;
        while (status === 200 && performance.now() - signedOutAt < DELIVERY_MS) {
          status = (await callApi(first.url, 'GET', '/api/subscription', { cookie: bob.cookie })).status;
        }
        expect(status).toBe(401);
        // Bob's stream on that other instance is told at once too, so his tab there signs out.
        const told = await waitUntil(() => bobStream.text().includes(`event: ${SESSION_ENDED_EVENT}\n`), DELIVERY_MS);
        expect(told, `received on instance 1: ${JSON.stringify(bobStream.text())}`).toBe(true);

        // Both stop cleanly on SIGTERM, the one holding open streams included.
        const codes = await Promise.all([stopInstance(first), stopInstance(second)]);
        expect(codes).toEqual([0, 0]);
      } finally {
        for (const stream of streams) stream.close();
        for (const server of running.splice(0)) {
          await stopInstance(server).catch(() => undefined);
        }
        fs.rmSync(dataDir, { recursive: true, force: true });
        await database.drop();
      }
    },
    180_000,
  );
});
