import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { siteHeader, tabTo } from './support/site';

const PHONE = { width: 375, height: 800 };
const TABLET = { width: 1024, height: 800 };
const DESKTOP = { width: 1280, height: 800 };
const MAIN_NAVIGATION = 'Navegação principal';
const MENU_TOGGLE = { closed: 'Abrir menu', open: 'Fechar menu' } as const;
/** The header's links, in order, at every width: the navigation, then the two sign-in buttons. */
const HEADER_LINKS = [
  { name: 'Início', href: '/' },
  { name: 'Funcionalidades', href: '/#features' },
  { name: 'Depoimentos', href: '/#testimonials' },
  { name: 'Planos', href: '/planos' },
  { name: 'Entrar', href: '/login' },
  { name: 'Comece grátis', href: '/cadastro' },
] as const;
const NAVIGATION_LINKS = HEADER_LINKS.slice(0, 4);

/**
 * The section `id` of the landing page has been scrolled to and sits below the sticky header, its
 * heading readable: the top of the section is under the header's bottom edge (scroll-margin), close
 * to it, and the point at the top of its heading is the heading, not the header over it.
 */
async function expectScrolledBelowHeader(page: Page, id: string): Promise<void> {
  const header = siteHeader(page);
  const section = page.locator(`#${id}`);
  const heading = section.getByRole('heading', { level: 2 }).first();
  await expect(heading).toBeInViewport();
  await expect
    .poll(
      async () => {
        const headerBox = await header.boundingBox();
        const sectionBox = await section.boundingBox();
        return headerBox && sectionBox ? Math.round(sectionBox.y - (headerBox.y + headerBox.height)) : null;
      },
      { message: `#${id} starts just below the header` },
    )
    .toBeGreaterThanOrEqual(0);
  await expect
    .poll(() => section.evaluate((element) => element.getBoundingClientRect().top), {
      message: `#${id} was scrolled to near the top of the window`,
    })
    .toBeLessThan(150);
  const headingIsOnTop = await heading.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + 2);
    return hit !== null && element.contains(hit);
  });
  expect(headingIsOnTop, `the heading of #${id} is not covered by the header`).toBe(true);
}

