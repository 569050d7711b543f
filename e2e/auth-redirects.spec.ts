import { expect, test } from './fixtures';

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
  '/suporte',
  '/support',
  '/notificacoes',
  '/notifications',
  '/perfil',
] as const;

test.describe('signed-out visitors are sent to /login', () => {
  for (const path of AUTHENTICATED_PATHS) {
    test(`${path} redirects to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === '/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Bem-vindo de volta' })).toBeVisible();
    });
  }

  test('the login page reached by a redirect is accessible', async ({ page, expectNoA11yViolations }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Bem-vindo de volta' })).toBeVisible();
    await expectNoA11yViolations(page);
  });
});
