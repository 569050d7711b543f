import type { Language } from '@alavanca/domain/constants';
import { formatDateTime } from '@alavanca/domain/locale/format';
import type { SimulationPreferences } from '@/features/simulations/utils/setup';

/** What the class's screens format with: the user's preferences and the interface language. */
export interface ScreenContext {
  preferences: SimulationPreferences;
  language: Language;
}

/** A moment of the class (a deadline, a round's close) in the user's date format, time zone and language. */
export function classDateTime(iso: string, preferences: SimulationPreferences, language: Language): string {
  return formatDateTime(new Date(iso), {
    dateFormat: preferences.dateFormat,
    timezone: preferences.timezone,
    language,
  });
}
