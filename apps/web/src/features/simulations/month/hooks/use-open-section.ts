import { preferencesQueryOptions, usePreferences } from '@/lib/api/get-preferences';
import { useUpdatePreferences } from '@/lib/api/update-preferences';
import { preferencesQueryKey } from '@/lib/query-keys';
import type { UserPreferences } from '@alavanca/contracts/preferences';
import type { OpenableSection } from '@alavanca/domain/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * Whether one of the month screen's folded sections is open for this user, and the toggle that
 * remembers the choice with the preferences (so it holds on every device). The screen follows the
 * click at once; the cached preferences too, put back if the server refuses the change, which
 * then holds for this visit only.
 */
export function useOpenSection(section: OpenableSection): [open: boolean, toggle: () => void] {
  const queryClient = useQueryClient();
  const stored = usePreferences().data?.openSections.includes(section) ?? false;
  const [chosen, setChosen] = useState<boolean | null>(null);
  const save = useUpdatePreferences();
  const open = chosen ?? stored;
  const toggle = () => {
    const next = !open;
    setChosen(next);
    // A click can come before the preferences are in: the choice is saved once they are, so the
    // other sections' choices are kept. Preferences that cannot be read leave it to this visit.
    void queryClient.ensureQueryData(preferencesQueryOptions).then(
      (before) => {
        const others = before.openSections.filter((name) => name !== section);
        const openSections = next ? [...others, section] : others;
        queryClient.setQueryData<UserPreferences>(preferencesQueryKey, { ...before, openSections });
        save.mutate(
          { openSections },
          { onError: () => queryClient.setQueryData<UserPreferences>(preferencesQueryKey, before) },
        );
      },
      () => undefined,
    );
  };
  return [open, toggle];
}
