import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signUpThroughApi } from './support/accounts';
import { openApp, originOf } from './support/app';
import { createSimulationThroughApi, playPlainMonthThroughApi } from './support/simulations';
import { expectFits, PHONE } from './support/phone';
import { text } from './support/site';

// Every screen of the app on a phone: nothing may make the whole page scroll sideways. A wide
// table scrolls inside its own box instead. Each screen is measured at 375 px (a common phone)
// and again at 320 px (the narrowest one still sold) by resizing the same page, which is cheaper
// than loading it twice and lays it out the same way.

// A screen's first showing, which a busy two-core machine sometimes takes over 5 s.
const FIRST_LOAD_MS = 15_000;
const LIST_PATH = '/simulacao-negocio';
// A long name, as people give: it must wrap or be cut, not widen the screen.
const COMPANY = 'Mercearia Bom Preço de Vila Madalena';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const month = (key: string, values: Record<string, string | number> = {}) =>
  text('pt-BR', 'simulationMonth', key, values);

/**
 * Moves the signed-in app to `path` as its own links do, without reloading it (a full load per
 * screen would take most of the test's time), and waits for what makes the screen widest: the
 * main heading unless said.
 */
async function visit(page: Page, path: string, ready?: (page: Page) => Locator): Promise<void> {
  // The last screen stays up while the next one's code loads: its heading going is the sign it left.
  const last = await page.getByRole('main').getByRole('heading').first().elementHandle();
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect.poll(() => last?.evaluate((heading) => heading.isConnected), { timeout: FIRST_LOAD_MS }).toBe(false);
  await expect(ready ? ready(page) : page.getByRole('main').getByRole('heading').first()).toBeVisible({
    timeout: FIRST_LOAD_MS,
  });
  await expectFits(page, path);
}

/** An idea with a competitor and a sourced market, so every part of the report is drawn. */
const PHONE_IDEA = {
  title: 'Marmitas fit para academias de bairro',
  problem: 'Quem treina à noite gasta R$ 40 por dia com delivery, quatro vezes por semana.',
  targetCustomer: 'Alunos de academias de bairro em Belo Horizonte, de 25 a 40 anos',
  solution: 'Marmitas congeladas entregues na academia toda segunda-feira.',
  businessType: 'food',
  country: 'BR',
  region: 'Brasil',
  priceCents: 29_90,
  currency: 'BRL',
  pricingModel: 'oneOff',
  purchasesPerYear: 48,
  channels: ['socialMedia', 'directSales'],
  competitors: ['iFood', 'Marmitaria Boa Forma Express'],
  differentiation: 'Custa 30% menos do que o iFood e chega na academia.',
  experienceLevel: 'beginner',
  hoursPerWeek: 40,
  capitalCents: 30_000_00,
};

test.use({ viewport: PHONE });

