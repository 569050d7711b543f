import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openApp } from './support/app';
import { buyThroughApi } from './support/billing-api';
import { founderWithValidation, type JourneyLanguage } from './support/founders';
import { expectFits } from './support/phone';
import { text } from './support/site';

// A pitch as a founder makes it: drafted from their validation, a figure pushed past the evidence
// and flagged with both figures, fixed and the score rising again, kept as a version, rehearsed
// against a clock the test moves, and exported as a PDF; by keyboard where a founder would type.

/** A market figure no validation of these ideas reaches: the SAM said as 900 billion. */
const INFLATED: Record<JourneyLanguage, string> = {
  'pt-BR': 'Nosso SAM é de R$ 900 bilhões.',
  'en-US': 'Our SAM is $900 billion.',
};

const studio = (language: JourneyLanguage, key: string, values: Record<string, string | number> = {}) =>
  text(language, 'pitchStudio', key, values);

const part = (page: Page, name: string) => page.locator(`[data-testid="pitch-part"][data-part="${name}"]`);
const liveScore = async (page: Page) => Number((await page.getByTestId('live-score').innerText()).match(/\d+/)![0]);

async function press(locator: Locator, key = 'Enter'): Promise<void> {
  await locator.focus();
  await locator.press(key);
}

for (const language of ['pt-BR', 'en-US'] as const) {
  test(`${language}: a pitch drafted from a validation, its figures checked, fixed, rehearsed and exported`, async ({
    page,
    baseURL,
    expectNoA11yViolations,
  }) => {
    test.slow();
    const title = await founderWithValidation(page, baseURL, language, 'pitch');
    // The export spends a report, which the Free plan has none of.
    await buyThroughApi(page, baseURL, 'basic');
    await openApp(page, '/pitch');
    await expect(page.getByRole('heading', { name: studio(language, 'list.title') })).toBeVisible();
    await expectNoA11yViolations();
    await expectFits(page, 'the pitches');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Drafted from the validation, in the founder's language.
    await press(page.getByTestId('new-pitch'));
    const dialog = page.getByTestId('new-pitch-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(studio(language, 'create.starts.draft.name')).check();
    await expectNoA11yViolations();
    await press(dialog.getByTestId('create-pitch'));
    await expect(page).toHaveURL(/\/pitch\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('pitch-editor')).toBeVisible();
    await expect(page.getByTestId('pitch-title')).toHaveValue(title);
    await expect(part(page, 'market').getByTestId('drafted-badge')).toBeVisible();
    await expect(page.getByTestId('claim').first()).toBeVisible();
    // Nothing the draft writes goes beyond the evidence it was drafted from.
    await expect(page.locator('[data-testid="claim"][data-verdict="beyond"]')).toHaveCount(0);
    await expectNoA11yViolations();
    const drafted = await liveScore(page);

    // A market pushed past the validation is flagged under its metric, with both figures, and costs points.
    const market = part(page, 'market').getByRole('textbox');
    const draftedMarket = await market.inputValue();
    await market.focus();
    await page.keyboard.press('End');
    await page.keyboard.type(` ${INFLATED[language]}`);
    const flagged = page.locator('[data-testid="claim"][data-verdict="beyond"][data-metric="marketSize"]');
    await expect(flagged).toBeVisible();
    await expect(flagged).toContainText(title);
    await expect.poll(() => liveScore(page)).toBeLessThan(drafted);
    // Rewritten by the founder: no longer a draft.
    await expect(part(page, 'market').getByTestId('drafted-badge')).toHaveCount(0);
    await expect(page.getByTestId('save-state')).toHaveText(studio(language, 'save.saved'));
    await expectNoA11yViolations();

    // Kept as a version with the flag; then fixed, and the score rises again.
    await press(page.getByTestId('analyse-pitch'));
    await expect(page.getByTestId('version-row')).toHaveCount(1);
    const inflatedScore = await liveScore(page);
    await market.fill(draftedMarket);
    await expect(flagged).toHaveCount(0);
    await expect.poll(() => liveScore(page)).toBeGreaterThan(inflatedScore);
    await expect(page.getByTestId('save-state')).toHaveText(studio(language, 'save.saved'));
    await press(page.getByTestId('analyse-pitch'));
    await expect(page.getByTestId('version-row')).toHaveCount(2);
    await expect(page.getByTestId('version-score').first()).toHaveText(new RegExp(String(await liveScore(page))));

    // The one-page PDF, spending one report.
    const pitchUrl = page.url();
    await press(page.getByTestId('export-pitch'));
    const download = page.getByRole('link', { name: studio(language, 'export.download') });
    await expect(download).toBeVisible();
    const pdf = await page.request.get((await download.getAttribute('href'))!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Rehearsed against a clock the test moves: two minutes on the first part alone is over its share.
    await page.clock.install();
    await press(page.getByTestId('rehearse'));
    await expect(page.getByTestId('rehearsal')).toBeVisible();
    await expectNoA11yViolations();
    await press(page.getByTestId('rehearsal-start'));
    await page.clock.runFor(120_000);
    await expect(page.getByTestId('total-timer')).toHaveText(/2:00/);
    const parts = await page.getByTestId('prompter-part').count();
    for (let index = 1; index < parts; index += 1) {
      await page.keyboard.press('ArrowRight');
      await page.clock.runFor(5_000);
    }
    await page.getByTestId('rehearsal-finish').click();
    const result = page.getByTestId('rehearsal-result');
    await expect(result).toBeVisible();
    await expect(result.getByTestId('pace')).toBeVisible();
    await expect(result.getByTestId('part-over').first()).toContainText(text(language, 'pitch', 'parts.oneLiner.name'));
    await expectNoA11yViolations();
    await expectFits(page, 'the rehearsal');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The editor fits a phone, its versions table scrolling inside its box.
    await page.goto(pitchUrl);
    await expect(page.getByTestId('pitch-editor')).toBeVisible();
    await expectFits(page, 'the pitch editor');
  });
}
