import { expect, test } from './fixtures';
import { signUpThroughApi } from './support/accounts';
import { originOf } from './support/app';
import { openPainted, PAINTED_ROOT } from './support/paint';
import { IDEA_CORPUS } from '../packages/domain/src/validation/testing/idea-corpus';

/**
 * The server paints every signed-in screen that draws from the server's answers alone, and the
 * app takes each paint over where it stands (decision 030). Here for the screens the first-load
 * budgets do not open, in the dark theme and with an idea's draft kept on this browser: what only
 * the browser knows must never make the app's first draw differ from the server's.
 */
test('every painted signed-in screen is taken over without being drawn again', async ({ browser, baseURL }) => {
  test.slow();
  const seeding = await browser.newContext();
  const page = await seeding.newPage();
  await signUpThroughApi(page, baseURL, { who: 'pintura', skipOnboarding: true });
  const idea = IDEA_CORPUS.find((entry) => entry.language === 'pt-BR' && entry.specificity === 'specific')!.idea;
  const created = await page.request.post('/api/validations', { data: idea, headers: { origin: originOf(baseURL) } });
  expect(created.status(), await created.text()).toBe(201);
  const validation = ((await created.json()) as { validation: { id: string } }).validation.id;
  const { cookies } = await seeding.storageState();
  await seeding.close();

  const painted = [
    '/dashboard/planos',
    '/dashboard/checkout?plan=pro',
    '/dashboard/subscription-success',
    '/mentor-ia',
    `/validacao-ideia/${validation}/editar`,
    '/turmas/nova',
    '/suporte',
    '/suporte/artigos/ai-settings',
    '/notificacoes',
    '/perfil',
  ];
  for (const pathname of painted) {
    const context = await browser.newContext();
    await context.addCookies(cookies);
    await context.addInitScript(() => {
      localStorage.setItem('ui-theme', 'dark');
      localStorage.setItem('alavanca.idea-draft', JSON.stringify({ step: 1, values: { title: 'Rascunho' } }));
    });
    const { screen, html, takenOver } = await openPainted(context, `${baseURL}${pathname}`);
    expect.soft(html, `${pathname}: painted in its page`).toMatch(PAINTED_ROOT);
    await takenOver(pathname);
    await expect(screen.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    await context.close();
  }

  // Screens that draw from what only this browser keeps are left to the app.
  for (const pathname of ['/validacao-ideia', '/configuracoes']) {
    const context = await browser.newContext();
    await context.addCookies(cookies);
    const response = await context.request.get(`${baseURL}${pathname}`);
    expect.soft(await response.text(), pathname).toContain('<div id="root"></div>');
    await context.close();
  }
});
