import type { APIRequest, Locator, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { PASSWORD, signUpThroughApi } from './support/accounts';
import { text } from './support/site';
import { sendUntilTaken, withoutEarlyAnswers } from './support/app';

// Notifications are written by the server only, from real events: every new session (the
// sign-up's own included) adds 'Nova Sessão Iniciada' for the account, and
// POST /api/notifications/motivation adds a mentor's line that links to /mentor-ia. The tests
// create them that way, from outside the tab under test, and watch the tab follow over the
// event stream (GET /api/events) without a reload.

const common = (key: string, values: Record<string, string | number> = {}) => text('pt-BR', 'common', key, values);
const app = (key: string) => text('pt-BR', 'app', key);

// The texts the system stores as keys of the shared `notifications` catalog, which lives with the contracts.
const NOTIFICATIONS_CATALOG = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../packages/contracts/src/locales/pt-BR/notifications.json'), 'utf8'),
) as Record<string, unknown>;

/** A stored `notifications:<key>` as the pt-BR user reads it. */
function notificationText(stored: string): string {
  if (!stored.startsWith('notifications:')) return stored;
  let value: unknown = NOTIFICATIONS_CATALOG;
  for (const part of stored.slice('notifications:'.length).split('.'))
    value = (value as Record<string, unknown> | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`pt-BR/notifications.json has no text at ${stored}`);
  return value;
}

const NEW_SESSION = notificationText('notifications:system.newSession.title');
const MARK_ALL = common('notifications.markAll');

/** The bell's accessible name for `count` unread notifications (pt-BR plural rules: 1 is "one"). */
function bellName(count: number): string {
  if (count === 0) return common('notifications.bellLabel_zero');
  return common(count === 1 ? 'notifications.bellLabel_one' : 'notifications.bellLabel_other', { count });
}

const bell = (page: Page) => page.getByTestId('notification-bell');
const dot = (page: Page) => page.getByTestId('notification-dot');
/** The bell's popover: a dialog named by its heading. */
const panel = (page: Page) => page.getByRole('dialog', { name: common('notifications.title') });
/** The list of the notifications page (the active filter's tab panel). */
const pageList = (page: Page) => page.getByRole('tabpanel');
const items = (scope: Locator) => scope.getByTestId('notification-item');
const itemById = (scope: Locator, id: string) =>
  scope.locator(`[data-testid="notification-item"][data-notification-id="${id}"]`);
const markOneButton = (scope: Locator, title = NEW_SESSION) =>
  scope.getByRole('button', { name: common('notifications.markReadNamed', { title }) });

function toast(page: Page, message: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: message });
}

async function expectUnread(page: Page, count: number) {
  await expect(bell(page)).toHaveAccessibleName(bellName(count));
  if (count === 0) await expect(dot(page)).toHaveCount(0);
  else await expect(dot(page)).toBeVisible();
}

/**
 * Opens `pathname` in the signed-in tab and waits until its event stream answered: from then on
 * the server has the tab subscribed, and an event for the account cannot slip past it.
 */
async function openApp(page: Page, pathname: string) {
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
  await page.goto(pathname);
  expect((await stream).status()).toBe(200);
  await expect(bell(page)).toBeVisible();
}

const SIGN_INS_AT_ONCE = 4;

/**
 * Signs in to `email` `times` times from a client of its own, with no cookies (the browser's
 * session is left alone): each sign-in is a new session, hence a new notification.
 */
async function signInElsewhere(request: APIRequest, baseURL: string | undefined, email: string, times = 1) {
  const origin = new URL(baseURL ?? '').origin;
  const client = await request.newContext({ baseURL });
  try {
    // A few at a time: each is a password hash and a handful of statements, and other tests share
    // the server.
    for (let done = 0; done < times; done += SIGN_INS_AT_ONCE) {
      await Promise.all(
        Array.from({ length: Math.min(SIGN_INS_AT_ONCE, times - done) }, async () => {
          const response = await sendUntilTaken(() =>
            client.post('/api/session', { data: { email, password: PASSWORD }, headers: { origin } }),
          );
          expect(response.status(), await response.text()).toBe(200);
        }),
      );
    }
  } finally {
    await client.dispose();
  }
}

