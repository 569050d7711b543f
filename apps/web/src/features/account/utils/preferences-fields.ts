import type { UserPreferences } from '@alavanca/contracts/preferences';
import type { DateFormat } from '@alavanca/domain/constants';

/** The preferences the "Preferences" section edits and saves together. */
export const REGIONAL_FIELDS = ['country', 'currency', 'dateFormat', 'numberFormat', 'timezone', 'region'] as const;
export type RegionalField = (typeof REGIONAL_FIELDS)[number];
export type RegionalPreferences = Pick<UserPreferences, RegionalField>;

/** Catalog keys for the date formats, whose values contain slashes. */
export const DATE_FORMAT_KEYS: Record<DateFormat, string> = {
  'DD/MM/YYYY': 'dayMonthYear',
  'MM/DD/YYYY': 'monthDayYear',
  'YYYY-MM-DD': 'yearMonthDay',
};

/** The fields of `values` the user changed, as a PATCH body. */
export function changedFields<T extends object>(values: T, dirty: Partial<Record<keyof T, unknown>>): Partial<T> {
  const patch: Partial<T> = {};
  for (const key of Object.keys(dirty) as (keyof T)[]) {
    if (dirty[key]) patch[key] = values[key];
  }
  return patch;
}

/** The IANA time zones the browser knows, for the time zone picker. */
export function listTimeZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
}
