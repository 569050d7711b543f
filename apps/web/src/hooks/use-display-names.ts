import { useMemo } from 'react';

/**
 * Names of countries, currencies or languages in `language` (Intl.DisplayNames), made once per language. Null
 * where the browser cannot name them: callers fall back to the code or a name of their own.
 */
export function useDisplayNames(language: string, type: 'region' | 'currency' | 'language'): Intl.DisplayNames | null {
  return useMemo(() => {
    try {
      return new Intl.DisplayNames([language], { type });
    } catch {
      return null;
    }
  }, [language, type]);
}
