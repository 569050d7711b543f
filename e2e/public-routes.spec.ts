import { expect, test } from './fixtures';
import { PUBLIC_PAGES, siteHeader } from './support/site';

// Headings come from the pt-BR catalogs (apps/web/src/locales/pt-BR): pt-BR is the default language.
// Each public page in each language, with axe, is in public-pages.spec.ts.

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
    await expect(
      page.getByRole('heading', { level: 1, name: 'Erre na simulação, acerte no seu negócio' }),
    ).toBeVisible();
    await expect(siteHeader(page)).toBeVisible();
    await expect(page.getByTestId('landing-footer')).toBeVisible();
    await expect(page.locator('#features')).toBeVisible();
    await expect(page.locator('#testimonials')).toBeVisible();
    await expect(page.getByTestId('testimonial-carousel')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Perguntas frequentes' })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('every public page renders in the site layout, in Portuguese without ?lang= or a cookie', async ({ page }) => {
    for (const publicPage of PUBLIC_PAGES) {
      const response = await page.goto(publicPage.path);
      expect(response?.status(), publicPage.path).toBe(200);
      await expect(page).toHaveURL((url) => url.pathname === publicPage.path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
      await expect(
        page.getByRole('heading', { level: 1, name: publicPage.heading('pt-BR'), exact: true }),
      ).toBeVisible();
      await expect(siteHeader(page)).toBeVisible();
      await expect(page.getByTestId('landing-footer')).toBeVisible();
      if (publicPage.kind === 'plans') await expect(page.getByTestId('plan-comparison')).toBeVisible();
    }
  });

  for (const route of AUTH_LAYOUT_PAGES) {
    test(`${route.path} renders in the bare sign-in layout`, async ({ page, expectNoA11yViolations }) => {
      await page.goto(route.path);
      await expect(page).toHaveURL((url) => url.pathname === route.path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
      await expect(page.getByRole('heading', { level: 1, name: route.heading, exact: true })).toBeVisible();
      await expect(siteHeader(page)).toHaveCount(0);
      await expect(page.getByTestId('landing-footer')).toHaveCount(0);
      await expectNoA11yViolations(page);
    });
  }

  test('links from the app to a public page load that page from the server', async ({ page, context }) => {
    // The logo of the sign-in pages leads home: the pre-rendered landing page, not an app screen.
    await page.goto('/login');
    await page.getByRole('link', { name: 'Alavanca — página inicial' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.locator('html')).toHaveAttribute('data-site', '');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Erre na simulação, acerte no seu negócio' }),
    ).toBeVisible();
    await expect(page.getByTestId('not-found')).toHaveCount(0);
    // Back in the app, the terms link of the sign-up form opens the terms page in a new tab.
    await page.goto('/cadastro');
    const [terms] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: /^Termos de Serviço/ }).click(),
    ]);
    await expect(terms).toHaveURL((url) => url.pathname === '/termos');
    await expect(terms.getByRole('heading', { level: 1, name: 'Termos de uso', exact: true })).toBeVisible();
    await expect(siteHeader(terms)).toBeVisible();
    await expect(terms.getByTestId('not-found')).toHaveCount(0);
  });
});
