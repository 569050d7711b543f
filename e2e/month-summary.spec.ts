import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { signUpThroughApi } from './support/accounts';
import { openApp } from './support/app';
import { createSimulationThroughApi, playPlainMonthThroughApi } from './support/simulations';
import { text, type Language } from './support/site';

// The month screen's first read on a phone: the summary of the month just played on top, the
// first decision right after it, the advance button always at hand, and the detail (bridges,
// statements, the forecast's charts) folded until the founder opens it, which the product then
// remembers for them.

const PHONE = { width: 375, height: 667 };

/** Where an element ends, from the top of the page (not of the window). */
const bottomOnPage = (locator: Locator) =>
  locator.evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);

for (const language of ['pt-BR', 'en-US'] as const satisfies readonly Language[]) {
  const month = (key: string, values: Record<string, string | number> = {}) =>
    text(language, 'simulationMonth', key, values);

  test(`${language}: on a phone the month's summary and the first decision come first, the advance button stays at hand`, async ({
    page,
    baseURL,
    expectNoA11yViolations,
  }) => {
    test.slow();
    await page.setViewportSize(PHONE);
    await signUpThroughApi(page, baseURL, { who: `summary-${language}`, skipOnboarding: true, language });
    const simulation = await createSimulationThroughApi(page, baseURL, { name: 'Café da Mari', businessType: 'food' });
    // Seed 9 draws an event in month 1: month 2 opens with its answer as the first decision.
    await playPlainMonthThroughApi(page, baseURL, simulation, 1);
    await openApp(page, `/simulacao-negocio/${simulation.id}`);

    const summary = page.getByTestId('month-summary');
    await expect(summary.getByRole('heading', { level: 2 })).toHaveText(
      month('summary.title', {
        month: 1,
        name: new Intl.DateTimeFormat(language, { month: 'long' }).format(new Date(2025, 2, 1)),
      }),
    );
    await expect(summary.getByRole('term')).toHaveCount(3);
    await expect(summary.getByTestId('summary-why')).not.toBeEmpty();
    await expect(summary.getByTestId('summary-risk')).toContainText('%', { timeout: 15_000 });
    // The event is not answered yet: the risk counts on its first answer, as the dashboard's does, and says so.
    await expect(page.getByTestId('risk-summary')).toBeVisible();
    await expect(page.getByText(month('risk.unanswered', { choice: '' }).split('“')[0]!.split('«')[0]!)).toBeVisible();
    // The summary's risk is the panel's: one figure on the screen.
    const risk = (await summary.getByTestId('summary-risk').textContent())!.match(/[\d.,]+\s?%/)![0];
    await expect(page.getByTestId('risk-summary')).toContainText(risk);

    // Within two screen heights: the summary whole, and the first decision (the event's answer here).
    const decisions = page.getByRole('form', { name: month('decisions.title', { month: 2 }) });
    const first = decisions.locator('input').first();
    expect(await bottomOnPage(summary)).toBeLessThanOrEqual(2 * PHONE.height);
    expect(await bottomOnPage(first)).toBeLessThanOrEqual(2 * PHONE.height);

    // The detail is folded: its headings are there, its tables are not.
    const bridges = page.getByRole('button', { name: new RegExp(month('why.title', { month: 1 })) });
    await expect(bridges).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('waterfall-profit')).toHaveCount(0);
    await expectNoA11yViolations(page, { label: 'month screen on a phone' });

    // "Go to" takes the founder to what the summary points at.
    await summary.getByRole('button', { name: new RegExp(`^${month('summary.goTo', { place: '' })}`) }).click();
    await expect(page.locator(':focus')).toBeInViewport();

    // Far down in the results, the advance button is still on screen, and plays the month.
    await bridges.scrollIntoViewIfNeeded();
    const advance = page.getByRole('button', { name: month('header.advance'), exact: true });
    await expect(advance).toBeInViewport();
    const saved = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && new URL(response.url()).pathname === '/api/preferences',
    );
    await bridges.click();
    await expect(page.getByTestId('waterfall-profit')).toBeVisible();
    expect((await saved).status()).toBe(200);
    await expectNoA11yViolations(page, { label: 'month screen on a phone, bridges open' });
    await page.getByTestId('radio-eventChoice').getByRole('radio').first().check();
    await advance.click();
    await expect(page.getByTestId('month-progress')).toHaveText(month('header.monthOf', { month: 3, horizon: 12 }));

    // The bridges stay open for this founder: on the next month, and after a reload.
    await page.reload();
    await expect(page.getByTestId('waterfall-profit')).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(month('why.title', { month: 2 })) })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
}
