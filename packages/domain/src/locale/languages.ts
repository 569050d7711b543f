import { DEFAULT_LANGUAGE, LANGUAGES, RTL_LANGUAGE_PREFIXES, type Currency, type Language } from '../constants';

/** A language the interface ships in, described for the language picker (spec §3 "Language option"). */
export interface LanguageOption {
  language: Language;
  /** The language's name in that language, so a user who cannot read the current one still finds theirs. */
  languageName: string;
  /** The flag that stands for the language, as its country's ISO 3166 alpha-2 code: the pickers draw it. */
  flag: string;
  /** Primary subtag, e.g. 'pt'. */
  code: string;
}

// Order follows the spec's enumeration of languages.
export const LANGUAGE_OPTIONS = [
  { language: 'en-US', languageName: 'English', flag: 'US', code: 'en' },
  { language: 'pt-BR', languageName: 'Português', flag: 'BR', code: 'pt' },
  { language: 'es-ES', languageName: 'Español', flag: 'ES', code: 'es' },
  { language: 'fr-FR', languageName: 'Français', flag: 'FR', code: 'fr' },
  { language: 'de-DE', languageName: 'Deutsch', flag: 'DE', code: 'de' },
] as const satisfies readonly LanguageOption[];

/** Currency chosen automatically when onboarding picks a language (spec §4). */
const LANGUAGE_CURRENCIES: Record<Language, Currency> = {
  'pt-BR': 'BRL',
  'en-US': 'USD',
  'es-ES': 'EUR',
  'fr-FR': 'EUR',
  'de-DE': 'EUR',
};

// A BCP 47 primary language subtag is 2 or 3 letters; anything else ('portuguese', 'fr;q=0.9') is not a tag.
const PRIMARY_SUBTAG = /^[a-z]{2,3}$/;

function readPrimarySubtag(tag: string): string | null {
  const primary = tag.trim().replace(/_/g, '-').split('-')[0]?.toLowerCase() ?? '';
  return PRIMARY_SUBTAG.test(primary) ? primary : null;
}

/** Returns the picker entry for a supported language. */
export function getLanguageOption(language: Language): LanguageOption {
  const option = LANGUAGE_OPTIONS.find((candidate) => candidate.language === language);
  // LANGUAGE_OPTIONS covers every Language; the test suite guards that.
  if (!option) throw new RangeError(`Unsupported language: ${language}`);
  return option;
}

/** Maps a locale tag to a supported language, exactly or by primary subtag ('en-GB' → 'en-US'); null if none fits. */
export function resolveLanguage(input: string | null | undefined): Language | null {
  if (!input) return null;
  // Case and '_' are ignored: browsers, Java-style settings and users write 'pt_BR', 'PT-br'.
  const normalized = input.trim().replace(/_/g, '-').toLowerCase();
  const exact = LANGUAGES.find((language) => language.toLowerCase() === normalized);
  if (exact) return exact;
  const primary = readPrimarySubtag(normalized);
  if (!primary) return null;
  return LANGUAGES.find((language) => readPrimarySubtag(language) === primary) ?? null;
}

/** Like resolveLanguage, but falls back to the product's default language (pt-BR). */
export function resolveLanguageOrDefault(input: string | null | undefined): Language {
  return resolveLanguage(input) ?? DEFAULT_LANGUAGE;
}

/** Whether a locale is written right to left (Arabic, Hebrew), judged by its primary subtag. */
export function isRightToLeft(locale: string): boolean {
  // Compare whole subtags, not string prefixes: 'arn' (Mapudungun) is not Arabic.
  const primary = readPrimarySubtag(locale);
  return primary !== null && (RTL_LANGUAGE_PREFIXES as readonly string[]).includes(primary);
}

/** The value for the document's dir attribute. */
export function getTextDirection(locale: string): 'rtl' | 'ltr' {
  return isRightToLeft(locale) ? 'rtl' : 'ltr';
}

/** The currency preselected when the user picks a language during onboarding. */
export function currencyForLanguage(language: Language): Currency {
  return LANGUAGE_CURRENCIES[language];
}
