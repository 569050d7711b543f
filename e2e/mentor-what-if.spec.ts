import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signUpThroughApi } from './support/accounts';
import { openApp } from './support/app';
import { createSimulationThroughApi, playPlainMonthThroughApi } from './support/simulations';
import { text, type Language } from './support/site';

// A founder with a month played asks whether to spend more on marketing: the mentor answers
// with what-if runs of their own company (the current decisions and alternatives, each with its
// cash, profit, customers and risk), and a row's link opens the month screen with that alternative
// filled in, saying so. In Portuguese and in English.

const CASES: { language: Language; mentorPath: string; question: string }[] = [
  { language: 'pt-BR', mentorPath: '/mentor-ia', question: 'Devo investir mais em marketing este mês?' },
  { language: 'en-US', mentorPath: '/ai-mentor', question: 'Should I spend more on marketing this month?' },
];

async function ask(page: Page, language: Language, question: string) {
  await page.getByLabel(text(language, 'mentorChat', 'chat.questionLabel')).fill(question);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('mentor-streaming')).toBeVisible();
  await expect(page.getByTestId('mentor-streaming')).toHaveCount(0, { timeout: 15_000 });
  return page.getByTestId('mentor-answer').last();
}

for (const { language, mentorPath, question } of CASES) {
  test(`${language}: a marketing question answered with what-if runs of the founder’s company, an alternative opened in the month screen`, async ({
    page,
    baseURL,
    expectNoA11yViolations,
  }) => {
    test.slow();
    const shared = (key: string, values?: Record<string, string>) => text(language, 'mentor', key, values);
    await signUpThroughApi(page, baseURL, { who: `what-if-${language}`, skipOnboarding: true, language });
    const simulation = await createSimulationThroughApi(page, baseURL, {
      name: 'Estúdio Aurora',
      businessType: 'service',
    });
    await playPlainMonthThroughApi(page, baseURL, simulation, 1);

    await openApp(page, mentorPath);
    await page.getByRole('button', { name: text(language, 'mentorChat', 'welcome.talkTo', { name: 'EVA' }) }).click();
    const answer = await ask(page, language, question);

    // The table: one row per alternative, the current decisions first, each with its link.
    const table = answer.getByRole('table');
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader', { name: shared('whatIf.columns.alternative') })).toBeVisible();
    // The chance of running out within the six months played, named so: not the figure to the end.
    const sixMonths = shared('counts.months_other', { count: '6' });
    await expect(
      table.getByRole('columnheader', { name: shared('whatIf.columns.risk', { months: sixMonths }) }),
    ).toBeVisible();
    const rows = table.getByRole('row');
    // The header, the current budget (none: the month was played without marketing) and three others.
    await expect(rows).toHaveCount(5);
    const current = shared('whatIf.current', { choice: '' }).trim();
    await expect(rows.nth(1).getByRole('rowheader')).toContainText(current);
    const links = table.getByRole('link', { name: shared('whatIf.openLink') });
    await expect(links).toHaveCount(4);
    // The forecast says it is one, and of what.
    await expect(answer).toContainText(shared('whatIf.columns.cashLow'));
    await expectNoA11yViolations(page, { label: `${language}: an answer with a what-if table` });

    // The last alternative (the largest budget) opens in the month screen, filled in.
    const alternative = rows.nth(4);
    const chosen = (await alternative.getByRole('rowheader').textContent())?.trim() ?? '';
    await alternative.getByRole('link', { name: shared('whatIf.openLink') }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === `/simulacao-negocio/${simulation.id}` && url.searchParams.get('mes') === '2',
    );
    const marketingLabel = text(language, 'simulationMonth', 'decisions.marketing.label');
    await expect(
      page.getByText(
        text(language, 'simulationMonth', 'decisions.fromMentor', { decision: marketingLabel }).split('(')[0]!.trim(),
      ),
    ).toBeVisible();
    const amount = chosen.replace(/[^\d.,]/g, '').replace(/[.,]00$/, '');
    const field = page.getByLabel(marketingLabel);
    expect((await field.inputValue()).replace(/[^\d]/g, '')).toBe(`${amount.replace(/[^\d]/g, '')}00`);
    await expectNoA11yViolations(page, { label: `${language}: the month screen with the mentor's alternative` });
  });
}
