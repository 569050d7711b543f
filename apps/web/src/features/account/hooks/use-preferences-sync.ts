import { setLanguagePersistence } from '@/lib/change-language';
import { storeLanguage } from '@/lib/language-storage';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { useEffect } from 'react';
import { preferencesQueryKey } from '@/lib/query-keys';
import { preferencesQueryOptions } from '@/lib/api/get-preferences';
import { updatePreferences } from '@/lib/api/update-preferences';

/**
 * For the signed-in part of the app, mounted once (the protected layout).
 *
 * - Once the user's saved preferences load, their language overrides the one stored on this
 *   browser (spec §4 "Localization"). It is applied silently: the user did not ask for a change,
 *   so no toasts, only the UI language and the two storage keys.
 * - Registers the server save that the language-change flow awaits, so a language picked in any
 *   switcher is saved to the preferences; unregistered when the signed-in area unmounts (sign-out).
 */
export function usePreferencesSync(): void {
  const queryClient = useQueryClient();
  const savedLanguage = useQuery(preferencesQueryOptions).data?.language;

  // Keyed on the saved value, not on every refetch: a language switched on this page and not
  // yet saved (the onboarding wizard's, a failed save) is not reverted by a background refetch.
  useEffect(() => {
    if (!savedLanguage) return;
    storeLanguage(savedLanguage);
    if (i18next.language !== savedLanguage) void i18next.changeLanguage(savedLanguage);
  }, [savedLanguage]);

  useEffect(() => {
    setLanguagePersistence(async (language) => {
      const preferences = await updatePreferences({ language });
      queryClient.setQueryData(preferencesQueryKey, preferences);
    });
    return () => setLanguagePersistence(undefined);
  }, [queryClient]);
}
