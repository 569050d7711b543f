import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signUpThroughApi } from './support/accounts';
import { openApp, toast } from './support/app';
import { text } from './support/site';

// The month screen (/simulacao-negocio/{id}) and the results page as a founder plays them: a
// retail company created through the form, three months with different decisions, an event that
// asks for an answer, finishing early and reading the score. Seed 9 draws "a key employee leaves"
// in the first month whatever the decisions (each event has its own random stream, see the
// engine's random.ts), so the answer is asked for in month 2. The screen and the results in the
// other languages are checked by the web app's component tests
// (simulation-month-screen.languages.test.tsx, simulation-results-screen.languages.test.tsx).

const SEED_WITH_EVENT_IN_MONTH_1 = '9';
const LIST_PATH = '/simulacao-negocio';
const RESULTS_PATH = '/simulacao-negocio/resultados';

type Values = Record<string, string | number>;
const sim = (key: string, values: Values = {}) => text('pt-BR', 'simulation', key, values);
const month = (key: string, values: Values = {}) => text('pt-BR', 'simulationMonth', key, values);
const results = (key: string, values: Values = {}) => text('pt-BR', 'simulationResults', key, values);

interface StoredDecisions {
  priceCents: number;
  marketingCents: number;
  headcountDelta: number;
  purchaseUnits: number;
  qualityInvestmentCents: number;
  loanCents: number;
  eventChoice: string | null;
}
interface StoredSimulation {
  status: string;
  months: {
    month: number;
    decisions: StoredDecisions;
    result: {
      events: { type: string }[];
      answered: { type: string; choice: string } | null;
      income: { netProfitCents: number };
    };
  }[];
  score: { total: number } | null;
}

