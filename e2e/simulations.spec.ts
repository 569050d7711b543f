import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signUpThroughApi } from './support/accounts';
import { openApp, originOf, toast } from './support/app';
import { text, type Language } from './support/site';
import { expectNoCatalogKeys } from './support/catalog-keys';
import { playPlainMonthThroughApi, type CreatedSimulation } from './support/simulations';

// The management list of business simulations (/simulacao-negocio) as a Free user meets it: the
// setup form, creating the one simulation the plan allows, the list, the spec's limit journey
// ('Limite Atingido' before the form opens, and on a duplicate), and deleting. The month screen
// (/simulacao-negocio/{id}) is covered by its own spec: here only the address it opens is checked.

const sim = (key: string, values: Record<string, string | number> = {}) => text('pt-BR', 'simulation', key, values);
const common = (key: string, values: Record<string, string | number> = {}) => text('pt-BR', 'common', key, values);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const LIST_PATH = '/simulacao-negocio';

interface ListedSimulation {
  id: string;
  name: string;
  businessType: string;
  status: string;
  month: number;
  horizonMonths: number;
  currency: string;
}

async function listThroughApi(page: Page): Promise<ListedSimulation[]> {
  const response = await page.request.get('/api/simulations');
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { simulations: ListedSimulation[] }).simulations;
}

async function usedSimulations(page: Page): Promise<number> {
  const response = await page.request.get('/api/subscription');
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { usage: { simulations: number } }).usage.simulations;
}

const cards = (page: Page) => page.getByTestId('simulation-card');
const cardOf = (page: Page, name: string) =>
  cards(page).filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
const createDialog = (page: Page) => page.getByRole('dialog', { name: sim('form.title') });
const createButton = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: sim('list.create'), exact: true });

/** The 'Limite Atingido' toast, naming simulations, with its way to the plans. */
async function expectLimitToast(page: Page): Promise<Locator> {
  const limit = toast(page, common('quota.limitTitle'));
  await expect(limit).toBeVisible();
  await expect(limit).toContainText(common('quota.limitMessage', { type: common('quota.typeNames.simulations') }));
  await expect(limit).toHaveAttribute('data-type', 'warning');
  await expect(limit.getByRole('button', { name: common('quota.seePlans') })).toBeVisible();
  return limit;
}

/** Opens a card's menu and picks an action. */
async function cardAction(page: Page, name: string, action: 'duplicate' | 'delete'): Promise<void> {
  await cardOf(page, name)
    .getByRole('button', { name: sim('card.moreActions', { name }) })
    .click();
  await page.getByRole('menuitem', { name: sim(`card.${action}`) }).click();
}

