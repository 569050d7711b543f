import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { LANGUAGES } from '@alavanca/domain/constants';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases';
import {
  APP_URL,
  expectedPage,
  expectPage,
  LANGUAGE_COOKIE_LINE,
  ORIGIN_PLACEHOLDER,
  pageAt,
  PAGES,
  request,
  serveFakeBuild,
} from '../../test/fake-web-build';

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
  });
});
