import type { RealtimeEvent, RealtimeEventType } from '@alavanca/contracts/notifications';
import { REALTIME_MAX_EVENTS_PER_SECOND } from '@alavanca/domain/constants';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventThrottle } from './event-throttle';

const WINDOW_MS = 1_000;

interface Sent {
  event: RealtimeEvent;
  /** The clock's time when `send` ran. */
  time: number;
}

/**
 * A throttle on fake timers. Its clock is injected and reads the faked `Date.now`, which
 * `vi.advanceTimersByTime` moves in step with the timers it fires.
 */
function makeThrottle(limit?: number) {
  const sent: Sent[] = [];
  const clock = vi.fn(() => Date.now());
  const throttle = new EventThrottle(
    (event) => {
      sent.push({ event, time: clock() });
    },
    limit,
    clock,
  );
  return { throttle, sent, clock };
}

function event(type: RealtimeEventType, id?: string, at = Date.now()): RealtimeEvent {
  return id === undefined ? { type, at } : { type, id, at };
}

const ids = (sent: Sent[]) => sent.map((entry) => entry.event.id);

/** The most sends found in any rolling window of WINDOW_MS (a send at t counts until t + WINDOW_MS). */
function busiestWindow(sent: Sent[]): number {
  let most = 0;
  for (const first of sent) {
    const inWindow = sent.filter((entry) => entry.time >= first.time && entry.time < first.time + WINDOW_MS).length;
    most = Math.max(most, inWindow);
  }
  return most;
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2025-03-01T12:00:00.000Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('EventThrottle', () => {
  it('defaults to the shared limit of 10 a second', () => {
    expect(REALTIME_MAX_EVENTS_PER_SECOND).toBe(10);
    const { throttle, sent } = makeThrottle();
    for (let index = 0; index < 11; index += 1) throttle.push(event('notification.created', `n${index}`));
    expect(sent).toHaveLength(10);
    throttle.stop();
  });

  it('sends at once up to the limit, holds the rest and sends them when the window allows', () => {
    const { throttle, sent, clock } = makeThrottle(10);
    const start = Date.now();
    for (let index = 0; index < 25; index += 1) throttle.push(event('notification.created', `n${index}`));

    expect(ids(sent)).toEqual(Array.from({ length: 10 }, (_, index) => `n${index}`));
    expect(clock).toHaveBeenCalled();

    vi.advanceTimersByTime(WINDOW_MS - 1);
    expect(sent).toHaveLength(10);

    vi.advanceTimersByTime(1);
    expect(sent).toHaveLength(20);
    expect(sent.slice(10).every((entry) => entry.time === start + WINDOW_MS)).toBe(true);

    vi.advanceTimersByTime(WINDOW_MS);
    // First come, first sent; each one exactly once.
    expect(ids(sent)).toEqual(Array.from({ length: 25 }, (_, index) => `n${index}`));
    expect(sent.at(-1)?.time).toBe(start + 2 * WINDOW_MS);
    expect(busiestWindow(sent)).toBe(10);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('counts a rolling second, not a fixed one', () => {
    const { throttle, sent } = makeThrottle(10);
    const start = Date.now();
    for (let index = 0; index < 5; index += 1) throttle.push(event('profile.updated', `a${index}`));
    vi.advanceTimersByTime(500);
    for (let index = 0; index < 5; index += 1) throttle.push(event('profile.updated', `b${index}`));
    vi.advanceTimersByTime(100);
    // The window [start, start + 1000) is full: these wait.
    for (let index = 0; index < 7; index += 1) throttle.push(event('profile.updated', `c${index}`));
    expect(sent).toHaveLength(10);

    // At start + 1000 the first five leave the window: five places, not ten.
    vi.advanceTimersByTime(399);
    expect(sent).toHaveLength(10);
    vi.advanceTimersByTime(1);
    expect(ids(sent).slice(10)).toEqual(['c0', 'c1', 'c2', 'c3', 'c4']);
    expect(sent.at(-1)?.time).toBe(start + 1_000);

    // At start + 1500 the five sent at start + 500 leave it.
    vi.advanceTimersByTime(499);
    expect(sent).toHaveLength(15);
    vi.advanceTimersByTime(1);
    expect(ids(sent).slice(15)).toEqual(['c5', 'c6']);
    expect(sent.at(-1)?.time).toBe(start + 1_500);
    expect(busiestWindow(sent)).toBe(10);
  });

  it('sends an event at once again when the last second had room', () => {
    const { throttle, sent } = makeThrottle(2);
    throttle.push(event('usage.changed', 'x'));
    throttle.push(event('usage.changed', 'y'));
    vi.advanceTimersByTime(WINDOW_MS);
    throttle.push(event('usage.changed', 'z'));
    expect(ids(sent)).toEqual(['x', 'y', 'z']);
    expect(vi.getTimerCount()).toBe(0);
  });

  describe('merging waiting events', () => {
    it('keeps one event per type and id, the newer, in the place of the first', () => {
      const { throttle, sent } = makeThrottle(2);
      throttle.push(event('notification.created', 'fill-1'));
      throttle.push(event('notification.created', 'fill-2'));

      throttle.push(event('notification.updated', 'a', 1));
      throttle.push(event('notification.updated', 'b', 2));
      throttle.push(event('notification.updated', 'a', 3));
      vi.advanceTimersByTime(WINDOW_MS);

      expect(sent.slice(2).map((entry) => entry.event)).toEqual([
        { type: 'notification.updated', id: 'a', at: 3 },
        { type: 'notification.updated', id: 'b', at: 2 },
      ]);
      vi.advanceTimersByTime(5 * WINDOW_MS);
      expect(sent).toHaveLength(4);
    });

    it('merges events without an id by type, and never across types or ids', () => {
      const { throttle, sent } = makeThrottle(1);
      throttle.push(event('profile.updated', undefined, 0));
      throttle.push(event('notification.updated', undefined, 1));
      throttle.push(event('notification.updated', 'n1', 2));
      throttle.push(event('notification.created', 'n1', 3));
      throttle.push(event('notification.updated', undefined, 4));
      throttle.push(event('notification.updated', 'n1', 5));
      vi.advanceTimersByTime(10 * WINDOW_MS);

      expect(sent.map((entry) => entry.event)).toEqual([
        { type: 'profile.updated', at: 0 },
        { type: 'notification.updated', at: 4 },
        { type: 'notification.updated', id: 'n1', at: 5 },
        { type: 'notification.created', id: 'n1', at: 3 },
      ]);
    });

    it('does not merge an event with one already sent', () => {
      const { throttle, sent } = makeThrottle(10);
      throttle.push(event('notification.updated', 'same', 1));
      throttle.push(event('notification.updated', 'same', 2));
      expect(sent.map((entry) => entry.event.at)).toEqual([1, 2]);
    });

    it('does not starve an event that keeps being merged while others keep coming', () => {
      const { throttle, sent } = makeThrottle(10);
      for (let index = 0; index < 10; index += 1) throttle.push(event('usage.changed', `fill-${index}`));
      // Ten new things a second, plus the user's notifications changing every 100 ms.
      for (let tick = 0; tick < 50; tick += 1) {
        throttle.push(event('simulation.changed', `s${tick}`));
        throttle.push(event('notification.updated', undefined, tick));
        vi.advanceTimersByTime(100);
      }
      const updates = sent.filter((entry) => entry.event.type === 'notification.updated');
      expect(updates.length).toBeGreaterThan(0);
      throttle.stop();
    });
  });

  it('loses nothing: every key goes out with its newest event, at most 10 a rolling second', () => {
    const step = fc.record({
      type: fc.constantFrom<RealtimeEventType>('notification.created', 'notification.updated', 'usage.changed'),
      id: fc.option(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l'), { nil: undefined }),
      burst: fc.integer({ min: 1, max: 8 }),
      waitMs: fc.integer({ min: 0, max: 700 }),
    });
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 60 }), (steps) => {
        const { throttle, sent } = makeThrottle(10);
        const newest = new Map<string, RealtimeEvent>();
        let serial = 0;
        for (const { type, id, burst, waitMs } of steps) {
          for (let index = 0; index < burst; index += 1) {
            const pushed = event(type, id, (serial += 1));
            newest.set(`${type}:${id ?? ''}`, pushed);
            throttle.push(pushed);
          }
          vi.advanceTimersByTime(waitMs);
        }
        vi.advanceTimersByTime(60 * WINDOW_MS);

        expect(busiestWindow(sent)).toBeLessThanOrEqual(10);
        expect(vi.getTimerCount()).toBe(0);
        // The last event sent for each key is the newest pushed for it.
        const lastSent = new Map<string, RealtimeEvent>();
        for (const { event: out } of sent) lastSent.set(`${out.type}:${out.id ?? ''}`, out);
        expect(lastSent).toEqual(newest);
        // Each send is a distinct event (merged ones are dropped, none is sent twice).
        expect(new Set(sent.map((entry) => entry.event.at)).size).toBe(sent.length);
        throttle.stop();
      }),
      { numRuns: 60 },
    );
  });

  it('stop() discards the waiting events and the timer', () => {
    const { throttle, sent } = makeThrottle(3);
    for (let index = 0; index < 8; index += 1) throttle.push(event('validation.changed', `v${index}`));
    expect(sent).toHaveLength(3);
    expect(vi.getTimerCount()).toBe(1);

    throttle.stop();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10 * WINDOW_MS);
    expect(sent).toHaveLength(3);

    // Stopping twice is harmless.
    expect(() => throttle.stop()).not.toThrow();
  });
});
