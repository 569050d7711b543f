import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SessionUser } from '@alavanca/contracts/session';
import type { Orm } from '../../db/client';
import type { Auth } from './auth';
import { findSessionUser } from './auth.repo';
import type { SessionCache } from './session-cache';
import { readCookie } from '../../http/read-cookie';

/**
 * Who a request's session cookie belongs to, read the way better-auth reads it, without going
 * through better-auth on every request: its `getSession` builds a whole endpoint context and
 * costs about a millisecond of CPU, which capped every authenticated route near a thousand
 * requests a second. Here: the signed cookie is checked with the same HMAC, and one query
 * finds the session and its user; the session cache then answers the same cookie from memory
 * until the database announces a change to that session or user, so revocation stays
 * immediate. Whatever better-auth would do more than read — delete an expired session, extend
 * one whose refresh is due — is left to better-auth: those requests take `fallback`.
 */
export function createSessionReader(deps: {
  orm: Orm;
  cache: SessionCache;
  getAuth: () => Promise<Auth>;
  fallback: (headers: Headers) => Promise<SessionUser | null>;
}): (headers: Headers) => Promise<SessionUser | null> {
  let settings: Promise<ReaderSettings> | undefined;
  const load = async (): Promise<ReaderSettings> => {
    const context = await (await deps.getAuth()).$context;
    return {
      cookieName: context.authCookies.sessionToken.name,
      secret: context.secret,
      expiresInMs: context.sessionConfig.expiresIn * 1000,
      updateAgeMs: context.sessionConfig.updateAge * 1000,
    };
  };

  return async (headers) => {
    const { cookieName, secret, expiresInMs, updateAgeMs } = await (settings ??= load().catch((error: unknown) => {
      settings = undefined;
      throw error;
    }));
    const cookie = readCookie(headers.get('cookie'), cookieName);
    if (cookie === null) return null;
    // What the cache holds was signed: only a cookie read from the database is checked.
    let forged = false;
    const found = await deps.cache.read(cookie, async () => {
      const token = verifySignedValue(cookie, secret);
      if (token === null) {
        forged = true;
        return null;
      }
      const row = await findSessionUser(deps.orm, token);
      return row ? { user: { id: row.id, email: row.email, name: row.name }, expiresAt: row.expiresAt } : null;
    });
    if (forged) return null;
    const now = Date.now();
    // Gone (signed out elsewhere: better-auth clears the cookie), expired (it deletes the
    // session) or due for its refresh (it extends it); the cache hears of each change.
    if (!found || found.expiresAt.getTime() < now || found.expiresAt.getTime() - expiresInMs + updateAgeMs <= now) {
      return deps.fallback(headers);
    }
    return found.user;
  };
}

interface ReaderSettings {
  cookieName: string;
  secret: string;
  expiresInMs: number;
  updateAgeMs: number;
}

/** A base64 HMAC-SHA256 is 44 characters ending in '='; anything else is not a signature. */
const SIGNATURE_LENGTH = 44;

/**
 * The value of a cookie signed as better-auth signs it (`value.base64(HMAC-SHA256(secret, value))`),
 * or null when its signature does not match.
 */
export function verifySignedValue(raw: string, secret: string): string | null {
  const dot = raw.lastIndexOf('.');
  if (dot < 1) return null;
  const value = raw.slice(0, dot);
  const signature = raw.slice(dot + 1);
  if (signature.length !== SIGNATURE_LENGTH || !signature.endsWith('=')) return null;
  const expected = createHmac('sha256', secret).update(value).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}
