import type { Locator, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test as base } from './fixtures';
import { text } from './support/site';

// Copy from the pt-BR catalogs (apps/web/src/locales/pt-BR/account.json): pt-BR is the default language.
const PASSWORD = 'senha-forte-123';

// A 2×1 PNG (red, blue): small enough to inline, wide enough that the square crop matters.
const TWO_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAADUlEQVR4nGP4zwAE/wEHAAH/4iOeWQAAAABJRU5ErkJggg==',
  'base64',
);

interface Account {
  email: string;
  origin: string;
}

const test = base.extend<{ account: Account; missingTranslations: () => string[] }>({
  /** A fresh account per test (the tests share one server), signed in in this page, past onboarding. */
  account: async ({ page, baseURL }, use) => {
    const email = `settings.${randomUUID().slice(0, 8)}@example.test`;
    const origin = new URL(baseURL ?? '').origin;
    const created = await page.request.post('/api/account', {
      data: { name: 'Marina Lopes', email, password: PASSWORD, language: 'pt-BR' },
      headers: { origin },
    });
    expect(created.status(), await created.text()).toBe(201);
    const skipped = await page.request.post('/api/onboarding/skip', { headers: { origin } });
    expect(skipped.ok(), await skipped.text()).toBe(true);
    await use({ email, origin });
  },
  /** Texts the app reported as missing from a catalog (see the web app's lib/i18n.ts). */
  missingTranslations: async ({ page }, use) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().startsWith('[i18n] missing')) warnings.push(message.text());
    });
    await use(() => [...new Set(warnings)]);
  },
});

