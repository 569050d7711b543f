import { expect, test } from './fixtures';
import { signUpThroughApi } from './support/accounts';
import { openApp, originOf } from './support/app';
import { grantOperatorRole } from './support/operators';
import { text } from './support/site';

// Support as a founder and an operator meet it: the help searched and read, a ticket opened with
// a screenshot, the operator (made one by `npm run admin`) finding and answering it, the founder
// notified and reading the answer, then closing the ticket; and the desk closed to anyone else.

const t = (key: string, values?: Record<string, string | number>) => text('pt-BR', 'support', key, values);
/** A real 1×1 PNG: the server checks a screenshot by its bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const SUBJECT = 'O mês não avança';

test('a founder reads the help, opens a ticket with a screenshot, and reads the operator’s answer', async ({
  page,
  browser,
  baseURL,
  expectNoA11yViolations,
}) => {
  // Two people in two browsers, the help, the ticket and the desk, four accessibility scans: 28 s on a busy
  // two-core machine, too close to the default 30 s.
  test.slow();
  await signUpThroughApi(page, baseURL, { who: 'support', skipOnboarding: true });
  const email = await page.request.get('/api/session').then(async (response) => {
    const body = (await response.json()) as { user: { email: string } };
    return body.user.email;
  });
  await openApp(page, '/suporte');
  await expect(page.getByRole('heading', { level: 2, name: t('title') })).toBeVisible();
  const sections = page.getByTestId('help-sections');
  await expect(sections.getByRole('heading', { name: t('categories.plans') })).toBeVisible();
  await expectNoA11yViolations(page, { label: 'help and tickets' });

  // The help, searched as it is typed, and an article read. No article has both words of "nota
  // fiscal": the ones with one of them are suggested instead of nothing; words nobody wrote say so.
  const results = page.getByTestId('help-results');
  await page.getByLabel(t('help.search')).fill('nota fiscal');
  await expect(results).toContainText(t('help.related'));
  await expect(results.getByRole('link').first()).toBeVisible();
  await page.getByLabel(t('help.search')).fill('xyzzy');
  await expect(results).toHaveText(t('help.noResults'));
  await page.getByLabel(t('help.search')).fill('teste gratis');
  await expect(results.getByRole('link').first()).toBeVisible();
  await results.getByRole('link').first().click();
  await expect(page.getByTestId('help-article').getByRole('heading', { level: 2 })).toBeVisible();
  await expect(page).toHaveURL(/\/suporte\/artigos\/[a-z-]+$/);
  await expectNoA11yViolations(page, { label: 'a help article' });
  await page
    .getByRole('link', { name: t('article.back') })
    .first()
    .click();

  // A ticket with a screenshot: first what is missing, then sent.
  await page.getByRole('button', { name: t('tickets.new') }).click();
  const form = page.getByTestId('new-ticket');
  await form.getByRole('button', { name: t('form.send') }).click();
  await expect(form.getByLabel(t('form.subject'))).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel(t('form.subject')).fill(SUBJECT);
  await form.getByTestId('ticket-category').click();
  await page.getByRole('option', { name: text('pt-BR', 'support', 'ticketCategories.simulations') }).click();
  await form.getByLabel(t('form.message')).fill('Clico em Avançar mês e nada acontece.');
  // A phone's screenshot over the 1 MB limit is redrawn smaller in the browser, not refused.
  const large = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1000;
    const context = canvas.getContext('2d')!;
    const pixels = context.createImageData(1000, 1000);
    // Noise: a PNG of it cannot be compressed below a few MB.
    for (let i = 0; i < pixels.data.length; i++) pixels.data[i] = i % 4 === 3 ? 255 : Math.floor(Math.random() * 256);
    context.putImageData(pixels, 0, 0);
    return canvas.toDataURL('image/png');
  });
  const buffer = Buffer.from(large.replace(/^data:image\/png;base64,/, ''), 'base64');
  expect(buffer.byteLength).toBeGreaterThan(2 * 1024 * 1024);
  await form.locator('input[type="file"]').setInputFiles({ name: 'captura.png', mimeType: 'image/png', buffer });
  await expect(form.getByTestId('screenshot-chosen')).toContainText('captura.jpg');
  await expect(form.getByText(t('form.screenshotSize'))).toHaveCount(0);
  await form.getByRole('button', { name: t('form.screenshotRemove', { name: 'captura.jpg' }) }).click();
  await form.locator('input[type="file"]').setInputFiles({ name: 'tela.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByTestId('screenshot-chosen')).toContainText('tela.png');
  await expectNoA11yViolations(page, { label: 'the new ticket form' });
  await form.getByRole('button', { name: t('form.send') }).click();
  await expect(page.getByTestId('ticket-screen').getByRole('heading', { name: SUBJECT })).toBeVisible();
  await expect(page.getByTestId('ticket-status')).toHaveText(t('statuses.open'));
  await expect(page.getByRole('img', { name: t('thread.screenshot', { name: 'tela.png' }) })).toBeVisible();
  const ticketUrl = page.url();

  // An operator, made one from the command line, finds it by the founder's e-mail and answers.
  // Another person, in a browser context of their own, as the suite's options have it.
  const operatorContext = await browser.newContext({
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    reducedMotion: 'reduce',
  });
  const operator = await operatorContext.newPage();
  const operatorEmail = await signUpThroughApi(operator, baseURL, { who: 'operator', skipOnboarding: true });
  grantOperatorRole(operatorEmail);
  await openApp(operator, '/admin/suporte');
  await operator.getByLabel(t('admin.search')).fill(email);
  const list = operator.getByTestId('admin-ticket-list');
  await expect(list.getByRole('link')).toHaveCount(1);
  await list.getByRole('link', { name: new RegExp(SUBJECT) }).click();
  await expect(operator.getByTestId('admin-ticket').getByText(email)).toBeVisible();
  await expect(operator.getByRole('img', { name: t('thread.screenshot', { name: 'tela.png' }) })).toBeVisible();
  await operator.getByLabel(t('admin.answer')).fill('Atualize a página: corrigimos o problema.');
  await operator.getByRole('button', { name: t('admin.sendAnswer') }).click();
  await expect(operator.getByTestId('ticket-status')).toHaveText(t('statuses.answered'));
  await expectNoA11yViolations(operator, { label: 'the support desk' });
  await operatorContext.close();

  // The founder is told, reads the answer, and closes the ticket.
  await page.goto(ticketUrl);
  await expect(page.getByTestId('ticket-status')).toHaveText(t('statuses.answered'));
  await expect(page.getByTestId('ticket-thread')).toContainText('Atualize a página: corrigimos o problema.');
  await expect(page.getByTestId('ticket-thread')).toContainText(t('thread.support'));
  const notifications = await page.request.get('/api/notifications');
  expect(JSON.stringify(await notifications.json())).toContain('notifications:system.supportAnswered.title');
  await page.getByRole('button', { name: t('ticket.close') }).click();
  await expect(page.getByTestId('ticket-status')).toHaveText(t('statuses.closed'));
});

test('the support desk is closed to anyone without the operators’ role', async ({ page, baseURL }) => {
  await signUpThroughApi(page, baseURL, { who: 'not-operator', skipOnboarding: true });
  await openApp(page, '/admin/suporte');
  await expect(page.getByText(t('admin.restrictedTitle'))).toBeVisible();
  await expect(page.getByRole('link', { name: text('pt-BR', 'common', 'sidebar.admin') })).toHaveCount(0);
  const refused = await page.request.get('/api/admin/support/tickets', { headers: { origin: originOf(baseURL) } });
  expect(refused.status()).toBe(403);
});
