import deCertificate from '@alavanca/contracts/locales/de-DE/certificate.json';
import enCertificate from '@alavanca/contracts/locales/en-US/certificate.json';
import esCertificate from '@alavanca/contracts/locales/es-ES/certificate.json';
import frCertificate from '@alavanca/contracts/locales/fr-FR/certificate.json';
import ptCertificate from '@alavanca/contracts/locales/pt-BR/certificate.json';
import deAchievementRules from '@alavanca/contracts/locales/de-DE/achievementRules.json';
import enAchievementRules from '@alavanca/contracts/locales/en-US/achievementRules.json';
import esAchievementRules from '@alavanca/contracts/locales/es-ES/achievementRules.json';
import frAchievementRules from '@alavanca/contracts/locales/fr-FR/achievementRules.json';
import ptAchievementRules from '@alavanca/contracts/locales/pt-BR/achievementRules.json';
import deBilling from '@alavanca/contracts/locales/de-DE/billing.json';
import deCanvas from '@alavanca/contracts/locales/de-DE/canvas.json';
import enCanvas from '@alavanca/contracts/locales/en-US/canvas.json';
import esCanvas from '@alavanca/contracts/locales/es-ES/canvas.json';
import frCanvas from '@alavanca/contracts/locales/fr-FR/canvas.json';
import ptCanvas from '@alavanca/contracts/locales/pt-BR/canvas.json';
import deEmails from '@alavanca/contracts/locales/de-DE/emails.json';
import enEmails from '@alavanca/contracts/locales/en-US/emails.json';
import esEmails from '@alavanca/contracts/locales/es-ES/emails.json';
import frEmails from '@alavanca/contracts/locales/fr-FR/emails.json';
import ptEmails from '@alavanca/contracts/locales/pt-BR/emails.json';
import deMentor from '@alavanca/contracts/locales/de-DE/mentor.json';
import deNotifications from '@alavanca/contracts/locales/de-DE/notifications.json';
import enBilling from '@alavanca/contracts/locales/en-US/billing.json';
import enMentor from '@alavanca/contracts/locales/en-US/mentor.json';
import enNotifications from '@alavanca/contracts/locales/en-US/notifications.json';
import esBilling from '@alavanca/contracts/locales/es-ES/billing.json';
import esMentor from '@alavanca/contracts/locales/es-ES/mentor.json';
import esNotifications from '@alavanca/contracts/locales/es-ES/notifications.json';
import frBilling from '@alavanca/contracts/locales/fr-FR/billing.json';
import frMentor from '@alavanca/contracts/locales/fr-FR/mentor.json';
import frNotifications from '@alavanca/contracts/locales/fr-FR/notifications.json';
import ptBilling from '@alavanca/contracts/locales/pt-BR/billing.json';
import ptMentor from '@alavanca/contracts/locales/pt-BR/mentor.json';
import ptNotifications from '@alavanca/contracts/locales/pt-BR/notifications.json';
import dePitch from '@alavanca/contracts/locales/de-DE/pitch.json';
import enPitch from '@alavanca/contracts/locales/en-US/pitch.json';
import esPitch from '@alavanca/contracts/locales/es-ES/pitch.json';
import frPitch from '@alavanca/contracts/locales/fr-FR/pitch.json';
import ptPitch from '@alavanca/contracts/locales/pt-BR/pitch.json';
import deProgress from '@alavanca/contracts/locales/de-DE/progress.json';
import enProgress from '@alavanca/contracts/locales/en-US/progress.json';
import esProgress from '@alavanca/contracts/locales/es-ES/progress.json';
import frProgress from '@alavanca/contracts/locales/fr-FR/progress.json';
import ptProgress from '@alavanca/contracts/locales/pt-BR/progress.json';
import deReports from '@alavanca/contracts/locales/de-DE/reports.json';
import deValidationReport from '@alavanca/contracts/locales/de-DE/validationReport.json';
import enReports from '@alavanca/contracts/locales/en-US/reports.json';
import enValidationReport from '@alavanca/contracts/locales/en-US/validationReport.json';
import esReports from '@alavanca/contracts/locales/es-ES/reports.json';
import esValidationReport from '@alavanca/contracts/locales/es-ES/validationReport.json';
import frReports from '@alavanca/contracts/locales/fr-FR/reports.json';
import frValidationReport from '@alavanca/contracts/locales/fr-FR/validationReport.json';
import ptReports from '@alavanca/contracts/locales/pt-BR/reports.json';
import ptValidationReport from '@alavanca/contracts/locales/pt-BR/validationReport.json';
import type { Language } from '@alavanca/domain/constants';

