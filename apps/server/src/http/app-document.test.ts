import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EARLY_ANSWERS_ELEMENT } from '@alavanca/contracts/app-screens';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../test/databases';
import { decodedText } from '../test/fake-web-build';
import { request } from '../test/raw-request';
import { SETUP } from '../test/simulations';
import { useTestApp } from '../test/test-app';
import { signUpTestUser, type TestUser } from '../test/users';
import { escapeScriptData } from './app-document';

const TEMPLATE =
  '<!doctype html><html lang="pt-BR"><head><title>Alavanca</title>' +
  '<script type="module" crossorigin src="/assets/app.js"></script></head><body><div id="root"></div></body></html>';

/** A build manifest as Vite writes it: the entry, the router, the two frames, two screens and a few catalogs. */
const MANIFEST = {
  'index.html': { file: 'assets/app.js', imports: ['_stack.js'], isEntry: true },
  '_stack.js': { file: 'assets/stack.js' },
  '_shared-chart.js': { file: 'assets/shared-chart.js', imports: ['_stack.js'] },
  'src/app/router.tsx': { file: 'assets/router.js', imports: ['_stack.js'] },
  'src/app/protected-layout.tsx': { file: 'assets/protected-layout.js', imports: ['_stack.js'] },
  'src/components/layouts/auth-layout.tsx': { file: 'assets/auth-layout.js', imports: ['_stack.js'] },
  'src/app/routes/dashboard.tsx': { file: 'assets/dashboard.js', imports: ['_stack.js', '_shared-chart.js'] },
  'src/app/routes/login.tsx': { file: 'assets/login.js', imports: ['_stack.js'] },
  ...Object.fromEntries(
    ['pt-BR', 'en-US'].flatMap((language) =>
      ['common', 'dashboard', 'app', 'auth'].map((namespace) => [
        `src/locales/${language}/${namespace}.json`,
        { file: `assets/${namespace}-${language}.js` },
      ]),
    ),
  ),
  // The catalogs the server writes with shared with the web app (shared-namespaces.ts).
  '../../packages/contracts/src/locales/en-US/notifications.json': { file: 'assets/notifications-en-US.js' },
  '../../packages/contracts/src/locales/en-US/mentor.json': { file: 'assets/mentor-en-US.js' },
  '../../packages/contracts/src/locales/en-US/validationReport.json': { file: 'assets/validationReport-en-US.js' },
};

/**
 * The server-side renderer as the web build writes it (dist-server/render-screen.js), standing in
 * for React: it escapes what it draws, says what it was given, and fails for one user on purpose.
 */
const RENDERER = `
const escape = (text) => String(text).replace(/[&<>"]/g, (c) => '&#' + c.charCodeAt(0) + ';');
export async function renderScreen({ pathname, search, language, answers, phone }) {
  const name = answers['/session'].user.name;
  if (name === 'Dora Broken') throw new Error('the drawing failed');
  return '<main data-path="' + escape(pathname) + '" data-language="' + language + '" data-phone="' + phone + '" data-search="' + escape(search) + '">' +
    escape(name) + ' ' + escape(JSON.stringify(answers['/dashboard'] ?? null)) + '</main>';
}`;

/** A web build in a folder of its own: `dist` (the pages and the manifest) and `dist-server` (the renderer). */
function fakeBuild(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'alavanca-app-document-'));
  const dir = path.join(root, 'dist');
  fs.mkdirSync(path.join(dir, '.vite'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  fs.mkdirSync(path.join(root, 'dist-server'));
  fs.writeFileSync(path.join(root, 'dist-server', 'render-screen.js'), RENDERER);
  return dir;
}

/** What the page's root holds, and the scripts it keeps for boot.js. */
const rootOf = (html: string) => /<div id="root"[^>]*>(.*)<\/div><\/body>/s.exec(html)?.[1] ?? null;
/** The root element's opening tag. */
const rootTag = (html: string) => /<div id="root"[^>]*>/.exec(html)?.[0] ?? null;
const keptScripts = (html: string) => /<template id="app-scripts">(.*?)<\/template>/s.exec(html)?.[1] ?? null;

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);

