import { describe, expect, it } from 'vitest';
import { createStopSignalReader, REPEATED_SIGNAL_MS } from './stop-signals';

describe('stop signals', () => {
  it('takes a copy arriving with the first as the same stop, and a later repeat as an immediate exit', () => {
    let now = 1_000_000;
    const read = createStopSignalReader(() => now);
    expect(read()).toBe('stop');
    now += 5;
    expect(read()).toBe('same-stop');
    now += REPEATED_SIGNAL_MS;
    expect(read()).toBe('exit-now');
  });
});
