import { createHmac, randomUUID } from 'node:crypto';
import type { SessionUser } from '@alavanca/contracts/session';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../db/schema/auth';
import { describeEachDatabase } from '../../test/databases';
import { insertTestUser } from '../../test/insert-test-user';
import type { Auth } from './auth';
import { createSessionCache, type SessionCache } from './session-cache';
import { readCookie } from '../../http/read-cookie';
import { createSessionReader, verifySignedValue } from './session-reader';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const COOKIE = 'alavanca.session_token';
const DAY_MS = 24 * 60 * 60_000;
const EXPIRES_IN_S = 7 * 24 * 60 * 60;
const UPDATE_AGE_S = 24 * 60 * 60;

/** A cookie value signed the way better-auth (better-call) signs it. */
function signed(value: string, secret = SECRET): string {
  const signature = createHmac('sha256', secret).update(value).digest('base64');
  return encodeURIComponent(`${value}.${signature}`);
}

const cookieHeader = (value: string) => `theme=dark; ${COOKIE}=${value}; other=1`;

/** The cookie's value when its signature matches, as the reader checks it. */
function verifiedCookieValue(header: string | null, name: string, secret: string): string | null {
  const raw = readCookie(header, name);
  return raw === null ? null : verifySignedValue(raw, secret);
}

describe('reading and verifying the session cookie', () => {
  it('returns the value of a cookie whose signature matches', () => {
    expect(verifiedCookieValue(cookieHeader(signed('token-1')), COOKIE, SECRET)).toBe('token-1');
  });

  it.each([
    ['no cookie header', null],
    ['no such cookie', 'theme=dark'],
    ['another secret', cookieHeader(signed('token-1', 'some-other-secret'))],
    ['a changed value', cookieHeader(signed('token-1').replace('token-1', 'token-2'))],
    ['no signature', cookieHeader('token-1')],
    ['a short signature', cookieHeader(encodeURIComponent('token-1.abc='))],
    ['a 44-character signature that is not the HMAC', cookieHeader(encodeURIComponent(`token-1.${'A'.repeat(43)}=`))],
    ['an undecodable value', cookieHeader('%E0%A4%A')],
    ['a name that only ends like it', `x${COOKIE}=${signed('token-1')}`],
  ])('returns null for %s', (_label, header) => {
    expect(verifiedCookieValue(header, COOKIE, SECRET)).toBeNull();
  });
});

describeEachDatabase('the session reader', (getDb) => {
  const fallback = vi.fn<(headers: Headers) => Promise<SessionUser | null>>();
  const fallbackUser: SessionUser = { id: randomUUID(), email: 'fallback@example.test', name: 'Fallback' };
  // Only what the reader takes from better-auth: its cookie name, secret and session timings.
  const auth = {
    $context: Promise.resolve({
      authCookies: { sessionToken: { name: COOKIE } },
      secret: SECRET,
      sessionConfig: { expiresIn: EXPIRES_IN_S, updateAge: UPDATE_AGE_S },
    }),
  } as unknown as Auth;

  beforeEach(() => {
    fallback.mockReset();
    fallback.mockResolvedValue(fallbackUser);
  });

  async function sessionFor(expiresInMs: number) {
    const owner = await insertTestUser(getDb().orm, { name: 'Ana Reader' });
    const token = randomUUID();
    await getDb()
      .orm.insert(session)
      .values({ userId: owner.id, token, expiresAt: new Date(Date.now() + expiresInMs) });
    return { owner, headers: new Headers({ cookie: cookieHeader(signed(token)) }) };
  }

  let cache: SessionCache;
  beforeAll(async () => {
    cache = await createSessionCache(getDb(), pino({ level: 'silent' }));
  });
  afterAll(async () => {
    await cache.close();
  });

  const read = (headers: Headers) =>
    createSessionReader({ orm: getDb().orm, cache, getAuth: async () => auth, fallback })(headers);

  it('answers a fresh session from its row alone, without better-auth', async () => {
    const { owner, headers } = await sessionFor(EXPIRES_IN_S * 1000);
    expect(await read(headers)).toEqual({ id: owner.id, email: owner.email, name: 'Ana Reader' });
    expect(fallback).not.toHaveBeenCalled();
  });

  it('reads a session from the database once, then from the cache; a forged twin of a remembered cookie is still refused', async () => {
    const owner = await insertTestUser(getDb().orm, { name: 'Ana Cached' });
    const token = randomUUID();
    await getDb()
      .orm.insert(session)
      .values({ userId: owner.id, token, expiresAt: new Date(Date.now() + EXPIRES_IN_S * 1000) });
    const loads = vi.fn();
    const readThroughCache = cache.read.bind(cache);
    const spy = vi.spyOn(cache, 'read').mockImplementation((cookie, load) =>
      readThroughCache(cookie, () => {
        loads(cookie);
        return load();
      }),
    );
    try {
      const genuine = new Headers({ cookie: cookieHeader(signed(token)) });
      for (let index = 0; index < 3; index += 1) {
        expect(await read(genuine)).toEqual({ id: owner.id, email: owner.email, name: 'Ana Cached' });
      }
      expect(loads).toHaveBeenCalledTimes(1);
      // The same token under another secret's signature is another cookie: checked, and refused.
      expect(await read(new Headers({ cookie: cookieHeader(signed(token, 'forged')) }))).toBeNull();
      expect(loads).toHaveBeenCalledTimes(2);
      expect(fallback).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  it('answers null for a missing or forged cookie, and for a session that no longer exists, without better-auth', async () => {
    expect(await read(new Headers())).toBeNull();
    expect(await read(new Headers({ cookie: cookieHeader(signed(randomUUID(), 'forged')) }))).toBeNull();
    expect(fallback).not.toHaveBeenCalled();
    // A signed token whose row is gone (signed out elsewhere): better-auth clears the cookie.
    expect(await read(new Headers({ cookie: cookieHeader(signed(randomUUID())) }))).toEqual(fallbackUser);
    expect(fallback).toHaveBeenCalledTimes(1);
  });

  it('leaves an expired session to better-auth, which deletes it', async () => {
    const { headers } = await sessionFor(-60_000);
    await read(headers);
    expect(fallback).toHaveBeenCalledWith(headers);
  });

  it('leaves a session due for its refresh to better-auth, which extends it', async () => {
    // Seven-day sessions refresh once a day: one that expires in six days minus a minute is due.
    const { headers } = await sessionFor(6 * DAY_MS - 60_000);
    await read(headers);
    expect(fallback).toHaveBeenCalledTimes(1);
    fallback.mockClear();
    const fresh = await sessionFor(6 * DAY_MS + 60_000);
    await read(fresh.headers);
    expect(fallback).not.toHaveBeenCalled();
  });
});