test.describe('simulations list', () => {
  test('a Free user creates a simulation, finds it in the list, is refused a second one and a duplicate, and deletes it', async ({
    page,
    baseURL,
    expectNoA11yViolations,
  }) => {
    // A long journey with seven accessibility scans: some 20-25 s here, more on a loaded machine.
    test.slow();
    await signUpThroughApi(page, baseURL, { who: 'simulacao', skipOnboarding: true });
    await openApp(page, LIST_PATH);
    await expect(page.getByTestId('page-title')).toHaveText(common('titles.businessSimulation'));
    await expect(page.getByRole('heading', { level: 2, name: sim('list.title') })).toBeVisible();
    const empty = page.getByTestId('empty-state');
    await expect(empty.getByRole('heading', { name: sim('list.empty.all.title') })).toBeVisible();
    await expect(empty.getByRole('button', { name: sim('list.empty.createFirst') })).toBeVisible();
    await expectNoA11yViolations(page, { label: 'list, empty' });

    // The form opens once the plan's usage check allowed it; nothing typed: each field says what it needs.
    const check = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/subscription-check');
    await createButton(page).click();
    expect((await check).request().postDataJSON() as unknown).toEqual({ usageType: 'simulations', action: 'check' });
    const dialog = createDialog(page);
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByRole('radio', { name: new RegExp(`^${sim('businessTypes.ecommerce.name')}`) }),
    ).toBeChecked();
    await expect(dialog.getByRole('combobox', { name: sim('form.currency') })).toContainText('BRL');
    await expect(dialog.getByLabel(sim('form.capital'), { exact: true })).toHaveValue('100.000');
    await expectNoA11yViolations(page, { label: 'new simulation form' });

    await dialog.getByRole('button', { name: sim('form.submit') }).click();
    const name = dialog.getByLabel(sim('form.name'), { exact: true });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(common('validation.required'));
    await expect(name).toBeFocused();
    await dialog.getByLabel(sim('form.capital'), { exact: true }).fill('10');
    await dialog.getByRole('button', { name: sim('form.submit') }).click();
    await expect(dialog.getByLabel(sim('form.capital'), { exact: true })).toHaveAccessibleDescription(
      new RegExp(common('validation.outOfRange')),
    );
    await expectNoA11yViolations(page, { label: 'new simulation form with errors' });
    expect(await usedSimulations(page)).toBe(0);

    await name.fill('Café Aurora');
    await dialog.getByRole('radio', { name: new RegExp(`^${sim('businessTypes.food.name')}`) }).check();
    await expect(dialog.getByLabel(sim('form.capital'), { exact: true })).toHaveValue('10');
    await dialog.getByLabel(sim('form.capital'), { exact: true }).fill('120.000');
    await dialog.getByRole('radio', { name: sim('form.horizonOption', { months: 24 }) }).check();
    await dialog.getByRole('button', { name: sim('form.submit') }).click();

    // Lands on the new simulation's month screen.
    await expect(page).toHaveURL(
      (url) => url.pathname.startsWith(`${LIST_PATH}/`) && UUID.test(url.pathname.slice(LIST_PATH.length + 1)),
    );
    const id = new URL(page.url()).pathname.slice(LIST_PATH.length + 1);
    await expect(toast(page, sim('form.createdTitle'))).toBeVisible();
    expect(await listThroughApi(page)).toEqual([
      expect.objectContaining({
        id,
        name: 'Café Aurora',
        businessType: 'food',
        status: 'active',
        month: 0,
        horizonMonths: 24,
        currency: 'BRL',
      }),
    ]);
    expect(await usedSimulations(page)).toBe(1);

    // In the list.
    await openApp(page, LIST_PATH);
    const card = cardOf(page, 'Café Aurora');
    await expect(cards(page)).toHaveCount(1);
    await expect(card.getByTestId('simulation-type')).toHaveText(sim('businessTypes.food.name'));
    await expect(card.getByTestId('simulation-status')).toHaveText(sim('status.active'));
    await expect(card.getByTestId('simulation-progress')).toHaveText(sim('card.progress', { month: 0, horizon: 24 }));
    await expect(card.getByTestId('simulation-no-months')).toHaveText(sim('card.noMonths'));
    await expect(card.getByTestId('simulation-updated')).toContainText(/\d{2}\/\d{2}\/\d{4}/);
    await expect(card.getByRole('link', { name: `${sim('card.start')}: Café Aurora` })).toHaveAttribute(
      'href',
      `${LIST_PATH}/${id}`,
    );
    await expectNoA11yViolations(page, { label: 'list with one simulation' });

    // The filter and the sort live in the address.
    await page.getByRole('tab', { name: sim('list.filters.finished') }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('status') === 'finished');
    await expect(
      page.getByTestId('empty-state').getByRole('heading', { name: sim('list.empty.finished.title') }),
    ).toBeVisible();
    await page.getByRole('tab', { name: sim('list.filters.active') }).click();
    await expect(cardOf(page, 'Café Aurora')).toBeVisible();
    await page.getByTestId('simulation-sort').click();
    await page.getByRole('option', { name: sim('list.sorts.name') }).click();
    await expect(page).toHaveURL(
      (url) => url.searchParams.get('status') === 'active' && url.searchParams.get('sort') === 'name',
    );
    await page.reload();
    await expect(page.getByRole('tab', { name: sim('list.filters.active') })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('simulation-sort')).toHaveText(sim('list.sorts.name'));
    await expect(cardOf(page, 'Café Aurora')).toBeVisible();

    // The Free plan's one simulation is used: 'Nova simulação' says so and the form does not open.
    await createButton(page).click();
    const firstRefusal = await (await expectLimitToast(page)).elementHandle();
    await expect(createDialog(page)).toHaveCount(0);
    await expectNoA11yViolations(page, { label: 'list, limit reached toast' });

    // A duplicate spends a simulation too: refused the same way, with a toast of its own that
    // replaces the first.
    await cardAction(page, 'Café Aurora', 'duplicate');
    await expect
      .poll(() =>
        firstRefusal!.evaluate((shown) => !shown.isConnected || shown.getAttribute('data-removed') === 'true'),
      )
      .toBe(true);
    await expectLimitToast(page);
    await expect(cards(page)).toHaveCount(1);
    expect(await listThroughApi(page)).toHaveLength(1);
    expect(await usedSimulations(page)).toBe(1);

    // The toast's way to the plans.
    await (await expectLimitToast(page)).getByRole('button', { name: common('quota.seePlans') }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard/planos');
    await page.goBack();
    await expect(cardOf(page, 'Café Aurora')).toBeVisible();

    // Delete: asked first; keeping it changes nothing.
    await cardAction(page, 'Café Aurora', 'delete');
    const confirm = page.getByRole('dialog', { name: sim('delete.title', { name: 'Café Aurora' }) });
    await expect(confirm).toBeVisible();
    await expectNoA11yViolations(page, { label: 'delete confirmation' });
    await confirm.getByRole('button', { name: sim('delete.cancel') }).click();
    await expect(confirm).toHaveCount(0);
    await expect(
      cardOf(page, 'Café Aurora').getByRole('button', { name: sim('card.moreActions', { name: 'Café Aurora' }) }),
    ).toBeFocused();
    expect(await listThroughApi(page)).toHaveLength(1);

    await cardAction(page, 'Café Aurora', 'delete');
    await confirm.getByRole('button', { name: sim('delete.confirm'), exact: true }).click();
    await expect(toast(page, sim('delete.successTitle'))).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByTestId('empty-state')).toBeVisible();
    expect(await listThroughApi(page)).toEqual([]);
    // The spent simulation is not given back.
    expect(await usedSimulations(page)).toBe(1);
    await expectNoA11yViolations(page, { label: 'list after deleting' });
  });

  test('the server refusing the creation itself (the last simulation spent in another tab) shows the same toast', async ({
    page,
    baseURL,
  }) => {
    await signUpThroughApi(page, baseURL, { who: 'simulacao-corrida', skipOnboarding: true });
    await openApp(page, LIST_PATH);
    await createButton(page).click();
    const dialog = createDialog(page);
    await dialog.getByLabel(sim('form.name'), { exact: true }).fill('Loja da Esquina');

    // Meanwhile the plan's simulation is spent elsewhere.
    const spent = await page.request.post('/api/subscription-check', {
      data: { usageType: 'simulations', action: 'increment' },
      headers: { origin: originOf(baseURL) },
    });
    expect(spent.status(), await spent.text()).toBe(200);

    const refused = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/simulations' && response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: sim('form.submit') }).click();
    expect((await refused).status()).toBe(403);
    await expectLimitToast(page);
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.pathname === LIST_PATH);
    expect(await listThroughApi(page)).toEqual([]);
  });

  test('the list and the form speak en-US, money and dates the user’s way, with no raw keys', async ({
    page,
    baseURL,
    expectNoA11yViolations,
  }) => {
    const language: Language = 'en-US';
    const t = (namespace: string, key: string, values: Record<string, string | number> = {}) =>
      text(language, namespace, key, values);
    const missing: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().startsWith('[i18n] missing')) missing.push(message.text());
    });
    await signUpThroughApi(page, baseURL, { who: 'simulation-en', skipOnboarding: true });
    const origin = originOf(baseURL);
    const saved = await page.request.patch('/api/preferences', {
      data: {
        language,
        currency: 'USD',
        numberFormat: 'thousand',
        dateFormat: 'MM/DD/YYYY',
        country: 'US',
        timezone: 'America/New_York',
      },
      headers: { origin },
    });
    expect(saved.status(), await saved.text()).toBe(200);

    await openApp(page, LIST_PATH);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 2, name: t('simulation', 'list.title') })).toBeVisible();
    await expect(page.getByTestId('empty-state')).toContainText(t('simulation', 'list.empty.all.title'));
    await expectNoRawKeys(page);

    // The form: the user's country and currency, the amount written 40,000.
    await page
      .getByRole('main')
      .getByRole('button', { name: t('simulation', 'list.create'), exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: t('simulation', 'form.title') });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: t('simulation', 'form.country') })).toContainText(
      'United States',
    );
    await expect(dialog.getByRole('combobox', { name: t('simulation', 'form.currency') })).toContainText('USD');
    const capital = dialog.getByLabel(t('simulation', 'form.capital'), { exact: true });
    await expect(capital).toHaveValue('40,000');
    await expect(capital).toHaveAccessibleDescription(/\$40,000\.00.*\$400\.00.*\$40,000,000\.00/);
    await expectNoRawKeys(page);
    await expectNoA11yViolations(page, { label: 'new simulation form in en-US' });
    await dialog.getByLabel(t('simulation', 'form.name'), { exact: true }).fill('Austin Goods');
    await dialog.getByRole('radio', { name: new RegExp(`^${t('simulation', 'businessTypes.saas.name')}`) }).check();
    await expect(capital).toHaveValue('160,000');
    await dialog.getByRole('radio', { name: t('simulation', 'form.horizonOption', { months: 36 }) }).check();
    await dialog.getByRole('button', { name: t('simulation', 'form.submit') }).click();
    await expect(page).toHaveURL((url) => UUID.test(url.pathname.slice(LIST_PATH.length + 1)));
    const id = new URL(page.url()).pathname.slice(LIST_PATH.length + 1);

    // One month played through the API with the plainest decisions (reference price, nothing
    // spent), so the card has figures to show.
    const stored = (await (await page.request.get(`/api/simulations/${id}`)).json()) as {
      simulation: CreatedSimulation;
    };
    await playPlainMonthThroughApi(page, baseURL, stored.simulation, 1);

    await openApp(page, LIST_PATH);
    const card = cardOf(page, 'Austin Goods');
    await expect(card.getByTestId('simulation-type')).toHaveText(t('simulation', 'businessTypes.saas.name'));
    await expect(card.getByTestId('simulation-status')).toHaveText(t('simulation', 'status.active'));
    await expect(card.getByTestId('simulation-progress')).toHaveText(
      t('simulation', 'card.progress', { month: 1, horizon: 36 }),
    );
    const dollars = /^-?\$\d{1,3}(,\d{3})*\.\d{2}$/;
    await expect(card.getByTestId('simulation-revenue')).toHaveText(dollars);
    await expect(card.getByTestId('simulation-net-result')).toHaveText(dollars);
    await expect(card.getByTestId('simulation-cash')).toHaveText(dollars);
    await expect(card.getByRole('link', { name: `${t('simulation', 'card.resume')}: Austin Goods` })).toHaveAttribute(
      'href',
      `${LIST_PATH}/${id}`,
    );
    const today = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      month: '2-digit',
      day: '2-digit',
      year: 'numeric',
    }).format(new Date());
    await expect(card.getByTestId('simulation-updated')).toHaveText(t('simulation', 'card.updated', { date: today }));
    await expect(page.getByRole('tab', { name: t('simulation', 'list.filters.bankrupt') })).toBeVisible();
    await expect(page.getByTestId('simulation-sort')).toHaveText(t('simulation', 'list.sorts.updated'));
    await expectNoRawKeys(page);
    await expectNoA11yViolations(page, { label: 'list in en-US' });

    // The plan's one simulation is spent: the limit toast, in English.
    await page
      .getByRole('main')
      .getByRole('button', { name: t('simulation', 'list.create'), exact: true })
      .click();
    const limit = toast(page, t('common', 'quota.limitTitle'));
    await expect(limit).toBeVisible();
    await expect(limit).toContainText(
      t('common', 'quota.limitMessage', { type: t('common', 'quota.typeNames.simulations') }),
    );
    await expect(limit.getByRole('button', { name: t('common', 'quota.seePlans') })).toBeVisible();
    await expectNoRawKeys(page);
    expect(missing, 'texts missing from the en-US catalogs').toEqual([]);
  });
});

/** No catalog key is on screen in place of its text ("list.title", "card.progress", ...). */
const expectNoRawKeys = (page: Page) =>
  expectNoCatalogKeys(page, [
    'list',
    'status',
    'card',
    'duplicate',
    'delete',
    'businessTypes',
    'presetFacts',
    'difficulties',
    'form',
    'quota',
    'validation',
    'errors',
    'simulation',
    'common',
    'app',
  ]);
