import { expect, type APIResponse, type Locator, type Page } from '@playwright/test';

/** The origin the app is served from, which state-changing API calls must name (the origin check). */
export const originOf = (baseURL: string | undefined) => new URL(baseURL ?? '').origin;

/** Opens an app `pathname` and waits for its event stream: from then on the tab hears about changes. */
export async function openApp(page: Page, pathname: string): Promise<void> {
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
  await page.goto(pathname);
  expect((await stream).status()).toBe(200);
  await expect(page.getByTestId('avatar-menu')).toBeVisible();
}

/**
 * The toast on screen with `message`. The app shows one toast at a time: a new one replaces the
 * last, which sonner takes a frame or two to mark as leaving, so only the front toast counts.
 */
export const toast = (page: Page, message: string): Locator =>
  page.locator('[data-sonner-toast][data-front="true"]:not([data-removed="true"])').filter({ hasText: message });

/** Marks the document: a reload or a full navigation would lose it. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as Window & { e2eSameDocument?: boolean }).e2eSameDocument = true;
  });
}

export async function expectSameDocument(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => (window as Window & { e2eSameDocument?: boolean }).e2eSameDocument),
    'the page was reloaded',
  ).toBe(true);
}

/**
 * Takes the server's early answers out of every page this tab loads (decision 030), so that API
 * reads a test answers itself with `page.route` go to the network, where the route catches them.
 */
export async function withoutEarlyAnswers(page: Page): Promise<void> {
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/assets/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /<script type="application\/json" id="early-answers">.*?<\/script>/s,
        '',
      );
      return route.fulfill({ response, body });
    },
  );
}

/**
 * Sends a request again, after the pause it asks for, while the server refuses it as busy (503
 * SERVER_BUSY: nothing was done), as the web app does: tests running side by side may fill the
 * database's queue for a moment.
 */
export async function sendUntilTaken(send: () => Promise<APIResponse>): Promise<APIResponse> {
  for (;;) {
    const response = await send();
    const retryAfter = response.status() === 503 ? Number(response.headers()['retry-after']) : NaN;
    if (!(retryAfter > 0)) return response;
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
  }
}
