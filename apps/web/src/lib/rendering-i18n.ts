import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@alavanca/domain/constants';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * For the renderers that draw on the server (site/render.tsx, app/render-screen.tsx): one i18next
 * per language, made once, with every catalog given loaded synchronously, so a drawing never waits.
 * `catalogs` are the catalog files by path (`.../locales/<language>/<namespace>.json`), as an eager
 * `import.meta.glob` gives them.
 */
export function renderingI18n(
  catalogs: Readonly<Record<string, Record<string, unknown>>>,
): (language: Language) => i18n {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [file, catalog] of Object.entries(catalogs)) {
    const [, lng = '', ns = ''] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    (resources[lng] ??= {})[ns] = catalog;
  }
  const instances = new Map<Language, i18n>();
  return (language) => {
    let instance = instances.get(language);
    if (!instance) {
      instance = i18next.createInstance();
      void instance.use(initReactI18next).init({
        lng: language,
        fallbackLng: FALLBACK_LANGUAGE,
        supportedLngs: [...LANGUAGES],
        resources,
        ns: Object.keys(resources[language] ?? {}),
        defaultNS: 'common',
        initAsync: false,
        // React escapes what it renders; what a renderer writes outside React it escapes itself.
        interpolation: { escapeValue: false },
        returnNull: false,
      });
      instances.set(language, instance);
    }
    return instance;
  };
}
