import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { siteHeader } from './support/site';

function storedTheme(page: Page) {
  return page.evaluate(() => localStorage.getItem('ui-theme'));
}

test('the theme toggle switches to dark, keeps it after a reload and in the app, and switches back', async ({
  page,
  expectNoA11yViolations,
}) => {
  await page.goto('/');
  const html = page.locator('html');
  const toggle = siteHeader(page).getByTestId('theme-toggle');
  await expect(toggle).toBeVisible();
  await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
  await expect(toggle).toHaveAccessibleName('Mudar para o tema escuro');

  await toggle.click();
  await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
  await expect(toggle).toHaveAccessibleName('Mudar para o tema claro');
  expect(await storedTheme(page)).toBe('dark');

  await page.reload();
  await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
  // The page is sent labelled for light; the script names the button for a dark-theme visitor.
  await expect(toggle).toHaveAccessibleName('Mudar para o tema claro');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoA11yViolations(page, { label: 'dark theme' });

  // Another public page, and the app, open dark too.
  await page.goto('/blog');
  await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
  await page.goto('/login');
  await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
  await page.goto('/');

  await toggle.click();
  await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
  await expect(toggle).toHaveAccessibleName('Mudar para o tema escuro');
  expect(await storedTheme(page)).toBe('light');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
});
