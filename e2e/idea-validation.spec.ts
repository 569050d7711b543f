import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signUpThroughApi } from './support/accounts';
import { openApp, originOf, toast } from './support/app';
import { text } from './support/site';

// Idea validation as a founder meets it on the Free plan: the four-step form, the report (scores
// explained, the market with its sources, competitors as named), an experiment marked done, the
// idea edited into a second version and compared, "Simular esta ideia" opening the simulation
// form pre-filled, the list's search and delete, and the plan's one validation spent: the second
// is refused with 'Limite Atingido'.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface Scenario {
  preferences: Record<string, string>;
  idea: {
    title: string;
    problem: string;
    editedProblem: string;
    targetCustomer: string;
    solution: string;
    competitor: string;
    differentiation: string;
    price: string;
    priceCents: number;
    purchases: string;
    hours: string;
    capital: string;
    /** Where it sells in person: the region, then the city, as the form lists them. */
    state: string;
    city: string;
  };
  currency: string;
}

const SCENARIOS: Record<'pt-BR' | 'en-US', Scenario> = {
  'pt-BR': {
    preferences: { language: 'pt-BR' },
    currency: 'BRL',
    idea: {
      title: 'Marmitas fit para academias',
      problem: 'Quem treina à noite não tem tempo de cozinhar e acaba pedindo delivery caro.',
      editedProblem:
        'Quem treina à noite não tem tempo de cozinhar e gasta R$ 40 por dia com delivery, quatro vezes por semana, e reclama do peso.',
      targetCustomer: 'Alunos de academias de bairro em Belo Horizonte, de 25 a 40 anos',
      solution: 'Marmitas congeladas entregues na academia toda segunda-feira, com cardápio de nutricionista.',
      competitor: 'iFood',
      differentiation: 'Custa 30% menos do que o iFood e chega na academia, perto do cliente.',
      price: '29,90',
      priceCents: 29_90,
      purchases: '48',
      hours: '40',
      capital: '30.000',
      state: 'Minas Gerais',
      city: 'Belo Horizonte',
    },
  },
  'en-US': {
    preferences: {
      language: 'en-US',
      currency: 'USD',
      numberFormat: 'thousand',
      dateFormat: 'MM/DD/YYYY',
      country: 'US',
      region: 'Estados Unidos',
      timezone: 'America/New_York',
    },
    currency: 'USD',
    idea: {
      title: 'Gym meal prep',
      problem: 'People who train at night have no time to cook and end up ordering expensive delivery.',
      editedProblem:
        'People who train at night have no time to cook and spend $15 a day on delivery, four times a week, and hate it.',
      targetCustomer: 'Members of neighborhood gyms in Austin, aged 25 to 40',
      solution: 'Frozen meals delivered to the gym every Monday, with a menu planned by a nutritionist.',
      competitor: 'DoorDash',
      differentiation: 'Costs 30% less than DoorDash and arrives at the gym, near the customer.',
      price: '12.50',
      priceCents: 12_50,
      purchases: '48',
      hours: '40',
      capital: '20,000',
      state: 'Texas',
      city: 'Austin',
    },
  },
};

interface StoredValidation {
  id: string;
  overall: number;
  verdict: string;
  version: number;
  versions: {
    version: number;
    result: { overall: number; experiments: { key: string }[]; market: { served: { city: { name: string } | null } } };
  }[];
  experiments: { key: string; done: boolean; result: string }[];
}

