import { usePreferencesSync } from '../hooks/use-preferences-sync';

/**
 * Renders nothing: mounted inside the signed-in layout (after its session checks, where a hook
 * cannot be called conditionally), it applies the saved language and saves later changes.
 */
export function PreferencesSync() {
  usePreferencesSync();
  return null;
}
