import { expect, test } from './fixtures';

// Headings come from the pt-BR catalogs (apps/web/src/locales/pt-BR): pt-BR is the default language.
const LANDING_LAYOUT_PAGES = [
  { path: '/planos', heading: 'Planos', plans: true },
  { path: '/plans', heading: 'Planos', plans: true },
  { path: '/upgrade', heading: 'Planos', plans: true },
  { path: '/termos', heading: 'Termos de uso' },
  { path: '/privacidade', heading: 'Política de privacidade' },
  { path: '/funcionalidades', heading: 'Funcionalidades' },
  { path: '/sobre', heading: 'Sobre a Alavanca' },
  { path: '/blog', heading: 'Blog' },
  { path: '/demonstracao', heading: 'Demonstração' },
  { path: '/demonstracao/qualquer-coisa', heading: 'Demonstração' },
] as const;

const AUTH_LAYOUT_PAGES = [
  { path: '/login', heading: 'Bem-vindo de volta' },
  { path: '/cadastro', heading: 'Crie sua conta' },
  { path: '/register', heading: 'Crie sua conta' },
  { path: '/recuperar-senha', heading: 'Recuperar senha' },
] as const;

test.describe('public routes', () => {
  test('/ shows the landing page with its header, footer and sections', async ({ page, expectNoA11yViolations }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.getByRole('heading', { level: 1, name: 'Erre na simulação, acerte no seu negócio' })).toBeVisible();
    await expect(page.getByTestId('landing-header')).toBeVisible();
    await expect(page.getByTestId('landing-footer')).toBeVisible();
    await expect(page.locator('#features')).toBeVisible();
    await expect(page.locator('#testimonials')).toBeVisible();
    await expectNoA11yViolations(page);
  });

  for (const route of LANDING_LAYOUT_PAGES) {
    test(`${route.path} renders inside the landing layout`, async ({ page, expectNoA11yViolations }) => {
      await page.goto(route.path);
      await expect(page).toHaveURL((url) => url.pathname === route.path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
      await expect(page.getByRole('heading', { level: 1, name: route.heading, exact: true })).toBeVisible();
      await expect(page.getByTestId('landing-header')).toBeVisible();
      await expect(page.getByTestId('landing-footer')).toBeVisible();
      if ('plans' in route) await expect(page.getByTestId('plan-comparison')).toBeVisible();
      await expectNoA11yViolations(page);
    });
  }

  for (const route of AUTH_LAYOUT_PAGES) {
    test(`${route.path} renders in the bare sign-in layout`, async ({ page, expectNoA11yViolations }) => {
      await page.goto(route.path);
      await expect(page).toHaveURL((url) => url.pathname === route.path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
      await expect(page.getByRole('heading', { level: 1, name: route.heading, exact: true })).toBeVisible();
      await expect(page.getByTestId('landing-header')).toHaveCount(0);
      await expect(page.getByTestId('landing-footer')).toHaveCount(0);
      await expectNoA11yViolations(page);
    });
  }
});