async function stored(page: Page, id: string): Promise<StoredValidation> {
  const response = await page.request.get(`/api/validations/${id}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { validation: StoredValidation }).validation;
}

/**
 * Picks `option` in the labelled select (a Radix combobox) with the keyboard: in a long list a
 * pointer can land while the list scrolls itself under it, and the choice is lost.
 */
async function choose(page: Page, label: string, option: string | RegExp): Promise<void> {
  const select = page.getByRole('combobox', { name: label, exact: true });
  await select.click();
  await page.getByRole('option', { name: option }).press('Enter');
  await expect(select).toContainText(option);
}

for (const language of ['pt-BR', 'en-US'] as const) {
  test(`an idea is validated, explained, tested, edited, simulated and listed; the Free plan's second is refused (${language})`, async ({
    page,
    baseURL,
    expectNoA11yViolations,
  }) => {
    // A sign-up, four form steps twice, four axe scans.
    test.slow();
    const { idea, preferences } = SCENARIOS[language];
    const t = (namespace: string, key: string, values: Record<string, string | number> = {}) =>
      text(language, namespace, key, values);
    const missing: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().startsWith('[i18n] missing')) missing.push(message.text());
    });
    await signUpThroughApi(page, baseURL, { who: `idea-${language}`, skipOnboarding: true });
    const origin = originOf(baseURL);
    const saved = await page.request.patch('/api/preferences', { data: preferences, headers: { origin } });
    expect(saved.status(), await saved.text()).toBe(200);

    // ---- The form, step by step ----
    await openApp(page, '/validacao-ideia');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 2, name: t('validation', 'form.title') })).toBeVisible();
    await expect(page.getByTestId('idea-step-count')).toHaveText(
      t('validation', 'form.stepCount', { step: 1, total: 4 }),
    );
    // Continuing with nothing typed names what is missing, and stays on the step.
    await page.getByTestId('idea-next').click();
    await expect(page.getByLabel(t('validation', 'form.fields.title'), { exact: true })).toHaveAccessibleDescription(
      new RegExp(t('common', 'validation.required')),
    );
    await expect(page.getByTestId('idea-form')).toHaveAttribute('data-step', 'idea');
    await expectNoA11yViolations(page, { label: `idea form with errors, ${language}` });

    await page.getByLabel(t('validation', 'form.fields.title'), { exact: true }).fill(idea.title);
    await page.getByLabel(t('validation', 'form.fields.problem'), { exact: true }).fill(idea.problem);
    await page.getByLabel(t('validation', 'form.fields.targetCustomer'), { exact: true }).fill(idea.targetCustomer);
    await page.getByLabel(t('validation', 'form.fields.solution'), { exact: true }).fill(idea.solution);
    await page.getByTestId('idea-next').click();
    await expect(page.getByTestId('idea-form')).toHaveAttribute('data-step', 'market');
    await expect(page.getByRole('heading', { name: t('validation', 'form.steps.market.title') })).toBeFocused();

    // The draft survives a reload, on the step it was left.
    await expect
      .poll(() =>
        page.evaluate(
          () => (JSON.parse(localStorage.getItem('alavanca.idea-draft') ?? '{}') as { step?: number }).step,
        ),
      )
      .toBe(1);
    await page.reload();
    await expect(page.getByTestId('idea-draft-restored')).toBeVisible();
    await expect(page.getByTestId('idea-form')).toHaveAttribute('data-step', 'market');

    await choose(page, t('validation', 'form.fields.businessType'), t('account', 'enums.businessTypes.food'));
    await page.getByRole('checkbox', { name: t('validation', 'channels.socialMedia') }).check();
    await page.getByRole('checkbox', { name: t('validation', 'channels.directSales') }).check();
    // Sold in person: the form asks where, so the market is the city's, not the country's.
    await choose(page, t('validation', 'form.fields.state'), idea.state);
    await choose(page, t('validation', 'form.fields.city'), idea.city);
    await page.getByTestId('competitor-input').fill(idea.competitor);
    await page.getByTestId('competitor-input').press('Enter');
    await expect(page.getByTestId('competitor-name')).toHaveText([idea.competitor]);
    await page.getByLabel(t('validation', 'form.fields.differentiation'), { exact: true }).fill(idea.differentiation);
    await expectNoA11yViolations(page, { label: `idea form, market step, ${language}` });
    await page.getByTestId('idea-next').click();

    await expect(page.getByTestId('idea-form')).toHaveAttribute('data-step', 'pricing');
    await expect(page.getByRole('combobox', { name: t('validation', 'form.fields.pricingModel') })).toContainText(
      t('validation', 'pricingModels.oneOff'),
    );
    await page.getByTestId('idea-priceCents').fill(idea.price);
    await page.getByLabel(t('validation', 'form.fields.purchasesPerYear.oneOff'), { exact: true }).fill(idea.purchases);
    await page.getByTestId('idea-next').click();

    await expect(page.getByTestId('idea-form')).toHaveAttribute('data-step', 'founder');
    await page.getByLabel(t('validation', 'form.fields.hoursPerWeek'), { exact: true }).fill(idea.hours);
    await page.getByTestId('idea-capitalCents').fill(idea.capital);
    await page.getByTestId('idea-submit').click();

    // ---- The report ----
    await expect(page).toHaveURL((url) => UUID.test(url.pathname.slice('/validacao-ideia/'.length)));
    const id = new URL(page.url()).pathname.slice('/validacao-ideia/'.length);
    const first = await stored(page, id);
    expect(first.version).toBe(1);
    await expect(page.getByTestId('validation-title')).toHaveText(idea.title);
    await expect(page.getByRole('meter', { name: t('validation', 'report.overall') })).toHaveAttribute(
      'aria-valuenow',
      String(first.overall),
    );
    await expect(page.getByTestId('validation-verdict')).toHaveText(
      t('validationReport', `verdicts.${first.verdict}.title`),
    );
    // The first screen: the verdict, the three lines that decided it, and the revenue within reach.
    const summary = page.getByTestId('report-summary');
    await expect(summary.getByTestId('deciding-reason')).toHaveCount(3);
    await expect(summary.getByTestId('likely-range')).toContainText(language === 'pt-BR' ? 'R$' : '$');
    await expect(summary.getByTestId('likely-binding')).toBeVisible();
    await expect(summary).toContainText(idea.city);
    const viewport = page.viewportSize()!;
    expect((await summary.getByTestId('likely-range').boundingBox())!.y).toBeLessThan(viewport.height);
    expect((await stored(page, id)).versions[0]!.result.market.served.city?.name).toBe(idea.city);

    // The details, folded: each opens in place.
    for (const section of ['scores', 'market', 'competitors'])
      await page.getByTestId(section).locator('summary').first().click();
    await expect(page.getByTestId('score-card')).toHaveCount(7);
    const problemCard = page.locator('[data-testid="score-card"][data-score="problem"]');
    await problemCard.locator('summary').click();
    await expect(problemCard.getByTestId('score-factor').first()).toBeVisible();
    // The competitor named, and only it; the market's figures with their sources, linked.
    await expect(page.getByTestId('competitor-matrix').locator('tbody tr')).toHaveCount(1);
    await expect(page.getByTestId('competitor-matrix')).toContainText(idea.competitor);
    await expect(page.getByTestId('market-bottomUp-som').getByTestId('estimate-value')).not.toHaveText('—');
    await expect(page.getByTestId('market-capacity').getByTestId('capacity-formula')).toBeVisible();
    await expect(page.getByTestId('market-bottomUp').getByTestId('figure-source').first()).toBeVisible();
    await expect(page.getByTestId('market').getByRole('link').first()).toHaveAttribute('href', /^https:\/\//);
    await expectNoA11yViolations(page, { label: `validation report, ${language}` });

    // ---- An experiment marked done with its result ----
    const experiment = page.getByTestId('experiment').first();
    const key = await experiment.getAttribute('data-key');
    await experiment.getByRole('checkbox', { name: t('validation', 'report.experiments.done') }).check();
    await experiment.getByLabel(t('validation', 'report.experiments.result'), { exact: true }).fill('7/10');
    await experiment.getByRole('button', { name: t('validation', 'report.experiments.save') }).click();
    await expect(toast(page, t('validation', 'report.experiments.savedDone'))).toBeVisible();
    await expect(page.locator(`[data-testid="experiment"][data-key="${key}"]`)).toHaveAttribute('data-done', 'true');
    expect((await stored(page, id)).experiments.find((item) => item.key === key)).toMatchObject({
      done: true,
      result: '7/10',
    });

    // ---- Edited and validated again: a second version, compared with the first ----
    await page.getByTestId('edit-idea').click();
    await expect(page).toHaveURL(new RegExp(`/validacao-ideia/${id}/editar$`));
    const problem = page.getByLabel(t('validation', 'form.fields.problem'), { exact: true });
    await expect(problem).toHaveValue(idea.problem);
    await problem.fill(idea.editedProblem);
    for (let step = 0; step < 3; step += 1) await page.getByTestId('idea-next').click();
    await page.getByRole('button', { name: t('validation', 'edit.submit') }).click();
    await expect(page).toHaveURL(new RegExp(`/validacao-ideia/${id}$`));
    await expect(page.getByTestId('validation-report')).toHaveAttribute('data-version', '2');
    const second = await stored(page, id);
    expect(second.versions.map((version) => version.version)).toEqual([2, 1]);
    const overallRow = page.locator('[data-testid="version-change"][data-key="overall"]');
    await expect(overallRow.locator('td').nth(0)).toHaveText(String(first.overall));
    await expect(overallRow.locator('td').nth(1)).toHaveText(String(second.overall));
    await expect(page.getByTestId('version-edited')).toContainText(t('validation', 'form.fieldNames.problem'));
    // Naming how often and how much it costs never lowers the problem's score.
    expect(second.overall).toBeGreaterThanOrEqual(first.overall);

    // ---- "Simular esta ideia": the simulation form, pre-filled ----
    await page.getByTestId('simulate-idea').click();
    const dialog = page.getByRole('dialog', { name: t('simulation', 'form.title') });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(t('simulation', 'form.name'), { exact: true })).toHaveValue(idea.title);
    await expect(dialog.getByRole('combobox', { name: t('simulation', 'form.currency') })).toContainText(
      SCENARIOS[language].currency,
    );
    await expect(
      dialog.getByRole('radio', { name: new RegExp(`^${t('simulation', 'businessTypes.food.name')}`) }),
    ).toBeChecked();
    await expect(dialog.getByTestId('first-price')).toHaveValue(idea.price);
    await expectNoA11yViolations(page, { label: `simulation form from an idea, ${language}` });
    await dialog.getByRole('button', { name: t('simulation', 'form.cancel') }).click();

    // ---- The list: found by its name, then deleted ----
    // The spec's English aliases show the same screens.
    await page.goto(language === 'en-US' ? '/ideas-validation' : '/ideias');
    await expect(page.getByTestId('idea-row')).toHaveCount(1);
    await page.getByTestId('idea-search').fill('zzz');
    await expect(page.getByText(t('validation', 'list.noMatchTitle'))).toBeVisible();
    await page.getByTestId('idea-search').fill(idea.title.slice(0, 5));
    await expect(page.getByTestId('idea-row')).toHaveCount(1);
    await expect(page.getByTestId('idea-score')).toHaveText(String(second.overall));
    await page.getByRole('button', { name: t('validation', 'list.delete', { title: idea.title }) }).click();
    await page
      .getByTestId('delete-validation-dialog')
      .getByRole('button', { name: t('validation', 'delete.confirm') })
      .click();
    await expect(toast(page, t('validation', 'delete.successTitle'))).toBeVisible();
    expect((await page.request.get(`/api/validations/${id}`)).status()).toBe(404);

    // ---- The Free plan's one validation is spent: the next is refused ----
    await page.goto(language === 'en-US' ? '/idea-validation' : '/validacao-ideia');
    await expect(toast(page, t('common', 'quota.limitTitle'))).toBeVisible();
    await expect(page.getByTestId('idea-over-limit')).toBeVisible();
    const refused = await page.request.post('/api/validations', {
      data: ideaRequest(idea, SCENARIOS[language].currency),
      headers: { origin },
    });
    expect(refused.status()).toBe(403);
    expect(missing).toEqual([]);
  });
}

/** The scenario's idea as the API takes it. */
function ideaRequest(idea: Scenario['idea'], currency: string) {
  return {
    title: idea.title,
    problem: idea.problem,
    targetCustomer: idea.targetCustomer,
    solution: idea.solution,
    businessType: 'food',
    country: currency === 'USD' ? 'US' : 'BR',
    region: currency === 'USD' ? 'Estados Unidos' : 'Brasil',
    priceCents: idea.priceCents,
    currency,
    pricingModel: 'oneOff',
    purchasesPerYear: Number(idea.purchases),
    channels: ['socialMedia'],
    competitors: [idea.competitor],
    differentiation: idea.differentiation,
    experienceLevel: 'beginner',
    hoursPerWeek: Number(idea.hours),
    capitalCents: 1_000_00,
  };
}
