import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { CertificateOverview, ExamAttemptView } from '../packages/contracts/src/certificate';
import type { UserPreferences } from '../packages/contracts/src/preferences';
import { rightAnswers } from '../packages/domain/src/certificate/board-queries';
import type { Language } from '../packages/domain/src/constants';
import { centsToInputText } from '../packages/domain/src/locale/money-text';
import { suggestDecisions } from '../packages/domain/src/simulation/create-simulation';
import { expect, test } from './fixtures';
import { signUpThroughApi } from './support/accounts';
import { openApp } from './support/app';
import { buyThroughApi } from './support/billing-api';
import { expectNoCatalogKeys } from './support/catalog-keys';
import { expectFits, PHONE } from './support/phone';
import { text } from './support/site';

// A founder takes the certificate's exam through its screens (decision 035): each month decided on
// the panel by the simulator's careful rule applied to what the attempt shows (the seed stays on
// the server), the board's queries answered from their own months, the knowledge questions right;
// the PDF downloaded; and a stranger, signed out, opens the certificate's verification address:
// Valid, what it prints, and the score computed again in their browser to the same points.

/** The question bank's right options, read as data (the bank is JSON the app bundles). */
const RIGHT = new Map(
  (
    JSON.parse(
      readFileSync(new URL('../packages/domain/src/certificate/exam-questions.json', import.meta.url), 'utf8'),
    ) as { id: string; right: number }[]
  ).map((question) => [question.id, question.right]),
);

async function readJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/** The open attempt, as the screen shows it. */
const openAttempt = async (page: Page) => (await readJson<CertificateOverview>(page, '/api/certificate')).open!;

/** Types the careful rule's decisions for the month on screen into the panel, as a candidate would. */
async function decideCarefully(page: Page, attempt: ExamAttemptView, numberFormat: UserPreferences['numberFormat']) {
  const decisions = suggestDecisions(attempt.state);
  const form = page.getByTestId('exam-month');
  const money = (cents: number) => centsToInputText(cents, numberFormat);
  await form.locator('input[name="priceCents"]').fill(money(decisions.priceCents));
  await form.locator('input[name="marketingCents"]').fill(money(decisions.marketingCents));
  await form.locator('input[name="qualityInvestmentCents"]').fill(money(decisions.qualityInvestmentCents));
  await form.locator('input[name="headcountDelta"]').fill(String(decisions.headcountDelta));
  if (decisions.purchaseUnits > 0)
    await form.locator('input[name="purchaseUnits"]').fill(String(decisions.purchaseUnits));
  await form.locator('input[name="capacityInvestmentCents"]').fill(money(decisions.capacityInvestmentCents));
  await form.locator(`input[name$="-loan-direction"][value="${decisions.loanCents < 0 ? 'repay' : 'take'}"]`).check();
  await form.locator('input[name="loanAmount"]').fill(money(Math.abs(decisions.loanCents)));
  if (decisions.eventChoice)
    await form.locator(`[data-testid="radio-eventChoice"] input[value="${decisions.eventChoice}"]`).check();
}

/** Answers every board query right, through its fields: months and options picked, figures typed. */
async function answerBoard(page: Page, attempt: ExamAttemptView, numberFormat: UserPreferences['numberFormat']) {
  const right = rightAnswers(attempt.months);
  for (const query of attempt.queries!) {
    const card = page.getByTestId(`board-${query.id}`);
    for (const [index, part] of query.parts.entries()) {
      const answer = right[query.id]![index] ?? null;
      // Nothing to pick (a month with no cash driver at all): left blank, as the grader expects.
      if (answer === null) continue;
      if (part.kind === 'number') {
        const value = answer as number;
        const typed = centsToInputText(Math.round(Math.abs(value) * 100), numberFormat);
        await card.getByTestId(`answer-${query.id}-${index}`).fill(value < 0 ? `-${typed}` : typed);
        continue;
      }
      // A month is the n-th of those played; an option the n-th of the part's list, as the screen lists them.
      const position = part.kind === 'month' ? (answer as number) - 1 : part.options.indexOf(answer as string);
      await card.getByTestId(`answer-${query.id}-${index}`).click();
      await page.getByRole('option').nth(position).click();
    }
  }
}

