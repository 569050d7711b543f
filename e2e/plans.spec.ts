import { expect, test } from './fixtures';
import { buyThroughApi, getSubscription, spend } from './support/billing-api';
import { app, brl, common, DAY_MS, ddmmyyyy } from './support/billing-text';
import { closeAccountMenu, expectIndicator, expectMeter, openAccountMenu, usagePanel } from './support/usage-panel';
import { currentPlan, invoices, planCard } from './support/plans-page';
import { expectSameDocument, markDocument, openApp, toast } from './support/app';
import { signUpThroughApi } from './support/accounts';

// The plans screen (/dashboard/planos): the current plan, the usage bars, the Pro trial without a
// card, and a move down booked for the renewal date.

test.describe('plans and usage', () => {
  test('the plans screen marks the current plan, shows the usage bars and starts the Pro trial without a card', async ({
    page,
    baseURL,
    context,
    expectNoA11yViolations,
  }) => {
    await signUpThroughApi(page, baseURL, { who: 'teste', skipOnboarding: true });
    await spend(page, baseURL, 'aiConsultations');
    const before = await getSubscription(page);

    // A second tab of the same account, on another screen: it hears about the trial too.
    const otherTab = await context.newPage();
    await openApp(otherTab, '/dashboard');
    await expectIndicator(otherTab, 'green', 20);

    await openApp(page, '/dashboard/planos');
    await markDocument(page);
    await expect(page.getByTestId('page-title')).toHaveText(common('titles.plans'));
    await expect(page.getByRole('heading', { level: 2, name: common('plansPage.title') })).toBeVisible();
    await expect(currentPlan(page).getByRole('heading', { level: 3 })).toHaveText(
      app('billing.current.title', { plan: common('plans.free') }),
    );
    await expect(currentPlan(page)).toContainText(
      app('billing.current.period', { start: ddmmyyyy(before.periodStart), end: ddmmyyyy(before.renewalDate) }),
    );
    await expect(currentPlan(page).getByTestId('renewal-date')).toHaveText(
      common('usage.renewsOn', { date: ddmmyyyy(before.renewalDate) }),
    );
    await expect(currentPlan(page).getByRole('progressbar')).toHaveCount(3);
    await expectMeter(currentPlan(page), 'simulations', 0, 1);
    await expectMeter(currentPlan(page), 'validations', 0, 1);
    await expectMeter(currentPlan(page), 'aiConsultations', 1, 5);
    await expectMeter(currentPlan(page), 'reports', 0, 0);

    // Only Free is marked; prices in the user's currency (BRL by default).
    await expect(planCard(page, 'free')).toContainText(common('plansPage.current'));
    for (const plan of ['basic', 'pro', 'enterprise'] as const)
      await expect(planCard(page, plan)).not.toContainText(common('plansPage.current'));
    await expect(planCard(page, 'pro')).toContainText(common('plansPage.popular'));
    await expect(page.getByTestId('price-free')).toHaveText(common('plansPage.free'));
    await expect(page.getByTestId('price-basic')).toHaveText(
      new RegExp(`^${brl('29,00').source}${common('plansPage.perMonth')}$`),
    );
    await expect(page.getByTestId('price-pro')).toHaveText(
      new RegExp(`^${brl('79,00').source}${common('plansPage.perMonth')}$`),
    );
    await expect(page.getByTestId('price-enterprise')).toHaveText(
      new RegExp(`^${brl('299,00').source}${common('plansPage.perMonth')}$`),
    );
    await expect(planCard(page, 'free').getByRole('button')).toHaveCount(0);
    await expect(
      planCard(page, 'basic').getByRole('link', { name: app('billing.actions.upgrade', { plan: 'Basic' }) }),
    ).toHaveAttribute('href', '/dashboard/checkout?plan=basic');
    await expect(invoices(page)).toContainText(app('billing.invoices.emptyTitle'));
    await page.bringToFront();
    await expectNoA11yViolations(page, { label: 'plans, Free' });

    const startTrial = planCard(page, 'pro').getByRole('button', {
      name: app('billing.actions.startTrial', { plan: 'Pro', days: 14 }),
    });
    await startTrial.click();
    const started = toast(page, app('billing.toasts.trialStartedTitle'));
    await expect(started).toBeVisible();
    await expect(started).toContainText(app('billing.toasts.trialStartedMessage', { plan: 'Pro' }));
    await expect(started).toHaveAttribute('data-type', 'success');

    const trial = await getSubscription(page);
    expect(trial).toMatchObject({ plan: 'pro', status: 'trialing', trialAvailable: false });
    // 14 days, no card (spec §9).
    expect(new Date(trial.trialEndsAt ?? 0).getTime() - Date.now()).toBeGreaterThan(14 * DAY_MS - 60_000);
    expect(new Date(trial.trialEndsAt ?? 0).getTime() - Date.now()).toBeLessThanOrEqual(14 * DAY_MS);
    const trialEndsOn = ddmmyyyy(trial.trialEndsAt ?? '');

    await expect(currentPlan(page).getByRole('heading', { level: 3 })).toHaveText(
      app('billing.current.title', { plan: 'Pro' }),
    );
    await expect(currentPlan(page)).toContainText(common('usage.trial'));
    await expect(currentPlan(page).getByTestId('trial-ends')).toHaveText(
      app('billing.current.trialEnds', { plan: 'Pro', date: trialEndsOn }),
    );
    await expectMeter(currentPlan(page), 'simulations', 0, 10);
    await expectMeter(currentPlan(page), 'aiConsultations', 1, -1);
    await expect(planCard(page, 'pro')).toContainText(common('plansPage.current'));
    await expect(planCard(page, 'free')).not.toContainText(common('plansPage.current'));
    // The offer is used up; every paid plan is now bought outright (the trial was never paid for).
    await expect(startTrial).toHaveCount(0);
    for (const [plan, name] of [
      ['basic', 'Basic'],
      ['pro', 'Pro'],
      ['enterprise', 'Enterprise'],
    ] as const) {
      await expect(
        planCard(page, plan).getByRole('link', { name: app('billing.actions.subscribe', { plan: name }) }),
      ).toBeVisible();
    }

    await openAccountMenu(page);
    await expect(usagePanel(page)).toContainText(common('usage.plan', { plan: 'Pro' }));
    await expect(usagePanel(page)).toContainText(common('usage.trial'));
    await expect(usagePanel(page).getByTestId('usage-trial-ends')).toHaveText(
      common('usage.trialEndsOn', { date: trialEndsOn }),
    );
    await expectMeter(usagePanel(page), 'simulations', 0, 10);
    await expectMeter(usagePanel(page), 'reports', 0, -1);
    await closeAccountMenu(page);
    await expectIndicator(page, 'green', 0);
    await expectSameDocument(page);
    // With a second page open, headless Chromium may draw no frames for this one until it is
    // brought to the front: its buttons' colour transitions would stay at their first frame.
    await page.bringToFront();
    await expectNoA11yViolations(page, { label: 'plans, Pro trial' });

    // The other tab, which heard it over its event stream while in the background.
    await expectIndicator(otherTab, 'green', 0);
    await otherTab.bringToFront();
    await openAccountMenu(otherTab);
    await expect(usagePanel(otherTab).getByTestId('usage-trial-ends')).toHaveText(
      common('usage.trialEndsOn', { date: trialEndsOn }),
    );
    await otherTab.close();
  });

  test('cancelling Basic books the move to Free for the renewal date, and keeping the plan undoes it', async ({
    page,
    baseURL,
    expectNoA11yViolations,
  }) => {
    await signUpThroughApi(page, baseURL, { who: 'cancela', skipOnboarding: true });
    await buyThroughApi(page, baseURL, 'basic');
    const state = await getSubscription(page);
    expect(state).toMatchObject({ plan: 'basic', pendingPlan: null });
    const renewsOn = ddmmyyyy(state.renewalDate);

    await openApp(page, '/dashboard/planos');
    await expect(currentPlan(page).getByRole('heading', { level: 3 })).toHaveText(
      app('billing.current.title', { plan: 'Basic' }),
    );
    await expect(page.getByTestId('pending-change')).toHaveCount(0);
    const cancel = planCard(page, 'free').getByRole('button', { name: app('billing.actions.cancel') });
    const dialog = page.getByRole('dialog', { name: app('billing.confirm.cancelTitle') });

    // Backing out of the dialog books nothing and gives focus back to the button.
    await cancel.click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(app('billing.confirm.cancelDescription', { current: 'Basic', date: renewsOn }));
    await expectNoA11yViolations(page, { label: 'cancel dialog' });
    await dialog.getByRole('button', { name: app('billing.confirm.back', { plan: 'Basic' }) }).click();
    await expect(dialog).toBeHidden();
    await expect(cancel).toBeFocused();
    expect((await getSubscription(page)).pendingPlan).toBeNull();

    await cancel.click();
    await dialog.getByRole('button', { name: app('billing.confirm.confirmCancel') }).click();
    await expect(dialog).toBeHidden();
    const cancelled = toast(page, app('billing.toasts.cancelledTitle'));
    await expect(cancelled).toBeVisible();
    await expect(cancelled).toContainText(app('billing.toasts.cancelledMessage', { plan: 'Basic' }));
    const banner = page.getByTestId('pending-change');
    await expect(banner).toContainText(app('billing.pending.cancel', { date: renewsOn }));
    await expect(banner).toBeFocused();
    await expect(planCard(page, 'free')).toContainText(app('billing.actions.booked', { date: renewsOn }));
    await expect(cancel).toHaveCount(0);
    // Still Basic until then.
    await expect(currentPlan(page).getByRole('heading', { level: 3 })).toHaveText(
      app('billing.current.title', { plan: 'Basic' }),
    );
    expect(await getSubscription(page)).toMatchObject({ plan: 'basic', pendingPlan: 'free' });
    await expectNoA11yViolations(page, { label: 'plans, cancellation booked' });

    await banner.getByRole('button', { name: app('billing.pending.keep') }).click();
    const kept = toast(page, app('billing.toasts.keptTitle'));
    await expect(kept).toBeVisible();
    await expect(kept).toContainText(app('billing.toasts.keptMessage', { plan: 'Basic' }));
    await expect(banner).toHaveCount(0);
    await expect(currentPlan(page).getByRole('heading', { level: 3 })).toBeFocused();
    await expect(cancel).toBeVisible();
    expect(await getSubscription(page)).toMatchObject({ plan: 'basic', pendingPlan: null });

    // The server has it: a reload shows no booked change.
    await page.reload();
    await expect(currentPlan(page).getByRole('heading', { level: 3 })).toHaveText(
      app('billing.current.title', { plan: 'Basic' }),
    );
    await expect(cancel).toBeVisible();
    await expect(page.getByTestId('pending-change')).toHaveCount(0);
  });
});
