import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { LANGUAGES } from '@alavanca/domain/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases';
import { signUpTestUser, type TestUser } from '../../test/users';
import {
  ACCEPT_ENCODING_VARIANTS,
  addressOf,
  APP_URL,
  expectedPage,
  expectPage,
  expectSpaFallback,
  INDEX_HTML,
  LANGUAGE_COOKIE_LINE,
  ORIGIN_PLACEHOLDER,
  pageAt,
  PAGES,
  parseSitemap,
  serveFakeBuild,
  STATIC_ROBOTS,
} from '../../test/fake-web-build';
import { request } from '../../test/raw-request';

describeEachDatabase('public site', (getDb) => {
  describe('with APP_URL set', () => {
    const served = serveFakeBuild(getDb, { withPages: true, appUrl: APP_URL });

    describe('language', () => {
      it('sends every page in pt-BR by default, without setting a cookie', async () => {
        for (const page of PAGES) {
          const response = await request(served.baseUrl, page.path);
          expectPage(response, page.path, 'pt-BR', APP_URL);
          expect(response.headers['set-cookie']).toBeUndefined();
        }
      });

      it('sends the language asked for by ?lang= and remembers it in the cookie', async () => {
        const response = await request(served.baseUrl, '/sobre?lang=en-US');
        expectPage(response, '/sobre', 'en-US', APP_URL);
        expect(response.headers['set-cookie']).toEqual([LANGUAGE_COOKIE_LINE('en-US')]);
      });

      it.each(LANGUAGES)('serves ?lang=%s from that language folder', async (language) => {
        for (const page of PAGES) {
          const response = await request(served.baseUrl, `${page.path}?lang=${language}`);
          expectPage(response, page.path, language, APP_URL);
          expect(response.headers['set-cookie']).toEqual([LANGUAGE_COOKIE_LINE(language)]);
        }
      });

      it('maps ?lang=en to en-US and stores the full tag', async () => {
        const response = await request(served.baseUrl, '/?lang=en');
        expectPage(response, '/', 'en-US', APP_URL);
        expect(response.headers['set-cookie']).toEqual([LANGUAGE_COOKIE_LINE('en-US')]);
      });

      it('reads ?lang= among other query parameters', async () => {
        const response = await request(served.baseUrl, '/sobre?utm_source=news&lang=de&ref=x');
        expectPage(response, '/sobre', 'de-DE', APP_URL);
      });

      it('sends the cookie language without setting the cookie again', async () => {
        const response = await request(served.baseUrl, '/sobre', { headers: { cookie: 'selected_language=fr-FR' } });
        expectPage(response, '/sobre', 'fr-FR', APP_URL);
        expect(response.headers['set-cookie']).toBeUndefined();
      });

      it('finds the language cookie among others', async () => {
        const response = await request(served.baseUrl, '/', {
          headers: { cookie: 'theme=dark;  selected_language=es-ES ;other=1' },
        });
        expectPage(response, '/', 'es-ES', APP_URL);
        expect(response.headers['set-cookie']).toBeUndefined();
      });

      it('lets ?lang= win over the cookie, and updates the cookie', async () => {
        const response = await request(served.baseUrl, '/sobre?lang=de-DE', {
          headers: { cookie: 'selected_language=fr-FR' },
        });
        expectPage(response, '/sobre', 'de-DE', APP_URL);
        expect(response.headers['set-cookie']).toEqual([LANGUAGE_COOKIE_LINE('de-DE')]);
      });

      it('falls back to the cookie for an unknown ?lang=, and to pt-BR without one', async () => {
        const withCookie = await request(served.baseUrl, '/sobre?lang=xx', {
          headers: { cookie: 'selected_language=en-US' },
        });
        expectPage(withCookie, '/sobre', 'en-US', APP_URL);
        expect(withCookie.headers['set-cookie']).toBeUndefined();

        const withoutCookie = await request(served.baseUrl, '/sobre?lang=it-IT');
        expectPage(withoutCookie, '/sobre', 'pt-BR', APP_URL);
        expect(withoutCookie.headers['set-cookie']).toBeUndefined();
      });

      it('sends pt-BR for an unknown cookie value', async () => {
        const response = await request(served.baseUrl, '/', { headers: { cookie: 'selected_language=klingon' } });
        expectPage(response, '/', 'pt-BR', APP_URL);
        expect(response.headers['set-cookie']).toBeUndefined();
      });
    });

    describe('response', () => {
      it('writes the site address in place of every placeholder', async () => {
        const response = await request(served.baseUrl, '/sobre?lang=en-US');
        expect(response.text).not.toContain(ORIGIN_PLACEHOLDER);
        expect(response.text).toContain(`<link rel="canonical" href="${APP_URL}/sobre">`);
        expect(response.text).toContain(`<meta property="og:url" content="${APP_URL}/sobre">`);
        expect(response.text).toContain('<html lang="en-US">');
      });

      it('sends the page headers', async () => {
        const response = await request(served.baseUrl, '/sobre?lang=es-ES');
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.headers['content-language']).toBe('es-ES');
        expect(response.headers.vary).toBe('Accept-Encoding, Cookie');
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.headers['content-length']).toBe(String(response.body.length));
        // The security headers apply to the pages like everything else.
        expect(response.headers['content-security-policy']).toMatch(/^default-src 'self'/);
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      });

      it('sends Brotli to a client that accepts it', async () => {
        for (const acceptEncoding of ['br', 'gzip, deflate, br', 'br;q=1.0, gzip;q=0.8', 'BR']) {
          const response = await request(served.baseUrl, '/?lang=fr-FR', {
            headers: { 'accept-encoding': acceptEncoding },
          });
          expect(response.status, acceptEncoding).toBe(200);
          expect(response.headers['content-encoding'], acceptEncoding).toBe('br');
          expect(response.headers['content-length']).toBe(String(response.body.length));
          expect(response.headers.vary).toBe('Accept-Encoding, Cookie');
          expect(response.headers['content-language']).toBe('fr-FR');
          const expected = expectedPage(pageAt('/'), 'fr-FR', APP_URL);
          expect(response.body.length).toBeLessThan(Buffer.byteLength(expected));
          expect(brotliDecompressSync(response.body).toString('utf8')).toBe(expected);
        }
      });

      it('sends gzip to a client that accepts gzip but not Brotli', async () => {
        for (const acceptEncoding of [
          'gzip',
          'gzip, deflate',
          'deflate, gzip;q=0.5',
          'br;q=0, gzip',
          'gzip;q=0.001, br;q=0.0',
        ]) {
          const response = await request(served.baseUrl, '/planos?lang=de-DE', {
            headers: { 'accept-encoding': acceptEncoding },
          });
          expect(response.status, acceptEncoding).toBe(200);
          expect(response.headers['content-encoding'], acceptEncoding).toBe('gzip');
          expect(response.headers['content-length']).toBe(String(response.body.length));
          const expected = expectedPage(pageAt('/planos'), 'de-DE', APP_URL);
          expect(response.body.length).toBeLessThan(Buffer.byteLength(expected));
          expect(gunzipSync(response.body).toString('utf8')).toBe(expected);
        }
      });

      it('sends the plain page to a client that accepts neither', async () => {
        // q=0 refuses an encoding (RFC 9110 §12.5.3).
        for (const acceptEncoding of [undefined, 'identity', 'deflate', '', 'gzip;q=0', 'br;q=0, gzip;q=0, identity']) {
          const headers: Record<string, string> =
            acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
          const response = await request(served.baseUrl, '/demonstracao', { headers });
          expectPage(response, '/demonstracao', 'pt-BR', APP_URL);
          expect(response.headers['content-length']).toBe(String(response.body.length));
        }
      });

      it('answers HEAD with the headers and no body', async () => {
        const response = await request(served.baseUrl, '/sobre?lang=en-US', { method: 'HEAD' });
        expect(response.status).toBe(200);
        expect(response.body.length).toBe(0);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.headers['content-language']).toBe('en-US');
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.headers.vary).toBe('Accept-Encoding, Cookie');
      });

      it('answers HEAD on the default page and in the cookie language', async () => {
        const home = await request(served.baseUrl, '/', { method: 'HEAD' });
        expect(home.status).toBe(200);
        expect(home.headers['content-language']).toBe('pt-BR');
        const byCookie = await request(served.baseUrl, '/planos', {
          method: 'HEAD',
          headers: { cookie: 'selected_language=de-DE' },
        });
        expect(byCookie.status).toBe(200);
        expect(byCookie.headers['content-language']).toBe('de-DE');
      });
    });

    describe('paths', () => {
      it('sends the demonstration page for every path below it', async () => {
        for (const route of ['/demonstracao/', '/demonstracao/anything', '/demonstracao/passo/2']) {
          expectPage(await request(served.baseUrl, route), '/demonstracao', 'pt-BR', APP_URL);
        }
        expectPage(await request(served.baseUrl, '/demonstracao/passo/2?lang=es'), '/demonstracao', 'es-ES', APP_URL);
      });

      it('sends the single-page app for paths that only look like a page', async () => {
        for (const route of ['/demonstracaoX', '/sobre/equipe', '/planos/anual', '/sobrex', '/nope', '/dashboard']) {
          expectSpaFallback(await request(served.baseUrl, route), route);
        }
      });

      it('sends the single-page app for a folder of the build, whatever the client accepts', async () => {
        for (const route of ['/icons/', '/icons']) {
          for (const headers of ACCEPT_ENCODING_VARIANTS) {
            expectSpaFallback(await request(served.baseUrl, route, { headers }), `${route} ${JSON.stringify(headers)}`);
          }
        }
        const file = await request(served.baseUrl, '/icons/icon.svg');
        expect(file.status).toBe(200);
        expect(file.text).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
      });

      it('does not serve the pages folder as files', async () => {
        for (const route of [
          '/pages/manifest.json',
          '/pages/pt-BR/index.html',
          '/pages/en-US/sobre.html',
          '/pages/',
          '/pages',
        ]) {
          for (const acceptEncoding of ['identity', 'br', 'gzip']) {
            const response = await request(served.baseUrl, route, { headers: { 'accept-encoding': acceptEncoding } });
            expectSpaFallback(response, `${route} ${acceptEncoding}`);
          }
        }
      });

      it('does not serve the pages folder through a disguised path either', async () => {
        for (const route of [
          '//pages/manifest.json',
          '/./pages/manifest.json',
          '/assets/../pages/manifest.json',
          '/%70ages/manifest.json',
          '/pages%2Fmanifest.json',
          '/pages/%2e/manifest.json',
          '/pages/pt-BR/../manifest.json',
        ]) {
          const response = await request(served.baseUrl, route, { headers: { 'accept-encoding': 'identity' } });
          // Refused or the app's fallback: never the file itself.
          expect(response.text, route).not.toContain(ORIGIN_PLACEHOLDER);
          expect(response.text, route).not.toContain('originPlaceholder');
          if (response.status === 200) expect(response.text, route).toBe(INDEX_HTML);
          else expect(response.status, route).toBeGreaterThanOrEqual(400);
        }
      });
    });

    describe('signed-in users', () => {
      let user: TestUser;

      beforeAll(async () => {
        user = await signUpTestUser(served.baseUrl, { site: APP_URL });
      });

      it('sends a signed-in user from the public plans page to the in-app one', async () => {
        for (const route of ['/planos', '/planos?lang=en-US']) {
          const response = await request(served.baseUrl, route, { headers: { cookie: user.cookie } });
          expect(response.status, route).toBe(302);
          expect(response.headers.location).toBe('/dashboard/planos');
          expect(response.headers['cache-control']).toBe('no-store');
          expect(response.text).not.toContain('planos.html');
        }
      });

      it('sends the plans page to a visitor, and to a forged session cookie', async () => {
        expectPage(await request(served.baseUrl, '/planos'), '/planos', 'pt-BR', APP_URL);
        const forged = user.cookie.replace(/=([^;]*)/, '=forged-session-token');
        expect(forged).not.toBe(user.cookie);
        const response = await request(served.baseUrl, '/planos', { headers: { cookie: forged } });
        expectPage(response, '/planos', 'pt-BR', APP_URL);
      });

      it('sends the other pages to a signed-in user, in the cookie language', async () => {
        const about = await request(served.baseUrl, '/sobre', { headers: { cookie: user.cookie } });
        expectPage(about, '/sobre', 'pt-BR', APP_URL);
        const home = await request(served.baseUrl, '/', {
          headers: { cookie: `${user.cookie}; selected_language=es-ES` },
        });
        expectPage(home, '/', 'es-ES', APP_URL);
        const demo = await request(served.baseUrl, '/demonstracao/x', { headers: { cookie: user.cookie } });
        expectPage(demo, '/demonstracao', 'pt-BR', APP_URL);
      });
    });

    describe('site map and robots.txt', () => {
      it('lists every page in every language, with its alternates', async () => {
        const response = await request(served.baseUrl, '/sitemap.xml');
        expect(response.status).toBe(200);
        expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
        expect(response.headers['cache-control']).toBe('no-cache');

        const entries = parseSitemap(response.text);
        expect(entries).toHaveLength(PAGES.length * LANGUAGES.length);
        const expectedLocs = PAGES.flatMap((page) =>
          LANGUAGES.map((language) => addressOf(APP_URL, page.path, language)),
        );
        expect(entries.map((entry) => entry.loc).sort()).toEqual([...expectedLocs].sort());
        for (const entry of entries) {
          const pagePath = new URL(entry.loc).pathname;
          expect(entry.alternates, entry.loc).toEqual(
            Object.fromEntries(LANGUAGES.map((language) => [language, addressOf(APP_URL, pagePath, language)])),
          );
        }
        expect(response.text).toContain(`<loc>${APP_URL}/</loc>`);
        expect(response.text).toContain(`<loc>${APP_URL}/demonstracao?lang=en-US</loc>`);
        expect(response.text).not.toContain('127.0.0.1');
      });

      it('writes robots.txt with the site map address', async () => {
        const response = await request(served.baseUrl, '/robots.txt');
        expect(response.status).toBe(200);
        expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
        expect(response.headers['cache-control']).toBe('no-cache');
        const lines = response.text.split('\n');
        expect(lines).toContain('User-agent: *');
        expect(lines).toContain('Disallow: /api/');
        expect(lines).toContain(`Sitemap: ${APP_URL}/sitemap.xml`);
        expect(response.text).not.toBe(STATIC_ROBOTS);
      });
    });
  });

  describe('without APP_URL', () => {
    const served = serveFakeBuild(getDb, { withPages: true, appUrl: null });
    const localOrigin = () => `http://localhost:${served.port}`;

    it('writes the local address, with its port, into the pages', async () => {
      const response = await request(served.baseUrl, '/sobre');
      expectPage(response, '/sobre', 'pt-BR', localOrigin());
      expect(response.text).toContain(`<link rel="canonical" href="${localOrigin()}/sobre">`);
      expect(response.headers['strict-transport-security']).toBeUndefined();

      const compressed = await request(served.baseUrl, '/?lang=en-US', { headers: { 'accept-encoding': 'br' } });
      expect(brotliDecompressSync(compressed.body).toString('utf8')).toBe(
        expectedPage(pageAt('/'), 'en-US', localOrigin()),
      );
    });

    it('uses the local address in the site map and robots.txt', async () => {
      const sitemap = await request(served.baseUrl, '/sitemap.xml');
      const locs = parseSitemap(sitemap.text).map((entry) => entry.loc);
      expect(locs).toContain(`${localOrigin()}/`);
      expect(locs).toContain(`${localOrigin()}/planos?lang=fr-FR`);
      expect(locs.every((loc) => loc.startsWith(`${localOrigin()}/`))).toBe(true);

      const robots = await request(served.baseUrl, '/robots.txt');
      expect(robots.text.split('\n')).toContain(`Sitemap: ${localOrigin()}/sitemap.xml`);
    });
  });

  describe('without pre-rendered pages', () => {
    const served = serveFakeBuild(getDb, { withPages: false, appUrl: APP_URL });

    it('registers nothing: the page paths get the single-page app', async () => {
      for (const route of ['/', '/?lang=en-US', '/planos', '/sobre', '/demonstracao/x', '/sitemap.xml']) {
        // Without Accept-Encoding too (curl, monitors): "/" is a folder, which must not get a 403.
        for (const headers of ACCEPT_ENCODING_VARIANTS) {
          const what = `${route} ${JSON.stringify(headers)}`;
          const response = await request(served.baseUrl, route, { headers });
          expectSpaFallback(response, what);
          expect(response.headers['set-cookie'], what).toBeUndefined();
        }
      }
      expectSpaFallback(await request(served.baseUrl, '/icons/'), '/icons/');
    });

    it('serves the build’s own robots.txt file', async () => {
      const response = await request(served.baseUrl, '/robots.txt');
      expect(response.status).toBe(200);
      expect(response.text).toBe(STATIC_ROBOTS);
    });
  });
});
