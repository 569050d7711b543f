import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@alavanca/domain/constants';
import { isSharedNamespace } from '@alavanca/contracts/shared-namespaces';
import { getTextDirection } from '@alavanca/domain/locale/languages';
import i18next, { type PostProcessorModule } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { readStoredLanguage } from './language-storage';

/** Mirrors the active language on the document so CSS, screen readers and tests can see it. */
export function applyDocumentLanguage(language: string): void {
  const root = document.documentElement;
  root.lang = language;
  root.dir = getTextDirection(language);
  root.dataset.language = language;
  document.body.dataset.language = language;
  for (const cls of [...document.body.classList]) {
    if (cls.startsWith('lang-')) document.body.classList.remove(cls);
  }
  document.body.classList.add(`lang-${language}`);
}

/**
 * Warns when a key is answered by the fallback language or by the key itself, so a missing
 * translation is visible in the console during development and in E2E logs.
 */
const warnOnFallback: PostProcessorModule = {
  type: 'postProcessor',
  name: 'warnOnFallback',
  process(value, keys, options, translator) {
    const key = keys[0] ?? '';
    const language = translator.language;
    const ns = typeof options.ns === 'string' ? options.ns : undefined;
    // count and context pick the plural or context form, as the lookup itself did.
    const { count, context } = options;
    if (language && !translator.exists(key, { lng: language, ns, count, context, fallbackLng: false })) {
      console.warn(`[i18n] missing "${key}" in ${language}; showing the ${FALLBACK_LANGUAGE} text or the key`);
      loadFallbackLanguage();
    }
    return value;
  },
};

/**
 * Every language's catalogs have the same keys (catalogs.test.ts), so the fallback language is
 * read only when one is missing after all. Its catalogs are fetched then, not with every screen:
 * loaded beside the current language's, they doubled what a pt-BR visitor downloads.
 */
let fallbackInUse = false;

function fallbackLanguages(language: string): string[] {
  return fallbackInUse || language === FALLBACK_LANGUAGE ? [FALLBACK_LANGUAGE] : [];
}

function loadFallbackLanguage(): void {
  if (fallbackInUse) return;
  fallbackInUse = true;
  // Changing to the same language once the fallback is in re-renders what showed the key.
  void i18next.loadLanguages(FALLBACK_LANGUAGE).then(() => i18next.changeLanguage(i18next.language));
}

/** Starts i18next with the stored language; catalogs are fetched per language and namespace on demand. */
export async function initI18n(language: Language = readStoredLanguage()): Promise<typeof i18next> {
  if (i18next.isInitialized) return i18next;
  i18next.on('languageChanged', applyDocumentLanguage);
  await i18next
    .use(initReactI18next)
    .use(warnOnFallback)
    .use(
      resourcesToBackend((lng: string, ns: string) =>
        // Shared with the server, which writes these texts too (e-mail copies, the mentor's
        // answers, the reports).
        isSharedNamespace(ns)
          ? import(`../../../../packages/contracts/src/locales/${lng}/${ns}.json`)
          : import(`../locales/${lng}/${ns}.json`),
      ),
    )
    .init({
      lng: language,
      fallbackLng: fallbackLanguages,
      supportedLngs: [...LANGUAGES],
      load: 'currentOnly',
      ns: ['common'],
      defaultNS: 'common',
      postProcess: ['warnOnFallback'],
      // React already escapes; double-brace placeholders are i18next's default syntax.
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  return i18next;
}
