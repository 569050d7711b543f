import type { APIRequestContext, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { signUpThroughApi } from './support/accounts';

// Copy from the pt-BR catalogs (apps/web/src/locales/pt-BR): pt-BR is the default language.
const PASSWORD = 'senha-forte-123';

/** A fresh address per test: the tests share one server and run in parallel. */
function uniqueEmail(who: string): string {
  return `${who}.${randomUUID().slice(0, 8)}@example.test`;
}

/** The toast on screen holding `text` (one toast at a time). */
function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

/**
 * Creates an account straight through the API, in a request context of its own so the browser
 * stays signed out. Non-browser clients must name the origin themselves (CSRF check).
 */
async function createAccount(
  request: APIRequestContext,
  baseURL: string | undefined,
  email: string,
  name = 'Teste E2E',
) {
  const response = await request.post('/api/account', {
    data: { name, email, password: PASSWORD, language: 'pt-BR' },
    headers: { origin: new URL(baseURL ?? '').origin },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/**
 * Lands on the dashboard as a signed-in user. A new user may first meet the onboarding wizard
 * in place of the dashboard; it is skipped with its "Pular" button.
 */
async function expectSignedIn(page: Page) {
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  const wizard = page.getByTestId('onboarding-wizard');
  const dashboardTitle = page.getByTestId('page-title');
  await expect(wizard.or(dashboardTitle).first()).toBeVisible();
  if (await wizard.isVisible()) {
    await wizard.getByRole('button', { name: 'Pular' }).click();
    await expect(wizard).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  }
  await expect(page.getByTestId('avatar-menu')).toBeVisible();
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

// The outbox mailer (apps/server/src/modules/mail/outbox-mailer.ts) logs every e-mail as one
// JSON line with this message, the recipient, the kind and the link.
const OUTBOX_LOG_MESSAGE = 'e-mail stored in the outbox';

interface OutboxLogLine {
  msg?: string;
  to?: string;
  emailKind?: string;
  actionUrl?: string;
}

/** The link of the newest e-mail of `kind` to `email`, as the server logged it; null while none is there. */
async function findEmailLink(logFile: string, email: string, kind: string): Promise<string | null> {
  const lines = (await readFile(logFile, 'utf8')).split('\n').reverse();
  for (const line of lines) {
    if (!line.startsWith('{')) continue;
    let entry: OutboxLogLine;
    try {
      entry = JSON.parse(line) as OutboxLogLine;
    } catch {
      continue;
    }
    if (entry.msg === OUTBOX_LOG_MESSAGE && entry.to === email && entry.emailKind === kind && entry.actionUrl)
      return entry.actionUrl;
  }
  return null;
}

test.describe('accounts', () => {
  test('sign up, sign out from the avatar menu, and log in again', async ({ page }) => {
    const email = uniqueEmail('ana');
    await page.goto('/cadastro');
    await page.getByLabel('Nome completo').fill('Ana Souza');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await page.getByRole('checkbox', { name: /Li e aceito/ }).check();
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expectSignedIn(page);

    await page.getByTestId('avatar-menu').click();
    await page.getByTestId('account-panel').getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Bem-vindo de volta' })).toBeVisible();

    // The session really ended on the server, not only in this tab.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Bem-vindo de volta' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page).toHaveURL((url) => url.pathname === '/login');

    await logIn(page, email, PASSWORD);
    await expect(toast(page, 'Login realizado')).toBeVisible();
    await expectSignedIn(page);

    // A signed-in user who opens the sign-in pages goes back to the dashboard.
    await page.goto('/cadastro');
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  });

  test('signing out in one tab signs the other tabs of the browser out within 2 s, leaving nothing of the user', async ({
    page,
    context,
    baseURL,
    expectNoA11yViolations,
  }) => {
    // Two full loads of the app and an axe pass: given the long journeys' time.
    test.slow();
    const email = await signUpThroughApi(page, baseURL, { who: 'tabs', skipOnboarding: true });
    const other = await context.newPage();
    for (const tab of [page, other]) {
      await tab.goto('/perfil');
      await expect(tab.getByTestId('profile-name')).toHaveText('Marina Lopes', { timeout: 15_000 });
      await expect(tab.getByText(email).first()).toBeVisible();
    }

    await page.getByTestId('avatar-menu').click();
    await page.getByTestId('account-panel').getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/login');

    await expect(other).toHaveURL((url) => url.pathname === '/login', { timeout: 2_000 });
    await expect(toast(other, 'Sessão encerrada')).toBeVisible({ timeout: 2_000 });
    await expect(toast(other, 'Faça login novamente para continuar')).toBeVisible();
    await expect(other.getByRole('heading', { level: 1, name: 'Bem-vindo de volta' })).toBeVisible();
    await expect(other.getByTestId('avatar-menu')).toHaveCount(0);
    await expect(other.getByText(email)).toHaveCount(0);
    await expect(other.getByText('Marina Lopes')).toHaveCount(0);
    await expectNoA11yViolations(other, { label: 'signed out from another tab' });
  });

  test('a wrong password shows the invalid-credentials error', async ({ page, request, baseURL }) => {
    const email = uniqueEmail('bruno');
    await createAccount(request, baseURL, email);
    await page.goto('/login');
    await logIn(page, email, 'outra-senha-qualquer');
    const error = toast(page, 'Erro no login');
    await expect(error).toBeVisible();
    await expect(error).toContainText('E-mail ou senha incorretos.');
    await expect(error).toHaveAttribute('data-type', 'error');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
  });

  test('sign-up without accepting the terms shows the error and sends nothing', async ({
    page,
    expectNoA11yViolations,
  }) => {
    let accountRequests = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/account') accountRequests += 1;
    });
    await page.goto('/cadastro');
    await page.getByLabel('Nome completo').fill('Carla Dias');
    await page.getByLabel('E-mail', { exact: true }).fill(uniqueEmail('carla'));
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Criar conta' }).click();
    const error = toast(page, 'Erro no cadastro');
    await expect(error).toContainText('Você precisa aceitar os Termos de Serviço e a Política de Privacidade.');
    await expect(page.getByRole('checkbox', { name: /Li e aceito/ })).toHaveAttribute('aria-invalid', 'true');
    await expectNoA11yViolations(page, { label: 'terms not accepted' });
    expect(accountRequests).toBe(0);
  });

  test('a forgotten password is reset through the e-mailed link', async ({
    page,
    request,
    baseURL,
    expectNoA11yViolations,
  }) => {
    const logFile = process.env.E2E_SERVER_LOG;
    test.skip(!logFile, 'Needs the log of a server started by the global setup, where e-mails are written.');
    const email = uniqueEmail('diego');
    await createAccount(request, baseURL, email, 'Diego Rocha');

    await page.goto('/login');
    await page.getByRole('link', { name: 'Esqueceu a senha?' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/recuperar-senha');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Se existir uma conta para este e-mail' })).toBeVisible();

    let link: string | null = null;
    await expect
      .poll(async () => (link = await findEmailLink(logFile ?? '', email, 'resetPassword')), { timeout: 15_000 })
      .not.toBeNull();
    const resetUrl = new URL(link ?? '');
    expect(resetUrl.pathname).toBe('/recuperar-senha');
    expect(resetUrl.searchParams.get('token')).toBeTruthy();

    await page.goto(resetUrl.href);
    await expect(page.getByRole('heading', { level: 1, name: 'Crie uma nova senha' })).toBeVisible();
    // The one-time token leaves the address bar as soon as the page has read it.
    await expect(page).toHaveURL((url) => url.pathname === '/recuperar-senha' && url.search === '');
    await expectNoA11yViolations(page, { label: 'new password form' });

    const newPassword = 'nova-senha-456';
    await page.getByLabel('Nova senha', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirme a nova senha').fill(newPassword);
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await expect(toast(page, 'Senha alterada')).toBeVisible();

    await logIn(page, email, PASSWORD);
    await expect(toast(page, 'E-mail ou senha incorretos.')).toBeVisible();
    await logIn(page, email, newPassword);
    await expectSignedIn(page);

    // The link works once.
    await page.getByTestId('avatar-menu').click();
    await page.getByTestId('account-panel').getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await page.goto(resetUrl.href);
    await page.getByLabel('Nova senha', { exact: true }).fill('mais-uma-senha-789');
    await page.getByLabel('Confirme a nova senha').fill('mais-uma-senha-789');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Este link de recuperação expirou ou já foi usado.' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Pedir um novo link' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Recuperar senha' })).toBeVisible();
  });

  test('signs in with Google through the provider and lands signed in', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Google', exact: true }).click();
    await expectSignedIn(page);
    await page.getByTestId('avatar-menu').click();
    await expect(page.getByTestId('account-panel')).toContainText('gabriela.google@example.test');
  });

  test('a refused GitHub sign-in comes back to the login page with an error', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'GitHub', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    const error = toast(page, 'Erro de autenticação');
    await expect(error).toContainText('Não foi possível entrar com o GitHub. Tente novamente.');
    await expect(error).toHaveAttribute('data-type', 'error');
    // The error parameter is gone, so a reload does not repeat the message.
    await expect(page).toHaveURL((url) => url.search === '');
  });

  test('a refused GitHub sign-up comes back to the sign-up page with an error', async ({ page }) => {
    await page.goto('/cadastro');
    await page.getByRole('link', { name: 'GitHub', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/cadastro');
    await expect(toast(page, 'Erro de autenticação')).toContainText(
      'Não foi possível se cadastrar com o Google ou o GitHub. Tente novamente.',
    );
  });
});

test.describe('sign-in pages', () => {
  test('the login page has its form, providers and testimonials, and is accessible with errors shown', async ({
    page,
    expectNoA11yViolations,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Bem-vindo de volta' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Lembrar de mim' })).toBeChecked();
    await expect(page.getByRole('link', { name: 'Google', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'GitHub', exact: true })).toBeVisible();
    const carousel = page.getByTestId('testimonial-carousel');
    await expect(carousel.getByTestId('testimonial-slide')).toHaveCount(5);
    await expectNoA11yViolations(page);

    // The dots work from the keyboard.
    const third = carousel.getByRole('button', { name: /^Depoimento 3 de 5/ });
    await third.focus();
    await page.keyboard.press('Enter');
    await expect(third).toHaveAttribute('aria-current', 'true');
    await expect(carousel.getByTestId('testimonial-slide').nth(2)).toHaveAttribute('data-active', 'true');

    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Senha', { exact: true })).toHaveAccessibleDescription('Preencha este campo.');
    await expectNoA11yViolations(page, { label: 'validation errors' });
  });

  test('the login page is accessible in the dark theme', async ({ page, expectNoA11yViolations }) => {
    await page.addInitScript(() => localStorage.setItem('ui-theme', 'dark'));
    await page.goto('/login');
    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    await expect(page.getByTestId('testimonial-carousel')).toBeVisible();
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expectNoA11yViolations(page, { label: 'dark theme, validation errors' });
  });

  test('on a phone the marketing panel is hidden and the form stays usable', async ({
    page,
    expectNoA11yViolations,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Bem-vindo de volta' })).toBeVisible();
    await expect(page.getByTestId('auth-panel')).toBeHidden();
    await expect(page.getByTestId('testimonial-carousel')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeInViewport();
    await expectNoA11yViolations(page, { label: 'phone' });
  });

  test('the sign-up page is accessible, also with errors shown', async ({ page, expectNoA11yViolations }) => {
    await page.goto('/cadastro');
    await expect(page.getByRole('heading', { level: 1, name: 'Crie sua conta' })).toBeVisible();
    await expect(page.getByLabel('Senha', { exact: true })).toHaveAccessibleDescription('Pelo menos 8 caracteres');
    await expectNoA11yViolations(page);
    await page.getByLabel('E-mail', { exact: true }).fill('sem-arroba');
    await page.getByLabel('Senha', { exact: true }).fill('curta');
    await page.getByRole('checkbox', { name: /Li e aceito/ }).check();
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByLabel('Nome completo')).toHaveAccessibleDescription('Preencha este campo.');
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveAccessibleDescription('Informe um e-mail válido.');
    await expectNoA11yViolations(page, { label: 'validation errors' });
  });

  test('the recovery page is accessible, and never says whether an account exists', async ({
    page,
    expectNoA11yViolations,
  }) => {
    await page.goto('/recuperar-senha');
    await expect(page.getByRole('heading', { level: 1, name: 'Recuperar senha' })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveAccessibleDescription('Preencha este campo.');
    await expectNoA11yViolations(page, { label: 'validation errors' });
    await page.getByLabel('E-mail', { exact: true }).fill(uniqueEmail('ninguem'));
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Se existir uma conta para este e-mail' })).toBeVisible();
    await expectNoA11yViolations(page, { label: 'link sent' });
  });
});
