import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../constants';
import {
  LANGUAGE_OPTIONS,
  currencyForLanguage,
  getLanguageOption,
  getTextDirection,
  isRightToLeft,
  resolveLanguage,
  resolveLanguageOrDefault,
} from './languages';

describe('LANGUAGE_OPTIONS', () => {
  it('lists the five languages with their own names, flags and short codes', () => {
    expect(LANGUAGE_OPTIONS).toEqual([
      { language: 'en-US', languageName: 'English', flag: 'US', code: 'en' },
      { language: 'pt-BR', languageName: 'Português', flag: 'BR', code: 'pt' },
      { language: 'es-ES', languageName: 'Español', flag: 'ES', code: 'es' },
      { language: 'fr-FR', languageName: 'Français', flag: 'FR', code: 'fr' },
      { language: 'de-DE', languageName: 'Deutsch', flag: 'DE', code: 'de' },
    ]);
  });

  it('covers every supported language exactly once', () => {
    expect(LANGUAGE_OPTIONS.map((option) => option.language).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES)('getLanguageOption(%s) returns its entry', (language) => {
    expect(getLanguageOption(language).language).toBe(language);
  });

  it('throws for a value outside the Language type', () => {
    expect(() => getLanguageOption('it-IT' as Language)).toThrow(RangeError);
  });
});

describe('resolveLanguage', () => {
  it.each<[string | null | undefined, Language | null]>([
    ['pt-BR', 'pt-BR'],
    ['PT-br', 'pt-BR'],
    ['pt_BR', 'pt-BR'],
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['pt-BR-u-nu-latn', 'pt-BR'],
    ['en', 'en-US'],
    ['  en-US  ', 'en-US'],
    ['en-GB', 'en-US'],
    ['EN_au', 'en-US'],
    ['es', 'es-ES'],
    ['es-MX', 'es-ES'],
    ['es-419', 'es-ES'],
    ['fr-CA', 'fr-FR'],
    ['fr-BE', 'fr-FR'],
    ['de-AT', 'de-DE'],
    ['de-CH', 'de-DE'],
    ['de', 'de-DE'],
    ['zh-CN', null],
    ['ar', null],
    ['it', null],
    ['portuguese', null],
    ['p', null],
    ['en;q=0.9', null],
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
  ])('resolveLanguage(%j) → %j', (input, expected) => {
    expect(resolveLanguage(input)).toBe(expected);
  });

  it('resolves every supported language to itself whatever its letter case', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LANGUAGES),
        fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
        (language, upper) => {
          const mixed = [...language]
            .map((char, i) => (upper[i % upper.length] ? char.toUpperCase() : char.toLowerCase()))
            .join('');
          expect(resolveLanguage(mixed)).toBe(language);
        },
      ),
    );
  });

  it('returns a supported language or null for any string', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const resolved = resolveLanguage(input);
        expect(resolved === null || (LANGUAGES as readonly string[]).includes(resolved)).toBe(true);
      }),
    );
  });
});

describe('resolveLanguageOrDefault', () => {
  it.each<[string | null | undefined, Language]>([
    ['de-AT', 'de-DE'],
    ['en-GB', 'en-US'],
    ['xx', 'pt-BR'],
    ['', 'pt-BR'],
    [null, 'pt-BR'],
    [undefined, 'pt-BR'],
  ])('resolveLanguageOrDefault(%j) → %s', (input, expected) => {
    expect(resolveLanguageOrDefault(input)).toBe(expected);
  });

  it('falls back to the spec default', () => {
    expect(DEFAULT_LANGUAGE).toBe('pt-BR');
  });
});

describe('isRightToLeft and getTextDirection', () => {
  it.each<[string, boolean]>([
    ['ar', true],
    ['ar-EG', true],
    ['ar_SA', true],
    ['AR', true],
    ['he', true],
    ['he-IL', true],
    ['arn', false],
    ['hebrew', false],
    ['pt-BR', false],
    ['en-US', false],
    ['de', false],
    ['', false],
  ])('isRightToLeft(%j) → %s', (locale, expected) => {
    expect(isRightToLeft(locale)).toBe(expected);
    expect(getTextDirection(locale)).toBe(expected ? 'rtl' : 'ltr');
  });

  it.each(LANGUAGES)('%s is left to right', (language) => {
    expect(isRightToLeft(language)).toBe(false);
  });
});

describe('currencyForLanguage', () => {
  it.each<[Language, string]>([
    ['pt-BR', 'BRL'],
    ['en-US', 'USD'],
    ['es-ES', 'EUR'],
    ['fr-FR', 'EUR'],
    ['de-DE', 'EUR'],
  ])('%s → %s', (language, currency) => {
    expect(currencyForLanguage(language)).toBe(currency);
  });
});
