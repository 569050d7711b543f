import type { Locator, Page } from '@playwright/test';
import { pressAdvance } from '../packages/domain/src/simulation/founder-policies';
import type { MonthDecisions, SimulationState } from '../packages/domain/src/simulation/types';
import { expect, test } from './fixtures';
import { openApp, originOf, sendUntilTaken } from './support/app';
import { buyThroughApi } from './support/billing-api';
import { founderWithValidation, type JourneyLanguage } from './support/founders';
import { PHONE } from './support/phone';
import { text } from './support/site';

// A canvas as a founder builds it, by keyboard alone: filled from their validation, read through
// its findings, a cost added and a card moved, saved as versions and two versions compared.

type Language = JourneyLanguage;

const COST: Record<Language, { text: string; amount: string; shown: RegExp }> = {
  'pt-BR': { text: 'Aluguel da cozinha', amount: '3.500', shown: /R\$\s?3\.500/ },
  'en-US': { text: 'Kitchen rent', amount: '3,500', shown: /\$3,500/ },
};

const canvasText = (language: Language, key: string, values: Record<string, string | number> = {}) =>
  text(language, 'canvas', key, values);

async function press(locator: Locator, key = 'Enter'): Promise<void> {
  await locator.focus();
  await locator.press(key);
}

const block = (page: Page, name: string) => page.locator(`[data-testid="canvas-block"][data-block="${name}"]`);

