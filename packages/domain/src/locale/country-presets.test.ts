import { describe, expect, it } from 'vitest';
import { CURRENCIES, DATE_FORMATS, DEFAULT_PREFERENCES, LANGUAGES, NUMBER_FORMATS } from '../constants';
import { COUNTRY_CODES, COUNTRY_PRESETS, findCountryPreset, presetForLanguage } from './country-presets';
import { isValidTimeZone } from './time-zone';

describe('COUNTRY_PRESETS', () => {
  it('matches the spec table, with DD/MM/YYYY and decimal where the spec shows no format', () => {
    expect(COUNTRY_PRESETS).toEqual([
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
    ]);
  });

  it('lists each code once, in COUNTRY_CODES order', () => {
    expect(COUNTRY_PRESETS.map((preset) => preset.code)).toEqual([...COUNTRY_CODES]);
  });

  it.each(COUNTRY_PRESETS)('$code uses only supported values and a known time zone', (preset) => {
    expect(LANGUAGES).toContain(preset.language);
    expect(CURRENCIES).toContain(preset.currency);
    expect(DATE_FORMATS).toContain(preset.dateFormat);
    expect(NUMBER_FORMATS).toContain(preset.numberFormat);
    expect(isValidTimeZone(preset.timezone)).toBe(true);
  });

  it('agrees with the default preferences for the default country', () => {
    const preset = findCountryPreset(DEFAULT_PREFERENCES.country);
    expect(preset).toMatchObject({
      language: DEFAULT_PREFERENCES.language,
      currency: DEFAULT_PREFERENCES.currency,
      dateFormat: DEFAULT_PREFERENCES.dateFormat,
      numberFormat: DEFAULT_PREFERENCES.numberFormat,
      timezone: DEFAULT_PREFERENCES.timezone,
    });
  });
});

describe('findCountryPreset', () => {
  it.each<[string | null | undefined, string | null]>([
    ['BR', 'BR'],
    ['br', 'BR'],
    [' gb ', 'GB'],
    ['De', 'DE'],
    ['PT', null],
    ['BRA', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('findCountryPreset(%j) → %j', (code, expected) => {
    expect(findCountryPreset(code)?.code ?? null).toBe(expected);
  });
});

describe('presetForLanguage', () => {
  it.each([
    ['pt-BR', 'BR', 'decimal', 'BRL'],
    ['en-US', 'US', 'thousand', 'USD'],
    ['es-ES', 'ES', 'decimal', 'EUR'],
    ['fr-FR', 'FR', 'decimal', 'EUR'],
    ['de-DE', 'DE', 'decimal', 'EUR'],
  ] as const)('%s → %s', (language, code, numberFormat, currency) => {
    expect(presetForLanguage(language)).toMatchObject({ code, numberFormat, currency });
  });
});
