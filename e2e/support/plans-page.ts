import type { Page } from '@playwright/test';
import type { PlanId } from './billing-api';
import { billing } from './billing-text';
import { text, type Language } from './site';

// The plans screen (/dashboard/planos) and the checkout's card form.

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
