import type { PitchPart } from '@alavanca/domain/pitch/pitch';
import { useCallback, useEffect, useReducer } from 'react';

/*
 * The rehearsal's clock: the founder's own seconds, part by part, as they move through the
 * teleprompter (decision 032: no speech is recognised). Time is read from Date.now() in the event
 * that changes it and on a short interval while it runs, so a test drives it with fake timers and a
 * browser test with Playwright's clock.
 */

/** How often the timer on screen moves while the clock runs. */
const TICK_MS = 250;

type RehearsalStatus = 'ready' | 'running' | 'paused' | 'finished';

/** What the live region says: a part reached, a part's time used up, a pause, the end. */
export type RehearsalEvent =
  { kind: 'part'; index: number } | { kind: 'over'; index: number } | { kind: 'paused' } | { kind: 'finished' } | null;

interface Clock {
  status: RehearsalStatus;
  /** The part on the prompter. */
  index: number;
  /** Milliseconds spoken per part, by index, before the running stretch. */
  spent: number[];
  /** When the running stretch began; null while stopped. */
  since: number | null;
  /** The last tick's time, for the timer on screen. */
  now: number;
  /** Parts whose time has been said to be up, so it is said once. */
  overSaid: number[];
  event: RehearsalEvent;
}

type Action =
  | { type: 'start' | 'pause' | 'resume' | 'next' | 'finish'; at: number }
  | { type: 'tick'; at: number; targets: readonly number[] }
  | { type: 'reset'; parts: number };

const fresh = (parts: number): Clock => ({
  status: 'ready',
  index: 0,
  spent: Array.from({ length: parts }, () => 0),
  since: null,
  now: 0,
  overSaid: [],
  event: null,
});

/** The running stretch added to the part it was spoken in. */
function banked(clock: Clock, at: number): number[] {
  if (clock.since === null) return clock.spent;
  return clock.spent.map((ms, index) => (index === clock.index ? ms + (at - clock.since!) : ms));
}

function reduce(clock: Clock, action: Action): Clock {
  switch (action.type) {
    case 'start':
      if (clock.status !== 'ready') return clock;
      return { ...clock, status: 'running', since: action.at, now: action.at, event: { kind: 'part', index: 0 } };
    case 'pause':
      if (clock.status !== 'running') return clock;
      return { ...clock, status: 'paused', spent: banked(clock, action.at), since: null, event: { kind: 'paused' } };
    case 'resume':
      if (clock.status !== 'paused') return clock;
      return {
        ...clock,
        status: 'running',
        since: action.at,
        now: action.at,
        event: { kind: 'part', index: clock.index },
      };
    case 'next': {
      if (clock.status !== 'running' && clock.status !== 'paused') return clock;
      const spent = banked(clock, action.at);
      if (clock.index >= clock.spent.length - 1) return finish(clock, spent);
      const index = clock.index + 1;
      const since = clock.status === 'running' ? action.at : null;
      return { ...clock, index, spent, since, now: action.at, event: { kind: 'part', index } };
    }
    case 'finish':
      if (clock.status !== 'running' && clock.status !== 'paused') return clock;
      return finish(clock, banked(clock, action.at));
    case 'tick': {
      if (clock.status !== 'running' || clock.since === null) return clock;
      const target = action.targets[clock.index] ?? Infinity;
      const over = clock.spent[clock.index]! + (action.at - clock.since) > target * 1000;
      if (!over || clock.overSaid.includes(clock.index)) return { ...clock, now: action.at };
      return {
        ...clock,
        now: action.at,
        overSaid: [...clock.overSaid, clock.index],
        event: { kind: 'over', index: clock.index },
      };
    }
    case 'reset':
      return fresh(action.parts);
  }
}

function finish(clock: Clock, spent: number[]): Clock {
  return { ...clock, status: 'finished', spent, since: null, event: { kind: 'finished' } };
}

/**
 * The clock of a rehearsal of `parts` (in order), each held to its `targets` (seconds): start,
 * pause, resume, next part (the last one finishes), finish and reset; the seconds spoken per part
 * (only the parts reached) once it runs.
 */
export function useRehearsal(parts: readonly PitchPart[], targets: readonly number[]) {
  const [clock, dispatch] = useReducer(reduce, parts.length, fresh);
  const running = clock.status === 'running';

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => dispatch({ type: 'tick', at: Date.now(), targets }), TICK_MS);
    return () => clearInterval(timer);
  }, [running, targets]);

  const act = useCallback(
    (type: 'start' | 'pause' | 'resume' | 'next' | 'finish') => dispatch({ type, at: Date.now() }),
    [],
  );
  const reset = useCallback(() => dispatch({ type: 'reset', parts: parts.length }), [parts.length]);

  const runningMs = clock.since === null ? 0 : Math.max(0, clock.now - clock.since);
  const partMs = (clock.spent[clock.index] ?? 0) + runningMs;
  const totalMs = clock.spent.reduce((sum, ms) => sum + ms, 0) + runningMs;
  // A part is reached once the prompter has shown it with the clock started.
  const spoken: Partial<Record<PitchPart, number>> = Object.fromEntries(
    clock.status === 'ready'
      ? []
      : parts.slice(0, clock.index + 1).map((part, index) => [part, Math.round(clock.spent[index]! / 100) / 10]),
  );
  return { status: clock.status, index: clock.index, event: clock.event, partMs, totalMs, spoken, act, reset };
}
