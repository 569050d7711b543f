import { expect, test } from './fixtures';

test('the landing page is served with a CSP, immutable assets and no console errors', async ({ page, expectNoA11yViolations }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  const assetResponses: { url: string; cacheControl: string }[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/assets/') && response.ok()) {
      assetResponses.push({ url: url.pathname, cacheControl: response.headers()['cache-control'] ?? '' });
    }
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
  await expectNoA11yViolations(page);
});
