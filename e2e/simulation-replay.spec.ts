import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signUpThroughApi } from './support/accounts';
import { openApp, originOf } from './support/app';
import { text, type Language } from './support/site';

// The results page's lessons from replays and the replay from a month, as a founder meets them:
// a simulation played through the API with no marketing and no quality spending for five months,
// then finished; the results name what the careful plan would have changed, and a turning point
// plays the same company again from its month, without spending a simulation of the plan.

const LIST_PATH = '/simulacao-negocio';
const RESULTS_PATH = '/simulacao-negocio/resultados';
const PLAYED = 5;
/** The "do nothing" answer of each event that asks for one. */
const FIRST_CHOICE: Record<string, string> = {
  supplierShock: 'absorb',
  keyEmployeeLeaves: 'redistribute',
  equipmentFailure: 'postpone',
  newCompetitor: 'ignore',
};

interface Stored {
  id: string;
  name: string;
  month: number;
  state: { lastFactors: { priceCents: number }; pendingEvent: { type: string } | null };
  score: {
    replay: { throughMonth: number; turningPoints: { month: number; lever: string; fromThenOn: boolean }[] } | null;
  } | null;
}

async function call(page: Page, baseURL: string | undefined, method: 'GET' | 'POST', url: string, data?: unknown) {
  const response = await page.request.fetch(url, { method, data, headers: { origin: originOf(baseURL) } });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return ((await response.json()) as { simulation: Stored }).simulation;
}

async function usedSimulations(page: Page): Promise<number> {
  const response = await page.request.get('/api/subscription');
  return ((await response.json()) as { usage: { simulations: number } }).usage.simulations;
}

/** A finished simulation: five months at the reference price with nothing spent on marketing or quality. */
async function playedAndFinished(page: Page, baseURL: string | undefined, name: string): Promise<Stored> {
  let simulation = await call(page, baseURL, 'POST', '/api/simulations', {
    name,
    businessType: 'retail',
    country: 'BR',
    currency: 'BRL',
    startingCapitalCents: 120_000_00,
    horizonMonths: 12,
    difficulty: 'normal',
    seed: 4,
    firstCalendarMonth: 3,
  });
  for (let month = 1; month <= PLAYED; month += 1) {
    const pending = simulation.state.pendingEvent;
    simulation = await call(page, baseURL, 'POST', `/api/simulations/${simulation.id}/months`, {
      month,
      decisions: {
        priceCents: simulation.state.lastFactors.priceCents,
        marketingCents: 0,
        headcountDelta: 0,
        purchaseUnits: 600,
        capacityInvestmentCents: 0,
        qualityInvestmentCents: 0,
        loanCents: 0,
        eventChoice: pending ? FIRST_CHOICE[pending.type] : null,
      },
    });
  }
  return call(page, baseURL, 'POST', `/api/simulations/${simulation.id}/finish`);
}

/** A catalog sentence as a pattern: the values given in place, any other placeholder as any text. */
function sentence(language: Language, key: string, values: Record<string, number>): RegExp {
  const marker = '\u0001';
  const filled = text(language, 'simulationResults', key, values).replace(/\{\{\w+\}\}/g, marker);
  const escaped = filled.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll(marker, '.+');
  return new RegExp(escaped);
}

// In pt-BR; the results' and the replay's texts in the other languages are checked by the web app's
// component tests (simulation-results-screen.languages.test.tsx).
test('the results teach what would have changed, and a turning point plays the company again from its month', async ({
  page,
  baseURL,
  expectNoA11yViolations,
}) => {
  // A sign-up, six months through the API, a replay and two axe scans.
  test.slow();
  const language: Language = 'pt-BR';
  const say = (namespace: string, key: string, values: Record<string, string | number> = {}) =>
    text(language, namespace, key, values);
  const missing: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().startsWith('[i18n] missing')) missing.push(message.text());
  });
  await signUpThroughApi(page, baseURL, { who: 'replay', skipOnboarding: true });
  const finished = await playedAndFinished(page, baseURL, 'Loja do Bairro');
  const replay = finished.score!.replay!;
  expect(replay.throughMonth).toBe(PLAYED);
  const [point] = replay.turningPoints;
  expect(point).toBeDefined();
  const used = await usedSimulations(page);

  await openApp(page, `${RESULTS_PATH}/${finished.id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  const section = page.getByTestId('turning-points');
  await expect(
    section.getByRole('heading', { name: say('simulationResults', 'replay.turningPoints.title') }),
  ).toBeVisible();
  await expect(section).toContainText(say('simulationResults', 'replay.turningPoints.intro'));
  const item = section.getByTestId(`turning-point-${point!.lever}`);
  await expect(item).toHaveText(
    sentence(language, point!.fromThenOn ? 'replay.turningPoints.fromThenOn' : 'replay.turningPoints.once', {
      month: point!.month,
      through: PLAYED,
    }),
  );
  await expect(page.getByTestId('best-decisions').getByTestId('review-effect').first()).toBeVisible();
  await expect(page.getByTestId('replay-from-month')).toContainText(say('simulationResults', 'replay.description'));
  await expectNoA11yViolations(page, { label: `results with replays, ${language}` });

  // The turning point's button plays the same company again from that month.
  await item
    .getByRole('button', { name: say('simulationResults', 'replay.fromMonth', { month: point!.month }) })
    .click();
  await expect(page).toHaveURL(
    (url) => url.pathname.startsWith(`${LIST_PATH}/`) && !url.pathname.endsWith(finished.id),
  );
  const branchId = new URL(page.url()).pathname.slice(LIST_PATH.length + 1);
  await expect(page.getByTestId('month-progress')).toHaveText(
    say('simulationMonth', 'header.monthOf', { month: point!.month, horizon: 12 }),
  );
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: say('simulationResults', 'replay.name', { name: 'Loja do Bairro', month: point!.month }),
    }),
  ).toBeVisible();
  await expectNoA11yViolations(page, { label: `replayed month screen, ${language}` });
  const branch = await call(page, baseURL, 'GET', `/api/simulations/${branchId}`);
  expect(branch.month).toBe(point!.month - 1);
  expect(await usedSimulations(page)).toBe(used);
  expect(missing).toEqual([]);
});