test.describe('landing header', () => {
  test('stays at the top, gaining a shadow and a blur once the page scrolls, and loses them back at the top', async ({
    page,
  }) => {
    await page.goto('/');
    const header = siteHeader(page);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    const style = () =>
      header.evaluate((element) => {
        const computed = getComputedStyle(element);
        return { position: computed.position, boxShadow: computed.boxShadow, backdropFilter: computed.backdropFilter };
      });
    expect(await style()).toMatchObject({ position: 'sticky', boxShadow: 'none', backdropFilter: 'none' });

    await page.evaluate(() => window.scrollTo(0, 1200));
    // The scroll handler is debounced (100 ms): the attribute changes a moment later.
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(async () => (await style()).boxShadow).not.toBe('none');
    await expect.poll(async () => (await style()).backdropFilter).toMatch(/blur\(/);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    expect((await header.boundingBox())?.y, 'the header is still at the top of the window').toBe(0);
    await expect(header).toBeInViewport();

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await expect.poll(async () => (await style()).backdropFilter).toBe('none');
    await expect.poll(async () => (await style()).boxShadow).toBe('none');
  });

  test('a reload at a scrolled position starts with the scrolled header', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, 800));
    await expect(siteHeader(page)).toHaveAttribute('data-scrolled', 'true');
    await page.reload();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(10);
    await expect(siteHeader(page)).toHaveAttribute('data-scrolled', 'true');
  });

  test.describe('on a phone (375 px)', () => {
    test.use({ viewport: PHONE });

    test('hides the navigation behind a toggle that opens the same links, stacked', async ({
      page,
      expectNoA11yViolations,
    }) => {
      await page.goto('/');
      const header = siteHeader(page);
      await expect(header.getByRole('navigation', { name: MAIN_NAVIGATION })).toBeHidden();
      for (const { name } of HEADER_LINKS) {
        await expect(header.getByRole('link', { name, exact: true })).toBeHidden();
      }
      // The theme and language buttons stay in the bar at every width.
      await expect(header.getByTestId('theme-toggle')).toBeVisible();
      await expect(header.getByTestId('language-switcher')).toBeVisible();
      const toggle = page.getByTestId('mobile-menu-toggle');
      const menu = page.getByTestId('mobile-menu');
      await expect(toggle).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toHaveAccessibleName(MENU_TOGGLE.closed);
      await expect(menu).toBeHidden();

      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(toggle).toHaveAccessibleName(MENU_TOGGLE.open);
      await expect(menu).toBeVisible();
      const links = menu.getByRole('link');
      await expect(links).toHaveText(HEADER_LINKS.map(({ name }) => name));
      for (const { name, href } of HEADER_LINKS) {
        await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
      }
      // Stacked: the navigation links one under the other, the whole menu below the bar.
      const boxes = await Promise.all(
        NAVIGATION_LINKS.map(({ name }) => menu.getByRole('link', { name, exact: true }).boundingBox()),
      );
      for (let index = 1; index < boxes.length; index += 1) {
        const above = boxes[index - 1];
        const box = boxes[index];
        expect(
          box && above && box.y >= above.y + above.height - 1,
          `${NAVIGATION_LINKS[index]?.name} is under the link before it`,
        ).toBe(true);
        expect(box?.x).toBe(above?.x);
      }
      const toggleBox = await toggle.boundingBox();
      expect((boxes[0]?.y ?? 0) >= (toggleBox?.y ?? 0) + (toggleBox?.height ?? 0)).toBe(true);
      await expectNoA11yViolations(page, { label: 'mobile menu open' });

      // Escape closes it and gives focus back to the toggle.
      await menu.getByRole('link', { name: 'Início', exact: true }).focus();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toHaveAccessibleName(MENU_TOGGLE.closed);
      await expect(toggle).toBeFocused();

      // From the keyboard too: Enter opens it, Tab goes into it.
      await page.keyboard.press('Enter');
      await expect(menu).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(menu.getByRole('link', { name: 'Início', exact: true })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();
    });

    test('choosing a link closes the menu: the sections scroll into view, the pages open', async ({
      page,
      expectNoA11yViolations,
    }) => {
      await page.goto('/');
      const toggle = page.getByTestId('mobile-menu-toggle');
      const menu = page.getByTestId('mobile-menu');

      await toggle.click();
      await menu.getByRole('link', { name: 'Depoimentos', exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/' && url.hash === '#testimonials');
      await expect(menu).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expectScrolledBelowHeader(page, 'testimonials');

      await toggle.click();
      await menu.getByRole('link', { name: 'Funcionalidades', exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/' && url.hash === '#features');
      await expect(menu).toBeHidden();
      await expectScrolledBelowHeader(page, 'features');

      await toggle.click();
      await menu.getByRole('link', { name: 'Planos', exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/planos');
      await expect(page.getByTestId('plan-comparison')).toBeVisible();
      await expect(page.getByTestId('mobile-menu')).toBeHidden();
      await expect(page.getByTestId('mobile-menu-toggle')).toHaveAttribute('aria-expanded', 'false');
      await expectNoA11yViolations(page, { label: 'phone' });

      await page.getByTestId('mobile-menu-toggle').click();
      await page.getByTestId('mobile-menu').getByRole('link', { name: 'Entrar', exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Bem-vindo de volta' })).toBeVisible();
    });
  });

  test.describe('on a desktop (1280 px)', () => {
    test.use({ viewport: DESKTOP });

    test('shows the navigation, theme and language buttons, Entrar and Comece grátis, and no menu toggle', async ({
      page,
      expectNoA11yViolations,
    }) => {
      await page.goto('/');
      const header = siteHeader(page);
      const navigation = header.getByRole('navigation', { name: MAIN_NAVIGATION });
      await expect(navigation).toBeVisible();
      await expect(navigation.getByRole('link')).toHaveText(NAVIGATION_LINKS.map(({ name }) => name));
      for (const { name, href } of HEADER_LINKS) {
        const link = header.getByRole('link', { name, exact: true });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', href);
      }
      await expect(header.getByTestId('theme-toggle')).toBeVisible();
      await expect(header.getByTestId('language-switcher')).toBeVisible();
      await expect(page.getByTestId('mobile-menu-toggle')).toBeHidden();
      await expect(page.getByTestId('mobile-menu')).toBeHidden();
      await expectNoA11yViolations(page, { label: '1280 px' });

      // Down to 1024 px the bar keeps the same layout.
      await page.setViewportSize(TABLET);
      await expect(navigation).toBeVisible();
      await expect(header.getByRole('link', { name: 'Comece grátis', exact: true })).toBeVisible();
      await expect(page.getByTestId('mobile-menu-toggle')).toBeHidden();
    });

    test('Funcionalidades and Depoimentos scroll their sections into view below the header', async ({ page }) => {
      await page.goto('/');
      const navigation = siteHeader(page).getByRole('navigation', { name: MAIN_NAVIGATION });
      await navigation.getByRole('link', { name: 'Funcionalidades', exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/' && url.hash === '#features');
      await expectScrolledBelowHeader(page, 'features');

      await navigation.getByRole('link', { name: 'Depoimentos', exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/' && url.hash === '#testimonials');
      await expectScrolledBelowHeader(page, 'testimonials');

      // From the keyboard as well.
      await page.evaluate(() => window.scrollTo(0, 0));
      await tabTo(page, navigation.getByRole('link', { name: 'Funcionalidades', exact: true }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL((url) => url.hash === '#features');
      await expectScrolledBelowHeader(page, 'features');
    });

    test('from another public page, the same links open the landing page at their sections', async ({ page }) => {
      for (const [name, id] of [
        ['Funcionalidades', 'features'],
        ['Depoimentos', 'testimonials'],
      ] as const) {
        await page.goto('/planos');
        await siteHeader(page)
          .getByRole('navigation', { name: MAIN_NAVIGATION })
          .getByRole('link', { name, exact: true })
          .click();
        await expect(page).toHaveURL((url) => url.pathname === '/' && url.hash === `#${id}`);
        await expect(
          page.getByRole('heading', { level: 1, name: 'Erre na simulação, acerte no seu negócio' }),
        ).toBeAttached();
        await expectScrolledBelowHeader(page, id);
      }
    });
  });
});
