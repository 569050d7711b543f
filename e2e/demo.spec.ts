import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { pageUrl, tabTo, text, type Language } from './support/site';

// The public demo (/demonstracao): signed out, a café played in the browser by the simulation
// engine. The company (demo-company.ts) loses a key employee in month 1 whatever the visitor
// decides, so month 2 asks for an answer.

type Values = Record<string, string | number>;
const say = (language: Language, namespace: string, key: string, values: Values = {}) =>
  text(language, namespace, key, values);

/** Opens the demo signed out and waits until its script has taken over the form. */
async function openDemo(page: Page, origin: string, language: Language): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  await page.goto(pageUrl(origin, '/demonstracao', language));
  await expect(
    page.getByRole('button', { name: say(language, 'simulationMonth', 'header.advance'), exact: true }),
  ).toBeEnabled();
  return problems;
}

const originOf = (baseURL: string | undefined) => new URL(baseURL ?? '').origin;

test('a visitor plays the demo signed out: previews, months, an event, the score and the way to sign up', async ({
  page,
  baseURL,
  expectNoA11yViolations,
}) => {
  const language: Language = 'pt-BR';
  const month = (key: string, values?: Values) => say(language, 'simulationMonth', key, values);
  const problems = await openDemo(page, originOf(baseURL), language);
  expect(((await (await page.request.get('/api/session')).json()) as { user: unknown }).user).toBeNull();
  await expect(page.getByRole('heading', { level: 1, name: say(language, 'landing', 'demo.title') })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: say(language, 'landing', 'demo.company.name') }),
  ).toBeVisible();
  await expectNoA11yViolations(page, { label: 'demo, month 1' });

  // The preview follows the decisions as they are typed.
  const revenue = page.locator('[data-demo-figure="preview.revenue"]');
  await expect(revenue).toContainText('R$');
  const before = await revenue.textContent();
  await page.getByLabel(month('decisions.price.unit'), { exact: true }).fill('45,00');
  await expect(revenue).not.toHaveText(before ?? '');
  await page.getByLabel(month('decisions.marketing.label'), { exact: true }).fill('abc');
  await expect(page.getByLabel(month('decisions.marketing.label'), { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page.getByText(say(language, 'landing', 'demo.errors.invalidNumber'))).toBeVisible();
  await page.getByLabel(month('decisions.marketing.label'), { exact: true }).fill('3.000,00');

  await page.getByRole('button', { name: month('header.advance'), exact: true }).click();
  await expect(
    page.getByRole('heading', { name: say(language, 'landing', 'demo.monthResultsTitle', { month: 1 }) }),
  ).toBeVisible();
  await expect(page.getByRole('status')).toContainText(
    say(language, 'landing', 'demo.status.advanced', { month: 1, revenue: 'X' }).split('X')[0]!,
  );
  await expect(
    page.getByRole('table', { name: say(language, 'landing', 'demo.historyTitle') }).getByRole('row'),
  ).toHaveCount(2);

  // Month 2 asks how to answer the event, from the keyboard too.
  const answer = page.getByRole('group', {
    name: month('events.choiceLegend', { event: month('events.types.keyEmployeeLeaves.title') }),
  });
  await expect(answer).toBeVisible();
  await expectNoA11yViolations(page, { label: 'demo, an event to answer' });
  await page.getByRole('button', { name: month('header.advance'), exact: true }).click();
  await expect(page.getByText(month('events.choiceRequired'))).toBeVisible();
  const redistribute = answer.getByRole('radio', {
    name: new RegExp(`^${month('events.choices.redistribute.label')}`),
  });
  await expect(redistribute).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(
    answer.getByRole('radio', { name: new RegExp(`^${month('events.choices.hireReplacement.label')}`) }),
  ).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: month('header.advance'), exact: true }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByText(
      month('events.answered', {
        event: month('events.types.keyEmployeeLeaves.title'),
        choice: month('events.choices.hireReplacement.label'),
      }),
    ),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: month('decisions.title', { month: 3 }) })).toBeVisible();

  // Two months on the chart (revenue, net result, cash), drawn in the width there is, on a phone too.
  const chart = page.locator('[data-demo-chart] svg');
  await expect(chart.locator('path')).toHaveCount(3);
  await expect(chart.locator('circle')).toHaveCount(6);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(async () => Number(await chart.getAttribute('width'))).toBeLessThan(375);
  await expectNoA11yViolations(page, { label: 'demo on a phone' });
  await page.setViewportSize({ width: 1280, height: 720 });

  // Finishing early: the score, its parts and the lessons, then the call to sign up.
  await page.getByRole('button', { name: month('header.finish'), exact: true }).click();
  const end = page.getByRole('heading', { name: say(language, 'landing', 'demo.endTitle') });
  await expect(end).toBeFocused();
  await expect(page.getByText(month('header.endedFinished', { month: 2 }))).toBeVisible();
  await expect(
    page.getByText(new RegExp(say(language, 'simulationResults', 'score.label', { total: '\\d+' }))),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: month('header.advance'), exact: true })).toBeHidden();
  await expectNoA11yViolations(page, { label: 'demo, the end' });
  await page.getByRole('button', { name: say(language, 'landing', 'demo.restart') }).click();
  await expect(page.getByRole('heading', { name: month('decisions.title', { month: 1 }) })).toBeVisible();

  await page.getByRole('link', { name: say(language, 'landing', 'demo.cta') }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/cadastro');
  expect(problems).toEqual([]);
});

// One other language through ?lang=, with its country's currency; the demo's texts and money in
// every language are checked by the web app's component tests (site/pages/demo.languages.test.tsx).
test('the demo speaks the language asked for, with money in that country’s currency (en-US)', async ({
  page,
  baseURL,
  expectNoA11yViolations,
}) => {
  const language: Language = 'en-US';
  const currency = '$';
  const problems = await openDemo(page, originOf(baseURL), language);
  await expect(page.locator('[data-demo-figure="preview.cash"]')).toContainText(currency);
  await page.getByRole('button', { name: say(language, 'simulationMonth', 'header.advance'), exact: true }).click();
  await expect(
    page.getByRole('heading', { name: say(language, 'landing', 'demo.monthResultsTitle', { month: 1 }) }),
  ).toBeVisible();
  const event = say(language, 'simulationMonth', 'events.types.keyEmployeeLeaves.title');
  await expect(
    page.getByRole('group', { name: say(language, 'simulationMonth', 'events.choiceLegend', { event }) }),
  ).toBeVisible();
  await expect(page.locator('[data-demo-figure="kpi.cash"]')).toContainText(currency);
  await expect(page.locator('body')).not.toContainText('{{');
  await expectNoA11yViolations(page, { label: `demo, ${language}` });
  expect(problems).toEqual([]);
});
