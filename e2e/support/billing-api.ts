import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import { originOf } from './app';

// The billing state behind the plans journeys, read and changed through the API with the page's
// own cookies, as another tab of the same account would. The server runs the built-in sandbox
// gateway (test mode).

export type PlanId = 'free' | 'basic' | 'pro' | 'enterprise';
export type UsageType = 'simulations' | 'validations' | 'aiConsultations' | 'reports';

/** The sandbox gateway's published test cards. */
export const APPROVED_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';
/** December, three years ahead: always a future expiry. */
export const FUTURE_EXPIRY = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
export const HOLDER = 'Marina Lopes';

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
