import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { signUpThroughApi } from './support/accounts';
import { openApp } from './support/app';
import { buyThroughApi } from './support/billing-api';
import { createSimulationThroughApi, playPlainMonthThroughApi } from './support/simulations';
import { text } from './support/site';

// Reports: the Free plan sees what a report holds and the way to upgrade; a paid plan generates a
// simulation's report and downloads its PDF and CSV from the history; the analytics show the
// user's history with its tables.

const t = (key: string, values?: Record<string, string | number>) => text('pt-BR', 'reports', key, values);
/** A download link's name: its visible words, then which report and its size (any). */
const downloadName = (key: string) =>
  new RegExp(`^${t(key)} ${t('screen.downloadLabel', { title: 'Padaria Aurora', size: '' })}\\d+ kB$`);

test('the Free plan sees its analytics, what a report holds and the way to upgrade', async ({
  page,
  baseURL,
  expectNoA11yViolations,
}) => {
  await signUpThroughApi(page, baseURL, { who: 'reports-free', skipOnboarding: true });
  const simulation = await createSimulationThroughApi(page, baseURL, {
    name: 'Oficina do Davi',
    businessType: 'service',
  });
  await playPlainMonthThroughApi(page, baseURL, simulation, 1);
  await openApp(page, '/relatorios');

  await expect(page.getByRole('heading', { level: 3, name: t('screen.analyticsTitle') })).toBeVisible();
  const upgrade = page.getByTestId('reports-upgrade');
  await expect(upgrade).toContainText(t('screen.freeTitle'));
  await expect(upgrade).toContainText(t('screen.contents.statements'));
  await expect(page.getByRole('button', { name: t('screen.generate') })).toHaveCount(0);
  await expectNoA11yViolations(page, { label: 'reports on the Free plan' });

  await upgrade.getByRole('link', { name: t('screen.upgrade') }).click();
  await expect(page).toHaveURL(/\/dashboard\/planos$/);
});

test('a paid plan generates a simulation’s report and downloads its PDF and CSV', async ({
  page,
  baseURL,
  expectNoA11yViolations,
}) => {
  await signUpThroughApi(page, baseURL, { who: 'reports-paid', skipOnboarding: true });
  await buyThroughApi(page, baseURL, 'basic');
  const simulation = await createSimulationThroughApi(page, baseURL, { name: 'Padaria Aurora', businessType: 'food' });
  await playPlainMonthThroughApi(page, baseURL, simulation, 1);
  await openApp(page, '/relatorios');

  await expect(page.getByTestId('report-history')).toContainText(t('screen.historyEmpty'));
  await expect(page.getByTestId('reports-usage')).toHaveText(t('screen.usage', { used: 0, limit: 3 }));
  await page.getByTestId('report-item').click();
  await page.getByRole('option', { name: 'Padaria Aurora' }).click();
  await page.getByRole('button', { name: t('screen.generate') }).click();
  await expect(page.getByText(t('screen.generated'))).toBeVisible();
  await expect(page.getByTestId('reports-usage')).toHaveText(t('screen.usage', { used: 1, limit: 3 }));

  const history = page.getByTestId('report-history');
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history).toContainText('Padaria Aurora');
  await expectNoA11yViolations(page, { label: 'reports with a report generated' });

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    history.getByRole('link', { name: downloadName('screen.downloadPdf') }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/^padaria-aurora-\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdfBytes = await readFile((await pdf.path())!);
  expect(pdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    history.getByRole('link', { name: downloadName('screen.downloadCsv') }).click(),
  ]);
  const csvText = await readFile((await csv.path())!, 'utf8');
  // The byte-order mark, then the header in Portuguese split on ';' (the comma marks decimals).
  expect(csvText.charCodeAt(0)).toBe(0xfeff);
  expect(csvText.slice(1).split('\r\n')[0]?.split(';')[0]).toBe(t('columns.month'));
  expect(csvText.trim().split('\r\n')).toHaveLength(2);

  // The analytics count the month played this week and the report just made.
  const activity = page.getByTestId('chart-activity');
  await activity.getByRole('button', { name: text('pt-BR', 'common', 'ui.showTable') }).click();
  const lastWeek = activity.getByRole('row').last();
  await expect(lastWeek.getByRole('cell')).toHaveText(['1', '0', '0', '1']);
});

test('the reports screen speaks English at its English address', async ({ page, baseURL }) => {
  await signUpThroughApi(page, baseURL, { who: 'reports-en', skipOnboarding: true, language: 'en-US' });
  await openApp(page, '/reports');
  await expect(
    page.getByRole('heading', { level: 3, name: text('en-US', 'reports', 'screen.analyticsTitle') }),
  ).toBeVisible();
  await expect(page.getByTestId('reports-upgrade')).toContainText(text('en-US', 'reports', 'screen.freeTitle'));
});
