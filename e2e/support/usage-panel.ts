import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';
import type { UsageType } from './billing-api';
import { common } from './billing-text';

// The avatar menu's usage panel and its indicator, and the usage counters the plans screen shares.

export const avatarButton = (page: Page) => page.getByTestId('avatar-menu');
export const indicator = (page: Page) => page.getByTestId('usage-indicator');
export const accountMenu = (page: Page) => page.getByTestId('account-panel');
export const usagePanel = (page: Page) => accountMenu(page).getByTestId('usage-summary');
export const meter = (scope: Locator, type: UsageType) =>
  scope.getByTestId('usage-meter').filter({ hasText: common(`usage.types.${type}`) });
export const bar = (scope: Locator, type: UsageType) =>
  scope.getByRole('progressbar', { name: common(`usage.types.${type}`), exact: true });

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