test.describe('phones', () => {
  test('the top bar leaves a German title whole, theme and language in the menu', async ({
    page,
    baseURL,
    expectNoA11yViolations,
  }) => {
    await signUpThroughApi(page, baseURL, { who: 'phone-title', skipOnboarding: true, language: 'de-DE' });
    for (const path of ['/validacao-ideia', '/simulacao-negocio', '/configuracoes']) {
      await openApp(page, path);
      const title = page.getByTestId('page-title');
      await expect(title).not.toBeEmpty();
      // Not cut: the text is no wider nor taller than its box.
      expect(
        await title.evaluate(
          (element) => element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight,
        ),
        path,
      ).toBe(true);
    }
    await expect(page.getByRole('banner').getByTestId('theme-toggle')).toBeHidden();
    await page.getByTestId('mobile-nav-toggle').click();
    const menu = page.getByTestId('mobile-sidebar');
    await expect(menu.getByTestId('theme-toggle')).toBeVisible();
    await expect(menu.getByTestId('language-switcher')).toBeVisible();
    await expectNoA11yViolations(page, { label: 'the menu on a phone, with theme and language' });
  });

  test('the sign-in screens and the unknown address fit a phone', async ({ page }) => {
    for (const path of ['/login', '/cadastro', '/recuperar-senha', '/recuperar-senha?token=e2e', '/nao-existe']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectFits(page, path);
    }
  });

  test('every signed-in screen fits a phone, the month statements and the results included', async ({
    page,
    baseURL,
    expectNoA11yViolations,
  }) => {
    test.setTimeout(90_000);
    const headers = { origin: originOf(baseURL) };
    await signUpThroughApi(page, baseURL, { who: 'phone' });
    await page.goto('/dashboard');
    await expect(page.getByTestId('onboarding-wizard')).toBeVisible({ timeout: FIRST_LOAD_MS });
    await expectFits(page, 'onboarding');
    const skipped = await page.request.post('/api/onboarding/skip', { headers });
    expect(skipped.ok(), await skipped.text()).toBe(true);

    await openApp(page, '/dashboard');
    await expectFits(page, '/dashboard');
    // The free plan allows one simulation: the form is opened before it is spent.
    await visit(page, LIST_PATH);
    await page
      .getByRole('main')
      .getByRole('button', { name: text('pt-BR', 'simulation', 'list.create'), exact: true })
      .click();
    await expect(page.getByRole('dialog', { name: text('pt-BR', 'simulation', 'form.title') })).toBeVisible({
      timeout: FIRST_LOAD_MS,
    });
    await expectFits(page, 'the create form');
    await page.keyboard.press('Escape');
    for (const path of [
      '/dashboard/planos',
      '/dashboard/checkout?plan=pro',
      '/dashboard/subscription-success',
      '/configuracoes',
      '/mentor-ia',
      '/validacao-ideia',
      `/validacao-ideia/${UNKNOWN_ID}`,
      '/ideias',
      '/relatorios',
      '/turmas',
      '/turmas/nova',
      '/suporte',
      '/notificacoes',
      '/perfil',
      '/simulacao-negocio/resultados',
      `${LIST_PATH}/${UNKNOWN_ID}`,
    ]) {
      await visit(page, path);
    }

    // A simulation with one month played, so the month screen shows its statements.
    const simulation = await createSimulationThroughApi(page, baseURL, { name: COMPANY, businessType: 'retail' });
    await playPlainMonthThroughApi(page, baseURL, simulation, 1);

    // The list with a card on it, whose long name must not widen the screen.
    await visit(page, LIST_PATH, (screen) => screen.getByRole('heading', { level: 3, name: COMPANY }));

    await visit(page, `${LIST_PATH}/${simulation.id}`, (screen) =>
      screen.getByRole('heading', { name: month('statements.title', { month: 1 }) }),
    );
    // The bridges and the statements are folded on a first read: opened, they fit too.
    for (const fold of [month('why.title', { month: 1 }), month('statements.title', { month: 1 })])
      await page.getByRole('button', { name: new RegExp(fold) }).click();
    await expect(page.getByTestId('waterfall-profit')).toBeVisible();
    await expect(page.getByRole('tab', { name: month('statements.tabs.balance') })).toBeVisible();
    // The chart's table of numbers is wider than a phone: it scrolls in its own box, which a
    // keyboard can reach and scroll, and the page stays put.
    const history = page.getByTestId('history-chart');
    await history.getByRole('button', { name: text('pt-BR', 'common', 'ui.showTable') }).click();
    const box = history.getByRole('region', { name: month('history.title') });
    await expect(box).toHaveAttribute('tabindex', '0');
    await expectFits(page, 'the month screen with its chart as a table');
    await box.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await expectNoA11yViolations(page, { label: 'month screen on a phone' });

    const finished = await page.request.post(`/api/simulations/${simulation.id}/finish`, { headers });
    expect(finished.status(), await finished.text()).toBe(200);
    await visit(page, `${LIST_PATH}/resultados/${simulation.id}`, (screen) =>
      screen.getByRole('main').getByRole('heading', { level: 2, name: COMPANY }),
    );

    // An idea's report, with its radar, funnels, tables and experiments: the plan's one validation.
    const validated = await page.request.post('/api/validations', { headers, data: PHONE_IDEA });
    expect(validated.status(), await validated.text()).toBe(201);
    const { validation } = (await validated.json()) as { validation: { id: string; title: string } };
    await visit(page, `/validacao-ideia/${validation.id}`, (screen) =>
      screen.getByRole('main').getByRole('heading', { level: 2, name: validation.title }),
    );
    // The first screen of a phone shows the likely revenue; the details fit too, all opened.
    expect((await page.getByTestId('likely-range').boundingBox())!.y).toBeLessThan(PHONE.height * 1.5);
    await page
      .locator('details')
      .evaluateAll((sections) => sections.forEach((section) => section.setAttribute('open', '')));
    await expectFits(page, 'the report, every section open');
    await expectNoA11yViolations(page, { label: 'the report on a phone, every section open' });
    await visit(page, `/validacao-ideia/${validation.id}/editar`);

    // A conversation with a board meeting, the mentor's widest answer: four voices, links, sources.
    const created = await page.request.post('/api/mentor/conversations', { headers, data: {} });
    expect(created.status(), await created.text()).toBe(201);
    const { conversation } = (await created.json()) as { conversation: { id: string } };
    const asked = await page.request.post(`/api/mentor/conversations/${conversation.id}/messages`, {
      headers,
      data: { content: 'Devo abrir MEI ou ME para a minha mercearia?', mode: 'board' },
    });
    expect(asked.status(), await asked.text()).toBe(200);
    await asked.body();
    await visit(page, `/mentor-ia/${conversation.id}`, (screen) => screen.getByTestId('mentor-answer'));
    // Outside the app's frame, last: it has no main heading for the next visit to wait on.
    await visit(page, '/nao-existe', (screen) => screen.getByRole('heading', { level: 1 }).first());
  });
});