for (const language of ['pt-BR', 'en-US'] as const satisfies readonly Language[]) {
  test(`${language}: a founder takes the exam on its screens, downloads the certificate, and a stranger reproduces its score`, async ({
    page,
    browser,
    baseURL,
    expectNoA11yViolations,
  }) => {
    test.slow();
    const t = (key: string, values?: Record<string, string | number>) => text(language, 'exam', key, values);
    await signUpThroughApi(page, baseURL, { who: 'certificado', skipOnboarding: true, language });
    await buyThroughApi(page, baseURL, 'basic');
    const { numberFormat } = await readJson<UserPreferences>(page, '/api/preferences');

    // The exam's page: how it works, and a start that asks first.
    await openApp(page, '/certificado');
    await expect(page.getByTestId('exam-overview')).toContainText(t('overview.rulesTitle'));
    await expectNoCatalogKeys(page, ['overview', 'past']);
    await expectNoA11yViolations(page, { label: 'the exam’s overview' });
    await page.getByTestId('start-exam').click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('overview.startConfirm') })
      .click();

    // Six months, each decided on the panel and played on the server.
    for (let month = 1; month <= 6; month += 1) {
      await expect(page.getByTestId('exam-month')).toContainText(t('playing.play', { month }));
      const attempt = await openAttempt(page);
      if (attempt.phase !== 'playing') break;
      if (month === 2) {
        await expectNoCatalogKeys(page, ['playing', 'header']);
        await expectNoA11yViolations(page, { label: 'a month of the exam' });
        await expectFits(page, 'a month of the exam');
        await page.setViewportSize({ width: 1280, height: 800 });
      }
      await decideCarefully(page, attempt, numberFormat);
      await page.getByTestId('play-exam-month').click();
      await expect(page.getByTestId('exam-month').or(page.getByTestId('exam-answers'))).not.toContainText(
        t('playing.play', { month }),
      );
    }

    // The board's queries and the knowledge questions, answered on the page and handed in.
    await expect(page.getByTestId('exam-answers')).toBeVisible();
    const answering = await openAttempt(page);
    await answerBoard(page, answering, numberFormat);
    for (const question of answering.questions!)
      await page
        .getByTestId(`knowledge-${question.id}`)
        .locator('input[type="radio"]')
        .nth(RIGHT.get(question.id)!)
        .check();
    await expectNoCatalogKeys(page, ['answering', 'board']);
    await expectNoA11yViolations(page, { label: 'the exam’s questions' });
    await page.setViewportSize(PHONE);
    await expectFits(page, 'the exam’s questions');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByTestId('hand-in-exam').click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('answering.handInConfirm') })
      .click();

    // The result, part by part, with the certificate.
    await expect(page.getByTestId('exam-passed')).toHaveText(t('result.passed'));
    await expect(page.getByTestId('exam-result')).toContainText(t('result.boardTitle', { right: 10, total: 10 }));
    // Each knowledge question gone over: the answer given, right here, and why.
    await expect(page.getByTestId('exam-review').getByRole('listitem')).toHaveCount(answering.questions!.length);
    await expectNoCatalogKeys(page, ['result', 'certificateActions']);
    await expectNoA11yViolations(page, { label: 'the exam’s result' });
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('certificate-pdf').click()]);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const verifyLink = page.getByTestId('certificate-verification-link');
    const address = (await verifyLink.getAttribute('href'))!;
    const certificateId = address.split('/').at(-1)!;
    expect(download.suggestedFilename()).toBe(`alavanca-certificate-${certificateId}.pdf`);

    // Its holder, signed in, may add it to their LinkedIn profile, prefilled.
    const add = page
      .getByTestId('certificate-actions')
      .getByRole('link', { name: new RegExp(t('verify.share.addToProfile')) });
    await expect(add).toHaveAttribute('href', new RegExp(`certId=${certificateId}`));

    // A stranger, signed out, with the address printed on the certificate.
    const stranger = await browser.newContext({ baseURL, locale: language });
    try {
      const visitor = await stranger.newPage();
      // A visitor who reads the site in this language chose it there once (the language switcher's key).
      await visitor.addInitScript((chosen) => localStorage.setItem('selected_language', chosen), language);
      await visitor.goto(address);
      const card = visitor.getByTestId('certificate-verification');
      await expect(card).toHaveAttribute('data-status', 'valid');
      await expect(visitor.getByTestId('certificate-status')).toHaveText(t('verify.valid'));
      await expect(visitor.getByTestId('certificate-holder')).toHaveText('Marina Lopes');
      await expect(card).toContainText(text(language, 'certificate', 'levels.foundation.name'));
      await expect(visitor.getByRole('link', { name: new RegExp(t('verify.share.linkedin')) })).toBeVisible();
      await expect(visitor.getByRole('link', { name: new RegExp(t('verify.share.addToProfile')) })).toHaveCount(0);
      await expectNoCatalogKeys(visitor, ['verify', 'levels', 'parts']);
      await expectNoA11yViolations(visitor, { label: 'the certificate verification page' });

      await visitor.getByRole('button', { name: t('verify.reproduce.action') }).click();
      const total = (await visitor.getByTestId('certificate-total').textContent()) ?? '';
      await expect(visitor.getByTestId('reproduced')).toContainText(
        t('verify.reproduce.same', { total: total.split(' ')[0]! }),
      );
      await expectFits(visitor, 'the certificate verification page');
    } finally {
      await stranger.close();
    }
  });
}
