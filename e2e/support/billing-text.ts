import type { Page } from '@playwright/test';
import { expectNoCatalogKeys } from './catalog-keys';
import { text } from './site';

// How the pt-BR app writes what the plans journeys check: its catalog texts, dates and prices.

export const common = (key: string, values: Record<string, string | number> = {}) =>
  text('pt-BR', 'common', key, values);
export const app = (key: string, values: Record<string, string | number> = {}) => text('pt-BR', 'app', key, values);
export const billing = (key: string, values: Record<string, string | number> = {}) =>
  text('pt-BR', 'billing', key, values);

/** The user's defaults (spec §9): dates as DD/MM/YYYY in America/Sao_Paulo. */
export const TIME_ZONE = 'America/Sao_Paulo';
export const DAY_MS = 24 * 60 * 60 * 1000;

/** An instant as the app writes it for a pt-BR user with the default preferences: DD/MM/YYYY, São Paulo time. */
export function ddmmyyyy(iso: string | Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')}`;
}

/** A price as the pt-BR app shows it ('R$ 29,00'); the space after the symbol may be a no-break space. */
export function brl(amount: string): RegExp {
  return new RegExp(`R\\$\\s${amount.replace(/[.$]/g, '\\$&')}`);
}

/** Matches a text that contains `part` (an accessible description joins the hint and the error). */
export function including(part: string): RegExp {
  return new RegExp(part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

/** No catalog key is on screen in place of its text ("billing.card.title", "plansPage.current", ...). */
export const expectNoRawKeys = (page: Page) =>
  expectNoCatalogKeys(page, [
    'billing',
    'plansPage',
    'plans',
    'usage',
    'titles',
    'checkout',
    'card',
    'testMode',
    'summary',
    'result',
    'validation',
    'errors',
    'account',
    'common',
    'app',
  ]);