/** Marks the document: a reload or a full navigation would lose it. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as Window & { e2eSameDocument?: boolean }).e2eSameDocument = true;
  });
}

async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as Window & { e2eSameDocument?: boolean }).e2eSameDocument)).toBe(true);
}

test.describe('notifications', () => {
  test('a sign-in elsewhere reaches the open tab live: the bell and its open popover update without a reload', async ({
    page,
    baseURL,
    playwright,
    expectNoA11yViolations,
  }) => {
    const email = await signUpThroughApi(page, baseURL, { who: 'sino', skipOnboarding: true });
    await openApp(page, '/dashboard');
    await expect(page.getByTestId('page-title')).toHaveText(common('titles.dashboard'));
    // The sign-up's own session.
    await expectUnread(page, 1);
    await markDocument(page);

    await bell(page).click();
    await expect(panel(page)).toBeVisible();
    await expect(items(panel(page))).toHaveCount(1);
    await expect(items(panel(page)).first()).toContainText(NEW_SESSION);
    await expect(items(panel(page)).first()).toHaveAttribute('data-read', 'false');

    await signInElsewhere(playwright.request, baseURL, email);

    await expectUnread(page, 2);
    await expect(items(panel(page))).toHaveCount(2);
    await expect(items(panel(page)).filter({ hasText: NEW_SESSION })).toHaveCount(2);
    await expect(panel(page).locator('[data-read="false"]')).toHaveCount(2);
    // Screen readers hear the arrival: the bell's name alone changes silently.
    await expect(
      page.getByRole('status').filter({ hasText: common('notifications.arrived_other', { count: 2 }) }),
    ).toBeAttached();
    await expectSameDocument(page);
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
    await expectNoA11yViolations(page, { label: 'bell popover open, two unread' });
  });

  test('the dot follows the unread count: mark one, then mark all from the popover (failure and success toasts)', async ({
    page,
    baseURL,
    playwright,
  }) => {
    const email = await signUpThroughApi(page, baseURL, { who: 'ponto', skipOnboarding: true });
    await signInElsewhere(playwright.request, baseURL, email, 2);
    await openApp(page, '/dashboard');
    await expectUnread(page, 3);

    await bell(page).click();
    const list = items(panel(page));
    await expect(list).toHaveCount(3);
    const firstId = await list.first().getAttribute('data-notification-id');
    expect(firstId).toBeTruthy();
    const first = itemById(panel(page), firstId ?? '');
    await markOneButton(first).click();
    await expect(first).toHaveAttribute('data-read', 'true');
    await expect(first.getByTestId('unread-marker')).toHaveCount(0);
    await expect(markOneButton(first)).toHaveCount(0);
    await expectUnread(page, 2);
    await expect(panel(page).locator('[data-read="false"]')).toHaveCount(2);

    // A failing mark-all says so and changes nothing.
    await page.route('**/api/notifications/read-all', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'INTERNAL', message: 'boom' } }),
      }),
    );
    await panel(page).getByRole('button', { name: MARK_ALL }).click();
    const failure = toast(page, common('notifications.markAllFailed'));
    await expect(failure).toBeVisible();
    await expect(failure).toContainText(common('error'));
    await expect(failure).toHaveAttribute('data-type', 'error');
    await expectUnread(page, 2);
    await page.unroute('**/api/notifications/read-all');

    await expect(panel(page)).toBeVisible();
    await panel(page).getByRole('button', { name: MARK_ALL }).click();
    const success = toast(page, common('notifications.markAllSuccessMessage'));
    await expect(success).toBeVisible();
    await expect(success).toContainText(common('notifications.markAllSuccessTitle'));
    await expect(success).toHaveAttribute('data-type', 'success');
    await expectUnread(page, 0);
    await expect(panel(page).locator('[data-read="true"]')).toHaveCount(3);
    await expect(panel(page).getByTestId('unread-marker')).toHaveCount(0);
    await expect(panel(page).getByRole('button', { name: MARK_ALL })).toHaveAttribute('aria-disabled', 'true');

    // The server agrees: a reload shows the same.
    await page.reload();
    await expectUnread(page, 0);
  });

  test('the notifications page: filters in the address, mark one and mark all, an empty state per filter', async ({
    page,
    baseURL,
    playwright,
    expectNoA11yViolations,
  }) => {
    // Every filter visited, with four accessibility scans: longer than most tests.
    test.slow();
    const email = await signUpThroughApi(page, baseURL, { who: 'pagina', skipOnboarding: true });
    await signInElsewhere(playwright.request, baseURL, email, 2);
    await openApp(page, '/notificacoes');
    await expect(page.getByTestId('page-title')).toHaveText(common('titles.notifications'));
    await expect(page.getByRole('heading', { level: 2, name: app('notificationsPage.title') })).toBeVisible();
    const allTab = page.getByRole('tab', { name: app('notificationsPage.filters.all'), exact: true });
    const unreadTab = page.getByRole('tab', { name: new RegExp(`^${app('notificationsPage.filters.unread')}`) });
    const readTab = page.getByRole('tab', { name: app('notificationsPage.filters.read'), exact: true });
    const unreadTabCount = page.getByTestId('unread-tab-count');
    const markAllOnPage = page.getByRole('main').getByRole('button', { name: MARK_ALL });
    const emptyState = page.getByTestId('empty-state');

    await expect(allTab).toHaveAttribute('aria-selected', 'true');
    await expect(items(pageList(page))).toHaveCount(3);
    await expect(pageList(page).locator('[data-read="false"]')).toHaveCount(3);
    await expect(unreadTabCount).toHaveText('3');
    await expectUnread(page, 3);
    await expectNoA11yViolations(page, { label: 'all, three unread' });

    // Nothing read yet.
    await readTab.click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/notificacoes' && url.searchParams.get('filter') === 'read',
    );
    await expect(emptyState).toContainText(app('notificationsPage.empty.read.title'));
    await expect(emptyState).toContainText(app('notificationsPage.empty.read.description'));
    await expect(items(pageList(page))).toHaveCount(0);
    await expectNoA11yViolations(page, { label: 'read filter, empty' });

    await allTab.click();
    await expect(page).toHaveURL((url) => url.pathname === '/notificacoes' && !url.searchParams.has('filter'));
    const firstId = (await items(pageList(page)).first().getAttribute('data-notification-id')) ?? '';
    expect(firstId).toBeTruthy();
    await markOneButton(itemById(pageList(page), firstId)).click();
    await expect(itemById(pageList(page), firstId)).toHaveAttribute('data-read', 'true');
    await expect(unreadTabCount).toHaveText('2');
    await expectUnread(page, 2);

    await unreadTab.click();
    await expect(page).toHaveURL((url) => url.searchParams.get('filter') === 'unread');
    await expect(unreadTab).toHaveAttribute('aria-selected', 'true');
    await expect(items(pageList(page))).toHaveCount(2);
    await expect(itemById(pageList(page), firstId)).toHaveCount(0);
    await expect(pageList(page).locator('[data-read="true"]')).toHaveCount(0);
    // Marked from the unread list, an item leaves it.
    const secondId = (await items(pageList(page)).first().getAttribute('data-notification-id')) ?? '';
    await markOneButton(itemById(pageList(page), secondId)).click();
    await expect(itemById(pageList(page), secondId)).toHaveCount(0);
    await expect(items(pageList(page))).toHaveCount(1);
    await expect(unreadTabCount).toHaveText('1');
    await expectUnread(page, 1);

    await readTab.click();
    await expect(page).toHaveURL((url) => url.searchParams.get('filter') === 'read');
    await expect(items(pageList(page))).toHaveCount(2);
    await expect(itemById(pageList(page), firstId)).toHaveAttribute('data-read', 'true');
    await expect(itemById(pageList(page), secondId)).toHaveAttribute('data-read', 'true');

    await markAllOnPage.click();
    await expect(toast(page, common('notifications.markAllSuccessMessage'))).toBeVisible();
    await expect(items(pageList(page))).toHaveCount(3);
    await expect(unreadTabCount).toHaveCount(0);
    await expect(markAllOnPage).toHaveAttribute('aria-disabled', 'true');
    await expectUnread(page, 0);

    await unreadTab.click();
    await expect(page).toHaveURL((url) => url.searchParams.get('filter') === 'unread');
    await expect(emptyState).toContainText(app('notificationsPage.empty.unread.title'));
    await expect(emptyState).toContainText(app('notificationsPage.empty.unread.description'));
    await expectNoA11yViolations(page, { label: 'unread filter, empty' });

    // The filter in the address survives a reload, and the English alias is the same page.
    await page.reload();
    await expect(unreadTab).toHaveAttribute('aria-selected', 'true');
    await expect(emptyState).toContainText(app('notificationsPage.empty.unread.title'));
    await page.goto('/notifications?filter=read');
    await expect(page.getByTestId('page-title')).toHaveText(common('titles.notifications'));
    await expect(readTab).toHaveAttribute('aria-selected', 'true');
    await expect(items(pageList(page))).toHaveCount(3);
    await expect(pageList(page).locator('[data-read="true"]')).toHaveCount(3);
    await expectNoA11yViolations(page, { label: '/notifications alias, read filter' });
  });

  test('the page loads older notifications a page at a time', async ({ page, baseURL, playwright }) => {
    const email = await signUpThroughApi(page, baseURL, { who: 'mais', skipOnboarding: true });
    // 20 more sessions: 21 notifications, one more than a page (NOTIFICATION_PAGE_SIZE.default).
    await signInElsewhere(playwright.request, baseURL, email, 20);
    await openApp(page, '/notificacoes');
    await expect(items(pageList(page))).toHaveCount(20);
    const loadMore = pageList(page).getByRole('button', { name: app('notificationsPage.loadMore') });
    await loadMore.click();
    await expect(items(pageList(page))).toHaveCount(21);
    await expect(loadMore).toHaveCount(0);
    await expect(page.getByTestId('unread-tab-count')).toHaveText('21');
  });

  test('with no notifications at all, the page and the popover say so', async ({
    page,
    baseURL,
    expectNoA11yViolations,
  }) => {
    // Every account gets a notification from its first session, so an account with none cannot be
    // made through the app: the list answers are replaced by empty ones for this test, the ones
    // the server writes into the page included.
    await withoutEarlyAnswers(page);
    await page.route(
      (url) => url.pathname === '/api/notifications',
      (route) =>
        route.request().method() === 'GET'
          ? route.fulfill({ json: { notifications: [], nextCursor: null, unreadCount: 0 } })
          : route.fallback(),
    );
    await signUpThroughApi(page, baseURL, { who: 'vazio', skipOnboarding: true });
    await openApp(page, '/notificacoes');
    await expectUnread(page, 0);
    const emptyState = page.getByTestId('empty-state');
    await expect(emptyState).toContainText(app('notificationsPage.empty.all.title'));
    await expect(emptyState).toContainText(app('notificationsPage.empty.all.description'));
    await expect(page.getByRole('main').getByRole('button', { name: MARK_ALL })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expectNoA11yViolations(page, { label: 'all filter, empty' });

    await bell(page).click();
    await expect(panel(page).getByTestId('notification-panel-empty')).toHaveText(common('notifications.empty'));
    await expect(panel(page).getByRole('button', { name: MARK_ALL })).toHaveAttribute('aria-disabled', 'true');
    await expectNoA11yViolations(page, { label: 'bell popover open, empty' });
  });

  test('a second tab of the same user follows a mark-all made in the first', async ({ page, baseURL, playwright }) => {
    const email = await signUpThroughApi(page, baseURL, { who: 'abas', skipOnboarding: true });
    await signInElsewhere(playwright.request, baseURL, email);
    const second = await page.context().newPage();
    await openApp(page, '/dashboard');
    await openApp(second, '/notificacoes');
    await expectUnread(page, 2);
    await expectUnread(second, 2);
    await expect(pageList(second).locator('[data-read="false"]')).toHaveCount(2);
    await markDocument(second);

    await bell(page).click();
    await panel(page).getByRole('button', { name: MARK_ALL }).click();
    await expect(toast(page, common('notifications.markAllSuccessMessage'))).toBeVisible();
    await expectUnread(page, 0);

    await expectUnread(second, 0);
    await expect(pageList(second).locator('[data-read="true"]')).toHaveCount(2);
    await expect(second.getByTestId('unread-tab-count')).toHaveCount(0);
    await expectSameDocument(second);
    // The toast belongs to the tab that acted.
    await expect(toast(second, common('notifications.markAllSuccessMessage'))).toHaveCount(0);
  });

  test("another user's notifications do not reach this tab", async ({ page, browser, baseURL, playwright }) => {
    const emailA = await signUpThroughApi(page, baseURL, { who: 'usuario-a', skipOnboarding: true });
    const contextB = await browser.newContext({
      baseURL,
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      reducedMotion: 'reduce',
    });
    try {
      const pageB = await contextB.newPage();
      const emailB = await signUpThroughApi(pageB, baseURL, { who: 'usuario-b', skipOnboarding: true });
      await openApp(page, '/dashboard');
      await openApp(pageB, '/dashboard');
      await expectUnread(page, 1);
      await expectUnread(pageB, 1);

      let refetchesA = 0;
      page.on('request', (request) => {
        if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/notifications') refetchesA += 1;
      });
      await signInElsewhere(playwright.request, baseURL, emailB, 2);
      // B's tab got its events...
      await expectUnread(pageB, 3);
      // ...and A's, on the same server, nothing: past the 300 ms debounce it has not even refetched.
      await page.waitForTimeout(1_000);
      await expectUnread(page, 1);
      expect(refetchesA).toBe(0);

      // A's stream is alive all along: its own sign-in elsewhere arrives.
      await signInElsewhere(playwright.request, baseURL, emailA);
      await expectUnread(page, 2);
      await expectUnread(pageB, 3);
    } finally {
      await contextB.close();
    }
  });

  test('a notification with a route opens it when clicked, and is read', async ({ page, baseURL }) => {
    await signUpThroughApi(page, baseURL, { who: 'rota', skipOnboarding: true });
    await openApp(page, '/dashboard');
    await expectUnread(page, 1);

    // The mentor's motivational line: the app asks for it on a timer; the test asks at once.
    const response = await page.request.post('/api/notifications/motivation', {
      headers: { origin: new URL(baseURL ?? '').origin },
    });
    expect(response.status(), await response.text()).toBe(200);
    const { notification } = (await response.json()) as {
      notification: { id: string; title: string; route: string | null } | null;
    };
    expect(notification).not.toBeNull();
    expect(notification?.route).toBe('/mentor-ia');
    const title = notificationText(notification?.title ?? '');
    await expectUnread(page, 2);

    await bell(page).click();
    const motivation = itemById(panel(page), notification?.id ?? '');
    await expect(motivation).toHaveAttribute('data-read', 'false');
    // The sign-up's notification has nowhere to go: no link.
    await expect(items(panel(page)).filter({ hasText: NEW_SESSION }).getByRole('link')).toHaveCount(0);
    await motivation.getByRole('link', { name: `${common('notifications.unread')} ${title}` }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/mentor-ia');
    await expect(page.getByTestId('page-title')).toHaveText(common('titles.mentor'));
    await expect(panel(page)).toBeHidden();
    await expectUnread(page, 1);

    await page.goto('/notificacoes');
    await expect(itemById(pageList(page), notification?.id ?? '')).toHaveAttribute('data-read', 'true');
    // From the page too: a click on the item's title follows its route.
    await itemById(pageList(page), notification?.id ?? '')
      .getByRole('link', { name: title })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === '/mentor-ia');
  });
});
