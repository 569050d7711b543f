import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that finishes after its response was sent (e-mails). Failures are logged, and
 * `idle()` lets the app wait for everything still running before it closes the database.
 */
export interface BackgroundTasks {
  track(task: Promise<unknown>): void;
  idle(): Promise<void>;
}

export function createBackgroundTasks(logger: FastifyBaseLogger): BackgroundTasks {
  const running = new Set<Promise<unknown>>();
  return {
    track(task) {
      const settled = task
        .catch((error: unknown) => {
          logger.error({ err: error }, 'a background task failed');
        })
        .finally(() => running.delete(settled));
      running.add(settled);
    },
    async idle() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
