import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signUpThroughApi } from './support/accounts';
import { openApp, originOf, toast } from './support/app';
import { LANGUAGES, tabTo, text, type Language } from './support/site';

// Plans, usage and checkout, as a signed-in user meets them: the avatar menu's usage panel and
// its indicator, the plans screen (/dashboard/planos), the sandbox checkout and its confirmation.
// Usage is spent through POST /api/subscription-check from the page's own cookies, as another tab
// of the same account would: the tab under test must follow over the event stream without a
// reload. The server runs the built-in sandbox gateway (test mode).

const common = (key: string, values: Record<string, string | number> = {}) => text('pt-BR', 'common', key, values);
const app = (key: string, values: Record<string, string | number> = {}) => text('pt-BR', 'app', key, values);
const billing = (key: string, values: Record<string, string | number> = {}) => text('pt-BR', 'billing', key, values);

type PlanId = 'free' | 'basic' | 'pro' | 'enterprise';
type UsageType = 'simulations' | 'validations' | 'aiConsultations' | 'reports';

/** The sandbox gateway's published test cards. */
const APPROVED_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';
/** December, three years ahead: always a future expiry. */
const FUTURE_EXPIRY = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
const HOLDER = 'Marina Lopes';
/** The user's defaults (spec §9): dates as DD/MM/YYYY in America/Sao_Paulo. */
const TIME_ZONE = 'America/Sao_Paulo';
const DAY_MS = 24 * 60 * 60 * 1000;

interface SubscriptionState {
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
function ddmmyyyy(iso: string | Date): string {
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
function brl(amount: string): RegExp {
  return new RegExp(`R\\$\\s${amount.replace(/[.$]/g, '\\$&')}`);
}

/** Matches a text that contains `part` (an accessible description joins the hint and the error). */
function including(part: string): RegExp {
  return new RegExp(part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

async function getSubscription(page: Page): Promise<SubscriptionState> {
  const response = await page.request.get('/api/subscription');
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as SubscriptionState;
}

/** Counts `times` uses of `usageType`, as another tab of the account would. */
async function spend(page: Page, baseURL: string | undefined, usageType: UsageType, times = 1): Promise<void> {
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
async function buyThroughApi(page: Page, baseURL: string | undefined, plan: Exclude<PlanId, 'free'>): Promise<void> {
  const response = await page.request.post('/api/billing/checkout', {
    data: { plan, card: { holderName: HOLDER, number: APPROVED_CARD, expiry: FUTURE_EXPIRY, cvc: '123' } },
    headers: { origin: originOf(baseURL) },
  });
  expect(response.status(), await response.text()).toBe(200);
  expect(((await response.json()) as { checkout: { status: string } }).checkout.status).toBe('paid');
}

/** Marks the document: a reload or a full navigation would lose it. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as Window & { e2eSameDocument?: boolean }).e2eSameDocument = true;
  });
}

async function expectSameDocument(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => (window as Window & { e2eSameDocument?: boolean }).e2eSameDocument),
    'the page was reloaded',
  ).toBe(true);
}

const avatarButton = (page: Page) => page.getByTestId('avatar-menu');
const indicator = (page: Page) => page.getByTestId('usage-indicator');
const accountMenu = (page: Page) => page.getByTestId('account-panel');
const usagePanel = (page: Page) => accountMenu(page).getByTestId('usage-summary');
const meter = (scope: Locator, type: UsageType) =>
  scope.getByTestId('usage-meter').filter({ hasText: common(`usage.types.${type}`) });
const bar = (scope: Locator, type: UsageType) =>
  scope.getByRole('progressbar', { name: common(`usage.types.${type}`), exact: true });
const currentPlan = (page: Page) => page.getByTestId('current-plan');
const planCard = (page: Page, plan: PlanId) =>
  page
    .getByTestId('plan-comparison')
    .locator(':scope > li')
    .filter({ has: page.getByTestId(`price-${plan}`) });
const invoices = (page: Page, language: Language = 'pt-BR') =>
  page.getByRole('region', { name: text(language, 'app', 'billing.invoices.title') });
const cardForm = (page: Page) => page.getByTestId('card-form');
const field = (page: Page, key: 'holderName' | 'number' | 'expiry' | 'cvc') =>
  cardForm(page).getByLabel(billing(`card.${key}`), { exact: true });

/** The indicator's colour level, its fill class (usage-meter.tsx USAGE_LEVEL_CLASS) and the percentage in the avatar's name. */
async function expectIndicator(page: Page, level: 'green' | 'blue' | 'amber' | 'red', percent: number): Promise<void> {
  const fill = { green: 'bg-success', blue: 'bg-info', amber: 'bg-warning', red: 'bg-destructive' }[level];
  await expect(indicator(page)).toBeVisible();
  await expect(indicator(page)).toHaveAttribute('data-level', level);
  await expect(indicator(page)).toHaveClass(new RegExp(`(^|\\s)${fill}(\\s|$)`));
  await expect(avatarButton(page)).toHaveAccessibleName(common('account.menuWithUsage', { percent }));
}

async function openAccountMenu(page: Page): Promise<void> {
  await avatarButton(page).click();
  await expect(usagePanel(page)).toBeVisible();
  // The dot would sit under the open menu's trigger: it is not drawn while the menu is open.
  await expect(indicator(page)).toHaveCount(0);
}

async function closeAccountMenu(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(accountMenu(page)).toBeHidden();
}

/** One counter of the avatar panel or the plans screen: "used / limit" and its bar (none for a counter the plan lacks). */
async function expectMeter(scope: Locator, type: UsageType, used: number, limit: number): Promise<void> {
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

  test('upgrading to Basic at the sandbox checkout: field errors, a declined card, then a paid one that shows at once', async ({
    page,
    baseURL,
    expectNoA11yViolations,
  }) => {
    await signUpThroughApi(page, baseURL, { who: 'compra', skipOnboarding: true });
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
    await expectNoA11yViolations(page, { label: 'checkout, card declined' });

    // The approved one.
    await field(page, 'number').fill(APPROVED_CARD);
    await expect(field(page, 'number')).toHaveAccessibleDescription(billing('card.brand', { brand: 'Visa' }));
    await field(page, 'cvc').fill('123');
    await submit.click();
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

  for (const language of LANGUAGES) {
    test(`the plans and checkout screens speak ${language}`, async ({ page, baseURL, expectNoA11yViolations }) => {
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
  }
});

/** No catalog key is on screen in place of its text ("billing.card.title", "plansPage.current", ...). */
async function expectNoRawKeys(page: Page): Promise<void> {
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
