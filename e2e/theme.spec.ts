import type { Page } from '@playwright/test';
import { expect, test, visibleOnly } from './fixtures';

function storedTheme(page: Page) {
  return page.evaluate(() => localStorage.getItem('ui-theme'));
}

test('the theme toggle switches to dark, keeps it after a reload, and switches back', async ({ page, expectNoA11yViolations }) => {
  await page.goto('/');
  const html = page.locator('html');
  const toggle = visibleOnly(page.getByTestId('landing-header').getByTestId('theme-toggle'));
  await expect(toggle).toBeVisible();
  await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
  await expect(toggle).toHaveAccessibleName('Mudar para o tema escuro');

  await toggle.click();
  await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
  await expect(toggle).toHaveAccessibleName('Mudar para o tema claro');
  expect(await storedTheme(page)).toBe('dark');

  await page.reload();
  await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoA11yViolations(page, { label: 'dark theme' });

  await toggle.click();
  await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
  expect(await storedTheme(page)).toBe('light');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
});
