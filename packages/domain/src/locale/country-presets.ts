import type { Currency, DateFormat, Language, NumberFormat } from '../constants';

export const COUNTRY_CODES = ['BR', 'US', 'ES', 'FR', 'DE', 'GB'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** Preferences filled in at once when the user picks a country (spec §3 "Country presets"). */
export interface CountryPreset {
  code: CountryCode;
  /** Portuguese name: the product is Portuguese-first; other interfaces translate by code. */
  name: string;
  /** The spec's flag, as the country's ISO 3166 alpha-2 code (the pickers draw it), never an emoji. */
  flag: CountryCode;
  language: Language;
  languageName: string;
  currency: Currency;
  dateFormat: DateFormat;
  numberFormat: NumberFormat;
  timezone: string;
}

export const COUNTRY_PRESETS = [
  {
    code: 'BR',
    name: 'Brasil',
    flag: 'BR',
    language: 'pt-BR',
    languageName: 'Português',
    currency: 'BRL',
    dateFormat: 'DD/MM/YYYY',
    numberFormat: 'decimal',
    timezone: 'America/Sao_Paulo',
  },
  {
    code: 'US',
    name: 'Estados Unidos',
    flag: 'US',
    language: 'en-US',
    languageName: 'English',
    currency: 'USD',
    dateFormat: 'MM/DD/YYYY',
    numberFormat: 'thousand',
    timezone: 'America/New_York',
  },
  // The spec leaves the date and number formats of ES, FR and DE unspecified. Natives of all
  // three write the day first and use a decimal comma, so they get DD/MM/YYYY and 'decimal'
  // (1.234,56). German usually writes DD.MM.YYYY and French groups with a space, but neither
  // is among the spec's formats; these are the nearest ones.
  {
    code: 'ES',
    name: 'Espanha',
    flag: 'ES',
    language: 'es-ES',
    languageName: 'Español',
    currency: 'EUR',
    dateFormat: 'DD/MM/YYYY',
    numberFormat: 'decimal',
    timezone: 'Europe/Madrid',
  },
  {
    code: 'FR',
    name: 'França',
    flag: 'FR',
    language: 'fr-FR',
    languageName: 'Français',
    currency: 'EUR',
    dateFormat: 'DD/MM/YYYY',
    numberFormat: 'decimal',
    timezone: 'Europe/Paris',
  },
  {
    code: 'DE',
    name: 'Alemanha',
    flag: 'DE',
    language: 'de-DE',
    languageName: 'Deutsch',
    currency: 'EUR',
    dateFormat: 'DD/MM/YYYY',
    numberFormat: 'decimal',
    timezone: 'Europe/Berlin',
  },
  // No British English catalogue ships, so the UK uses en-US text with British money and dates.
  {
    code: 'GB',
    name: 'Reino Unido',
    flag: 'GB',
    language: 'en-US',
    languageName: 'English (UK)',
    currency: 'GBP',
    dateFormat: 'DD/MM/YYYY',
    numberFormat: 'thousand',
    timezone: 'Europe/London',
  },
] as const satisfies readonly CountryPreset[];

/** Finds the preset for an ISO 3166 alpha-2 code, ignoring case; null for countries without one. */
export function findCountryPreset(code: string | null | undefined): CountryPreset | null {
  if (!code) return null;
  const normalized = code.trim().toUpperCase();
  return COUNTRY_PRESETS.find((preset) => preset.code === normalized) ?? null;
}

/**
 * The home country's preset of a language (pt-BR → BR, en-US → US, es-ES → ES…): the formats a
 * visitor who has saved no preferences expects.
 */
export function presetForLanguage(language: Language): CountryPreset {
  return COUNTRY_PRESETS.find((preset) => preset.language === language) ?? COUNTRY_PRESETS[0];
}
