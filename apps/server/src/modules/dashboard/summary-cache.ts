import type { DashboardSummary } from '@alavanca/contracts/dashboard';
import type { EventBus } from '../realtime/event-bus';

/** Users whose dashboard is kept: a few kilobytes each. */
const KEPT = 2_000;

interface Flight {
  promise: Promise<DashboardSummary>;
  day: number;
  /** An event arrived while it was drawn: its answer may be older than the change, so it is not kept. */
  stale: boolean;
}

export interface SummaryCache {
  /** The user's dashboard for `day`, kept from an earlier request when nothing changed since. */
  read(userId: string, day: number, draw: () => Promise<DashboardSummary>): Promise<DashboardSummary>;
  close(): void;
}

/**
 * The dashboard's answer costs some twenty statements and their rows, and a founder reads it far
 * more often than anything in it changes. Everything it shows publishes an event for its user when
 * it changes (simulations, validations, notifications, classes, mentor conversations, preferences
 * and AI settings, on any instance), so an answer is kept per user until such an event, the day's
 * end (the mentor's tip is the day's) or a gap in the events. Requests that arrive while it is
 * drawn wait for the same answer.
 */
export function createSummaryCache(bus: Pick<EventBus, 'watchAll'>, kept = KEPT): SummaryCache {
  const answers = new Map<string, { day: number; summary: DashboardSummary }>();
  const flights = new Map<string, Flight>();

  const stopWatching = bus.watchAll((userId) => {
    if (userId === null) {
      answers.clear();
      for (const flight of flights.values()) flight.stale = true;
      return;
    }
    answers.delete(userId);
    const flight = flights.get(userId);
    if (flight) flight.stale = true;
  });

  return {
    read(userId, day, draw) {
      const answer = answers.get(userId);
      if (answer?.day === day) {
        // Read again: the last to be forgotten.
        answers.delete(userId);
        answers.set(userId, answer);
        return Promise.resolve(answer.summary);
      }
      const running = flights.get(userId);
      if (running && !running.stale && running.day === day) return running.promise;
      const flight: Flight = { day, stale: false, promise: Promise.resolve(null as never) };
      flight.promise = draw()
        .then((summary) => {
          if (!flight.stale) {
            answers.delete(userId);
            answers.set(userId, { day, summary });
            if (answers.size > kept) answers.delete(answers.keys().next().value as string);
          }
          return summary;
        })
        .finally(() => {
          if (flights.get(userId) === flight) flights.delete(userId);
        });
      flights.set(userId, flight);
      return flight.promise;
    },
    close: stopWatching,
  };
}
