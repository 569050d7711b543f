import { setLanguagePersistence, type LanguageOffer } from '@/lib/change-language';
import { notify } from '@/lib/notify';
import type { UserPreferences } from '@alavanca/contracts/preferences';
import type { Language } from '@alavanca/domain/constants';
import { findCountryPreset } from '@alavanca/domain/locale/country-presets';
import { formatCurrency, formatDate } from '@alavanca/domain/locale/format';
import { storeLanguage } from '@/lib/language-storage';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { useEffect } from 'react';
import { preferencesQueryKey } from '@/lib/query-keys';
import { preferencesQueryOptions } from '@/lib/api/get-preferences';
import { updatePreferences } from '@/lib/api/update-preferences';

/**
 * After a language change, the offer (never the change) of that language's usual money, date and
 * number formats, when the user's differ: "R$ 1.234,56" kept in English until they say otherwise.
 */
function formatsOffer(
  language: Language,
  preferences: UserPreferences,
  onSaved: (preferences: UserPreferences) => void,
): LanguageOffer | undefined {
  const usual = findCountryPreset(language.split('-')[1]);
  if (
    !usual ||
    (usual.currency === preferences.currency &&
      usual.dateFormat === preferences.dateFormat &&
      usual.numberFormat === preferences.numberFormat)
  )
    return undefined;
  const { currency, dateFormat, numberFormat } = usual;
  const example = {
    money: formatCurrency(123_456, currency, { language, numberFormat }),
    date: formatDate(new Date(Date.UTC(2025, 11, 31, 12)), { dateFormat, timezone: preferences.timezone }),
  };
  return {
    description: i18next.t('language.formatsOffer', example),
    action: {
      label: i18next.t('language.formatsUse'),
      onClick: () =>
        void updatePreferences({ currency, dateFormat, numberFormat }).then(
          (saved) => {
            onSaved(saved);
            notify({ title: i18next.t('language.formatsUsed', example), variant: 'success' });
          },
          () =>
            notify({
              title: i18next.t('error'),
              description: i18next.t('language.formatsFailed'),
              variant: 'destructive',
            }),
        ),
    },
  };
}

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
      return formatsOffer(language, preferences, (saved) => queryClient.setQueryData(preferencesQueryKey, saved));
    });
    return () => setLanguagePersistence(undefined);
  }, [queryClient]);
}
