import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `work` every `intervalMs` (and once at start when `atStart`), never two runs at once: a
 * tick while a run is under way is skipped. A failed run is logged with `failure` and the next
 * tick tries again. The timers do not keep the process alive. Returns the function that stops
 * it, awaiting the run under way.
 */
export function startPeriodic(
  work: () => Promise<unknown>,
  options: { logger: FastifyBaseLogger; intervalMs: number; failure: string; atStart: boolean },
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= work()
      .then(() => undefined)
      .catch((error: unknown) => {
        options.logger.error({ err: error }, options.failure);
      })
      .finally(() => {
        running = undefined;
      });
  };
  const first = options.atStart ? setTimeout(tick, 0) : undefined;
  first?.unref();
  const timer = setInterval(tick, options.intervalMs);
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
