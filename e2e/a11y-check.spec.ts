import { expect, test } from '@playwright/test';
import { runAxe } from './fixtures';

// The accessibility check every browser test leans on must be able to fail: a page with a known
// violation is reported, and a part left out of the scan is not.
test('the accessibility check finds a missing text alternative, outside the parts left out', async ({ page }) => {
  await page.setContent(
    '<html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1>' +
      '<img id="reported" src="data:,"><div id="left-out"><img src="data:,"></div></main></body></html>',
  );
  const results = await runAxe(page, ['#left-out']);
  expect(results.violations.map((violation) => violation.id)).toEqual(['image-alt']);
  expect(results.violations[0]?.nodes.map((node) => node.target.join(' '))).toEqual(['#reported']);
});
