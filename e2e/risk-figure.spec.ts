import { extractText, getDocumentProxy } from 'unpdf';
import { expect, test } from './fixtures';
import { signUpThroughApi } from './support/accounts';
import { openApp, originOf } from './support/app';
import { buyThroughApi } from './support/billing-api';
import { createSimulationThroughApi, playPlainMonthThroughApi } from './support/simulations';
import { text, type Language } from './support/site';

// One risk figure: a founder whose café may run out of cash reads the same chance of it on the
// dashboard, on the month screen and in the PDF report, and the same count of months played.

const CASES: { language: Language; dashboard: string }[] = [
  { language: 'pt-BR', dashboard: '/dashboard' },
  { language: 'en-US', dashboard: '/dashboard' },
];

for (const { language, dashboard } of CASES) {
  test(`${language}: the dashboard, the month screen and the PDF give the same risk of running out of cash`, async ({
    page,
    baseURL,
  }) => {
    test.slow();
    await signUpThroughApi(page, baseURL, { who: `risk-${language}`, skipOnboarding: true, language });
    await buyThroughApi(page, baseURL, 'basic');
    // A small café on hard: a real chance of running out of cash before month 12.
    const simulation = await createSimulationThroughApi(page, baseURL, {
      name: 'Café da Mari',
      businessType: 'food',
      capital: 25_000_00,
      difficulty: 'hard',
    });
    await playPlainMonthThroughApi(page, baseURL, simulation, 1);

    await openApp(page, dashboard);
    const card = page.getByTestId('dashboard-simulation').filter({ hasText: 'Café da Mari' });
    await expect(card).toContainText(text(language, 'dashboard', 'simulations.playedOf', { played: 1, horizon: 12 }));
    const riskLabel = text(language, 'dashboard', 'simulations.risk');
    const onDashboard = (await card.getByText(riskLabel).locator('xpath=following-sibling::dd').textContent())!.trim();
    expect(onDashboard).toMatch(/\d/);
    expect(onDashboard).not.toBe('0%');

    await openApp(page, `/simulacao-negocio/${simulation.id}`);
    await expect(page.getByTestId('month-progress')).toContainText(
      text(language, 'simulationMonth', 'header.monthOf', { month: 2, horizon: 12 }),
    );
    // An event waits for an answer; the dashboard and the report count on "do nothing", its first one.
    const event = page.getByTestId('radio-eventChoice');
    if (await event.isVisible()) await event.getByRole('radio').first().check();
    const summary = page.getByTestId('risk-summary');
    await expect(summary).toBeVisible({ timeout: 10_000 });
    await expect(summary).toContainText(onDashboard);

    const report = await page.request.post('/api/reports', {
      data: { kind: 'simulation', itemId: simulation.id },
      headers: { origin: originOf(baseURL) },
    });
    expect(report.status(), await report.text()).toBe(201);
    const { report: summaryOfReport } = (await report.json()) as { report: { id: string } };
    const pdf = await page.request.get(`/api/reports/${summaryOfReport.id}/pdf`);
    expect(pdf.status()).toBe(200);
    const document = await getDocumentProxy(new Uint8Array(await pdf.body()));
    const { text: pdfText } = await extractText(document, { mergePages: true });
    const plain = pdfText.replace(/\s+/g, ' ');
    expect(plain).toContain(`${text(language, 'reports', 'document.cashRisk')} ${onDashboard}`.replace(/\s+/g, ' '));
    expect(plain).toContain(text(language, 'reports', 'document.playedOf', { played: 1, horizon: 12 }));
  });
}
