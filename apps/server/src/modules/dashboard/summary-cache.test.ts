import type { DashboardSummary } from '@alavanca/contracts/dashboard';
import { describe, expect, it } from 'vitest';
import { createSummaryCache } from './summary-cache';

/** A stand-in for the event bus: the test says which user an event was for, or that events were missed. */
function fakeBus() {
  let watcher: (userId: string | null) => void = () => undefined;
  return {
    bus: {
      watchAll(listener: (userId: string | null) => void) {
        watcher = listener;
        return () => {
          watcher = () => undefined;
        };
      },
    },
    event: (userId: string | null) => watcher(userId),
  };
}

/** A summary that says which draw made it. */
function drawer() {
  let draws = 0;
  return {
    draw: async () => {
      draws += 1;
      return { drawn: draws } as unknown as DashboardSummary;
    },
    get draws() {
      return draws;
    },
  };
}

describe('the dashboard’s summaries kept per user', () => {
  it('answers again from what it kept until an event for that user, a gap in the events or a new day', async () => {
    const { bus, event } = fakeBus();
    const cache = createSummaryCache(bus);
    const ana = drawer();
    const bruno = drawer();
    await cache.read('ana', 1, ana.draw);
    await cache.read('ana', 1, ana.draw);
    await cache.read('bruno', 1, bruno.draw);
    expect([ana.draws, bruno.draws]).toEqual([1, 1]);

    event('bruno');
    expect(await cache.read('ana', 1, ana.draw)).toEqual({ drawn: 1 });
    expect(await cache.read('bruno', 1, bruno.draw)).toEqual({ drawn: 2 });

    event(null);
    await cache.read('ana', 1, ana.draw);
    await cache.read('ana', 2, ana.draw);
    expect(ana.draws).toBe(3);
    cache.close();
  });

  it('does not keep an answer drawn while an event for its user arrived, and draws once for requests that wait together', async () => {
    const { bus, event } = fakeBus();
    const cache = createSummaryCache(bus);
    const pending: (() => void)[] = [];
    let draws = 0;
    const slowDraw = () =>
      new Promise<DashboardSummary>((resolve) => {
        draws += 1;
        const drawn = draws;
        pending.push(() => resolve({ drawn } as unknown as DashboardSummary));
      });
    const first = cache.read('ana', 1, slowDraw);
    const second = cache.read('ana', 1, slowDraw);
    event('ana');
    // Drawn before the change was seen: a request after the event does not wait for it.
    const third = cache.read('ana', 1, slowDraw);
    expect(draws).toBe(2);
    for (const release of pending) release();
    expect(await Promise.all([first, second, third])).toEqual([{ drawn: 1 }, { drawn: 1 }, { drawn: 2 }]);
    // The later draw is kept, the one overtaken by the event is not.
    expect(await cache.read('ana', 1, slowDraw)).toEqual({ drawn: 2 });
    expect(draws).toBe(2);
  });

  it('forgets the least recently read first when full', async () => {
    const { bus } = fakeBus();
    const cache = createSummaryCache(bus, 2);
    const users = { ana: drawer(), bruno: drawer(), carla: drawer() };
    await cache.read('ana', 1, users.ana.draw);
    await cache.read('bruno', 1, users.bruno.draw);
    await cache.read('ana', 1, users.ana.draw);
    await cache.read('carla', 1, users.carla.draw);
    await cache.read('ana', 1, users.ana.draw);
    await cache.read('bruno', 1, users.bruno.draw);
    expect([users.ana.draws, users.bruno.draws, users.carla.draws]).toEqual([1, 2, 1]);
  });
});
