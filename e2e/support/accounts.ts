import { expect, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { sendUntilTaken } from './app';

// Copy from the pt-BR catalogs (apps/web/src/locales/pt-BR/account.json): pt-BR is the default language.
export const PASSWORD = 'senha-forte-123';

/** A fresh address per test: the tests share one server and run in parallel. */
export function uniqueEmail(who: string): string {
  return `${who}.${randomUUID().slice(0, 8)}@example.test`;
}

/**
 * Creates an account through the API in the page's own context, so the browser is signed in as
 * it (new accounts are signed in at once in the test server). With `skipOnboarding`, the wizard
 * is skipped too and the account goes straight to the app. Non-browser clients must name the
 * origin themselves (CSRF check). `language` is the one the account signs up in. Returns the e-mail.
 */
export async function signUpThroughApi(
  page: Page,
  baseURL: string | undefined,
  {
    who = 'e2e',
    skipOnboarding = false,
    language = 'pt-BR',
  }: { who?: string; skipOnboarding?: boolean; language?: string } = {},
): Promise<string> {
  const email = uniqueEmail(who);
  const origin = new URL(baseURL ?? '').origin;
  const response = await sendUntilTaken(() =>
    page.request.post('/api/account', {
      data: { name: 'Marina Lopes', email, password: PASSWORD, language },
      headers: { origin },
    }),
  );
  expect(response.status(), await response.text()).toBe(201);
  if (skipOnboarding) {
    const skipped = await sendUntilTaken(() => page.request.post('/api/onboarding/skip', { headers: { origin } }));
    expect(skipped.ok(), await skipped.text()).toBe(true);
  }
  return email;
}
