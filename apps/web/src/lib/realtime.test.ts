import { FakeEventSource, installFakeEventSource } from '@/test/fake-event-source';
import { SESSION_ENDED_EVENT, type RealtimeEvent } from '@alavanca/contracts/notifications';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { connectEventStream, EVENT_STREAM_PATH, RECONNECT_DELAY_MS, useEventStream } from './realtime';

describe('connectEventStream', () => {
  installFakeEventSource();

  it('opens one stream to /api/events and hands over each valid event', () => {
    const events: RealtimeEvent[] = [];
    connectEventStream({ onEvent: (event) => events.push(event) });
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.latest?.url).toBe(EVENT_STREAM_PATH);

    const source = FakeEventSource.latest!;
    source.fireOpen();
    source.emit('notification.created', { type: 'notification.created', id: 'a1', at: 1 });
    source.emit('usage.changed', { type: 'usage.changed', at: 2 });
    expect(events).toEqual([
      { type: 'notification.created', id: 'a1', at: 1 },
      { type: 'usage.changed', at: 2 },
    ]);
  });

  it('ignores frames that are not JSON or not a known event', () => {
    const onEvent = vi.fn();
    connectEventStream({ onEvent });
    const source = FakeEventSource.latest!;
    source.emit('notification.created', 'not json');
    source.emit('notification.created', { type: 'something.else', at: 1 });
    source.emit('profile.updated', { type: 'profile.updated' });
    expect(onEvent).not.toHaveBeenCalled();
  });

  it('says when the server ended the stream for a session that ended, and reconnects as after a failure', () => {
    const onEvent = vi.fn();
    const onSessionEnded = vi.fn();
    connectEventStream({ onEvent, onSessionEnded });
    const ended = FakeEventSource.latest!;
    ended.fireOpen();
    ended.emit(SESSION_ENDED_EVENT, {});
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(onEvent).not.toHaveBeenCalled();

    ended.fireError();
    vi.advanceTimersByTime(RECONNECT_DELAY_MS.initial);
    expect(FakeEventSource.open()).toHaveLength(1);
    expect(FakeEventSource.latest).not.toBe(ended);
  });

  it('closes a failed stream and reopens it after 1 s, doubling the wait up to 30 s', () => {
    connectEventStream({ onEvent: () => {} });
    const waits: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const failed = FakeEventSource.latest!;
      failed.fireError();
      expect(failed.closed).toBe(true);
      const opened = FakeEventSource.instances.length;
      // Measure how long until the next stream opens.
      let waited = 0;
      while (FakeEventSource.instances.length === opened) {
        vi.advanceTimersByTime(500);
        waited += 500;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
    expect(RECONNECT_DELAY_MS).toEqual({ initial: 1_000, max: 30_000 });
    expect(FakeEventSource.open()).toHaveLength(1);
  });

  it('starts the back-off again at 1 s once a stream opens, and says it reconnected', () => {
    const onReconnect = vi.fn();
    connectEventStream({ onEvent: () => {}, onReconnect });
    FakeEventSource.latest!.fireOpen();
    expect(onReconnect).not.toHaveBeenCalled();

    FakeEventSource.latest!.fireError();
    vi.advanceTimersByTime(1_000);
    FakeEventSource.latest!.fireError();
    vi.advanceTimersByTime(2_000);
    expect(FakeEventSource.instances).toHaveLength(3);
    FakeEventSource.latest!.fireOpen();
    expect(onReconnect).toHaveBeenCalledTimes(1);

    FakeEventSource.latest!.fireError();
    vi.advanceTimersByTime(999);
    expect(FakeEventSource.instances).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(4);
  });

  it('stays closed after close(), even with a retry pending', () => {
    const connection = connectEventStream({ onEvent: () => {} });
    FakeEventSource.latest!.fireError();
    connection.close();
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.open()).toHaveLength(0);
  });

  it('does nothing where the browser has no EventSource', () => {
    vi.stubGlobal('EventSource', undefined);
    const connection = connectEventStream({ onEvent: () => {} });
    expect(() => connection.close()).not.toThrow();
  });
});

describe('useEventStream', () => {
  installFakeEventSource({ fakeTimers: false });

  it('keeps one stream open while mounted, calls the latest handler, and closes on unmount', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = renderHook(({ handler }) => useEventStream({ onEvent: handler }), {
      initialProps: { handler: first },
    });
    rerender({ handler: second });
    expect(FakeEventSource.open()).toHaveLength(1);

    FakeEventSource.latest!.emit('profile.updated', { type: 'profile.updated', at: 3 });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith({ type: 'profile.updated', at: 3 });

    unmount();
    expect(FakeEventSource.open()).toHaveLength(0);
  });
});
