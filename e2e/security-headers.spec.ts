import type { Response } from '@playwright/test';
import { expect, test } from './fixtures';

test('the landing page is served with a CSP, immutable assets and no console errors', async ({
  page,
  expectNoA11yViolations,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  const assetResponses: { url: string; cacheControl: string }[] = [];
  const scriptResponses: Response[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/assets/') && response.ok()) {
      assetResponses.push({ url: url.pathname, cacheControl: response.headers()['cache-control'] ?? '' });
    }
    if (response.request().resourceType() === 'script') scriptResponses.push(response);
  });

  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp, 'Content-Security-Policy header').toContain("connect-src 'self'");

  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Let the idle-time preload and late requests finish so their errors are caught too.
  await page.waitForLoadState('networkidle');

  expect(assetResponses.length, 'hashed assets requested by the landing page').toBeGreaterThan(0);
  const notImmutable = assetResponses.filter((asset) => !asset.cacheControl.includes('immutable'));
  expect(notImmutable, 'assets under /assets/ without an immutable cache-control').toEqual([]);

  expect(errors, 'console errors on the landing page').toEqual([]);

  // The public pages get a few kilobytes of plain script, not the app (issue 4: at most 90 KB).
  const sizes = await Promise.all(
    scriptResponses.map(async (response) => (await response.request().sizes()).responseBodySize),
  );
  const scriptBytes = sizes.reduce((total, size) => total + size, 0);
  expect(scriptBytes, 'script bytes were measured').toBeGreaterThan(1024);
  expect(scriptBytes, `script bytes sent with the landing page (${scriptResponses.length} files)`).toBeLessThan(
    90 * 1024,
  );
  await expectNoA11yViolations(page);
});
