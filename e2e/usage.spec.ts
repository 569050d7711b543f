import { expect, test } from './fixtures';
import { getSubscription, spend } from './support/billing-api';
import { common, DAY_MS, ddmmyyyy } from './support/billing-text';
import {
  accountMenu,
  closeAccountMenu,
  expectIndicator,
  expectMeter,
  indicator,
  openAccountMenu,
  usagePanel,
} from './support/usage-panel';
import { currentPlan } from './support/plans-page';
import { expectSameDocument, markDocument, openApp } from './support/app';
import { signUpThroughApi } from './support/accounts';

// The avatar menu's usage panel and its indicator: usage spent in another tab of the same account
// must reach the tab under test over the event stream, without a reload.

test.describe('plans and usage', () => {
  test('a new Free user: the avatar panel shows the server period, and usage spent elsewhere turns the indicator red live', async ({
    page,
    baseURL,
    expectNoA11yViolations,
  }) => {
    await signUpThroughApi(page, baseURL, { who: 'uso', skipOnboarding: true });
    const state = await getSubscription(page);
    expect(state).toMatchObject({
      plan: 'free',
      status: 'active',
      usage: { simulations: 0, validations: 0, aiConsultations: 0, reports: 0 },
    });
    // The renewal date is the server's: 30 days after the period started (spec §9).
    expect(new Date(state.renewalDate).getTime() - new Date(state.periodStart).getTime()).toBe(30 * DAY_MS);
    const renewsOn = ddmmyyyy(state.renewalDate);

    await openApp(page, '/dashboard');
    await markDocument(page);
    await expectIndicator(page, 'green', 0);

    await openAccountMenu(page);
    const panel = usagePanel(page);
    await expect(panel).toContainText(common('usage.plan', { plan: common('plans.free') }));
    await expectMeter(panel, 'simulations', 0, 1);
    await expectMeter(panel, 'validations', 0, 1);
    await expectMeter(panel, 'aiConsultations', 0, 5);
    await expectMeter(panel, 'reports', 0, 0);
    await expect(panel.getByTestId('usage-renewal')).toHaveText(common('usage.renewsOn', { date: renewsOn }));
    await expect(panel.getByTestId('usage-trial-ends')).toHaveCount(0);
    await expect(accountMenu(page).getByRole('link', { name: common('account.upgrade') })).toBeVisible();
    await expectNoA11yViolations(page, { label: 'account menu open, Free, nothing used' });
    await closeAccountMenu(page);

    // 4 of 5 mentor consultations: 80 %, amber (75 % or more).
    await spend(page, baseURL, 'aiConsultations', 4);
    await expectIndicator(page, 'amber', 80);

    // With the panel open, the Free simulation is spent elsewhere: the panel follows.
    await openAccountMenu(page);
    await expectMeter(usagePanel(page), 'aiConsultations', 4, 5);
    await spend(page, baseURL, 'simulations');
    await expectMeter(usagePanel(page), 'simulations', 1, 1);
    await expectMeter(usagePanel(page), 'validations', 0, 1);
    await expect(indicator(page)).toHaveCount(0);
    await closeAccountMenu(page);
    await expectIndicator(page, 'red', 100);
    await expectSameDocument(page);

    // The plans screen, reached from the menu's upgrade item, shows the same counters and follows too.
    await openAccountMenu(page);
    await accountMenu(page)
      .getByRole('link', { name: common('account.upgrade') })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard/planos');
    await expect(page.getByTestId('page-title')).toHaveText(common('titles.plans'));
    await expectMeter(currentPlan(page), 'simulations', 1, 1);
    await expectMeter(currentPlan(page), 'aiConsultations', 4, 5);
    await expectMeter(currentPlan(page), 'validations', 0, 1);
    await spend(page, baseURL, 'validations');
    await expectMeter(currentPlan(page), 'validations', 1, 1);
    await spend(page, baseURL, 'aiConsultations');
    await expectMeter(currentPlan(page), 'aiConsultations', 5, 5);
    await expectIndicator(page, 'red', 100);
    await expectSameDocument(page);
    await expectNoA11yViolations(page, { label: 'plans, Free, limits reached' });
  });
});
