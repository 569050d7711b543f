import type { Language } from '@alavanca/domain/constants';
import { isSharedNamespace } from '@alavanca/contracts/shared-namespaces';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import account from '../locales/pt-BR/account.json';
import app from '../locales/pt-BR/app.json';
import auth from '../locales/pt-BR/auth.json';
import billing from '../locales/pt-BR/billing.json';
import common from '../locales/pt-BR/common.json';
import landing from '../locales/pt-BR/landing.json';
import simulation from '../locales/pt-BR/simulation.json';
import simulationMonth from '../locales/pt-BR/simulationMonth.json';
import simulationResults from '../locales/pt-BR/simulationResults.json';
import validation from '../locales/pt-BR/validation.json';
import canvas from '@alavanca/contracts/locales/pt-BR/canvas.json';
import pitch from '@alavanca/contracts/locales/pt-BR/pitch.json';
import mentor from '@alavanca/contracts/locales/pt-BR/mentor.json';
import notifications from '@alavanca/contracts/locales/pt-BR/notifications.json';
import reports from '@alavanca/contracts/locales/pt-BR/reports.json';
import validationReport from '@alavanca/contracts/locales/pt-BR/validationReport.json';
import mentorChat from '../locales/pt-BR/mentorChat.json';
import support from '../locales/pt-BR/support.json';
import dashboard from '../locales/pt-BR/dashboard.json';
import classroom from '../locales/pt-BR/classroom.json';
import pitchStudio from '../locales/pt-BR/pitchStudio.json';
import achievements from '../locales/pt-BR/achievements.json';
import progress from '@alavanca/contracts/locales/pt-BR/progress.json';
import achievementRules from '@alavanca/contracts/locales/pt-BR/achievementRules.json';
import certificate from '@alavanca/contracts/locales/pt-BR/certificate.json';
import exam from '../locales/pt-BR/exam.json';
import community from '../locales/pt-BR/community.json';
import communityNetwork from '../locales/pt-BR/communityNetwork.json';

/** Every namespace the component tests load, in each language. */
const RESOURCES = {
  common,
  landing,
  auth,
  app,
  account,
  billing,
  notifications,
  simulation,
  simulationMonth,
  simulationResults,
  validation,
  validationReport,
  mentor,
  mentorChat,
  support,
  dashboard,
  reports,
  classroom,
  canvas,
  pitch,
  pitchStudio,
  achievements,
  progress,
  achievementRules,
  certificate,
  exam,
  community,
  communityNetwork,
};
type Namespace = keyof typeof RESOURCES;
const NAMESPACES = Object.keys(RESOURCES) as Namespace[];

/** i18next with the real pt-BR catalogs loaded synchronously, so component tests assert on real copy. */
export async function initTestI18n(): Promise<i18n> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: 'pt-BR',
      fallbackLng: 'en-US',
      ns: NAMESPACES,
      defaultNS: 'common',
      resources: { 'pt-BR': RESOURCES },
      interpolation: { escapeValue: false },
    });
  }
  return i18next;
}

// The other languages' catalogs, read only by the tests that switch to them.
const WEB_CATALOGS = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { import: 'default' });
const SHARED_CATALOGS = import.meta.glob<Record<string, unknown>>(
  '../../../../packages/contracts/src/locales/*/*.json',
  { import: 'default' },
);

function loadCatalog(language: Language, namespace: Namespace): Promise<Record<string, unknown>> {
  const load = isSharedNamespace(namespace)
    ? SHARED_CATALOGS[`../../../../packages/contracts/src/locales/${language}/${namespace}.json`]
    : WEB_CATALOGS[`../locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`No ${language} catalog for ${namespace}`);
  return load();
}

/** Adds `language`'s real catalogs (every namespace above) beside pt-BR's, without switching to it. */
export async function loadTestLanguage(language: Language): Promise<i18n> {
  const instance = await initTestI18n();
  if (!instance.hasResourceBundle(language, 'common')) {
    const catalogs = await Promise.all(NAMESPACES.map((namespace) => loadCatalog(language, namespace)));
    NAMESPACES.forEach((namespace, index) => instance.addResourceBundle(language, namespace, catalogs[index]));
  }
  return instance;
}

/** Switches the components to `language`, with that language's real catalogs. */
export async function switchTestLanguage(language: Language): Promise<i18n> {
  const instance = await loadTestLanguage(language);
  await instance.changeLanguage(language);
  return instance;
}

/**
 * The text at `key` of `language`'s own catalog, as a screen in that language shows it (plurals and
 * placeholders filled by i18next); throws where that catalog has none, so a fallback language's text
 * never stands in for it. The language must have been loaded by `switchTestLanguage`.
 */
export function textIn(
  language: Language,
  namespace: Namespace,
  key: string,
  values: Record<string, string | number> = {},
): string {
  if (!i18next.isInitialized || !i18next.hasResourceBundle(language, namespace)) {
    throw new Error(`${language} is not loaded: call switchTestLanguage or loadTestLanguage first`);
  }
  const options = { lng: language, ns: namespace, ...values };
  if (!i18next.exists(key, { ...options, fallbackLng: false })) {
    throw new Error(`${language}/${namespace}.json has no text at ${key}`);
  }
  return i18next.t(key, options);
}
