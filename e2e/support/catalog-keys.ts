import { expect, type Page } from '@playwright/test';

/**
 * Fails while a catalog key is on screen in place of its text: one of `namespaces` (or a key's
 * first segment) followed by a dotted path, such as "list.title" or "billing.card.title".
 */
export async function expectNoCatalogKeys(page: Page, namespaces: readonly string[]): Promise<void> {
  const raw = new RegExp(String.raw`\b(?:${namespaces.join('|')})\.[a-z][\w.]*`);
  await expect
    .poll(() =>
      page
        .locator('body')
        .innerText()
        .then((body) => raw.exec(body)?.[0] ?? null),
    )
    .toBeNull();
}
