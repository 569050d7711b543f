import { randomUUID } from 'node:crypto';
import { ErrorResponse } from '@alavanca/contracts/errors';
import { NotificationListResponse, RealtimeEvent } from '@alavanca/contracts/notifications';
import { beforeAll, expect } from 'vitest';
import type { Database } from '../db/client';
import { signUpTestUser, toCookieHeader, type TestUser } from './users';
import { useTestApp } from './test-app';

/** The channel the event bus publishes on (every instance listens to it). */
export const EVENTS_CHANNEL = 'alavanca_events';
export const EMAIL_WAIT_MS = 5_000;
export const EVENT_WAIT_MS = 2_000;
export const DAY_MS = 24 * 60 * 60_000;

export interface InsertedRow {
  id?: string;
  title?: string;
  read?: boolean;
  /** A PostgreSQL timestamptz literal, so tests control ties (to the microsecond). */
  createdAt: string;
}

/** Rows written straight into the table, as the system would, with chosen times. */
export async function insertRows(db: Database, userId: string, rows: InsertedRow[]): Promise<string[]> {
  const ids: string[] = [];
  for (const row of rows) {
    const id = row.id ?? randomUUID();
    await db.query(
      `insert into notifications (id, user_id, title, description, type, read, route, created_at)
       values ($1, $2, $3, 'plain description', 'default', $4, null, $5::timestamptz)`,
      [id, userId, row.title ?? `row ${ids.length}`, row.read ?? false, row.createdAt],
    );
    ids.push(id);
  }
  return ids;
}

/** The user's ids in the order the list must follow: newest first, ties by id descending. */
export async function expectedOrder(db: Database, userId: string, where = 'true'): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `select id from notifications where user_id = $1 and ${where} order by created_at desc, id desc`,
    [userId],
  );
  return rows.map((row) => row.id);
}

export async function readError(response: Response) {
  return ErrorResponse.parse(await response.json()).error;
}

/** Every payload published on the events channel, as another instance would receive it. */
export async function recordPublished(db: Database) {
  const received: { userId: string; event: RealtimeEvent }[] = [];
  const stop = await db.listen(EVENTS_CHANNEL, (payload) => {
    const parsed = JSON.parse(payload) as { userId: string; event: unknown };
    received.push({ userId: parsed.userId, event: RealtimeEvent.parse(parsed.event) });
  });
  return {
    received,
    stop,
    async waitFor(count: number) {
      const deadline = Date.now() + EVENT_WAIT_MS;
      while (received.length < count && Date.now() < deadline) await sleep(20);
      return received;
    },
  };
}

export function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export interface OutboxRow {
  subject: string;
  text_body: string;
  html_body: string;
  created_at: Date;
}

export async function notificationEmails(db: Database, to: string): Promise<OutboxRow[]> {
  return db.query<OutboxRow & Record<string, unknown>>(
    `select subject, text_body, html_body, created_at from email_outbox
      where to_address = $1 and kind = 'notification' order by created_at`,
    [to],
  );
}

/** The copy leaves after the response: wait until `count` copies reached the address. */
export async function waitForEmails(db: Database, to: string, count: number): Promise<OutboxRow[]> {
  const deadline = Date.now() + EMAIL_WAIT_MS;
  for (;;) {
    const rows = await notificationEmails(db, to);
    if (rows.length >= count) return rows;
    if (Date.now() > deadline) throw new Error(`Only ${rows.length} notification e-mails reached ${to}, not ${count}.`);
    await sleep(50);
  }
}

/**
 * The notification route tests' app for the enclosing suite, with Alice and Bob signed up
 * before its tests. The objects returned are filled in once they exist.
 */
export function useNotificationsApp(getDb: () => Database) {
  const api = useTestApp(getDb);
  const alice = {} as TestUser;
  const bob = {} as TestUser;
  beforeAll(async () => {
    Object.assign(alice, await signUpTestUser(api.baseUrl, { name: 'Alice Alves' }));
    Object.assign(bob, await signUpTestUser(api.baseUrl, { name: 'Bob Brito' }));
  });

  async function list(user: TestUser, query = '') {
    const response = await api.call('GET', `/api/notifications${query}`, { cookie: user.cookie });
    expect(response.status).toBe(200);
    return NotificationListResponse.parse(await response.json());
  }

  async function markRead(user: TestUser, id: string) {
    return api.call('PATCH', `/api/notifications/${id}`, { cookie: user.cookie, body: { read: true } });
  }

  async function signIn(user: TestUser): Promise<string> {
    const response = await api.call('POST', '/api/session', {
      body: { email: user.email, password: user.password },
    });
    expect(response.status).toBe(200);
    return toCookieHeader(response.headers.getSetCookie());
  }

  async function notificationRows(userId: string) {
    return getDb().query('select * from notifications where user_id = $1 order by id', [userId]);
  }

  return { api, alice, bob, list, markRead, signIn, notificationRows };
}
