import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openApp } from './support/app';
import { classWithStudent, person } from './support/classes';
import { createSimulationThroughApi, playPlainMonthThroughApi } from './support/simulations';
import { expectFits } from './support/phone';
import { text, type Language } from './support/site';

// The community as two founders meet it (decision 036), in Portuguese and in English: a question
// asked in a space of their language, seen and answered by the other without a reload, the answer
// thanked and accepted live, the question found by a search in other forms of its words; and a
// class's space, open to its teacher and student, closed to anyone else.

const SEARCHED: Record<'pt-BR' | 'en-US', { body: string; query: string }> = {
  'pt-BR': { body: 'Vendemos bolos de pote na feira por R$ 12.', query: 'vender bolo' },
  'en-US': { body: 'We sell cake in jars at the market for $4.', query: 'selling jar' },
};

for (const language of ['pt-BR', 'en-US'] as const) {
  const t = (key: string, values?: Record<string, string | number>) => text(language, 'community', key, values);

  test(`two members ask, answer, thank and accept live, and search finds it (${language})`, async ({
    browser,
    baseURL,
    expectNoA11yViolations,
  }) => {
    // Two people in two browsers, four screens, three accessibility scans and a phone's widths.
    test.slow();
    const ana = await person(browser, baseURL, `community-ana-${language}`, { language });
    const bia = await person(browser, baseURL, `community-bia-${language}`, { language });
    const title = `${language === 'pt-BR' ? 'Quanto cobrar pelo bolo de pote' : 'How much for a jar of cake'} ${randomUUID().slice(0, 6)}`;

    await openApp(ana, '/comunidade');
    await expect(ana.getByRole('heading', { level: 2, name: t('home.title') })).toBeVisible();
    await expectNoA11yViolations(ana, { label: 'the spaces' });
    await ana
      .getByTestId('community-spaces')
      .getByRole('link', { name: new RegExp(t('spaces.feedback.name')) })
      .click();
    await expect(ana.getByRole('heading', { level: 2, name: t('spaces.feedback.name') })).toBeVisible();
    await expect(ana).toHaveURL(new RegExp(`/comunidade/espacos/${language}/feedback$`));

    // Bia has the same space open while Ana asks.
    await openSpace(bia, language);

    await ana.getByTestId('new-topic').click();
    const form = ana.getByTestId('new-topic-form');
    await form.getByRole('radio', { name: new RegExp(t('compose.kinds.question')) }).check();
    await form.getByLabel(t('compose.title')).fill(title);
    await form.getByLabel(t('compose.body')).fill(SEARCHED[language].body);
    await expectNoA11yViolations(ana, { label: 'a new topic' });
    await form.getByTestId('new-topic-send').click();
    await expect(ana.getByRole('heading', { level: 2, name: title })).toBeVisible();

    // Bia's list takes the new topic without a reload; she answers it.
    const row = bia.getByTestId('topic-row').filter({ hasText: title });
    await expect(row).toBeVisible();
    await row.click();
    await expect(bia.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await bia.getByLabel(t('topic.reply')).fill('**Custo** primeiro: ingredientes, pote e etiqueta.');
    await bia.getByTestId('reply-form-send').click();
    await expect(bia.getByTestId('community-post')).toHaveCount(2);

    // Ana's page takes the answer live; she thanks it and accepts it, and Bia's page follows.
    const answer = ana.getByTestId('community-post').nth(1);
    await expect(answer).toContainText('ingredientes');
    await expect(answer.locator('strong')).toHaveText('Custo');
    await answer.getByTestId('react-thanks').click();
    await expect(answer.getByTestId('react-thanks')).toHaveAttribute('aria-pressed', 'true');
    await answer.getByTestId('accept-answer').click();
    await expect(answer.getByTestId('accepted-answer')).toBeVisible();
    const bias = bia.getByTestId('community-post').nth(1);
    await expect(bias.getByTestId('accepted-answer')).toBeVisible();
    await expect(
      bias.getByLabel(
        text(language, 'community', 'post.reaction', { reaction: t('post.reactionKinds.thanks'), count: 1 }),
      ),
    ).toBeVisible();
    await expectNoA11yViolations(bia, { label: 'a topic' });

    // Other forms of the question's words find it.
    await bia
      .getByRole('main')
      .getByRole('link', { name: t('topic.back') })
      .click();
    await bia
      .getByRole('main')
      .getByRole('link', { name: t('space.back') })
      .click();
    await bia.getByRole('searchbox', { name: t('search.label') }).fill(SEARCHED[language].query);
    await bia.getByRole('searchbox', { name: t('search.label') }).press('Enter');
    const result = bia.getByTestId('search-result').filter({ hasText: title });
    await expect(result).toBeVisible();
    await expect(result.locator('mark').first()).toBeVisible();
    await expectNoA11yViolations(bia, { label: 'search results' });
    await result.click();
    await expect(bia.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expectFits(bia, 'a topic on a phone');

    await ana.context().close();
    await bia.context().close();
  });
}

for (const language of ['pt-BR', 'en-US'] as const) {
  const t = (key: string, values?: Record<string, string | number>) => text(language, 'community', key, values);

  test(`a reader replays a simulation attached to a post, in the browser (${language})`, async ({
    browser,
    baseURL,
    expectNoA11yViolations,
  }) => {
    test.slow();
    const ana = await person(browser, baseURL, `evidence-ana-${language}`, { language });
    const bia = await person(browser, baseURL, `evidence-bia-${language}`, { language });
    const simulation = await createSimulationThroughApi(ana, baseURL, { name: 'Doces da Ana', businessType: 'food' });
    await playPlainMonthThroughApi(ana, baseURL, simulation, 1);
    const title = `${language === 'pt-BR' ? 'Meu primeiro mês' : 'My first month'} ${randomUUID().slice(0, 6)}`;

    await openSpace(ana, language);
    await ana.getByTestId('new-topic').click();
    const form = ana.getByTestId('new-topic-form');
    await form.getByLabel(t('compose.title')).fill(title);
    await form.getByLabel(t('compose.body')).fill('Preço de referência, nada de marketing.');
    await form.getByTestId('evidence-open').click();
    await form.getByTestId('evidence-kind').click();
    await ana.getByRole('option', { name: t('evidence.kinds.simulation') }).click();
    await expect(form.getByTestId('evidence-item')).toContainText('Doces da Ana');
    await form.getByTestId('new-topic-send').click();
    await expect(ana.getByRole('heading', { level: 2, name: title })).toBeVisible();
    const topicPath = new URL(ana.url()).pathname;

    await openApp(bia, topicPath);
    const card = bia.getByTestId('evidence-card');
    await expect(card).toContainText(t('evidence.unnamed'));
    await card.getByTestId('evidence-toggle').click();
    await card.getByTestId('evidence-replay').click();
    await expect(card.getByTestId('evidence-replay-result')).toHaveText(
      t('evidence.simulation.agrees_one', { count: 1 }),
    );
    await expectNoA11yViolations(bia, { label: 'an evidence replayed' });

    await ana.context().close();
    await bia.context().close();
  });
}

async function openSpace(page: Page, language: Language) {
  await openApp(page, `/comunidade/espacos/${language}/feedback`);
  await expect(page.getByTestId('space-screen')).toBeVisible();
}

test('a class’s space is its teacher’s and students’, and closed to anyone else', async ({ browser, baseURL }) => {
  test.slow();
  const t = (key: string) => text('pt-BR', 'community', key);
  const { teacher, student, id } = await classWithStudent(browser, baseURL, {
    name: 'Turma da Comunidade',
    seed: 4141,
    who: 'community',
    companyName: 'Doces da Ana',
  });
  await openApp(teacher, '/comunidade');
  const classes = teacher.getByTestId('community-class-spaces');
  await expect(classes).toContainText(t('home.moderator'));
  await classes.getByRole('link', { name: /Turma da Comunidade/ }).click();
  await teacher.getByTestId('new-topic').click();
  const form = teacher.getByTestId('new-topic-form');
  await form.getByLabel(t('compose.title')).fill('Boas-vindas à turma');
  await form.getByLabel(t('compose.body')).fill('Apresentem-se aqui antes da primeira rodada.');
  await form.getByTestId('new-topic-send').click();
  await expect(teacher.getByRole('heading', { level: 2, name: 'Boas-vindas à turma' })).toBeVisible();
  const topicUrl = teacher.url();

  await openApp(student, `/comunidade/espacos/class/${id}`);
  await expect(student.getByTestId('topic-row').filter({ hasText: 'Boas-vindas à turma' })).toBeVisible();

  const outsider = await person(browser, baseURL, 'community-outsider');
  await openApp(outsider, `/comunidade/espacos/class/${id}`);
  await expect(outsider.getByText(t('space.notFound'))).toBeVisible();
  await expect(outsider.getByTestId('topic-row')).toHaveCount(0);
  await outsider.goto(new URL(topicUrl).pathname);
  await expect(outsider.getByText(t('topic.notFound'))).toBeVisible();
  expect((await outsider.request.get(`/api/community/topics?space=class/${id}`)).status()).toBe(404);
  await outsider.goto('/comunidade');
  await expect(outsider.getByTestId('community-spaces')).toBeVisible();
  await expect(outsider.getByTestId('community-class-spaces')).toHaveCount(0);

  for (const page of [teacher, student, outsider]) await page.context().close();
});