/**
 * The catalogs the server shares with the web app (packages/contracts/src/locales): texts the
 * server itself sends in the user's language, such as the e-mails, quota refusals and the
 * built-in mentor's answers, the reports, the canvases (the sentences a canvas filled from a
 * validation starts with, its blocks and findings in the export), the pitches (a draft's sentences,
 * the board's reactions, the exports), the competences' and achievements' names (the class CSV,
 * the credentials). `billing` and `emails` are the
 * server's alone.
 */
const CATALOGS = {
  notifications: {
    'pt-BR': ptNotifications,
    'en-US': enNotifications,
    'es-ES': esNotifications,
    'fr-FR': frNotifications,
    'de-DE': deNotifications,
  },
  emails: { 'pt-BR': ptEmails, 'en-US': enEmails, 'es-ES': esEmails, 'fr-FR': frEmails, 'de-DE': deEmails },
  billing: { 'pt-BR': ptBilling, 'en-US': enBilling, 'es-ES': esBilling, 'fr-FR': frBilling, 'de-DE': deBilling },
  mentor: { 'pt-BR': ptMentor, 'en-US': enMentor, 'es-ES': esMentor, 'fr-FR': frMentor, 'de-DE': deMentor },
  validationReport: {
    'pt-BR': ptValidationReport,
    'en-US': enValidationReport,
    'es-ES': esValidationReport,
    'fr-FR': frValidationReport,
    'de-DE': deValidationReport,
  },
  reports: { 'pt-BR': ptReports, 'en-US': enReports, 'es-ES': esReports, 'fr-FR': frReports, 'de-DE': deReports },
  canvas: { 'pt-BR': ptCanvas, 'en-US': enCanvas, 'es-ES': esCanvas, 'fr-FR': frCanvas, 'de-DE': deCanvas },
  pitch: { 'pt-BR': ptPitch, 'en-US': enPitch, 'es-ES': esPitch, 'fr-FR': frPitch, 'de-DE': dePitch },
  achievementRules: {
    'pt-BR': ptAchievementRules,
    'en-US': enAchievementRules,
    'es-ES': esAchievementRules,
    'fr-FR': frAchievementRules,
    'de-DE': deAchievementRules,
  },
  certificate: {
    'pt-BR': ptCertificate,
    'en-US': enCertificate,
    'es-ES': esCertificate,
    'fr-FR': frCertificate,
    'de-DE': deCertificate,
  },
  progress: {
    'pt-BR': ptProgress,
    'en-US': enProgress,
    'es-ES': esProgress,
    'fr-FR': frProgress,
    'de-DE': deProgress,
  },
} satisfies Record<string, Record<Language, unknown>>;

export type SharedNamespace = keyof typeof CATALOGS;

/** Each language's plural rules, made once: a mentor's answer asks them for several facts. */
const PLURAL_RULES = new Map<Language, Intl.PluralRules>();
function pluralRules(language: Language): Intl.PluralRules {
  let rules = PLURAL_RULES.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    PLURAL_RULES.set(language, rules);
  }
  return rules;
}

/**
 * The text at a dotted `path` of a shared catalog, with `{{name}}` placeholders filled in;
 * undefined when the catalog has no text there. With a `count`, the plural form the language's
 * rules pick for it (`path_one`, `path_other`, as i18next names them), else `path_other`.
 */
export function sharedText(
  namespace: SharedNamespace,
  path: string,
  language: Language,
  values: Record<string, string> = {},
  count?: number,
): string | undefined {
  const read = (at: string) => {
    let node: unknown = CATALOGS[namespace][language];
    for (const part of at.split('.')) {
      node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
    }
    return typeof node === 'string' ? node : undefined;
  };
  const text =
    count === undefined
      ? read(path)
      : (read(`${path}_${pluralRules(language).select(count)}`) ?? read(`${path}_other`));
  return text?.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

/** `sharedText` for a text the code knows is there: a key the catalog lacks is a bug the tests catch. */
export function requiredText(
  namespace: SharedNamespace,
  path: string,
  language: Language,
  values: Record<string, string> = {},
): string {
  const text = sharedText(namespace, path, language, values);
  if (text === undefined) throw new Error(`The ${namespace} catalog has no "${path}" in ${language}.`);
  return text;
}
