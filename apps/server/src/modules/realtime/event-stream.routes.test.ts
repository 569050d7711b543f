import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { ErrorResponse } from '@alavanca/contracts/errors';
import { NotificationListResponse, RealtimeEvent, SESSION_ENDED_EVENT } from '@alavanca/contracts/notifications';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import { describeEachDatabase } from '../../test/databases';
import { signUpTestUser, type TestUser } from '../../test/users';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createEventBus, type EventBus } from './event-bus';
import { HEARTBEAT_MS, MAX_STREAMS_PER_USER } from './event-stream.routes';

const DELIVERY_MS = 1_000;
const QUIET_MS = 300;

interface ReceivedEvent {
  name: string;
  data: RealtimeEvent;
  /** performance.now() when the block was complete. */
  receivedAt: number;
}

interface EventStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Everything received so far, as sent. */
  text(): string;
  events(): ReceivedEvent[];
  /** The first event received that matches, waiting up to `timeoutMs` for it. */
  waitForEvent(predicate: (event: ReceivedEvent) => boolean, timeoutMs?: number): Promise<ReceivedEvent>;
  /** Resolves when the server ended the response (or the connection went away). */
  ended: Promise<void>;
  close(): void;
}

/**
 * Opens `GET /api/events` with node:http on a connection of its own, so the test decides when
 * it closes; parses the Server-Sent Events as they arrive.
 */
function openStream(baseUrl: string, cookie?: string): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}/api/events`, {
      agent: false,
      headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}) },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      response.setEncoding('utf8');
      let raw = '';
      let pending = '';
      const events: ReceivedEvent[] = [];
      const waiters = new Set<() => void>();
      response.on('data', (chunk: string) => {
        raw += chunk;
        pending += chunk;
        let end: number;
        while ((end = pending.indexOf('\n\n')) !== -1) {
          const block = pending.slice(0, end);
          pending = pending.slice(end + 2);
          const lines = block.split('\n');
          if (lines.every((line) => line.startsWith(':'))) continue;
          const name = lines.find((line) => line.startsWith('event: '))?.slice('event: '.length) ?? '';
          // The stream's own last word, not an event of the bus: the tests read it in text().
          if (name === SESSION_ENDED_EVENT) continue;
          const data = lines.find((line) => line.startsWith('data: '))?.slice('data: '.length) ?? '';
          events.push({ name, data: RealtimeEvent.parse(JSON.parse(data)), receivedAt: performance.now() });
        }
        for (const wake of waiters) wake();
      });
      const ended = new Promise<void>((resolveEnd) => {
        response.on('end', resolveEnd);
        response.on('close', resolveEnd);
        response.on('error', () => resolveEnd());
      });
      // Keep the promise from being reported as unhandled when a test never awaits it.
      ended.catch(() => undefined);
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        text: () => raw,
        events: () => [...events],
        waitForEvent(predicate, timeoutMs = DELIVERY_MS) {
          return new Promise((resolveEvent, rejectEvent) => {
            const check = () => {
              const found = events.find(predicate);
              if (!found) return false;
              clearTimeout(timer);
              waiters.delete(wake);
              resolveEvent(found);
              return true;
            };
            const wake = () => {
              check();
            };
            const timer = setTimeout(() => {
              waiters.delete(wake);
              rejectEvent(new Error(`No matching event within ${timeoutMs} ms; received: ${raw}`));
            }, timeoutMs);
            if (!check()) waiters.add(wake);
          });
        },
        ended,
        close() {
          request.destroy();
        },
      });
    });
  });
}

/** Reads an error answer of the stream route (sent as JSON, not as a stream). */
function readJson(baseUrl: string, cookie?: string): Promise<{ status: number; type: string; body: unknown }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}/api/events`, { agent: false, headers: cookie ? { cookie } : {} });
    request.on('error', reject);
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => {
        resolve({
          status: response.statusCode ?? 0,
          type: response.headers['content-type'] ?? '',
          body: JSON.parse(body),
        });
      });
    });
  });
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function waitUntil(condition: () => boolean, timeoutMs = 2_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('The condition did not become true in time.');
    await sleep(10);
  }
}

async function insertUnread(db: Database, userId: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const id = randomUUID();
    await db.query(
      `insert into notifications (id, user_id, title, description, type) values ($1, $2, 'quiet', 'inserted by the test', 'info')`,
      [id, userId],
    );
    ids.push(id);
  }
  return ids;
}