for (const language of ['pt-BR', 'en-US'] as const) {
  test(`${language}: a canvas built from a validation by keyboard, checked, edited and compared`, async ({
    page,
    baseURL,
    expectNoA11yViolations,
  }) => {
    test.slow();
    const title = await founderWithValidation(page, baseURL, language, 'canvas');
    // The export spends a report, which the Free plan has none of.
    await buyThroughApi(page, baseURL, 'basic');
    await openApp(page, '/canvas');
    await expect(page.getByRole('heading', { name: canvasText(language, 'list.title') })).toBeVisible();
    await expectNoA11yViolations();

    // Made from the validation (the dialog's defaults: a Business Model Canvas from the newest validation).
    await press(page.getByTestId('new-canvas'));
    const dialog = page.getByTestId('new-canvas-dialog');
    await expect(dialog.getByTestId('canvas-source-validation')).toContainText(title);
    await expectNoA11yViolations();
    await press(dialog.getByRole('button', { name: canvasText(language, 'create.submit') }));
    await expect(page).toHaveURL(/\/canvas\/[0-9a-f-]{36}$/);
    const editor = page.getByTestId('canvas-editor');
    await expect(editor).toBeVisible();
    await expect(page.getByTestId('attribution')).toHaveText(canvasText(language, 'kinds.businessModel.attribution'));

    // Filled in: a segment, an offer, a priced revenue stream with its sourced market figures.
    await expect(block(page, 'customerSegments').getByTestId('canvas-card').first()).toBeVisible();
    await expect(block(page, 'valuePropositions').getByTestId('canvas-card')).not.toHaveCount(0);
    await expect(block(page, 'revenueStreams').getByTestId('canvas-card')).not.toHaveCount(0);
    await expect(page.getByTestId('save-state')).toHaveText(canvasText(language, 'save.saved', { version: 1 }));

    // The check reads it: a score, and findings each with why and what to do.
    await expect(page.getByTestId('coherence-score')).toHaveText(/\d+\/100/);
    const findings = page.getByTestId('finding');
    await expect(findings.first()).toContainText(canvasText(language, 'coherence.why'));
    await expectNoA11yViolations();

    // A cost added by keyboard counts at once in the month's costs, and saves as version 2.
    const costsBefore = await page.getByTestId('month-costs').textContent();
    await press(block(page, 'costStructure').getByTestId('add-card'));
    const cardDialog = page.getByTestId('card-dialog');
    await cardDialog.getByLabel(canvasText(language, 'card.text'), { exact: true }).fill(COST[language].text);
    const amount = cardDialog.getByLabel(canvasText(language, 'card.amount.fixed'), { exact: true });
    await amount.fill(COST[language].amount);
    await amount.press('Enter');
    await expect(cardDialog).toBeHidden();
    const cost = block(page, 'costStructure').getByTestId('canvas-card').filter({ hasText: COST[language].text });
    await expect(cost).toContainText(COST[language].shown);
    await expect(page.getByTestId('month-costs')).not.toHaveText(costsBefore ?? '');
    await expect(page.getByTestId('save-state')).toHaveText(canvasText(language, 'save.saved', { version: 2 }));

    // Moved to the top of its block with Alt + ↑, announced, then saved as version 3.
    const costs = block(page, 'costStructure').getByTestId('canvas-card');
    const count = await costs.count();
    for (let step = 1; step < count; step += 1) await press(cost.getByTestId('move-card'), 'Alt+ArrowUp');
    await expect(costs.first()).toContainText(COST[language].text);
    await expect(page.getByTestId('canvas-announcement')).toHaveText(
      canvasText(language, 'board.moved', {
        text: COST[language].text,
        block: canvasText(language, 'blocks.costStructure.name'),
        position: 1,
        total: count,
      }),
    );
    await expect(cost.getByTestId('move-card')).toBeFocused();
    await expect(page.getByTestId('save-state')).toHaveText(canvasText(language, 'save.saved', { version: 3 }));

    // Exported for one report: the PDF (A4 landscape, the attribution in it) and the PNG offered.
    await press(page.getByTestId('export-canvas'));
    const exporting = page.getByTestId('export-canvas-dialog');
    await expect(exporting).toContainText(canvasText(language, 'export.spends'));
    await expectNoA11yViolations();
    await press(exporting.getByTestId('confirm-export'));
    const pdfLink = exporting.getByRole('link', { name: canvasText(language, 'export.downloadPdf') });
    await expect(pdfLink).toBeFocused();
    await expect(exporting.getByRole('link', { name: canvasText(language, 'export.downloadPng') })).toBeVisible();
    const pdf = await page.request.get((await pdfLink.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    const body = await pdf.body();
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    await exporting.press('Escape');

    // Versions 1 and 3 side by side: the cost added, nothing else lost.
    await press(page.getByRole('link', { name: canvasText(language, 'editor.versions') }));
    await expect(page.getByTestId('canvas-versions')).toBeVisible();
    await expect(page.getByTestId('version-summary')).toBeVisible();
    await press(page.getByTestId('version-older'));
    await press(
      page.getByRole('option', { name: new RegExp(`^${canvasText(language, 'versions.version', { version: 1 })} `) }),
    );
    await expect(page.getByTestId('version-summary')).toContainText(
      text(language, 'canvas', 'versions.counts.added_one', { count: 1 }),
    );
    const added = page.locator('[data-testid="version-card"][data-changes~="added"]');
    await expect(added).toHaveCount(1);
    await expect(added).toContainText(COST[language].text);
    await expectNoA11yViolations();
  });
}

/**
 * Plays `months` months of the simulation through the API as a founder pressing "advance" does, or
 * fewer when the company goes bankrupt first.
 */
async function pressAdvanceThroughApi(page: Page, baseURL: string | undefined, id: string, months: number) {
  let last: MonthDecisions | null = null;
  for (let month = 1; month <= months; month++) {
    const read = await page.request.get(`/api/simulations/${id}`);
    const { simulation } = (await read.json()) as { simulation: { state: SimulationState } };
    if (simulation.state.status !== 'running') return;
    const decisions = pressAdvance(simulation.state, last);
    const played = await sendUntilTaken(() =>
      page.request.post(`/api/simulations/${id}/months`, {
        data: { month, decisions },
        headers: { origin: originOf(baseURL) },
      }),
    );
    expect(played.status(), await played.text()).toBe(200);
    last = decisions;
  }
}

for (const language of ['pt-BR', 'en-US'] as const) {
  test(`${language}: a canvas run in the simulation by keyboard, its plan read against the months`, async ({
    page,
    baseURL,
    expectNoA11yViolations,
  }) => {
    test.slow();
    await founderWithValidation(page, baseURL, language, 'canvas');
    const validations = await page.request.get('/api/validations');
    const { validations: list } = (await validations.json()) as { validations: { id: string }[] };
    const created = await page.request.post('/api/canvases', {
      headers: { origin: originOf(baseURL) },
      data: { from: 'validation', kind: 'businessModel', validationId: list[0]!.id },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { canvas } = (await created.json()) as { canvas: { id: string } };
    await openApp(page, `/canvas/${canvas.id}`);

    // One action: what the canvas brings is said first, with the unit it spends.
    await press(page.getByTestId('test-in-simulation'));
    const dialog = page.getByTestId('test-in-simulation-dialog');
    await expect(dialog).toContainText(canvasText(language, 'simulate.spends'));
    await expectNoA11yViolations();
    await press(dialog.getByTestId('start-simulation'));
    await expect(page).toHaveURL(/\/simulacao-negocio\/[0-9a-f-]{36}$/);
    const simulationId = new URL(page.url()).pathname.split('/').at(-1)!;

    // Six months pressed through, the canvas reads its plan against them.
    await pressAdvanceThroughApi(page, baseURL, simulationId, 6);
    await openApp(page, `/canvas/${canvas.id}`);
    const panel = page.getByTestId('plan-result');
    await expect(panel).toContainText(canvasText(language, 'plan.title'));
    const rows = panel.getByTestId('plan-row');
    await expect(rows).toHaveCount(4);
    for (const figure of ['customers', 'revenue', 'acquisitionCost', 'margin']) {
      await expect(panel.locator(`[data-figure="${figure}"]`)).toContainText(
        canvasText(language, `plan.figures.${figure}`),
      );
    }
    await expect(rows.first()).not.toHaveAttribute('data-verdict', 'open');
    // Every contradicted assumption is marked on the board, and only those.
    const contradicted = await rows.evaluateAll((each) =>
      each
        .filter((row) => row.getAttribute('data-verdict') === 'contradicted')
        .map((row) => row.getAttribute('data-figure')),
    );
    if (contradicted.length > 0) await expect(page.getByTestId('contradicted').first()).toBeVisible();
    else await expect(page.getByTestId('contradicted')).toHaveCount(0);
    await expectNoA11yViolations();
  });
}

test('on a 375 px phone the canvas shows one block at a time', async ({ page, baseURL, expectNoA11yViolations }) => {
  await page.setViewportSize(PHONE);
  await founderWithValidation(page, baseURL, 'pt-BR', 'canvas');
  const validations = await page.request.get('/api/validations');
  const { validations: list } = (await validations.json()) as { validations: { id: string }[] };
  const created = await page.request.post('/api/canvases', {
    headers: { origin: originOf(baseURL) },
    data: { from: 'validation', kind: 'lean', validationId: list[0]!.id },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { canvas } = (await created.json()) as { canvas: { id: string } };
  await openApp(page, `/canvas/${canvas.id}`);
  const shown = page.locator('[data-testid="canvas-block"]:visible');
  await expect(shown).toHaveCount(1);
  await expect(shown).toHaveAttribute('data-block', 'problem');
  await press(page.getByRole('button', { name: canvasText('pt-BR', 'board.nextBlock') }));
  await expect(shown).toHaveAttribute('data-block', 'solution');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
  await expectNoA11yViolations();
});
