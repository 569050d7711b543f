import type { SessionUser } from '@alavanca/contracts/session';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { keepListening } from '../../db/keep-listening';

/** Where the database announces session and user changes (migration 0005's triggers). */
const CHANNEL = 'alavanca_sessions';
/** The announcement that every session may have changed (a table was truncated). */
const EVERYONE = '*';
/**
 * Changes are announced, so this only bounds how long one could matter if its announcement
 * were lost in a way no gap reports.
 */
const TTL_MS = 60_000;
/** Far more than the users one instance serves at once; the oldest entries leave first. */
const MAX_ENTRIES = 20_000;

export interface CachedSession {
  user: SessionUser;
  expiresAt: Date;
}

export interface SessionCache {
  /**
   * The session behind `cookie` (the cookie's whole signed value), from memory when this
   * instance read it within TTL_MS and nothing announced a change since; else from `load`,
   * which checks the signature and reads the row.
   */
  read(cookie: string, load: () => Promise<CachedSession | null>): Promise<CachedSession | null>;
  /** Drops the user's sessions at once, before the database's announcement arrives. */
  forgetUser(userId: string): void;
  /**
   * Calls `listener` whenever a session of `userId` may have changed or ended (the same moments
   * that drop kept copies), until the returned function runs; the listener reads afresh.
   */
  watchUser(userId: string, listener: () => void): () => void;
  close(): Promise<void>;
}

interface Entry {
  session: CachedSession;
  storedAt: number;
}

/**
 * Who a session cookie belongs to, kept in memory so that an authenticated request costs no
 * database round trip. Correct across instances because the database itself announces every
 * change to a session or its user (sign-out, revocation, expiry clean-up, deletion, a new name
 * or e-mail address), whoever makes it; while the announcements cannot be heard (the listening
 * connection is lost) nothing is kept, and everything kept before is dropped.
 */
export async function createSessionCache(db: Database, logger: FastifyBaseLogger): Promise<SessionCache> {
  const entries = new Map<string, Entry>();
  const cookiesOfUser = new Map<string, Set<string>>();
  const watchers = new Map<string, Set<() => void>>();
  let listening = false;
  // Bumped by every announcement: a read that started before one must not be kept, since the
  // row it read may be what the announcement is about.
  let generation = 0;

  function remove(cookie: string): void {
    const entry = entries.get(cookie);
    if (!entry) return;
    entries.delete(cookie);
    const userId = entry.session.user.id;
    const cookies = cookiesOfUser.get(userId);
    cookies?.delete(cookie);
    if (cookies?.size === 0) cookiesOfUser.delete(userId);
  }

  function forgetUser(userId: string): void {
    generation += 1;
    for (const cookie of cookiesOfUser.get(userId) ?? []) entries.delete(cookie);
    cookiesOfUser.delete(userId);
    for (const watcher of watchers.get(userId) ?? []) watcher();
  }

  function forgetEveryone(): void {
    generation += 1;
    entries.clear();
    cookiesOfUser.clear();
    for (const userWatchers of watchers.values()) for (const watcher of userWatchers) watcher();
  }

  function keep(cookie: string, session: CachedSession): void {
    remove(cookie);
    if (entries.size >= MAX_ENTRIES) {
      const oldest = entries.keys().next();
      if (!oldest.done) remove(oldest.value);
    }
    entries.set(cookie, { session, storedAt: Date.now() });
    const userId = session.user.id;
    let cookies = cookiesOfUser.get(userId);
    if (!cookies) cookiesOfUser.set(userId, (cookies = new Set()));
    cookies.add(cookie);
  }

  const listener = await keepListening(db, logger, {
    channel: CHANNEL,
    purpose: 'session changes',
    onPayload: (payload) => (payload === EVERYONE ? forgetEveryone() : forgetUser(payload)),
    onListening(now) {
      listening = now;
      forgetEveryone();
    },
  });

  return {
    async read(cookie, load) {
      const entry = entries.get(cookie);
      if (entry) {
        if (Date.now() - entry.storedAt < TTL_MS) return entry.session;
        remove(cookie);
      }
      const readAt = generation;
      const session = await load();
      if (session && listening && generation === readAt) keep(cookie, session);
      return session;
    },
    forgetUser,
    watchUser(userId, listener) {
      let userWatchers = watchers.get(userId);
      if (!userWatchers) watchers.set(userId, (userWatchers = new Set()));
      userWatchers.add(listener);
      return () => {
        userWatchers.delete(listener);
        if (userWatchers.size === 0) watchers.delete(userId);
      };
    },
    async close() {
      await listener.stop();
      listening = false;
      forgetEveryone();
    },
  };
}
