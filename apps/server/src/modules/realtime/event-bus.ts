import { RealtimeEvent } from '@alavanca/contracts/notifications';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database, Orm } from '../../db/client';
import { keepListening } from '../../db/keep-listening';

/**
 * One channel for every event; the payload names whom it is for: a user's id, or a group's name
 * that streams subscribe to (a community space's, `community/<space key>`).
 */
const CHANNEL = 'alavanca_events';
/**
 * How long `publishSoon` gathers events before sending them together: far below what a person
 * notices, long enough that a busy instance sends one NOTIFY for many changes.
 */
const GATHER_MS = 20;

export type RealtimeListener = (event: RealtimeEvent) => void;
export type PublishedEvent = Omit<RealtimeEvent, 'at'>;

export interface EventBus {
  /**
   * Tells every tab of `userId`, on every server instance sharing the database. Pass the
   * transaction that made the change: PostgreSQL then delivers the event only once it commits.
   */
  publish(orm: Orm, userId: string, event: PublishedEvent): Promise<void>;
  /**
   * Tells `userId` within a few milliseconds, once the caller's change has committed: events
   * queued meanwhile leave together in one NOTIFY transaction, the same event for the same user
   * once. For frequent changes whose event only asks the app to refetch (usage counts):
   * PostgreSQL holds one global lock from a notifying transaction's pre-commit through its
   * commit, so a NOTIFY in each of them would make them commit one at a time.
   */
  publishSoon(userId: string, event: PublishedEvent): void;
  /** Events for `userId` from now on, until the returned function runs. */
  subscribe(userId: string, listener: RealtimeListener): () => void;
  /**
   * Hears which user every event is for, from now on, and `null` whenever events may have been
   * missed (the listening connection was lost): for a cache that keeps answers per user.
   */
  watchAll(listener: (userId: string | null) => void): () => void;
  /** Streams open on this instance: what a stream that never unsubscribes would make grow. */
  readonly subscriberCount: number;
  close(): Promise<void>;
}

/**
 * Events between server instances go through PostgreSQL LISTEN/NOTIFY, so any number of
 * instances on one database reach every tab of a user; each instance then hands an event only
 * to the listeners of that user.
 */
export async function createEventBus(db: Database, logger: FastifyBaseLogger): Promise<EventBus> {
  const listeners = new Map<string, Set<RealtimeListener>>();
  const watchers = new Set<(userId: string | null) => void>();
  let count = 0;

  const deliver = (payload: string) => {
    let userListeners: Set<RealtimeListener> | undefined;
    let event: RealtimeEvent;
    try {
      const parsed = JSON.parse(payload) as { userId?: unknown; event?: unknown };
      if (typeof parsed.userId !== 'string') throw new Error('no user');
      for (const watcher of watchers) watcher(parsed.userId);
      // Every instance hears every event: most are for users with no stream open here.
      userListeners = listeners.get(parsed.userId);
      if (!userListeners) return;
      event = RealtimeEvent.parse(parsed.event);
    } catch (error) {
      logger.warn({ err: error }, 'ignored a malformed realtime event');
      return;
    }
    for (const listener of userListeners) listener(event);
  };

  const listening = await keepListening(db, logger, {
    channel: CHANNEL,
    onPayload: deliver,
    onListening: (listening) => {
      if (!listening) for (const watcher of watchers) watcher(null);
    },
    purpose: 'realtime events',
  });

  const payloadOf = (userId: string, event: PublishedEvent) =>
    JSON.stringify({ userId, event: { ...event, at: Date.now() } });

  // Keyed by user and event, so a repeated event keeps one place (with the latest time).
  const gathered = new Map<string, string>();
  let gatherTimer: NodeJS.Timeout | undefined;
  let sending = Promise.resolve();
  function sendGathered(): Promise<void> {
    clearTimeout(gatherTimer);
    gatherTimer = undefined;
    if (gathered.size === 0) return sending;
    const payloads = JSON.stringify([...gathered.values()]);
    gathered.clear();
    sending = db
      .query('select pg_notify($1, payload) from json_array_elements_text($2::json) as payload', [CHANNEL, payloads])
      .then(
        () => undefined,
        (error: unknown) => logger.error({ err: error }, 'could not publish realtime events'),
      );
    return sending;
  }

  return {
    async publish(orm, userId, event) {
      await orm.execute(sql`select pg_notify(${CHANNEL}, ${payloadOf(userId, event)})`);
    },
    publishSoon(userId, event) {
      gathered.set(JSON.stringify([userId, event]), payloadOf(userId, event));
      gatherTimer ??= setTimeout(() => void sendGathered(), GATHER_MS);
    },
    subscribe(userId, listener) {
      let set = listeners.get(userId);
      if (!set) listeners.set(userId, (set = new Set()));
      set.add(listener);
      count += 1;
      return () => {
        if (!set.delete(listener)) return;
        count -= 1;
        if (set.size === 0) listeners.delete(userId);
      };
    },
    watchAll(watcher) {
      watchers.add(watcher);
      return () => void watchers.delete(watcher);
    },
    get subscriberCount() {
      return count;
    },
    async close() {
      await sendGathered();
      await listening.stop();
    },
  };
}
