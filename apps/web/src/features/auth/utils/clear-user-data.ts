import { STORAGE_KEYS } from '@alavanca/domain/constants';
import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryOptions } from '../api/get-session';

// Device preferences, not user data: the next visitor on this browser keeps language and theme.
const KEPT_LOCAL_KEYS: ReadonlySet<string> = new Set(Object.values(STORAGE_KEYS));

/**
 * Forgets everything this browser holds about the signed-in user: every cached answer (the
 * profile included), local storage except the language and theme preferences, and all of session
 * storage. The session cache is left saying "nobody", so no guard asks the server while the
 * sign-out request is still on its way.
 */
export function clearUserData(queryClient: QueryClient): void {
  queryClient.clear();
  queryClient.setQueryData(sessionQueryOptions.queryKey, { user: null });
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    for (const key of keys) {
      if (key !== null && !KEPT_LOCAL_KEYS.has(key)) localStorage.removeItem(key);
    }
    sessionStorage.clear();
  } catch {
    // Storage can be blocked (private mode, sandboxed frames): then there is nothing stored to clear.
  }
}
