import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { ExamAttemptView } from '../packages/contracts/src/certificate';
import { rightAnswers } from '../packages/domain/src/certificate/board-queries';
import { suggestDecisions } from '../packages/domain/src/simulation/create-simulation';
import type { Language } from '../packages/domain/src/constants';
import { expect, test } from './fixtures';
import { signUpThroughApi } from './support/accounts';
import { originOf, sendUntilTaken } from './support/app';
import { buyThroughApi } from './support/billing-api';
import { expectNoCatalogKeys } from './support/catalog-keys';
import { expectFits } from './support/phone';
import { text } from './support/site';

// A founder passes the certificate's exam through the API (decision 035) — each month decided by
// the simulator's careful rule from what the attempt shows (the seed stays on the server), the
// board's queries answered from their own months, the knowledge questions right — and a stranger,
// signed out, opens the certificate's verification address: Valid, what it prints, and the score
// computed again in their browser to the same points.

/** The question bank's right options, read as data (the bank is JSON the app bundles). */
const RIGHT = new Map(
  (
    JSON.parse(
      readFileSync(new URL('../packages/domain/src/certificate/exam-questions.json', import.meta.url), 'utf8'),
    ) as { id: string; right: number }[]
  ).map((question) => [question.id, question.right]),
);

async function post(page: Page, baseURL: string | undefined, path: string, data: unknown) {
  const response = await sendUntilTaken(() =>
    page.request.post(path, { data, headers: { origin: originOf(baseURL) } }),
  );
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { attempt: ExamAttemptView }).attempt;
}

for (const language of ['pt-BR', 'en-US'] as const satisfies readonly Language[]) {
  test(`${language}: a passed exam's certificate is checked signed out and its score reproduced in the browser`, async ({
    page,
    browser,
    baseURL,
    expectNoA11yViolations,
  }) => {
    test.slow();
    const t = (key: string, values?: Record<string, string | number>) => text(language, 'exam', key, values);
    await signUpThroughApi(page, baseURL, { who: 'certificado', skipOnboarding: true, language });
    await buyThroughApi(page, baseURL, 'basic');
    let attempt = await post(page, baseURL, '/api/certificate/attempts', { level: 'foundation' });
    while (attempt.phase === 'playing')
      attempt = await post(page, baseURL, `/api/certificate/attempts/${attempt.id}/months`, {
        month: attempt.months.length + 1,
        decisions: suggestDecisions(attempt.state),
      });
    const board = Object.entries(rightAnswers(attempt.months)).map(([id, answer]) => ({ id, answer }));
    const knowledge = attempt.questions!.map(({ id }) => ({
      id,
      option: RIGHT.get(id)!,
    }));
    const ended = await post(page, baseURL, `/api/certificate/attempts/${attempt.id}/answers`, { board, knowledge });
    expect(ended.score?.passed).toBe(true);
    const certificateId = ended.certificateId!;

    // Its holder, signed in, may add it to their LinkedIn profile, prefilled.
    await page.addInitScript((chosen) => localStorage.setItem('selected_language', chosen), language);
    await page.goto(`/certificado/verificar/${certificateId}`);
    const add = page.getByRole('link', { name: new RegExp(t('verify.share.addToProfile')) });
    await expect(add).toHaveAttribute('href', new RegExp(`certId=${certificateId}`));

    // A stranger, signed out, with the address printed on the certificate.
    const stranger = await browser.newContext({ baseURL, locale: language });
    try {
      const visitor = await stranger.newPage();
      // A visitor who reads the site in this language chose it there once (the language switcher's key).
      await visitor.addInitScript((chosen) => localStorage.setItem('selected_language', chosen), language);
      await visitor.goto(`/certificado/verificar/${certificateId}`);
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
