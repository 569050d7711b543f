import type { Language } from '@alavanca/domain/constants';
import { presetForLanguage } from '@alavanca/domain/locale/country-presets';
import { formatDate } from '@alavanca/domain/locale/format';

/** Publication dates are calendar days: shown as written, whatever the reader's time zone. */
export function formatPublicationDate(date: string, language: Language): string {
  return formatDate(new Date(`${date}T00:00:00Z`), {
    dateFormat: presetForLanguage(language).dateFormat,
    timezone: 'UTC',
  });
}
