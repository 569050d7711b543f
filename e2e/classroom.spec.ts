import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PASSWORD, signUpThroughApi, uniqueEmail } from './support/accounts';
import { originOf, openApp, toast } from './support/app';
import { buyThroughApi } from './support/billing-api';
import { text } from './support/site';

// Classroom mode as a class meets it: a Pro teacher creates a shared-market class, one student
// opens the invitation link without an account (signs up, meets the wizard, joins), another joins
// in English, both hand in their decisions, the teacher sees them arrive, closes the round, and
// the ranking and the market report reach the three browsers without a reload. The teacher then
// exports the grades. The console and the classes list in the other languages are checked by the
// web app's component tests (class-screen.languages.test.tsx, classes-screen.languages.test.tsx).

type Language = 'pt-BR' | 'en-US' | 'es-ES' | 'fr-FR' | 'de-DE';
const c = (key: string, values?: Record<string, string | number>, language: Language = 'pt-BR') =>
  text(language, 'classroom', key, values);

/** A signed-in browser of its own: each student is another person, with another session. */
async function newPerson(browser: Browser, baseURL: string | undefined, locale = 'pt-BR'): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale, timezoneId: 'America/Sao_Paulo' });
  return context.newPage();
}

/** Hands in the decisions the round opens with (last month's kept); the status line says they are in. */
async function submitDecisions(page: Page, language: Language, by: 'pointer' | 'keyboard') {
  // From the keyboard, Enter in a field hands the form in, as the header's button does.
  if (by === 'keyboard') await page.locator('input[name="marketingCents"]').press('Enter');
  else await page.getByTestId('submit-decisions').click();
  const [sentOn = ''] = c('student.submittedAt', {}, language).split('{{date}}');
  await expect(page.getByTestId('submission-status')).toContainText(sentOn.trim());
  await expect(page.getByTestId('submit-decisions')).toHaveText(c('student.resubmit', {}, language));
}

