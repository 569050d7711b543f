import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { originOf } from './app';
import { text, type Language } from './site';

// Shared steps of the plans, usage and checkout journeys, as a signed-in user meets them: the
// avatar menu's usage panel and its indicator, the plans screen (/dashboard/planos), the sandbox
// checkout and its confirmation. Usage is spent through POST /api/subscription-check from the
// page's own cookies, as another tab of the same account would. The server runs the built-in
// sandbox gateway (test mode).

export const common = (key: string, values: Record<string, string | number> = {}) =>
  text('pt-BR', 'common', key, values);
export const app = (key: string, values: Record<string, string | number> = {}) => text('pt-BR', 'app', key, values);
export const billing = (key: string, values: Record<string, string | number> = {}) =>
  text('pt-BR', 'billing', key, values);

export type PlanId = 'free' | 'basic' | 'pro' | 'enterprise';
export type UsageType = 'simulations' | 'validations' | 'aiConsultations' | 'reports';

/** The sandbox gateway's published test cards. */
export const APPROVED_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';
/** December, three years ahead: always a future expiry. */
export const FUTURE_EXPIRY = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
export const HOLDER = 'Marina Lopes';
/** The user's defaults (spec §9): dates as DD/MM/YYYY in America/Sao_Paulo. */
export const TIME_ZONE = 'America/Sao_Paulo';
export const DAY_MS = 24 * 60 * 60 * 1000;

export interface SubscriptionState {
  plan: PlanId;
  status: string;
  limits: Record<UsageType, number>;
  usage: Record<UsageType, number>;
  renewalDate: string;
  periodStart: string;
  trialEndsAt: string | null;
  trialAvailable: boolean;
  pendingPlan: PlanId | null;
}

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

export async function getSubscription(page: Page): Promise<SubscriptionState> {
  const response = await page.request.get('/api/subscription');
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as SubscriptionState;
}

/** Counts `times` uses of `usageType`, as another tab of the account would. */
export async function spend(page: Page, baseURL: string | undefined, usageType: UsageType, times = 1): Promise<void> {
  for (let index = 0; index < times; index += 1) {
    const response = await page.request.post('/api/subscription-check', {
      data: { usageType, action: 'increment' },
      headers: { origin: originOf(baseURL) },
    });
    expect(response.status(), await response.text()).toBe(200);
    const body = (await response.json()) as { allowed: boolean; success: boolean };
    expect(body, `increment ${index + 1} of ${usageType}`).toMatchObject({ allowed: true, success: true });
  }
}

/** Buys `plan` with the approved test card through the API: set-up for tests about something else. */
export async function buyThroughApi(
  page: Page,
  baseURL: string | undefined,
  plan: Exclude<PlanId, 'free'>,
): Promise<void> {
  const response = await page.request.post('/api/billing/checkout', {
    data: { plan, card: { holderName: HOLDER, number: APPROVED_CARD, expiry: FUTURE_EXPIRY, cvc: '123' } },
    headers: { origin: originOf(baseURL) },
  });
  expect(response.status(), await response.text()).toBe(200);
  expect(((await response.json()) as { checkout: { status: string } }).checkout.status).toBe('paid');
}

/** Marks the document: a reload or a full navigation would lose it. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as Window & { e2eSameDocument?: boolean }).e2eSameDocument = true;
  });
}

export async function expectSameDocument(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => (window as Window & { e2eSameDocument?: boolean }).e2eSameDocument),
    'the page was reloaded',
  ).toBe(true);
}

export const avatarButton = (page: Page) => page.getByTestId('avatar-menu');
export const indicator = (page: Page) => page.getByTestId('usage-indicator');
export const accountMenu = (page: Page) => page.getByTestId('account-panel');
export const usagePanel = (page: Page) => accountMenu(page).getByTestId('usage-summary');
export const meter = (scope: Locator, type: UsageType) =>
  scope.getByTestId('usage-meter').filter({ hasText: common(`usage.types.${type}`) });
export const bar = (scope: Locator, type: UsageType) =>
  scope.getByRole('progressbar', { name: common(`usage.types.${type}`), exact: true });
export const currentPlan = (page: Page) => page.getByTestId('current-plan');
export const planCard = (page: Page, plan: PlanId) =>
  page
    .getByTestId('plan-comparison')
    .locator(':scope > li')
    .filter({ has: page.getByTestId(`price-${plan}`) });
export const invoices = (page: Page, language: Language = 'pt-BR') =>
  page.getByRole('region', { name: text(language, 'app', 'billing.invoices.title') });
export const cardForm = (page: Page) => page.getByTestId('card-form');
export const field = (page: Page, key: 'holderName' | 'number' | 'expiry' | 'cvc') =>
  cardForm(page).getByLabel(billing(`card.${key}`), { exact: true });

/** The indicator's colour level, its fill class (usage-meter.tsx USAGE_LEVEL_CLASS) and the percentage in the avatar's name. */
export async function expectIndicator(
  page: Page,
  level: 'green' | 'blue' | 'amber' | 'red',
  percent: number,
): Promise<void> {
  const fill = { green: 'bg-success', blue: 'bg-info', amber: 'bg-warning', red: 'bg-destructive' }[level];
  await expect(indicator(page)).toBeVisible();
  await expect(indicator(page)).toHaveAttribute('data-level', level);
  await expect(indicator(page)).toHaveClass(new RegExp(`(^|\\s)${fill}(\\s|$)`));
  await expect(avatarButton(page)).toHaveAccessibleName(common('account.menuWithUsage', { percent }));
}

export async function openAccountMenu(page: Page): Promise<void> {
  await avatarButton(page).click();
  await expect(usagePanel(page)).toBeVisible();
  // The dot would sit under the open menu's trigger: it is not drawn while the menu is open.
  await expect(indicator(page)).toHaveCount(0);
}

export async function closeAccountMenu(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(accountMenu(page)).toBeHidden();
}

/** One counter of the avatar panel or the plans screen: "used / limit" and its bar (none for a counter the plan lacks). */
export async function expectMeter(scope: Locator, type: UsageType, used: number, limit: number): Promise<void> {
  if (limit === 0) {
    await expect(meter(scope, type)).toContainText(common('usage.notIncluded'));
    await expect(bar(scope, type)).toHaveCount(0);
    return;
  }
  if (limit === -1) {
    await expect(meter(scope, type)).toContainText(common('usage.unlimited', { used }));
    await expect(bar(scope, type)).toHaveCount(0);
    return;
  }
  await expect(meter(scope, type)).toContainText(common('usage.count', { used, limit }));
  await expect(bar(scope, type)).toHaveAttribute('aria-valuenow', String(used));
  await expect(bar(scope, type)).toHaveAttribute('aria-valuemax', String(limit));
  await expect(bar(scope, type)).toHaveAttribute('aria-valuetext', common('usage.valueText', { used, limit }));
  if (used >= limit) await expect(meter(scope, type)).toContainText(common('usage.reached'));
  else await expect(meter(scope, type)).not.toContainText(common('usage.reached'));
}

/** No catalog key is on screen in place of its text ("billing.card.title", "plansPage.current", ...). */
export async function expectNoRawKeys(page: Page): Promise<void> {
  const raw =
    /\b(?:billing|plansPage|plans|usage|titles|checkout|card|testMode|summary|result|validation|errors|account|common|app)\.[a-z][\w.]*/;
  await expect
    .poll(() =>
      page
        .locator('body')
        .innerText()
        .then((body) => raw.exec(body)?.[0] ?? null),
    )
    .toBeNull();
}
