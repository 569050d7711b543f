import { useEffect, useRef, useState } from 'react';

/** How often the minutes left are read again: often enough that the shown minute is never more than a little late. */
const TICK_MS = 15_000;

const minutesUntil = (end: number) => Math.max(0, Math.ceil((end - Date.now()) / 60_000));

/**
 * Whole minutes left until `deadline` (rounded up, so "1 minute" lasts until the end), read again
 * every few seconds; `onEnd` runs once when the time is up, for the caller to read what the server
 * made of the attempt (it ends one past its deadline).
 */
export function useMinutesLeft(deadline: string, onEnd: () => void): number {
  const end = new Date(deadline).getTime();
  const [minutes, setMinutes] = useState(() => minutesUntil(end));
  const ended = useRef(onEnd);
  useEffect(() => {
    ended.current = onEnd;
  });
  useEffect(() => {
    const timer = window.setInterval(() => setMinutes(minutesUntil(end)), TICK_MS);
    // The end itself, a second past it (the server's clock decides), rather than at the next tick.
    const ending = window.setTimeout(() => ended.current(), Math.max(0, end - Date.now()) + 1_000);
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(ending);
    };
  }, [end]);
  return minutes;
}