function earlyAnswers(html: string): Record<string, unknown> {
  const found = new RegExp(`<script type="application/json" id="${EARLY_ANSWERS_ELEMENT}">(.*?)</script>`, 's').exec(
    html,
  );
  if (!found?.[1]) throw new Error('The page holds no early answers.');
  return JSON.parse(found[1]) as Record<string, unknown>;
}

describeEachDatabase('the app page', (getDb) => {
  const webDist = fakeBuild();
  afterAll(() => fs.rmSync(path.dirname(webDist), { recursive: true, force: true }));
  const api = useTestApp(getDb, { webDistDir: webDist });
  let ana: TestUser;
  let bruno: TestUser;
  beforeAll(async () => {
    ana = await signUpTestUser(api.baseUrl, { name: 'Ana', language: 'en-US' });
    bruno = await signUpTestUser(api.baseUrl, { name: 'Bruno' });
    for (const [user, name] of [
      [ana, 'Café da Ana'],
      [bruno, 'Oficina do Bruno'],
    ] as const) {
      const created = await api.call('POST', '/api/simulations', { cookie: user.cookie, body: { ...SETUP, name } });
      expect(created.status).toBe(201);
    }
  });

  const page = async (pathname: string, cookie?: string, headers: Record<string, string> = {}) =>
    request(api.baseUrl, pathname, { headers: { ...headers, ...(cookie ? { cookie } : {}) } });

  it('holds what a signed-in screen reads first, exactly as the API answers the same user', async () => {
    const response = await page('/dashboard', ana.cookie);
    expect(response.status).toBe(200);
    const answers = earlyAnswers(response.text);
    expect(Object.keys(answers).sort()).toEqual(
      [
        '/session',
        '/preferences',
        '/subscription',
        '/admin/access',
        '/notifications?filter=all',
        '/dashboard',
        '/dashboard/layout',
      ].sort(),
    );
    for (const [apiPath, answer] of Object.entries(answers)) {
      const direct = await api.call('GET', `/api${apiPath}`, { cookie: ana.cookie });
      expect(answer, apiPath).toEqual(await direct.json());
    }
    expect(JSON.stringify(answers['/dashboard'])).toContain('Café da Ana');
  });

  it('never holds another user’s data, and no cache may keep it', async () => {
    const anas = await page('/dashboard', ana.cookie);
    const brunos = await page('/dashboard', bruno.cookie);
    expect(anas.text).not.toContain('Oficina do Bruno');
    expect(brunos.text).toContain('Oficina do Bruno');
    expect(brunos.text).not.toContain('Café da Ana');
    expect(brunos.text).not.toContain(ana.email);
    for (const response of [anas, brunos]) {
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers.vary).toContain('Cookie');
    }
  });

  it('announces the screen’s scripts and its catalogs in the account’s language, and says that language', async () => {
    const english = (await page('/dashboard', ana.cookie)).text;
    expect(english).toContain('<html lang="en-US"');
    // Each after what it imports: the app evaluates them in this order, one per task.
    expect(preloads(english)).toEqual([
      '/assets/router.js',
      '/assets/protected-layout.js',
      '/assets/shared-chart.js',
      '/assets/dashboard.js',
      '/assets/common-en-US.js',
      '/assets/notifications-en-US.js',
      '/assets/dashboard-en-US.js',
      '/assets/app-en-US.js',
      '/assets/validationReport-en-US.js',
      '/assets/mentor-en-US.js',
    ]);
    // The entry's own graph is in the template already.
    expect(english.match(/assets\/stack\.js/g)).toBeNull();
    const portuguese = (await page('/dashboard', bruno.cookie)).text;
    expect(portuguese).toContain('<html lang="pt-BR"');
    expect(preloads(portuguese)).toContain('/assets/dashboard-pt-BR.js');
  });

  it('tells a visitor without a session so at once, and announces the sign-in form instead', async () => {
    for (const cookie of [undefined, 'alavanca.session_token=forged.value']) {
      const html = (await page('/dashboard', cookie)).text;
      expect(earlyAnswers(html), String(cookie)).toEqual(cookie ? { '/session': { user: null } } : {});
      expect(preloads(html)).toEqual([
        '/assets/router.js',
        '/assets/auth-layout.js',
        '/assets/login.js',
        '/assets/common-pt-BR.js',
        '/assets/auth-pt-BR.js',
      ]);
    }
    // The language a visitor chose on this browser (the cookie the public site reads too).
    expect((await page('/login', 'selected_language=en-US')).text).toContain('<html lang="en-US"');
  });

  it('keeps a name that looks like markup inside the data', async () => {
    const hostile = "</script><script>alert(1)</script><!-- $' $& $`";
    const carla = await signUpTestUser(api.baseUrl, { name: 'Carla' });
    const created = await api.call('POST', '/api/simulations', {
      cookie: carla.cookie,
      body: { ...SETUP, name: hostile },
    });
    expect(created.status).toBe(201);
    const html = (await page('/dashboard', carla.cookie)).text;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<!--');
    expect(JSON.stringify(earlyAnswers(html)['/dashboard'])).toContain(JSON.stringify(hostile).slice(1, -1));
    expect(escapeScriptData('{"a":"</script>"}')).toBe('{"a":"\\u003c/script>"}');
  });

  it('paints a signed-in screen in the page, inert, and keeps the scripts until that paint is on screen', async () => {
    const html = (await page('/dashboard', ana.cookie, { 'sec-ch-ua-mobile': '?1' })).text;
    const root = rootOf(html);
    // The root itself is inert, and says at which width the paint was drawn for the app to take it over.
    expect(rootTag(html)).toBe('<div id="root" inert data-paint-width="412">');
    expect(root).toMatch(/^<main data-path="\/dashboard" data-language="en-US" data-phone="true" data-search="">Ana /);
    expect(root).toContain('Café da Ana');
    expect(keptScripts(html)).toContain('<script type="module" crossorigin src="/assets/app.js"></script>');
    expect(keptScripts(html)).toContain('<link rel="modulepreload" crossorigin href="/assets/dashboard.js">');
    // Nothing is fetched or run before boot.js takes the scripts out of the template.
    const outside = html.replace(/<template id="app-scripts">.*?<\/template>/s, '');
    expect(outside).not.toMatch(/<script type="module"|rel="modulepreload"/);
    // The address's query goes to the drawing too: a screen that reads it draws from it.
    const laptop = (
      await page('/dashboard?plano=pro', bruno.cookie, { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' })
    ).text;
    expect(rootOf(laptop)).toMatch(/data-language="pt-BR" data-phone="false" data-search="\?plano=pro">Bruno /);
    expect(rootTag(laptop)).toBe('<div id="root" inert data-paint-width="1280">');
  });

  it('paints nothing for a visitor, and a failed paint costs only the paint', async () => {
    const visitor = (await page('/dashboard')).text;
    expect(rootOf(visitor)).toBe('');
    expect(rootTag(visitor)).toBe('<div id="root">');
    expect(keptScripts(visitor)).toBeNull();
    expect(visitor).toContain('<script type="module" crossorigin src="/assets/app.js"></script>');

    const dora = await signUpTestUser(api.baseUrl, { name: 'Dora Broken' });
    const response = await page('/dashboard', dora.cookie);
    expect(response.status).toBe(200);
    expect(rootOf(response.text)).toBe('');
    expect(keptScripts(response.text)).toBeNull();
    expect(Object.keys(earlyAnswers(response.text))).toContain('/dashboard');
  });

  it('sends an address that is no screen as the plain app, and compresses what the client takes', async () => {
    expect((await page('/no-such-screen', bruno.cookie)).text).toBe(TEMPLATE);
    const compressed = await page('/dashboard', bruno.cookie, { 'accept-encoding': 'br, gzip' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(decodedText(compressed)).toContain('Oficina do Bruno');
  });
});
