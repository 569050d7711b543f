import { expect, test } from './fixtures';
import { signUpThroughApi } from './support/accounts';

const AUTHENTICATED_PATHS = [
  '/dashboard',
  '/dashboard/planos',
  '/dashboard/plans',
  '/dashboard/upgrade',
  '/dashboard/subscription-success',
  '/settings',
  '/configuracoes',
  '/mentor-ia',
  '/ai-mentor',
  '/validacao-ideia',
  '/validacao-ideia/123',
  '/idea-validation',
  '/ideias',
  '/ideas-validation',
  '/simulacao-negocio',
  '/simulacao-negocio/abc',
  '/business-simulation',
  '/simulacao-negocio/resultados/abc',
  '/simulacao',
  '/simulacao-gerenciamento',
  '/simulation-management',
  '/simulacao-resultados',
  '/simulation-results',
  '/relatorios',
  '/reports',
  '/conquistas',
  '/achievements',
  '/turmas',
  '/suporte',
  '/support',
  '/notificacoes',
  '/notifications',
  '/perfil',
] as const;

test.describe('signed-out visitors are sent to /login', () => {
  // One browser context for every address, a step each: a fresh context per address spent most of
  // its time loading the app cold, 30 times over.
  test('every signed-in address redirects to /login', async ({ page }) => {
    // About 30 page loads: some 20 s here, more on a loaded machine.
    test.slow();
    for (const path of AUTHENTICATED_PATHS) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page, `${path} leads to /login`).toHaveURL((url) => url.pathname === '/login');
        await expect(page.getByRole('heading', { level: 1, name: 'Bem-vindo de volta' })).toBeVisible();
      });
    }
  });

  test('a class invitation shows what the class is, sign-up first, rather than the login form', async ({ page }) => {
    for (const path of ['/turmas/entrar/ABCD2345', '/classes/join/ABCD2345']) {
      await page.goto(path);
      await expect(page, path).toHaveURL((url) => url.pathname === '/turmas/convite/ABCD2345');
      // No class uses this code: the invitation says so, with the way home.
      await expect(page.getByRole('heading', { name: 'Código não encontrado' })).toBeVisible();
    }
  });

  test('the login page reached by a redirect is accessible', async ({ page, expectNoA11yViolations }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Bem-vindo de volta' })).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

test.describe('signed-in users and the public plans pages', () => {
  const PLANS_REDIRECTS = [
    { path: '/planos', target: '/dashboard/planos' },
    { path: '/upgrade', target: '/dashboard/planos' },
    { path: '/plans', target: '/dashboard/plans' },
  ] as const;

  test('are taken to the plans inside the app, by address and by the app’s own links', async ({
    page,
    baseURL,
    expectNoA11yViolations,
  }) => {
    await signUpThroughApi(page, baseURL, { who: 'plans', skipOnboarding: true });
    for (const { path, target } of PLANS_REDIRECTS) {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === target);
      await expect(page.getByRole('heading', { level: 2, name: 'Planos', exact: true })).toBeVisible();
      await expect(page.getByTestId('plan-comparison')).toBeVisible();
      await expect(page.getByTestId('avatar-menu')).toBeVisible();
      await expect(page.getByTestId('landing-header')).toHaveCount(0);
    }
    await expectNoA11yViolations(page, { label: 'in-app plans' });

    // The app's upgrade button goes to /planos, which for a signed-in user is the in-app page.
    await page.goto('/dashboard');
    await page.getByTestId('avatar-menu').click();
    await page.getByRole('link', { name: 'Fazer upgrade' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard/planos');
    await expect(page.getByTestId('plan-comparison')).toBeVisible();
    // The public address replaced itself in the history: Back returns to the dashboard.
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');

    // The other public pages stay public for them.
    await page.goto('/termos');
    await expect(page).toHaveURL((url) => url.pathname === '/termos');
    await expect(page.getByTestId('landing-header')).toBeVisible();
  });
});
