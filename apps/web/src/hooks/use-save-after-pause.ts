import { useCallback, useEffect, useMemo, useRef } from 'react';

/**
 * What an editor that saves itself shares (the canvas's, the pitch's): a save runs once the edits
 * pause for `delayMs`, each edit moving it back; `cancel` drops a waiting one (a save that starts
 * now needs no later one). The latest `save` given is the one that runs.
 */
export function useSaveAfterPause(save: () => Promise<unknown>, delayMs: number) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(save);
  useEffect(() => {
    latest.current = save;
  }, [save]);
  const later = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void latest.current(), delayMs);
  }, [delayMs]);
  const cancel = useCallback(() => clearTimeout(timer.current), []);
  // Stable, as its two functions are: an editor's save may depend on it without changing.
  return useMemo(() => ({ later, cancel }), [later, cancel]);
}
