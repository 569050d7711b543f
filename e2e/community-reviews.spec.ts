import { IDEA_CORPUS } from '../packages/domain/src/validation/testing/idea-corpus';
import { expect, test } from './fixtures';
import { openApp, originOf } from './support/app';
import { person } from './support/classes';
import { text } from './support/site';

// Peer review as two founders meet it (decision 036), in Portuguese and English: one asks the
// community to review an idea from its report, the other finds it in the food businesses' queue,
// reads the copy and reviews it with the rubric, and the author reads the review beside the report.

for (const language of ['pt-BR', 'en-US'] as const) {
  const t = (key: string, values?: Record<string, string | number>) => text(language, 'community', key, values);

  test(`a founder asks for a review of an idea and reads it beside the report (${language})`, async ({
    browser,
    baseURL,
    expectNoA11yViolations,
  }) => {
    test.slow();
    const ana = await person(browser, baseURL, `review-ana-${language}`, { language });
    const bia = await person(browser, baseURL, `review-bia-${language}`, { language });
    const idea = IDEA_CORPUS.find((entry) => entry.language === 'pt-BR' && entry.specificity === 'specific')!.idea;
    const created = await ana.request.post('/api/validations', { data: idea, headers: { origin: originOf(baseURL) } });
    expect(created.status(), await created.text()).toBe(201);
    const validation = ((await created.json()) as { validation: { id: string; title: string; businessType: string } })
      .validation;

    await openApp(ana, `/validacao-ideia/${validation.id}`);
    // The panel is drawn as the reader nears the end of the report.
    await ana.getByTestId('review-panel-place').scrollIntoViewIfNeeded();
    const panel = ana.getByTestId('review-panel');
    await panel.getByTestId('ask-review').click();
    await expect(panel.getByTestId('ask-review')).toHaveCount(0);
    const mine = await ana.request.get(`/api/community/reviews/mine?source=${validation.id}`);
    const requestId = ((await mine.json()) as { requests: { id: string }[] }).requests[0]!.id;

    await openApp(bia, `/comunidade/revisoes?tipo=${validation.businessType}`);
    // Other runs ask about the same idea: this request is the one whose page the row opens.
    const row = bia.getByTestId('review-queue').locator(`a[href="/comunidade/revisoes/${requestId}"]`);
    await expect(row).toBeVisible();
    await expectNoA11yViolations(bia, { label: 'the review queue' });
    await row.click();
    await expect(bia.getByTestId('evidence-details')).toBeVisible();
    const form = bia.getByTestId('review-form');
    for (const [index, rating] of [4, 3, 2, 3].entries())
      await form
        .getByRole('group')
        .nth(index)
        .getByRole('radio', { name: `${rating}/5` })
        .check();
    const comment =
      language === 'pt-BR'
        ? 'O problema é claro, mas o preço não cobre embalagem e entrega: refaça a conta.'
        : 'The problem is clear, but the price does not cover packaging and delivery: redo the sums.';
    await form.getByLabel(t('reviews.comment')).fill(comment);
    await expectNoA11yViolations(bia, { label: 'a review being written' });
    await form.getByTestId('review-send').click();
    await expect(bia.getByText(t('reviews.alreadyReviewed'))).toBeVisible();

    await ana.reload();
    await ana.getByTestId('review-panel-place').scrollIntoViewIfNeeded();
    const review = ana.getByTestId('review-panel').getByTestId('review');
    await expect(review).toContainText(comment);
    await expect(review).toContainText(`${t('reviews.criteria.economics.name')}2/5`);

    await ana.context().close();
    await bia.context().close();
  });
}
