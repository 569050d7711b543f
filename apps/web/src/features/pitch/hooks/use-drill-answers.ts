import { useCallback, useMemo, useSyncExternalStore } from 'react';

/**
 * The drill's typed answers, kept in this browser per pitch and never sent: they are rehearsal, not
 * content. Signing out clears local storage with the rest of the user's data. Where storage is
 * blocked or full, the answers are kept in memory instead, so typing still works.
 */
const keyOf = (pitchId: string) => `alavanca.pitch-drill.${pitchId}`;

const memory = new Map<string, string>();
const listeners = new Set<() => void>();

function read(key: string): string {
  const kept = memory.get(key);
  if (kept !== undefined) return kept;
  try {
    return localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
    memory.delete(key);
  } catch {
    // Blocked or full: the answers last as long as the page.
    memory.set(key, value);
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  // Another tab's answers for the same pitch replace this one's copy.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || !event.key.startsWith(keyOf(''))) return;
    memory.delete(event.key);
    listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function parse(raw: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(raw || '{}');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter(([, text]) => typeof text === 'string'));
  } catch {
    return {};
  }
}

/** The answers typed for one pitch's questions, by question key. The server paints none (it cannot see them). */
export function useDrillAnswers(pitchId: string) {
  const key = keyOf(pitchId);
  const raw = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => '',
  );
  const answers = useMemo(() => parse(raw), [raw]);
  const setAnswer = useCallback(
    (question: string, text: string) => write(key, JSON.stringify({ ...parse(read(key)), [question]: text })),
    [key],
  );
  return { answers, setAnswer };
}