describeEachDatabase('event stream', (getDb) => {
  let api: TestApp;
  let bus: EventBus;
  let alice: TestUser;
  let bob: TestUser;
  const streams: EventStream[] = [];

  beforeAll(async () => {
    // The test's own bus, handed to the app, so the tests can count its subscribers.
    bus = await createEventBus(getDb(), pino({ level: 'silent' }));
    api = await startTestApp(getDb(), { bus });
    alice = await newUser('Alice');
    bob = await newUser('Bob');
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await api?.close();
  });

  async function open(user?: TestUser): Promise<EventStream> {
    const stream = await openStream(api.baseUrl, user?.cookie);
    streams.push(stream);
    return stream;
  }

  /**
   * A new user whose sign-in notice has been written: the notice is written as the session
   * starts, which may land after the answer under load, and its event must not fall into a
   * stream the test opens next.
   */
  async function newUser(name?: string): Promise<TestUser> {
    const user = await signUpTestUser(api.baseUrl, name === undefined ? {} : { name });
    const deadline = Date.now() + DELIVERY_MS * 5;
    while ((await newestNotificationId(user)) === undefined) {
      if (Date.now() > deadline) throw new Error('The sign-in notice was not written in time.');
      await sleep(10);
    }
    return user;
  }

  async function newestNotificationId(user: TestUser): Promise<string | undefined> {
    const response = await api.call('GET', '/api/notifications?limit=1', { cookie: user.cookie });
    return NotificationListResponse.parse(await response.json()).notifications[0]?.id;
  }

  it('answers 401 in JSON without a session, opening no stream', async () => {
    const before = bus.subscriberCount;
    for (const cookie of [undefined, 'better-auth.session_token=forged.value']) {
      const answer = await readJson(api.baseUrl, cookie);
      expect(answer.status).toBe(401);
      expect(answer.type).toMatch(/^application\/json/);
      expect(ErrorResponse.parse(answer.body).error.code).toBe('UNAUTHENTICATED');
    }
    expect(bus.subscriberCount).toBe(before);
  });

  it('opens a stream for a signed-in user, with a first comment at once', async () => {
    const before = bus.subscriberCount;
    const stream = await open(alice);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toBe('no-store');
    expect(stream.headers['x-accel-buffering']).toBe('no');
    expect(stream.headers['x-content-type-options']).toBe('nosniff');
    await waitUntil(() => stream.text().length > 0);
    expect(stream.text().startsWith(': connected\n\n')).toBe(true);
    expect(bus.subscriberCount).toBe(before + 1);
    stream.close();
    await waitUntil(() => bus.subscriberCount === before);
  });

  it('delivers a new notification to every tab of its user within a second, and to nobody else', async () => {
    const aliceTab = await open(alice);
    const aliceOtherTab = await open(alice);
    const bobTab = await open(bob);
    await waitUntil(() => [aliceTab, aliceOtherTab, bobTab].every((stream) => stream.text().startsWith(': connected')));

    // A new sign-in of Alice's is a real event that creates a notification for her.
    const signIn = await api.call('POST', '/api/session', { body: { email: alice.email, password: alice.password } });
    expect(signIn.status).toBe(200);
    const answeredAt = performance.now();

    const created = await aliceTab.waitForEvent((event) => event.name === 'notification.created');
    expect(created.receivedAt - answeredAt).toBeLessThan(DELIVERY_MS);
    expect(created.data.type).toBe('notification.created');
    expect(created.data.id).toBe(await newestNotificationId(alice));
    expect(Math.abs(created.data.at - Date.now())).toBeLessThan(30_000);
    const inOtherTab = await aliceOtherTab.waitForEvent((event) => event.name === 'notification.created');
    expect(inOtherTab.data).toEqual(created.data);

    await sleep(QUIET_MS);
    expect(bobTab.events()).toEqual([]);
    // Exactly one event for one notification.
    expect(aliceTab.events()).toHaveLength(1);
    for (const stream of [aliceTab, aliceOtherTab, bobTab]) stream.close();
  });

  it('delivers notification.updated on mark-read and read-all', async () => {
    const carol = await newUser();
    const stream = await open(carol);
    const bobTab = await open(bob);
    await waitUntil(() => stream.text().startsWith(': connected') && bobTab.text().startsWith(': connected'));
    const [id] = await insertUnread(getDb(), carol.user.id, 2);

    const marked = await api.call('PATCH', `/api/notifications/${id}`, { cookie: carol.cookie, body: { read: true } });
    expect(marked.status).toBe(200);
    const updated = await stream.waitForEvent((event) => event.name === 'notification.updated');
    expect(updated.data).toEqual({ type: 'notification.updated', id, at: expect.any(Number) as number });

    const readAll = await api.call('POST', '/api/notifications/read-all', { cookie: carol.cookie });
    expect(readAll.status).toBe(200);
    const all = await stream.waitForEvent(
      (event) => event.name === 'notification.updated' && event.data.id === undefined,
    );
    expect(all.data).toEqual({ type: 'notification.updated', at: expect.any(Number) as number });

    const motivation = await api.call('POST', '/api/notifications/motivation', { cookie: carol.cookie });
    expect(motivation.status).toBe(200);
    const created = await stream.waitForEvent((event) => event.name === 'notification.created');
    expect(created.data.id).toBe(await newestNotificationId(carol));

    await sleep(QUIET_MS);
    expect(stream.events().map((event) => event.name)).toEqual([
      'notification.updated',
      'notification.updated',
      'notification.created',
    ]);
    expect(bobTab.events()).toEqual([]);
    stream.close();
    bobTab.close();
  });

  it('holds a burst over 10 a second back without losing any of it', async () => {
    const dora = await newUser();
    const stream = await open(dora);
    await waitUntil(() => stream.text().startsWith(': connected'));
    const ids = await insertUnread(getDb(), dora.user.id, 14);
    const answers = await Promise.all(
      ids.map((id) => api.call('PATCH', `/api/notifications/${id}`, { cookie: dora.cookie, body: { read: true } })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(ids.map(() => 200));
    await waitUntil(() => stream.events().length >= ids.length, 4_000);
    await sleep(QUIET_MS);
    const received = stream.events();
    expect(received.map((event) => event.data.id).sort()).toEqual([...ids].sort());
    // However fast the marks came, the ones over 10 waited for the window to move on.
    const first = received[0]?.receivedAt ?? 0;
    const last = received.at(-1)?.receivedAt ?? 0;
    expect(last - first).toBeGreaterThan(900);
    stream.close();
  });

  it('unsubscribes when the client goes away, and the user’s next stream works', async () => {
    const erin = await newUser();
    const before = bus.subscriberCount;
    const first = await open(erin);
    await waitUntil(() => bus.subscriberCount === before + 1);
    first.close();
    await first.ended;
    await waitUntil(() => bus.subscriberCount === before);

    // Events for a user with no open stream go nowhere, harmlessly.
    const [id] = await insertUnread(getDb(), erin.user.id, 1);
    const marked = await api.call('PATCH', `/api/notifications/${id}`, { cookie: erin.cookie, body: { read: true } });
    expect(marked.status).toBe(200);

    const second = await open(erin);
    await waitUntil(() => bus.subscriberCount === before + 1);
    const [next] = await insertUnread(getDb(), erin.user.id, 1);
    await api.call('PATCH', `/api/notifications/${next}`, { cookie: erin.cookie, body: { read: true } });
    // The first mark's event may still be on its way through the database when the second
    // stream subscribes; the new stream is working once the next mark's event reaches it.
    const event = await second.waitForEvent(
      (received) => received.name === 'notification.updated' && received.data.id === next,
    );
    expect(event.data.id).toBe(next);
    second.close();
    await waitUntil(() => bus.subscriberCount === before);
  });

  it('beats while the session lasts', async () => {
    const gina = await newUser();
    // Only the heartbeat's interval is faked: requests, the database and waiting stay real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const stream = await open(gina);
      await waitUntil(() => stream.text().startsWith(': connected'));
      vi.advanceTimersByTime(HEARTBEAT_MS - 1);
      await sleep(QUIET_MS);
      expect(stream.text()).toBe(': connected\n\n');
      vi.advanceTimersByTime(1);
      await waitUntil(() => stream.text() === ': connected\n\n: heartbeat\n\n');
      stream.close();
    } finally {
      vi.useRealTimers();
    }
  });

  /** Resolves with the time it took once the server ended the stream. */
  async function timeToEnd(stream: EventStream, since: number): Promise<number> {
    await stream.ended;
    return performance.now() - since;
  }

  it('says the session ended and ends the stream within a second of a sign-out, with no beat', async () => {
    const hana = await newUser();
    const before = bus.subscriberCount;
    const stream = await open(hana);
    await waitUntil(() => stream.text().startsWith(': connected'));

    const started = performance.now();
    const signOut = await api.call('DELETE', '/api/session', { cookie: hana.cookie });
    expect(signOut.status).toBe(204);

    expect(await timeToEnd(stream, started)).toBeLessThan(DELIVERY_MS);
    expect(stream.text()).toBe(`: connected\n\nevent: ${SESSION_ENDED_EVENT}\ndata: {}\n\n`);
    await waitUntil(() => bus.subscriberCount === before);
  });

  it('ends within a second the stream of another device whose session a password change revoked', async () => {
    const ivo = await newUser();
    const otherDevice = await api.call('POST', '/api/session', { body: { email: ivo.email, password: ivo.password } });
    expect(otherDevice.status).toBe(200);
    const otherCookie = otherDevice.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    const there = await open({ ...ivo, cookie: otherCookie });
    await waitUntil(() => there.text().startsWith(': connected'));

    const started = performance.now();
    const changed = await api.call('PUT', '/api/account/password', {
      cookie: ivo.cookie,
      body: { currentPassword: ivo.password, newPassword: 'outra-senha-forte-456' },
    });
    expect(changed.status).toBe(200);

    expect(await timeToEnd(there, started)).toBeLessThan(DELIVERY_MS);
    expect(there.text()).toBe(`: connected\n\nevent: ${SESSION_ENDED_EVENT}\ndata: {}\n\n`);
  });

  it("closes a user's oldest stream when one more than the cap opens, leaving other users' streams alone", async () => {
    const hana = await newUser();
    const bobTabs = [await open(bob), await open(bob)];
    const before = bus.subscriberCount;
    const hanaTabs: EventStream[] = [];
    for (let index = 0; index < MAX_STREAMS_PER_USER; index += 1) hanaTabs.push(await open(hana));
    await waitUntil(() => bus.subscriberCount === before + MAX_STREAMS_PER_USER);
    const ended = new Set<EventStream>();
    for (const stream of [...hanaTabs, ...bobTabs]) void stream.ended.then(() => ended.add(stream));

    const newest = await open(hana);
    expect(newest.status).toBe(200);
    const [oldest, ...kept] = hanaTabs;
    if (!oldest) throw new Error('No stream was opened.');
    await waitUntil(() => ended.has(oldest));
    expect(bus.subscriberCount).toBe(before + MAX_STREAMS_PER_USER);
    await sleep(QUIET_MS);
    expect([...ended]).toEqual([oldest]);

    const [id] = await insertUnread(getDb(), hana.user.id, 1);
    await api.call('PATCH', `/api/notifications/${id}`, { cookie: hana.cookie, body: { read: true } });
    for (const stream of [newest, ...kept]) {
      expect((await stream.waitForEvent((event) => event.name === 'notification.updated')).data.id).toBe(id);
    }
    const [bobsId] = await insertUnread(getDb(), bob.user.id, 1);
    await api.call('PATCH', `/api/notifications/${bobsId}`, { cookie: bob.cookie, body: { read: true } });
    for (const stream of bobTabs) {
      expect((await stream.waitForEvent((event) => event.name === 'notification.updated')).data.id).toBe(bobsId);
    }
    for (const stream of [newest, ...kept, ...bobTabs]) stream.close();
    await waitUntil(() => bus.subscriberCount === before - bobTabs.length);
  });

  describe('closing the app', () => {
    it('ends the open streams, and closing does not wait for them', async () => {
      const closingBus = await createEventBus(getDb(), pino({ level: 'silent' }));
      const closing = await startTestApp(getDb(), { bus: closingBus });
      const frank = await signUpTestUser(closing.baseUrl);
      const first = await openStream(closing.baseUrl, frank.cookie);
      const second = await openStream(closing.baseUrl, frank.cookie);
      streams.push(first, second);
      await waitUntil(() => closingBus.subscriberCount === 2);

      const started = performance.now();
      let timer: NodeJS.Timeout | undefined;
      const outcome = await Promise.race([
        closing.close().then(() => 'closed'),
        new Promise((resolve) => {
          timer = setTimeout(() => resolve('hung'), 5_000);
        }),
      ]);
      clearTimeout(timer);
      expect(outcome).toBe('closed');
      expect(performance.now() - started).toBeLessThan(5_000);
      await Promise.all([first.ended, second.ended]);
      expect(closingBus.subscriberCount).toBe(0);
    });
  });
});
