import { REALTIME_MAX_EVENTS_PER_SECOND } from '@alavanca/domain/constants';
import type { RealtimeEvent } from '@alavanca/contracts/notifications';

const WINDOW_MS = 1_000;

/**
 * Passes at most `limit` events per second to `send`. Events are hints to refetch, so those over
 * the limit wait and merge: two waiting events about the same thing go out once, carrying the
 * newer one. Nothing is dropped for good; order among the waiting is first come, first sent.
 */
export class EventThrottle {
  private readonly sentAt: number[] = [];
  private readonly waiting = new Map<string, RealtimeEvent>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly send: (event: RealtimeEvent) => void,
    private readonly limit: number = REALTIME_MAX_EVENTS_PER_SECOND,
    private readonly now: () => number = Date.now,
  ) {}

  push(event: RealtimeEvent): void {
    const key = `${event.type}:${event.id ?? ''}`;
    // A Map keeps a key's first place when its value is replaced: a merged event goes out where
    // the first of its kind waited. Moving it to the back instead would starve an event that
    // keeps changing while other events keep coming.
    this.waiting.set(key, event);
    this.flush();
  }

  /** Stops the pending timer; waiting events are discarded (the stream is closing). */
  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.waiting.clear();
  }

  private flush(): void {
    const now = this.now();
    while (this.sentAt.length > 0 && (this.sentAt[0] ?? 0) <= now - WINDOW_MS) this.sentAt.shift();
    for (const [key, event] of this.waiting) {
      if (this.sentAt.length >= this.limit) break;
      this.waiting.delete(key);
      this.sentAt.push(now);
      this.send(event);
    }
    if (this.waiting.size > 0 && !this.timer) {
      const wait = (this.sentAt[0] ?? now) + WINDOW_MS - now;
      this.timer = setTimeout(
        () => {
          this.timer = undefined;
          this.flush();
        },
        Math.max(wait, 1),
      );
    }
  }
}
