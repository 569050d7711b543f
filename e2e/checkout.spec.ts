import { expect, test } from './fixtures';
import {
  APPROVED_CARD,
  DECLINED_CARD,
  FUTURE_EXPIRY,
  getSubscription,
  HOLDER,
  type PlanId,
} from './support/billing-api';
import { app, billing, brl, common, ddmmyyyy, expectNoRawKeys, including } from './support/billing-text';
import { closeAccountMenu, expectIndicator, expectMeter, openAccountMenu, usagePanel } from './support/usage-panel';
import { cardForm, currentPlan, field, invoices, planCard } from './support/plans-page';
import { expectSameDocument, markDocument, openApp, originOf } from './support/app';
import { tabTo, text, type Language } from './support/site';
import { signUpThroughApi } from './support/accounts';

// The sandbox checkout and its confirmation: field errors, a declined card, a paid one, the form
// by keyboard alone and in a second language.

test.describe('plans and usage', () => {
  // The way from the plans screen, the field errors and a declined card; the paid card has its own test.
  test('upgrading to Basic at the sandbox checkout: field errors, then a declined card that changes nothing', async ({
    page,
    baseURL,
    expectNoA11yViolations,
  }) => {
    await signUpThroughApi(page, baseURL, { who: 'recusa', skipOnboarding: true });
    await openApp(page, '/dashboard/planos');
    await markDocument(page);
    await expect(invoices(page)).toContainText(app('billing.invoices.emptyTitle'));

    await planCard(page, 'basic')
      .getByRole('link', { name: app('billing.actions.upgrade', { plan: 'Basic' }) })
      .click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/dashboard/checkout' && url.searchParams.get('plan') === 'basic',
    );
    await expect(page.getByTestId('page-title')).toHaveText(common('titles.checkout'));
    await expect(
      page.getByRole('heading', { level: 2, name: billing('checkout.title', { plan: 'Basic' }) }),
    ).toBeVisible();
    const banner = page.getByTestId('test-mode-banner');
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('heading', { name: billing('testMode.title') })).toBeVisible();
    await expect(banner).toContainText(billing('testMode.approved'));
    await expect(banner).toContainText(APPROVED_CARD);
    await expect(banner).toContainText(billing('testMode.declined'));
    await expect(banner).toContainText(DECLINED_CARD);
    await expect(page.getByTestId('order-price')).toHaveText(
      new RegExp(`^${brl('29,00').source}${billing('summary.perMonth')}$`),
    );
    await expect(page.getByTestId('order-summary')).toContainText(
      common('plansPage.limits.simulations_other', { count: 4 }),
    );
    await expectNoA11yViolations(page, { label: 'checkout Basic' });

    // Nothing typed: each field says what it needs and the first one takes focus.
    const submit = cardForm(page).getByRole('button', { name: billing('card.submit', { plan: 'Basic' }) });
    await submit.click();
    await expect(field(page, 'holderName')).toBeFocused();
    const emptyErrors = {
      holderName: common('validation.required'),
      number: common('validation.cardNumber'),
      expiry: common('validation.cardExpiry'),
      cvc: common('validation.cardCvc'),
    } as const;
    for (const [name, message] of Object.entries(emptyErrors) as [keyof typeof emptyErrors, string][]) {
      await expect(field(page, name), `${name} is flagged`).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, name)).toHaveAccessibleDescription(including(message));
    }
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard/checkout');
    await expectNoA11yViolations(page, { label: 'checkout, empty form submitted' });

    // The declined test card: the number is flagged with the gateway's answer, in Portuguese.
    await field(page, 'holderName').fill(HOLDER);
    await field(page, 'number').fill(DECLINED_CARD);
    await field(page, 'expiry').fill(FUTURE_EXPIRY);
    await field(page, 'cvc').fill('123');
    await submit.click();
    await expect(field(page, 'number')).toHaveAccessibleDescription(including(billing('errors.declined')));
    await expect(field(page, 'number')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'number')).toBeFocused();
    await expect(field(page, 'number')).toHaveValue(DECLINED_CARD);
    await expect(field(page, 'cvc')).toHaveValue('');
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard/checkout');
    expect((await getSubscription(page)).plan).toBe('free');
    await openAccountMenu(page);
    await expect(usagePanel(page)).toContainText(common('usage.plan', { plan: 'Free' }));
    await closeAccountMenu(page);
    await expectSameDocument(page);
    await expectNoA11yViolations(page, { label: 'checkout, card declined' });
  });

  test('a paid Basic upgrade shows at once: the confirmation, the avatar panel and the invoice list', async ({
    page,
    baseURL,
    expectNoA11yViolations,
  }) => {
    await signUpThroughApi(page, baseURL, { who: 'compra', skipOnboarding: true });
    await openApp(page, '/dashboard/planos');
    await markDocument(page);
    await planCard(page, 'basic')
      .getByRole('link', { name: app('billing.actions.upgrade', { plan: 'Basic' }) })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard/checkout');

    await field(page, 'holderName').fill(HOLDER);
    await field(page, 'number').fill(APPROVED_CARD);
    await expect(field(page, 'number')).toHaveAccessibleDescription(billing('card.brand', { brand: 'Visa' }));
    await field(page, 'expiry').fill(FUTURE_EXPIRY);
    await field(page, 'cvc').fill('123');
    await cardForm(page)
      .getByRole('button', { name: billing('card.submit', { plan: 'Basic' }) })
      .click();
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/dashboard/subscription-success' &&
        /^[0-9a-f-]{36}$/.test(url.searchParams.get('checkout') ?? ''),
    );
    const checkoutId = new URL(page.url()).searchParams.get('checkout') ?? '';
    const result = page.getByTestId('checkout-result');
    await expect(result.getByRole('heading', { level: 2 })).toHaveText(billing('result.paid.title'));
    await expect(result).toContainText(billing('result.paid.description', { plan: 'Basic' }));
    await expect(result.getByTestId('checkout-amount')).toHaveText(
      new RegExp(`^${billing('result.paid.amount', { amount: '' })}${brl('29,00').source}$`),
    );
    await expect(result).toContainText(billing('result.paid.limits', { plan: 'Basic' }));
    await expect(result).toContainText(common('plansPage.limits.aiConsultations_other', { count: 20 }));
    const lookup = await page.request.get(`/api/billing/checkouts/${checkoutId}`);
    expect(lookup.status()).toBe(200);
    expect(((await lookup.json()) as { checkout: unknown }).checkout).toMatchObject({
      plan: 'basic',
      status: 'paid',
      amountCents: 2900,
      currency: 'BRL',
    });
    await expectNoA11yViolations(page, { label: 'checkout paid' });

    // The avatar follows at once, without a reload.
    await expectIndicator(page, 'green', 0);
    await openAccountMenu(page);
    await expect(usagePanel(page)).toContainText(common('usage.plan', { plan: 'Basic' }));
    await expectMeter(usagePanel(page), 'simulations', 0, 4);
    await expectMeter(usagePanel(page), 'validations', 0, 4);
    await expectMeter(usagePanel(page), 'aiConsultations', 0, 20);
    await expectMeter(usagePanel(page), 'reports', 0, 3);
    await closeAccountMenu(page);
    await expectSameDocument(page);

    // Back on the plans screen: Basic is the plan, and the payment is on the invoice list.
    await result.getByRole('link', { name: billing('result.seePlans') }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard/planos');
    await expect(currentPlan(page).getByRole('heading', { level: 3 })).toHaveText(
      app('billing.current.title', { plan: 'Basic' }),
    );
    await expect(planCard(page, 'basic')).toContainText(common('plansPage.current'));
    const rows = invoices(page).getByTestId('invoice-row');
    const expectOnePaidInvoice = async () => {
      await expect(rows).toHaveCount(1);
      const cells = rows.first().getByRole('cell');
      await expect(cells.nth(0)).toHaveText(ddmmyyyy(new Date()));
      await expect(cells.nth(1)).toHaveText('Basic');
      await expect(cells.nth(2)).toHaveText(brl('29,00'));
      await expect(cells.nth(3)).toHaveText(app('billing.invoices.statuses.paid'));
    };
    // The new invoice is listed when the plans screen is opened again, without a reload.
    await expectOnePaidInvoice();
    await expectSameDocument(page);
    await expectNoA11yViolations(page, { label: 'plans, Basic, one invoice' });
  });

  test('the checkout form works with the keyboard alone, and its errors are announced', async ({
    page,
    baseURL,
    expectNoA11yViolations,
  }) => {
    await signUpThroughApi(page, baseURL, { who: 'teclado', skipOnboarding: true });
    await openApp(page, '/dashboard/checkout?plan=pro');
    await expect(
      page.getByRole('heading', { level: 2, name: billing('checkout.title', { plan: 'Pro' }) }),
    ).toBeVisible();
    await expectNoA11yViolations(page, { label: 'checkout Pro' });

    const holder = field(page, 'holderName');
    await tabTo(page, holder);
    // Enter submits the empty form: the first field is flagged, described by its error, and keeps focus.
    await page.keyboard.press('Enter');
    await expect(holder).toHaveAttribute('aria-invalid', 'true');
    await expect(holder).toHaveAccessibleDescription(common('validation.required'));
    await expect(holder).toBeFocused();
    await expect(field(page, 'number')).toHaveAttribute('aria-invalid', 'true');

    await page.keyboard.type(HOLDER);
    await page.keyboard.press('Tab');
    await expect(field(page, 'number')).toBeFocused();
    await page.keyboard.type(APPROVED_CARD.replaceAll(' ', ''));
    await expect(field(page, 'number')).toHaveValue(APPROVED_CARD);
    await page.keyboard.press('Tab');
    await expect(field(page, 'expiry')).toBeFocused();
    await page.keyboard.type(FUTURE_EXPIRY.replace('/', ''));
    await expect(field(page, 'expiry')).toHaveValue(FUTURE_EXPIRY);
    await page.keyboard.press('Tab');
    await expect(field(page, 'cvc')).toBeFocused();
    // A one-digit code: the error is read with the field.
    await page.keyboard.type('1');
    await page.keyboard.press('Enter');
    await expect(field(page, 'cvc')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'cvc')).toHaveAccessibleDescription(including(common('validation.cardCvc')));
    await expect(field(page, 'cvc')).toBeFocused();
    for (const name of ['holderName', 'number', 'expiry'] as const)
      await expect(field(page, name)).not.toHaveAttribute('aria-invalid', 'true');
    await expectNoA11yViolations(page, { label: 'checkout Pro, code too short' });

    await page.keyboard.type('23');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard/subscription-success');
    await expect(page.getByTestId('checkout-result').getByRole('heading', { level: 2 })).toHaveText(
      billing('result.paid.title'),
    );
    await expect(page.getByTestId('checkout-result')).toContainText(
      billing('result.paid.description', { plan: 'Pro' }),
    );
    expect((await getSubscription(page)).plan).toBe('pro');
  });

  // One language besides pt-BR, from the saved preference to the checkout's own messages; every
  // language's texts on these screens are checked by the web app's component tests
  // (app/routes/plans.languages.test.tsx).
  test('the plans and checkout screens speak the language of the account (es-ES)', async ({
    page,
    baseURL,
    expectNoA11yViolations,
  }) => {
    const language: Language = 'es-ES';
    const missing: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().startsWith('[i18n] missing')) missing.push(message.text());
    });
    const t = (namespace: string, key: string, values: Record<string, string | number> = {}) =>
      text(language, namespace, key, values);
    const planName = (plan: PlanId) => t('common', `plans.${plan}`);

    await signUpThroughApi(page, baseURL, { who: `idioma-${language}`, skipOnboarding: true });
    // The saved preference is the language the signed-in app speaks (spec §4 "Localization").
    const saved = await page.request.patch('/api/preferences', {
      data: { language },
      headers: { origin: originOf(baseURL) },
    });
    expect(saved.status(), await saved.text()).toBe(200);

    await openApp(page, '/dashboard/plans');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByTestId('page-title')).toHaveText(t('common', 'titles.plans'));
    await expect(
      page.getByRole('heading', { level: 2, name: t('common', 'plansPage.title'), exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('main')).toContainText(t('common', 'plansPage.intro'));
    await expect(currentPlan(page).getByRole('heading', { level: 3 })).toHaveText(
      t('app', 'billing.current.title', { plan: planName('free') }),
    );
    await expect(planCard(page, 'free')).toContainText(t('common', 'plansPage.current'));
    await expect(
      planCard(page, 'pro').getByRole('button', {
        name: t('app', 'billing.actions.startTrial', { plan: planName('pro'), days: 14 }),
      }),
    ).toBeVisible();
    await expect(invoices(page, language).getByRole('heading', { level: 3 })).toHaveText(
      t('app', 'billing.invoices.title'),
    );
    await expect(invoices(page, language)).toContainText(t('app', 'billing.invoices.emptyTitle'));
    await expectNoRawKeys(page);
    await expectNoA11yViolations(page, { label: `plans in ${language}` });

    await planCard(page, 'pro')
      .getByRole('link', { name: t('app', 'billing.actions.upgrade', { plan: planName('pro') }) })
      .click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/dashboard/checkout' && url.searchParams.get('plan') === 'pro',
    );
    await expect(page.getByTestId('page-title')).toHaveText(t('common', 'titles.checkout'));
    await expect(
      page.getByRole('heading', {
        level: 2,
        name: t('billing', 'checkout.title', { plan: planName('pro') }),
        exact: true,
      }),
    ).toBeVisible();
    await expect(page.getByTestId('test-mode-banner')).toContainText(t('billing', 'testMode.title'));
    await expect(page.getByTestId('order-summary').getByRole('heading', { level: 3 })).toHaveText(
      t('billing', 'summary.title'),
    );
    await expect(cardForm(page).getByRole('heading', { level: 3 })).toHaveText(t('billing', 'card.title'));
    await expect(cardForm(page).getByLabel(t('billing', 'card.number'), { exact: true })).toBeVisible();
    await expect(
      cardForm(page).getByRole('button', { name: t('billing', 'card.submit', { plan: planName('pro') }) }),
    ).toBeVisible();
    // The form's own messages, in the same language.
    await cardForm(page)
      .getByRole('button', { name: t('billing', 'card.submit', { plan: planName('pro') }) })
      .click();
    await expect(cardForm(page).getByLabel(t('billing', 'card.number'), { exact: true })).toHaveAccessibleDescription(
      t('common', 'validation.cardNumber'),
    );
    await expectNoRawKeys(page);
    await expectNoA11yViolations(page, { label: `checkout in ${language}` });

    expect(missing, `texts missing from the ${language} catalogs`).toEqual([]);
  });
});
