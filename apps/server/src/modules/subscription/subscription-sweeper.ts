import type { FastifyBaseLogger } from 'fastify';
import { startPeriodic } from '../../lib/periodic';
import type { SubscriptionService } from './subscription.service';

const SWEEP_INTERVAL_MS = 60_000;
const BATCH = 100;

/**
 * Ends trials and rolls periods over for people who are not using the app at that moment (those
 * who are get it on their next read or increment). Every instance runs it; rows are claimed with
 * SKIP LOCKED, so two instances never settle the same one. Returns the function that stops it.
 */
export function startSubscriptionSweeper(
  subscriptions: SubscriptionService,
  logger: FastifyBaseLogger,
  intervalMs = SWEEP_INTERVAL_MS,
): () => Promise<void> {
  const sweep = async () => {
    while ((await subscriptions.settleDue(BATCH)) === BATCH) {
      // A full batch means more may be due: keep going until one comes back short.
    }
  };
  return startPeriodic(sweep, {
    logger,
    intervalMs,
    failure: 'the subscription sweep failed; it runs again at the next interval',
    atStart: false,
  });
}