test('a teacher runs a shared-market round with two students, live in three browsers, and exports the grades', async ({
  page,
  browser,
  baseURL,
  expectNoA11yViolations,
}) => {
  // Three people, two sign-ups (one through the form and the wizard), a round and two axe passes.
  test.slow();
  await signUpThroughApi(page, baseURL, { who: 'teacher', skipOnboarding: true });
  await buyThroughApi(page, baseURL, 'pro');

  await openApp(page, '/turmas');
  await expect(page.getByTestId('page-title')).toHaveText(text('pt-BR', 'common', 'titles.classes'));
  await page
    .getByTestId('empty-state')
    .getByRole('link', { name: c('list.create') })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: c('create.title') })).toBeVisible();
  await expectNoA11yViolations(page, { label: 'the class form' });
  await page.getByLabel(c('create.name')).fill('Empreendedorismo — Turma A');
  await expect(
    page.getByTestId('class-market-mode').getByRole('radio', { name: /Mercado compartilhado/ }),
  ).toBeChecked();
  await page.getByTestId('create-class-submit').click();

  await expect(toast(page, c('create.createdTitle'))).toBeVisible();
  await expect(page.getByTestId('class-name')).toHaveText('Empreendedorismo — Turma A');
  const link = (await page.getByTestId('join-link').textContent())!;
  const code = (await page.getByTestId('join-code-value').textContent())!;
  expect(link).toBe(`${originOf(baseURL)}/turmas/entrar/${code}`);
  await expect(page.getByTestId('class-ranking')).toContainText(c('ranking.empty'));

  // A student without an account: the link shows what the class is and offers sign-up first; then
  // the sign-up, the wizard, and the invitation to join.
  const ana = await newPerson(browser, baseURL);
  await ana.goto(link);
  await expect(ana).toHaveURL((url) => url.pathname === `/turmas/convite/${code}`);
  await expect(ana.getByRole('heading', { level: 2, name: 'Empreendedorismo — Turma A' })).toBeVisible();
  await expect(ana.getByText(c('join.noQuota'))).toBeVisible();
  await expectNoA11yViolations(ana, { label: 'the invitation to a visitor' });
  await ana.getByRole('link', { name: c('invitation.signUp') }).click();
  await ana.getByLabel('Nome completo').fill('Ana Souza');
  await ana.getByLabel('E-mail', { exact: true }).fill(uniqueEmail('ana-student'));
  await ana.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await ana.getByRole('checkbox', { name: /Li e aceito/ }).check();
  await ana.getByRole('button', { name: 'Criar conta' }).click();
  await ana.getByTestId('onboarding-wizard').getByRole('button', { name: 'Pular' }).click();
  await expect(ana).toHaveURL((url) => url.pathname === `/turmas/entrar/${code}`);
  await expect(ana.getByRole('heading', { level: 2, name: 'Empreendedorismo — Turma A' })).toBeVisible();
  await expect(ana.getByText(c('join.noQuota'))).toBeVisible();
  await ana.getByTestId('join-company-name').fill('Padaria da Ana');
  await ana.getByTestId('join-class-submit').click();
  await expect(ana.getByTestId('student-round')).toBeVisible();
  await expect(ana.getByTestId('submission-status')).toHaveText(c('student.notSubmitted'));

  // A student who reads English: the same class, in English.
  const bruno = await newPerson(browser, baseURL, 'en-US');
  await signUpThroughApi(bruno, baseURL, { who: 'bruno-student', skipOnboarding: true, language: 'en-US' });
  await bruno.goto(link);
  await expect(bruno.getByText(c('join.noQuota', {}, 'en-US'))).toBeVisible();
  await bruno.getByTestId('join-company-name').fill('Bruno Bakes');
  await bruno.getByTestId('join-class-submit').click();
  await expect(bruno.getByTestId('student-round')).toBeVisible();

  // The teacher's console hears the joins and the submissions as they happen.
  const rows = page.getByTestId('ranking-row');
  await expect(rows).toHaveCount(2);
  await submitDecisions(ana, 'pt-BR', 'pointer');
  await submitDecisions(bruno, 'en-US', 'keyboard');
  await expect(page.getByTestId('ranking-submitted').filter({ hasText: c('ranking.submittedYes') })).toHaveCount(2);
  await expect(page.getByTestId('round-submitted')).toHaveText(c('round.submitted_other', { submitted: 2, count: 2 }));
  await expectNoA11yViolations(ana, { label: 'a student’s round' });

  await page.getByTestId('close-round').click();
  await page.getByTestId('close-round-confirm').click();
  await expect(toast(page, c('round.closedTitle', { round: 1 }))).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: c('round.title', { round: 2, horizon: 12 }) }),
  ).toBeVisible();

  // The round reaches every browser without a reload: scores in, the market report out.
  for (const [student, language] of [
    [ana, 'pt-BR'],
    [bruno, 'en-US'],
  ] as const) {
    await expect(student.getByTestId('ranking-score').first()).not.toHaveText('—');
    await expect(student.getByRole('heading', { name: c('market.chartTitle', { round: 1 }, language) })).toBeVisible();
    await expect(student.getByTestId('submission-status')).toHaveText(c('student.notSubmitted', {}, language));
    // Prices are what customers see; no other decision of a rival is shown.
    await expect(student.getByTestId('market-report')).not.toContainText(c('history.columns.marketing', {}, language));
  }
  for (const target of [page, ana, bruno]) {
    await expect(target.getByTestId('ranking-score').filter({ hasText: /^\d+$/ })).toHaveCount(2);
  }
  // Each student's competences, levels only (none shown yet: a class's months are not their own work).
  const competences = page.getByTestId('student-competences');
  await expect(competences.getByRole('row')).toHaveCount(3);
  await expect(competences.getByRole('rowheader')).toHaveText(['Ana Souza', 'Marina Lopes']);
  await expect(competences.getByRole('cell').first()).toHaveText(text('pt-BR', 'progress', 'levels.none'));
  await expectNoA11yViolations(page, { label: 'the console after a round' });

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('class-csv').click()]);
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toContain(text('pt-BR', 'reports', 'classCsv.columns.rank'));
  expect(lines[0]).toContain(
    text('pt-BR', 'reports', 'classCsv.columns.competence', {
      name: text('pt-BR', 'progress', 'competences.cash.name'),
    }),
  );
  expect(lines).toHaveLength(3);
  expect(csv).toContain('Padaria da Ana');
  expect(csv).toContain('Bruno Bakes');

  await ana.context().close();
  await bruno.context().close();
});
