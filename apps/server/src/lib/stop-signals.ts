/** What one more stop signal (SIGINT, SIGTERM) asks of the process. */
export type StopSignalMeaning = 'stop' | 'same-stop' | 'exit-now';

/**
 * Ctrl-C under `npm start` reaches the server twice at once: from the terminal and forwarded by
 * npm, its parent. Only a repeat later than this is a person insisting on an immediate exit.
 */
export const REPEATED_SIGNAL_MS = 1_000;

/**
 * Tells the first stop signal (stop cleanly) from a copy of it arriving with it (nothing more to
 * do) and from a later repeat (exit without finishing the shutdown).
 */
export function createStopSignalReader(now: () => number = Date.now): () => StopSignalMeaning {
  let firstAt: number | undefined;
  return () => {
    const at = now();
    if (firstAt === undefined) {
      firstAt = at;
      return 'stop';
    }
    return at - firstAt < REPEATED_SIGNAL_MS ? 'same-stop' : 'exit-now';
  };
}