async function readSimulation(page: Page, id: string): Promise<StoredSimulation> {
  const response = await page.request.get(`/api/simulations/${id}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { simulation: StoredSimulation }).simulation;
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const advanceButton = (page: Page) => page.getByRole('button', { name: month('header.advance'), exact: true });

/** Advances the month on screen and waits until the next one is in play. */
async function advance(page: Page, played: number, horizon: number): Promise<void> {
  const posted = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/months$/.test(new URL(response.url()).pathname),
  );
  await advanceButton(page).click();
  expect((await posted).status()).toBe(200);
  await expect(toast(page, month('toasts.advancedTitle', { month: played }))).toBeVisible();
  await expect(page.getByTestId('month-progress')).toHaveText(month('header.monthOf', { month: played + 1, horizon }));
  await expect(page.getByRole('heading', { name: month('decisions.title', { month: played + 1 }) })).toBeVisible();
}

/** Creates a 12-month retail company through the form (the plan's check first) and lands on its month screen. */
async function createRetailCompany(page: Page, name: string, seed?: string): Promise<string> {
  await openApp(page, LIST_PATH);
  await page
    .getByRole('main')
    .getByRole('button', { name: sim('list.create'), exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: sim('form.title') });
  await dialog.getByLabel(sim('form.name'), { exact: true }).fill(name);
  await dialog.getByRole('radio', { name: new RegExp(`^${sim('businessTypes.retail.name')}`) }).check();
  await dialog.getByRole('radio', { name: sim('form.horizonOption', { months: 12 }) }).check();
  if (seed) {
    await dialog.getByTestId('advanced-options').getByText(sim('form.advanced')).click();
    await dialog.getByLabel(sim('form.seed'), { exact: true }).fill(seed);
  }
  await dialog.getByRole('button', { name: sim('form.submit') }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname.startsWith(`${LIST_PATH}/`) && !url.pathname.startsWith(RESULTS_PATH),
  );
  return new URL(page.url()).pathname.slice(LIST_PATH.length + 1);
}

test.describe('simulation month screen', () => {
  test('plays three months with different decisions, answers an event, finishes and reads the results', async ({
    page,
    baseURL,
    expectNoA11yViolations,
  }) => {
    test.setTimeout(90_000);
    await signUpThroughApi(page, baseURL, { who: 'mes', skipOnboarding: true });
    const id = await createRetailCompany(page, 'Loja Horizonte', SEED_WITH_EVENT_IN_MONTH_1);

    // Month 1: nothing played yet; the panel holds suggested decisions and the preview follows every edit.
    await expect(page.getByRole('heading', { level: 2, name: 'Loja Horizonte' })).toBeVisible();
    await expect(page.getByTestId('month-progress')).toHaveText(month('header.monthOf', { month: 1, horizon: 12 }));
    await expect(page.getByRole('heading', { name: month('lastMonth.emptyTitle') })).toBeVisible();
    await expect(page.getByRole('heading', { name: month('preview.title', { month: 1 }) })).toBeVisible();
    await expect(page.getByTestId('risk-summary')).toBeVisible();
    // The risk figure's thousand futures, the same as the dashboard's and the reports'.
    await expect(page.getByText(month('risk.method', { paths: '1.000' }))).toBeVisible();
    await expectNoA11yViolations(page, { label: 'month 1 before playing' });

    const previewRevenue = page.getByTestId('preview-revenue');
    const revenueBefore = await previewRevenue.textContent();
    await field(page, month('decisions.price.unit')).fill('95,00');
    await field(page, month('decisions.marketing.label')).fill('4.500,00');
    await expect(previewRevenue).not.toHaveText(revenueBefore ?? '');

    // A value out of bounds is refused on the spot, and the preview says why it stopped.
    await field(page, month('decisions.marketing.label')).fill('999.999.999,00');
    await expect(field(page, month('decisions.marketing.label'))).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(month('preview.invalid'))).toBeVisible();
    await field(page, month('decisions.marketing.label')).fill('4.500,00');
    await expect(field(page, month('decisions.marketing.label'))).not.toHaveAttribute('aria-invalid', 'true');

    // A price below the unit cost (R$ 44,00 in retail) is pointed at before the month is played.
    const alerts = page.getByTestId('decision-alerts');
    await field(page, month('decisions.price.unit')).fill('30,00');
    const belowCost = alerts.locator('[data-alert="priceBelowCost"]');
    await expect(belowCost).toContainText('30,00');
    await expect(belowCost).toContainText('44,00');
    await expect(alerts).toContainText(month('alerts.title'));
    // Scanned once the forecast has caught up: while it redraws, the old one is shown dimmed.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoA11yViolations(page, { label: 'month 1 with an alert' });
    await field(page, month('decisions.price.unit')).fill('95,00');
    await expect(belowCost).toHaveCount(0);
    await advance(page, 1, 12);

    // Month 1's results are on screen, with the event it drew.
    await expect(
      page.getByRole('heading', {
        level: 2,
        name: new RegExp(`^${month('lastMonth.title', { month: 1, name: '' }).split('(')[0]}`),
      }),
    ).toBeVisible();
    await expect(page.getByTestId('kpi-revenue')).toBeVisible();
    await expect(page.getByTestId('month-events')).toContainText(month('events.types.keyEmployeeLeaves.title'));
    // The bridges are folded on a first read.
    await page.getByRole('button', { name: new RegExp(month('why.title', { month: 1 })) }).click();
    await expect(page.getByTestId('waterfall-revenue')).toBeVisible();
    // The profit bridge ends on the month's net profit as the server stored it.
    const profitEnd = page.getByTestId('waterfall-profit').getByTestId('waterfall-row').last();
    await expect(profitEnd.getByRole('rowheader')).toHaveText(month('why.profit.end', { month: 1 }));
    const [first] = (await readSimulation(page, id)).months;
    await expect(profitEnd.getByTestId('waterfall-amount')).toHaveAttribute(
      'data-cents',
      String(first!.result.income.netProfitCents),
    );

    // Month 2 asks for the answer: advancing without one points at it.
    const answer = page.getByRole('group', {
      name: month('events.choiceLegend', { event: month('events.types.keyEmployeeLeaves.title') }),
    });
    await expect(answer).toBeVisible();
    await expect(page.getByText(month('preview.needsChoice'))).toBeVisible();
    await expectNoA11yViolations(page, { label: 'month 2 with an event to answer' });
    await advanceButton(page).click();
    await expect(page.getByText(month('events.choiceRequired'))).toBeVisible();
    await expect(answer.getByRole('radio').first()).toBeFocused();
    await answer.getByRole('radio', { name: new RegExp(`^${month('events.choices.hireReplacement.label')}`) }).check();
    await expect(page.getByText(month('events.choiceRequired'))).toBeHidden();
    await field(page, month('decisions.price.unit')).fill('82,50');
    await field(page, month('decisions.marketing.label')).fill('2.000,00');
    await advance(page, 2, 12);
    await expect(page.getByTestId('answered-event')).toHaveText(
      month('events.answered', {
        event: month('events.types.keyEmployeeLeaves.title'),
        choice: month('events.choices.hireReplacement.label'),
      }),
    );

    // Month 3: borrow and invest in quality.
    await field(page, month('decisions.price.unit')).fill('88,00');
    await field(page, month('decisions.quality.label')).fill('3.000,00');
    await page.getByRole('radio', { name: month('decisions.loan.take') }).check();
    await field(page, month('decisions.loan.takeAmount')).fill('10.000,00');
    await advance(page, 3, 12);

    // The server kept each month's own decisions and the answer.
    const played = await readSimulation(page, id);
    expect(played.status).toBe('active');
    expect(played.months.map((entry) => entry.month)).toEqual([1, 2, 3]);
    expect(played.months.map((entry) => entry.decisions.priceCents)).toEqual([95_00, 82_50, 88_00]);
    expect(played.months.map((entry) => entry.decisions.marketingCents)).toEqual([4_500_00, 2_000_00, 2_000_00]);
    expect(played.months.map((entry) => entry.decisions.eventChoice)).toEqual([null, 'hireReplacement', null]);
    expect(played.months[2]!.decisions.qualityInvestmentCents).toBe(3_000_00);
    expect(played.months[2]!.decisions.loanCents).toBe(10_000_00);
    expect(played.months[0]!.result.events.map((event) => event.type)).toContain('keyEmployeeLeaves');
    expect(played.months[1]!.result.answered).toEqual({ type: 'keyEmployeeLeaves', choice: 'hireReplacement' });

    // Finishing early asks first; "keep playing" changes nothing.
    await page.getByRole('button', { name: month('header.finish'), exact: true }).click();
    const confirm = page.getByRole('dialog', { name: month('finishDialog.title') });
    await expect(confirm).toContainText(month('finishDialog.description_other', { count: 3 }));
    await expectNoA11yViolations(page, { label: 'finish dialog' });
    await confirm.getByRole('button', { name: month('finishDialog.cancel') }).click();
    await expect(confirm).toBeHidden();
    expect((await readSimulation(page, id)).status).toBe('active');
    await page.getByRole('button', { name: month('header.finish'), exact: true }).click();
    await confirm.getByRole('button', { name: month('finishDialog.confirm') }).click();

    // The results: the score and its breakdown, every month, best and worst months, lessons.
    await expect(page).toHaveURL((url) => url.pathname === `${RESULTS_PATH}/${id}`);
    await expect(toast(page, month('toasts.finishedTitle'))).toBeVisible();
    const finished = await readSimulation(page, id);
    expect(finished.status).toBe('finished');
    expect(finished.score).not.toBeNull();
    await expect(page.getByTestId('results-played')).toHaveText(results('header.playedOf', { played: 3, horizon: 12 }));
    await expect(page.getByTestId('results-ending')).toHaveText(results('header.finished_other', { count: 3 }));
    await expect(page.getByTestId('score-total')).toContainText(String(finished.score!.total));
    await expect(page.getByTestId('score-breakdown').getByRole('listitem')).toHaveCount(5);
    await expect(page.getByTestId('history-chart')).toBeVisible();
    await expect(
      page
        .getByTestId('review-month-1')
        .or(page.getByTestId('review-month-2'))
        .or(page.getByTestId('review-month-3'))
        .first(),
    ).toBeVisible();
    await expect(page.getByTestId('lessons')).toBeVisible();
    await expectNoA11yViolations(page, { label: 'results' });

    // "Start a new simulation" goes through the plan's check: this Free user has spent the one simulation.
    const check = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/subscription-check');
    await page.getByRole('link', { name: results('actions.newSimulation') }).click();
    expect((await check).request().postDataJSON()).toEqual({ usageType: 'simulations', action: 'check' });
    await expect(page).toHaveURL((url) => url.pathname === LIST_PATH);
    await expect(toast(page, text('pt-BR', 'common', 'quota.limitTitle'))).toBeVisible();
    await expect(page.getByRole('dialog', { name: sim('form.title') })).toHaveCount(0);

    // The month screen of an ended simulation leads to the results and offers no more months.
    await openApp(page, `${LIST_PATH}/${id}`);
    await expect(page.getByTestId('month-progress')).toHaveText(month('header.playedOf', { played: 3, horizon: 12 }));
    await expect(advanceButton(page)).toHaveCount(0);
    await page.getByRole('link', { name: month('header.results') }).click();
    await expect(page).toHaveURL((url) => url.pathname === `${RESULTS_PATH}/${id}`);
  });
});
