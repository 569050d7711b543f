import os from 'node:os';
import path from 'node:path';
import { ErrorResponse } from '@alavanca/contracts/errors';
import { SessionResponse } from '@alavanca/contracts/session';
import { expect } from 'vitest';
import type { Database } from '../db/client';
import { requireUser } from '../http/require-user';
import { startTestApp, useTestApp, type TestApp, type TestAppOptions } from './test-app';
import { callApi } from './users';

/** The password every account test signs up with. */
export const PASSWORD = 'correct horse battery staple';
const NO_WEB_BUILD = path.join(os.tmpdir(), 'alavanca-no-such-build');
const EMAIL_WAIT_MS = 5_000;

/** A route of another module would look like this: the signed-in user or 401. */
function addMeRoute(app: TestApp['app']): void {
  app.get('/api/test/me', async (request) => ({ user: await requireUser(request) }));
}

/** The app the account tests start for a case of their own: no web build, and GET /api/test/me. */
export function startAccountsApp(db: Database, options: TestAppOptions = {}): Promise<TestApp> {
  return startTestApp(db, { webDistDir: NO_WEB_BUILD, ...options, prepare: addMeRoute });
}

/** The suite's shared app, as `startAccountsApp` starts it, from before its tests to after them. */
export function useAccountsApp(getDb: () => Database): TestApp {
  return useTestApp(getDb, { webDistDir: NO_WEB_BUILD, prepare: addMeRoute });
}

export async function readError(response: Response): Promise<ErrorResponse['error']> {
  return ErrorResponse.parse(await response.json()).error;
}

export function uniqueEmail(label: string): string {
  return `${label}-${Math.random().toString(36).slice(2, 10)}@example.test`;
}

export async function countUsers(db: Database): Promise<number> {
  const [row] = await db.query<{ count: number }>('select count(*)::int as count from "user"');
  return row?.count ?? 0;
}

export async function sessionUser(baseUrl: string, cookie: string) {
  const response = await callApi(baseUrl, 'GET', '/api/session', { cookie });
  expect(response.status).toBe(200);
  return SessionResponse.parse(await response.json()).user;
}

/** E-mails leave after the answer: wait for the newest one of a kind sent to an address. */
export async function waitForEmail(db: Database, to: string, kind: string, after = new Date(0)) {
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

export function linkIn(text: string): string {
  const link = /https?:\/\/\S+/.exec(text)?.[0];
  if (!link) throw new Error(`No link in: ${text}`);
  return link;
}

/** The server names itself localhost (no APP_URL); tests reach it on 127.0.0.1. */
export function onTestHost(link: string, baseUrl: string): string {
  const url = new URL(link);
  const base = new URL(baseUrl);
  url.host = base.host;
  return url.toString();
}
