import { RealtimeEvent } from '@alavanca/contracts/notifications';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Orm } from '../../db/client';

/** One channel for every event; the payload names the user it is for. */
const CHANNEL = 'alavanca_events';
const LISTEN_RETRY_MS = { first: 1_000, max: 30_000 } as const;

export type RealtimeListener = (event: RealtimeEvent) => void;
export type PublishedEvent = Omit<RealtimeEvent, 'at'>;

export interface EventBus {
  /**
   * Tells every tab of `userId`, on every server instance sharing the database. Pass the
   * transaction that made the change: PostgreSQL then delivers the event only once it commits.
   */
  publish(orm: Orm, userId: string, event: PublishedEvent): Promise<void>;
  /**
   * The same publication as an SQL expression, for a statement that should change data and tell
   * about it in one round trip: it is sent when the statement evaluates it and commits.
   */
  notification(userId: string, event: PublishedEvent): SQL;
  /** Events for `userId` from now on, until the returned function runs. */
  subscribe(userId: string, listener: RealtimeListener): () => void;
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
  let count = 0;

  const deliver = (payload: string) => {
    let message: { userId: string; event: RealtimeEvent };
    try {
      const parsed = JSON.parse(payload) as { userId?: unknown; event?: unknown };
      if (typeof parsed.userId !== 'string') throw new Error('no user');
      message = { userId: parsed.userId, event: RealtimeEvent.parse(parsed.event) };
    } catch (error) {
      logger.warn({ err: error }, 'ignored a malformed realtime event');
      return;
    }
    for (const listener of listeners.get(message.userId) ?? []) listener(message.event);
  };

  // A database that cannot be reached at start leaves the app up (its health says degraded):
  // listening is retried with back-off rather than failing the start.
  let unlisten: (() => Promise<void>) | undefined;
  let retryMs: number = LISTEN_RETRY_MS.first;
  let retryTimer: NodeJS.Timeout | undefined;
  let closed = false;
  async function listen(): Promise<void> {
    try {
      unlisten = await db.listen(CHANNEL, deliver);
    } catch (error) {
      logger.error({ err: error, retryInMs: retryMs }, 'could not listen for realtime events');
      if (closed) return;
      retryTimer = setTimeout(() => void listen(), retryMs);
      retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MS.max);
    }
  }
  await listen();

  function notification(userId: string, event: PublishedEvent): SQL {
    const payload = JSON.stringify({ userId, event: { ...event, at: Date.now() } });
    return sql`pg_notify(${CHANNEL}, ${payload})`;
  }

  return {
    async publish(orm, userId, event) {
      await orm.execute(sql`select ${notification(userId, event)}`);
    },
    notification,
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
    get subscriberCount() {
      return count;
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      await unlisten?.();
    },
  };
}
