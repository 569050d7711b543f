import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Stands in for the browser's EventSource (happy-dom has none): records every stream opened and
 * lets a test play the server — open it, send events, fail it.
 */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];

  static get latest(): FakeEventSource | undefined {
    return FakeEventSource.instances.at(-1);
  }

  /** Streams the code has not closed. */
  static open(): FakeEventSource[] {
    return FakeEventSource.instances.filter((source) => !source.closed);
  }

  static reset(): void {
    FakeEventSource.instances = [];
  }

  readonly url: string;
  closed = false;
  private readonly listeners = new Map<string, Set<(event: MessageEvent) => void>>();

  constructor(url: string | URL) {
    this.url = String(url);
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent) => void): void {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }

  removeEventListener(type: string, listener: (event: MessageEvent) => void): void {
    this.listeners.get(type)?.delete(listener);
  }

  close(): void {
    this.closed = true;
  }

  private dispatch(type: string, data?: string): void {
    if (this.closed) return;
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
  }

  /** The server accepted the connection. */
  fireOpen(): void {
    this.dispatch('open');
  }

  /** The connection failed or dropped. */
  fireError(): void {
    this.dispatch('error');
  }

  /** An `event: <type>` frame with `data` (an object is sent as JSON). */
  emit(type: string, data: unknown): void {
    this.dispatch(type, typeof data === 'string' ? data : JSON.stringify(data));
  }
}

/**
 * For a describe block whose code opens event streams: each test starts with no stream recorded,
 * the fake in place of EventSource and, unless `fakeTimers` is false, fake timers (reconnect
 * back-off, debounces).
 */
export function installFakeEventSource({ fakeTimers = true }: { fakeTimers?: boolean } = {}): void {
  beforeEach(() => {
    if (fakeTimers) vi.useFakeTimers();
    FakeEventSource.reset();
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => {
    if (fakeTimers) vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}