function toast(page: Page, text: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

function section(page: Page, id: string): Locator {
  return page.getByTestId(`settings-${id}`);
}

async function choose(page: Page, combobox: Locator, option: string | RegExp) {
  await combobox.click();
  await page.getByRole('option', { name: option }).click();
}

async function openSettings(page: Page) {
  await page.goto('/configuracoes');
  // The first load of the lazy settings screen and its three queries: on a busy two-core machine
  // this took more than the default 5 s now and then.
  await expect(section(page, 'notifications').getByRole('switch').first()).toBeVisible({ timeout: 15_000 });
  await expect(section(page, 'profile').getByLabel('Nome', { exact: true })).not.toHaveValue('');
}

test.describe('settings', () => {
  test('saves each section on its own and keeps the values after a reload', async ({
    page,
    account,
    expectNoA11yViolations,
  }) => {
    await openSettings(page);
    await expectNoA11yViolations(page, { label: 'settings' });

    const profile = section(page, 'profile');
    await expect(profile.getByLabel('Nome', { exact: true })).toHaveValue('Marina');
    await expect(profile.getByLabel('E-mail')).toHaveValue(account.email);
    await profile.getByLabel('Nome', { exact: true }).fill('Marina Clara');
    await profile.getByLabel('Sobrenome').fill('Lopes Silva');
    await profile.getByRole('button', { name: 'Salvar perfil' }).click();
    await expect(toast(page, 'Perfil atualizado')).toBeVisible();

    const preferences = section(page, 'preferences');
    await choose(page, preferences.getByRole('combobox', { name: 'Moeda' }), 'Libra esterlina (£)');
    await choose(page, preferences.getByRole('combobox', { name: 'Formato de data' }), 'AAAA-MM-DD');
    await expect(preferences.getByTestId('preferences-dateFormat-example')).toHaveText(/Exemplo: \d{4}-\d{2}-\d{2}/);
    await expect(preferences.getByTestId('preferences-currency-example')).toContainText('£');
    await preferences.getByRole('button', { name: 'Salvar preferências' }).click();
    await expect(toast(page, 'Preferências salvas')).toBeVisible();

    const ai = section(page, 'ai');
    await ai.getByRole('slider', { name: 'Nível de detalhe' }).fill('25');
    await expect(ai.getByTestId('settings-ai-verbosity-value')).toHaveText('25 — Respostas curtas');
    await ai.getByLabel('Contexto para os mentores').fill('Padaria em Belo Horizonte');
    await expect(ai.getByTestId('settings-ai-context-counter')).toHaveText('25 / 2000 caracteres');
    await ai.getByRole('button', { name: 'Salvar mentor' }).click();
    await expect(toast(page, 'Mentor atualizado')).toBeVisible();

    const notifications = section(page, 'notifications');
    await notifications.getByRole('switch', { name: 'Notificações por e-mail' }).click();
    await notifications.getByRole('switch', { name: 'Relatório semanal' }).click();
    const digest = notifications.getByRole('combobox', { name: 'Resumo da comunidade por e-mail' });
    await expect(digest).toHaveText('Não enviar');
    await choose(page, digest, 'Semanal (às segundas)');
    await notifications.getByRole('button', { name: 'Salvar notificações' }).click();
    await expect(toast(page, 'Notificações atualizadas')).toBeVisible();

    await page.reload();
    await openSettings(page);
    await expect(profile.getByLabel('Nome', { exact: true })).toHaveValue('Marina Clara');
    await expect(profile.getByLabel('Sobrenome')).toHaveValue('Lopes Silva');
    await expect(preferences.getByRole('combobox', { name: 'Moeda' })).toHaveText('Libra esterlina (£)');
    await expect(preferences.getByRole('combobox', { name: 'Formato de data' })).toHaveText('AAAA-MM-DD');
    await expect(ai.getByRole('slider', { name: 'Nível de detalhe' })).toHaveValue('25');
    await expect(ai.getByLabel('Contexto para os mentores')).toHaveValue('Padaria em Belo Horizonte');
    await expect(notifications.getByRole('switch', { name: 'Notificações por e-mail' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await expect(notifications.getByRole('switch', { name: 'Relatório semanal' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await expect(notifications.getByRole('combobox', { name: 'Resumo da comunidade por e-mail' })).toHaveText(
      'Semanal (às segundas)',
    );
    // The new name reaches the avatar menu too.
    await page.getByTestId('avatar-menu').click();
    await expect(page.getByTestId('account-panel')).toContainText('Marina Clara Lopes Silva');
  });

  test('choosing a country fills its currency, formats and time zone before saving', async ({ page, account }) => {
    void account;
    await openSettings(page);
    const preferences = section(page, 'preferences');
    await choose(page, preferences.getByRole('combobox', { name: 'País' }), /Reino Unido/);
    await expect(preferences.getByRole('combobox', { name: 'Moeda' })).toHaveText('Libra esterlina (£)');
    await expect(preferences.getByRole('combobox', { name: 'Formato de data' })).toHaveText('DD/MM/AAAA');
    await expect(preferences.getByRole('combobox', { name: 'Formato de número' })).toHaveText(/1,234\.56/);
    await expect(preferences.getByLabel('Fuso horário')).toHaveValue('Europe/London');
    await preferences.getByRole('button', { name: 'Salvar preferências' }).click();
    await expect(toast(page, 'Preferências salvas')).toBeVisible();

    const saved = (await (await page.request.get('/api/preferences')).json()) as Record<string, unknown>;
    expect(saved).toMatchObject({
      country: 'GB',
      currency: 'GBP',
      dateFormat: 'DD/MM/YYYY',
      numberFormat: 'thousand',
      timezone: 'Europe/London',
    });
  });

  // One language's switch through the server and two reloads (French here; the tests below switch to
  // German and English); every language's texts on this screen are checked by the web app's
  // component tests (settings-page.languages.test.tsx).
  test('switches the interface to Français and keeps it on the account', async ({
    page,
    account,
    missingTranslations,
    expectNoA11yViolations,
  }) => {
    // Three full loads of the app and an axe pass: a long journey, given the long journeys' time.
    test.slow();
    void account;
    const language = 'fr-FR';
    const title = text(language, 'account', 'settings.title');
    await openSettings(page);
    await choose(page, section(page, 'appearance').getByRole('combobox', { name: 'Idioma' }), /Français/);

    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(
      section(page, 'profile').getByRole('button', { name: text(language, 'account', 'settings.profile.save') }),
    ).toBeVisible();
    await expect(toast(page, 'Français')).toBeVisible();
    await expect(
      section(page, 'notifications').getByRole('combobox', {
        name: text(language, 'account', 'settings.notifications.communityDigest'),
      }),
    ).toHaveText(text(language, 'account', 'settings.notifications.communityDigestOptions.off'));
    await expect
      .poll(async () => ((await (await page.request.get('/api/preferences')).json()) as { language: string }).language)
      .toBe(language);
    await expectNoA11yViolations(page, { label: 'settings in Français' });

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();

    // Saved with the account, not only in this browser.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    // The server paints the screen before the app runs; the app, once running, remembers the language here.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('selected_language'))).toBe(language);
    expect(missingTranslations().filter((warning) => warning.includes(` in ${language};`))).toEqual([]);
  });

  test('says it is changing the language in Portuguese, the language being left, then confirms in Deutsch', async ({
    page,
    account,
  }) => {
    // A full load of the app and a language's first download: a long journey on a busy machine.
    test.slow();
    void account;
    await openSettings(page);
    // The save is held back, so the processing toast stays on screen long enough to be read.
    let releaseSave = () => {};
    const saveHeld = new Promise<void>((resolve) => {
      releaseSave = resolve;
    });
    await page.route('**/api/preferences', async (route) => {
      if (route.request().method() === 'PATCH') await saveHeld;
      await route.continue();
    });

    await choose(page, section(page, 'appearance').getByRole('combobox', { name: 'Idioma' }), /Deutsch/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(toast(page, 'Trocando o idioma...')).toBeVisible();
    await expect(toast(page, 'Changing language')).toHaveCount(0);

    releaseSave();
    await expect(toast(page, text('de-DE', 'common', 'language.changed', { language: 'Deutsch' }))).toBeVisible();
  });

  test('goes back to Portuguese, and says so, when the new language cannot be saved', async ({
    page,
    account,
    expectNoA11yViolations,
  }) => {
    // A full load of the app, a language's first download and an axe pass: a long journey.
    test.slow();
    void account;
    await openSettings(page);
    await page.route('**/api/preferences', (route) =>
      route.request().method() === 'PATCH' ? route.abort('internetdisconnected') : route.continue(),
    );

    await choose(page, section(page, 'appearance').getByRole('combobox', { name: 'Idioma' }), /Deutsch/);
    await expect(
      toast(page, 'Não foi possível trocar o idioma; a interface continua em Português. Tente novamente.'),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.getByRole('heading', { level: 2, name: 'Configurações' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('selected_language'))).toBe('pt-BR');
    await page.unroute('**/api/preferences');
    const saved = (await (await page.request.get('/api/preferences')).json()) as { language: string };
    expect(saved.language).toBe('pt-BR');
    await expectNoA11yViolations(page, { label: 'language change failed' });
  });

  test('switches back to Portuguese', async ({ page, account }) => {
    void account;
    await openSettings(page);
    await choose(page, section(page, 'appearance').getByRole('combobox', { name: 'Idioma' }), /English/);
    await expect(page.getByRole('heading', { level: 2, name: 'Settings' })).toBeVisible();
    await choose(page, section(page, 'appearance').getByRole('combobox', { name: 'Language' }), /Português/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.getByRole('heading', { level: 2, name: 'Configurações' })).toBeVisible();
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Configurações' })).toBeVisible();
  });

  test('uploads a resized avatar and removes it', async ({ page, account }) => {
    void account;
    await openSettings(page);
    const profile = section(page, 'profile');
    await profile
      .getByTestId('avatar-input')
      .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: TWO_PIXEL_PNG });
    const preview = profile.getByRole('img', { name: 'Prévia da nova foto' });
    await expect(preview).toBeVisible();
    // Resized in the browser to 256 × 256 before anything is sent.
    expect(await preview.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([
      256, 256,
    ]);
    await profile.getByRole('button', { name: 'Salvar foto' }).click();
    await expect(toast(page, 'Foto atualizada')).toBeVisible();
    await expect(profile.getByTestId('user-avatar-image')).toBeVisible();

    await page.reload();
    await expect(profile.getByTestId('user-avatar-image')).toBeVisible();
    expect(await profile.getByTestId('user-avatar-image').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(
      256,
    );
    await profile.getByRole('button', { name: 'Remover foto' }).click();
    await expect(toast(page, 'Foto removida')).toBeVisible();
    await expect(profile.getByTestId('user-avatar-image')).toHaveCount(0);
  });

  test('changes the password after checking the current one', async ({ page, account }) => {
    await openSettings(page);
    const password = section(page, 'password');
    await password.getByLabel('Senha atual').fill('senha-errada-1');
    await password.getByLabel('Nova senha', { exact: true }).fill('nova-senha-456');
    await password.getByLabel('Confirme a nova senha').fill('nova-senha-456');
    await password.getByRole('button', { name: 'Trocar senha' }).click();
    await expect(password.getByText('A senha atual está incorreta.')).toBeVisible();

    await password.getByLabel('Senha atual').fill(PASSWORD);
    await password.getByRole('button', { name: 'Trocar senha' }).click();
    await expect(toast(page, 'Senha alterada')).toBeVisible();

    const signIn = await page.request.post('/api/session', {
      data: { email: account.email, password: 'nova-senha-456' },
      headers: { origin: account.origin },
    });
    expect(signIn.status()).toBe(200);
  });

  test('exports the account’s data as a JSON file', async ({ page, account }) => {
    await openSettings(page);
    const downloading = page.waitForEvent('download');
    await section(page, 'data').getByRole('button', { name: 'Baixar JSON' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.json$/);
    const file = await download.path();
    const content = await readFile(file, 'utf8');
    expect(() => JSON.parse(content) as unknown).not.toThrow();
    expect(content).toContain(account.email);
    await expect(toast(page, 'Exportação pronta')).toBeVisible();
  });

  test('deletes the account once the e-mail is typed; signing in again fails', async ({
    page,
    account,
    expectNoA11yViolations,
  }) => {
    await openSettings(page);
    await section(page, 'data').getByRole('button', { name: 'Excluir conta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Excluir minha conta' });
    const confirm = dialog.getByRole('button', { name: 'Excluir para sempre' });
    await expect(confirm).toBeDisabled();
    await expectNoA11yViolations(page, { label: 'delete account dialog' });
    await dialog.getByRole('textbox').fill('outra.pessoa@example.test');
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('textbox').fill(account.email.toUpperCase());
    await expect(confirm).toBeEnabled();
    await confirm.click();

    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await expect(toast(page, 'Conta excluída')).toBeVisible();

    await page.getByLabel('E-mail', { exact: true }).fill(account.email);
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(toast(page, 'E-mail ou senha incorretos.')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    const signIn = await page.request.post('/api/session', {
      data: { email: account.email, password: PASSWORD },
      headers: { origin: account.origin },
    });
    expect(signIn.ok()).toBe(false);
  });
});

test.describe('profile page', () => {
  test('shows the name, e-mail, plan and the way to settings', async ({ page, account, expectNoA11yViolations }) => {
    await page.goto('/perfil');
    const overview = page.getByTestId('profile-overview');
    await expect(overview.getByTestId('profile-name')).toHaveText('Marina Lopes');
    await expect(overview.getByText(account.email).first()).toBeVisible();
    await expect(overview.getByTestId('profile-plan')).toHaveText('Free');
    await expectNoA11yViolations(page, { label: 'profile' });
    await page.getByRole('link', { name: 'Editar nas configurações' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/configuracoes');
  });
});
