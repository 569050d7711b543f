import { expect, test } from './fixtures';

const MOBILE = { width: 375, height: 800 };
const TABLET = { width: 1024, height: 800 };
const MOBILE_MENU_LINKS = ['Início', 'Funcionalidades', 'Depoimentos', 'Planos', 'Entrar', 'Comece grátis'] as const;

test.describe('landing header', () => {
  test('gains a shadow and a blur once the page scrolls, and loses them back at the top', async ({ page }) => {
    await page.goto('/');
    const header = page.getByTestId('landing-header');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    const style = () =>
      header.evaluate((element) => {
        const computed = getComputedStyle(element);
        return { boxShadow: computed.boxShadow, backdropFilter: computed.backdropFilter };
      });
    expect((await style()).backdropFilter).toBe('none');

    await page.evaluate(() => window.scrollTo(0, 400));
    // The scroll handler is debounced (100 ms): the attribute changes a moment later.
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(async () => (await style()).boxShadow).not.toBe('none');
    await expect.poll(async () => (await style()).backdropFilter).toMatch(/blur\(/);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await expect.poll(async () => (await style()).backdropFilter).toBe('none');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: MOBILE });

    test('opens a menu with every link, and closes it after navigating', async ({ page, expectNoA11yViolations }) => {
      await page.goto('/');
      const header = page.getByTestId('landing-header');
      await expect(header.getByRole('navigation', { name: 'Navegação principal' })).toBeHidden();
      const toggle = page.getByTestId('mobile-menu-toggle');
      await expect(toggle).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toHaveAccessibleName('Abrir menu');

      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(toggle).toHaveAccessibleName('Fechar menu');
      const menu = page.getByTestId('mobile-menu');
      await expect(menu).toBeVisible();
      for (const name of MOBILE_MENU_LINKS) {
        await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
      }
      await expectNoA11yViolations(page, { label: 'mobile menu open' });

      await menu.getByRole('link', { name: 'Planos', exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/planos');
      await expect(page.getByTestId('plan-comparison')).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toHaveCount(0);
      await expectNoA11yViolations(page, { label: 'phone' });
    });
  });

  test.describe('from 1024 px', () => {
    test.use({ viewport: TABLET });

    test('shows the navigation instead of the menu button', async ({ page, expectNoA11yViolations }) => {
      await page.goto('/');
      const header = page.getByTestId('landing-header');
      await expect(header.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();
      await expect(page.getByTestId('mobile-menu-toggle')).toBeHidden();
      await expectNoA11yViolations(page, { label: '1024 px' });
    });
  });
});
