import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

/**
 * Watches a page the server paints: its main element as painted, held before any of the app's
 * scripts run, and the errors the page logs. `takenOver` then says whether the app took the paint
 * over where it stands (hydration): the same elements, no longer inert, and nothing React had to
 * throw away and draw again (it says so as an error).
 */
async function watchPaint(screen: Page) {
  await screen.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as { paintedMain?: Element | null }).paintedMain = document.querySelector('#root main');
    });
  });
  const errors: string[] = [];
  screen.on('pageerror', (error) => errors.push(error.message));
  screen.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return async function takenOver(name: string) {
    await expect(screen.locator('#root')).not.toHaveAttribute('inert');
    await expect(screen.getByRole('main')).toBeVisible();
    expect
      .soft(
        await screen.evaluate(() => {
          const painted = (window as { paintedMain?: Element | null }).paintedMain;
          return painted != null && painted === document.querySelector('#root main');
        }),
        `${name}: the painted screen kept`,
      )
      .toBe(true);
    expect.soft(errors, `${name}: errors as the app took the paint over`).toEqual([]);
  };
}

/**
 * Opens `url` in a new page of `context` watched by `watchPaint`, as many times as it takes for
 * the server to paint it (at most four): a busy server sends a page without its paint past a
 * deadline (decision 030), and with two test workers at once it sometimes is.
 */
export async function openPainted(context: BrowserContext, url: string) {
  for (let attempt = 1; ; attempt += 1) {
    const screen = await context.newPage();
    const takenOver = await watchPaint(screen);
    const response = await screen.goto(url);
    const html = (await response?.text()) ?? '';
    if (PAINTED_ROOT.test(html) || attempt === 4) return { screen, html, takenOver };
    await screen.close();
  }
}

/**
 * The page at `url` as the server sends it, asked again while it comes without its paint (at most
 * four times), for the same reason as `openPainted`.
 */
export async function requestPainted(request: APIRequestContext, url: string): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const html = await (await request.get(url)).text();
    if (PAINTED_ROOT.test(html) || attempt === 4) return html;
  }
}

/** The root of a page the server painted: inert, with the width the paint was drawn at. */
export const PAINTED_ROOT = /<div id="root" inert data-paint-width="\d+">/;
