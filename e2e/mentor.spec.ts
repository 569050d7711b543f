import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signUpThroughApi } from './support/accounts';
import { openApp, originOf, toast } from './support/app';
import { text } from './support/site';

// The AI mentor as a Free founder meets it: the four mentors, a question answered as it streams,
// another mentor for the next question, a board meeting of the four, the history after a reload,
// rename and delete, and the plan's five questions spent: the sixth is refused with 'Limite
// Atingido'. Then the English address, a suggested question, in English.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const t = (key: string, values?: Record<string, string>) => text('pt-BR', 'mentorChat', key, values);
const shared = (key: string, language: 'pt-BR' | 'en-US' = 'pt-BR') => text(language, 'mentor', key);

async function ask(page: Page, question: string) {
  const answers = page.getByTestId('mentor-answer');
  const before = await answers.count();
  await page.getByLabel(t('chat.questionLabel')).fill(question);
  await page.keyboard.press('Enter');
  // The answer arrives as a stream: it shows while it is written, then stands as the stored answer.
  await expect(page.getByTestId('mentor-streaming')).toBeVisible();
  await expect(page.getByTestId('mentor-streaming')).toHaveCount(0, { timeout: 10_000 });
  await expect(answers).toHaveCount(before + 1);
  return answers.last();
}

test('a Free founder talks to LEO, then MAX, holds a board meeting, finds the history after a reload, and is refused the sixth question', async ({
  page,
  baseURL,
  expectNoA11yViolations,
}) => {
  // Six questions, a board meeting of four, reloads and two axe passes: about 20 s alone on a
  // two-core machine, and it ran out of the default 30 s once beside the other worker.
  test.slow();
  await signUpThroughApi(page, baseURL, { who: 'mentor', skipOnboarding: true });
  await openApp(page, '/mentor-ia');
  await expect(page.getByRole('heading', { level: 2, name: t('title') })).toBeVisible();
  const personas = page.getByTestId('mentor-personas').getByRole('listitem');
  await expect(personas).toHaveCount(4);
  await expect(page.getByTestId('mentor-engine')).toHaveText(t('engine.builtIn'));
  await expect(page.getByText(t('list.emptyTitle'))).toBeVisible();
  await expectNoA11yViolations(page, { label: 'the four mentors' });

  await page.getByRole('button', { name: t('welcome.talkTo', { name: 'LEO' }) }).click();
  await expect(page).toHaveURL((url) => UUID.test(url.pathname.split('/').pop() ?? ''));
  await expect(page.getByTestId('mentor-greeting')).toContainText(shared('personas.leo.greeting'));

  const first = await ask(page, 'Como controlar meu fluxo de caixa?');
  await expect(first).toHaveAttribute('data-persona', 'leo');
  // LEO's own move on the topic, in the persona's name.
  await expect(first).toContainText('LEO:');
  // A founder with no simulation is told so, with the way to create one.
  await expect(first).toContainText(shared('missing.simulation'));
  await expect(first.getByRole('link', { name: shared('links.newSimulation') })).toHaveAttribute(
    'href',
    '/simulacao-negocio',
  );
  await expect(page.getByTestId('conversation-list').getByText('Como controlar meu fluxo de caixa?')).toBeVisible();

  // Another mentor from the next question on.
  await page.getByTestId('persona-select').click();
  await page.getByRole('option', { name: new RegExp(`^MAX`) }).click();
  await expect(page.getByTestId('persona-select')).toContainText('MAX');
  const second = await ask(page, 'Como conseguir os primeiros clientes?');
  await expect(second).toHaveAttribute('data-persona', 'max');
  await expect(second).toContainText('MAX:');

  // The four at once: where they disagree, and the synthesis.
  await page.getByLabel(t('chat.boardLabel')).check();
  const board = await ask(page, 'Devo contratar um funcionário agora?');
  await expect(board).toHaveAttribute('data-mode', 'board');
  for (const name of ['EVA', 'MAX', 'LEO', 'BIA']) {
    await expect(board.getByRole('heading', { name, exact: true })).toBeVisible();
  }
  await expect(board).toContainText(shared('board.maxLeo'));
  await expect(board).toContainText(shared('board.evaBia'));
  await expectNoA11yViolations(page, { label: 'a conversation with a board meeting' });

  await page.reload();
  // The server paints the conversation; its buttons work once the app has taken the page over.
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByTestId('mentor-answer')).toHaveCount(3);
  await expect(page.getByTestId('mentor-question')).toHaveCount(3);
  await expect(page.getByTestId('mentor-answer').first()).toContainText(shared('missing.simulation'));

  // Rename the conversation.
  const conversationId = page.url().split('/').pop() ?? '';
  await page.getByRole('button', { name: t('list.rename', { title: 'Como controlar meu fluxo de caixa?' }) }).click();
  const rename = page.getByTestId('rename-conversation');
  await rename.getByLabel(t('list.renameLabel')).fill('Caixa e equipe');
  await rename.getByRole('button', { name: t('list.save') }).click();
  await expect(page.getByTestId('conversation-list').getByText('Caixa e equipe')).toBeVisible();

  // Two more questions spend the plan's five; the sixth is refused, and the question stays typed.
  await ask(page, 'Como precificar meu produto?');
  await page.getByLabel(t('chat.boardLabel')).uncheck();
  await ask(page, 'Quanto capital de giro eu preciso?');
  await page.getByLabel(t('chat.questionLabel')).fill('E agora, o que faço?');
  await page.keyboard.press('Enter');
  await expect(toast(page, text('pt-BR', 'common', 'quota.limitTitle'))).toBeVisible();
  await expect(page.getByTestId('mentor-answer')).toHaveCount(5);
  const refused = await page.request.post(`/api/mentor/conversations/${conversationId}/messages`, {
    data: { content: 'Mais uma?' },
    headers: { origin: originOf(baseURL) },
  });
  expect(refused.status()).toBe(403);

  // Delete it: the list is empty again and the screen goes back to the mentors.
  await page.getByRole('button', { name: t('list.delete', { title: 'Caixa e equipe' }) }).click();
  await page
    .getByTestId('delete-conversation')
    .getByRole('button', { name: t('list.deleteConfirm') })
    .click();
  await expect(page.getByText(t('list.emptyTitle'))).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/mentor-ia');
});

test('the English address speaks English: a suggested question starts a conversation with EVA', async ({
  page,
  baseURL,
}) => {
  await signUpThroughApi(page, baseURL, { who: 'mentor-en', skipOnboarding: true, language: 'en-US' });
  await openApp(page, '/ai-mentor');
  await expect(page.getByRole('heading', { level: 2, name: text('en-US', 'mentorChat', 'title') })).toBeVisible();
  await page
    .getByTestId('mentor-suggestions')
    .getByRole('button', { name: shared('suggestions.starter.validation', 'en-US') })
    .click();
  await expect(page.getByTestId('mentor-streaming')).toBeVisible();
  const answer = page.getByTestId('mentor-answer');
  await expect(answer).toHaveCount(1, { timeout: 10_000 });
  await expect(answer).toHaveAttribute('data-persona', 'eva');
  await expect(answer).toContainText('EVA:');
  await expect(answer).toContainText(shared('missing.validation', 'en-US'));
  await expect(page.getByTestId('mentor-question')).toHaveText(
    new RegExp(shared('suggestions.starter.validation', 'en-US').replace('?', '\\?')),
  );
});
