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
import mentor from '@alavanca/contracts/locales/pt-BR/mentor.json';
import notifications from '@alavanca/contracts/locales/pt-BR/notifications.json';
import reports from '@alavanca/contracts/locales/pt-BR/reports.json';
import validationReport from '@alavanca/contracts/locales/pt-BR/validationReport.json';
import mentorChat from '../locales/pt-BR/mentorChat.json';
import support from '../locales/pt-BR/support.json';
import dashboard from '../locales/pt-BR/dashboard.json';
import classroom from '../locales/pt-BR/classroom.json';

/** i18next with the real pt-BR catalogs loaded synchronously, so component tests assert on real copy. */
export async function initTestI18n(): Promise<i18n> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: 'pt-BR',
      fallbackLng: 'en-US',
      ns: [
        'common',
        'landing',
        'auth',
        'app',
        'account',
        'billing',
        'notifications',
        'simulation',
        'simulationMonth',
        'simulationResults',
        'validation',
        'validationReport',
        'mentor',
        'mentorChat',
        'support',
        'dashboard',
        'reports',
        'classroom',
      ],
      defaultNS: 'common',
      resources: {
        'pt-BR': {
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
        },
      },
      interpolation: { escapeValue: false },
    });
  }
  return i18next;
}
