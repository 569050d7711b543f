import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client';

const RETRY_MS = { first: 1_000, max: 30_000 } as const;

export interface KeepListeningOptions {
  channel: string;
  onPayload: (payload: string) => void;
  /**
   * True once listening, false when the connection is lost (then true again once it is back):
   * payloads sent while false never arrive.
   */
  onListening?: (listening: boolean) => void;
  /** What to say in the log when listening fails. */
  purpose: string;
}

/**
 * LISTENs on `channel` for as long as the app runs. A database that cannot be reached at start
 * leaves the app up (its health says degraded): the first LISTEN is retried with back-off rather
 * than failing the start; once listening, the database client reconnects by itself.
 */
export async function keepListening(
  db: Database,
  logger: FastifyBaseLogger,
  options: KeepListeningOptions,
): Promise<{ stop(): Promise<void> }> {
  const { channel, onPayload, onListening, purpose } = options;
  let unlisten: (() => Promise<void>) | undefined;
  let retryMs: number = RETRY_MS.first;
  let retryTimer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function listen(): Promise<void> {
    try {
      unlisten = await db.listen(channel, onPayload, onListening);
      onListening?.(true);
    } catch (error) {
      logger.error({ err: error, retryInMs: retryMs }, `could not listen for ${purpose}`);
      if (stopped) return;
      retryTimer = setTimeout(() => void listen(), retryMs);
      retryMs = Math.min(retryMs * 2, RETRY_MS.max);
    }
  }
  await listen();

  return {
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      await unlisten?.();
    },
  };
}
