import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { ErrorResponse } from '@alavanca/contracts/errors';
import { HealthResponse } from '@alavanca/contracts/health';
import { SessionResponse } from '@alavanca/contracts/session';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from './db/client';
import { readMigrationJournal } from './db/migrations';
import { resolveMigrationsFolder } from './server-paths';
import { describeEachDatabase } from './test/databases';
import { buildApp } from './build-app';
import { parseInput } from './http/parse-input';
import { createSecurityHeaders } from './http/security-headers';

const INDEX_HTML = '<!doctype html><title>Alavanca</title><div id="root"></div>';
const ASSET_JS = 'console.log("alavanca");';
const ASSET_PATH = '/assets/index-Bx7kQ2aZ.js';
const EXPECTED_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
  "img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; " +
  "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'";

/** pino's numeric level for `error`. */
const ERROR_LOG_LEVEL = 50;

const journal = readMigrationJournal(resolveMigrationsFolder());
const silent = pino({ level: 'silent' });

/** A stand-in for the web build: an index page, a fingerprinted asset, a plain file. */
function createFakeWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alavanca-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(dir, ASSET_PATH), ASSET_JS);
  // The web build writes compressed copies beside its files; so does this stand-in.
  fs.writeFileSync(path.join(dir, `${ASSET_PATH}.br`), brotliCompressSync(ASSET_JS));
  fs.writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');
  return dir;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('Not listening.');
  return `http://127.0.0.1:${address.port}`;
}

async function readError(response: Response): Promise<ErrorResponse['error']> {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return ErrorResponse.parse(await response.json()).error;
}

/** State-changing API requests must name their origin (see the origin check). */
function postJson(url: string, body: string, contentType = 'application/json') {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': contentType, origin: new URL(url).origin },
    body,
  });
}

const EchoRequest = z.object({
  name: z.string().min(1),
  tags: z.array(z.string()).max(3),
});

describeEachDatabase('HTTP app', (getDb) => {
  let app: FastifyInstance;
  let baseUrl: string;
  let webDist: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    webDist = createFakeWebDist();
    const logger = pino({ level: 'info' }, { write: (line: string) => logLines.push(line) });
    app = await buildApp({
      config: { appUrl: null, logLevel: 'info' },
      db: getDb(),
      webDistDir: webDist,
      logger,
    });
    // Test-only routes, to exercise what later modules will rely on.
    app.post('/api/test/echo', (request) => parseInput(EchoRequest, request.body));
    app.post(
      '/api/test/json-schema',
      {
        schema: {
          body: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
        },
      },
      () => ({ ok: true }),
    );
    app.get('/api/test/explode', () => {
      throw new Error('select password_hash from accounts where id = 42');
    });
    baseUrl = await listen(app);
  });

  afterAll(async () => {
    await app.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  describe('API', () => {
    it('reports health with the database kind and its migrations', async () => {
      const response = await fetch(`${baseUrl}/api/health`);
      expect(response.status).toBe(200);
      const health = HealthResponse.parse(await response.json());
      const latest = journal.entries.at(-1)?.tag ?? null;
      expect(health).toEqual({
        status: 'ok',
        database: {
          kind: getDb().kind,
          reachable: true,
          migrations: { applied: journal.entries.length, total: journal.entries.length, latest },
        },
      });
      expect(health.database.migrations.applied).toBeGreaterThan(0);
      expect(response.headers.get('cache-control')).toBe('no-store');
    });

    it('has created the single instance row', async () => {
      const rows = await getDb().query<{ count: number }>('select count(*)::int as count from instance');
      expect(rows[0]?.count).toBe(1);
    });

    it('says nobody is signed in', async () => {
      const response = await fetch(`${baseUrl}/api/session`);
      expect(response.status).toBe(200);
      expect(SessionResponse.parse(await response.json())).toEqual({ user: null });
    });

    it('answers unknown API routes with a JSON 404, whatever the method', async () => {
      for (const [method, url] of [
        ['GET', '/api/nope'],
        ['DELETE', '/api/nope/deeper'],
        ['GET', '/api'],
        ['POST', '/api'],
      ] as const) {
        const response = await fetch(`${baseUrl}${url}`, { method, headers: { origin: baseUrl } });
        expect(response.status, `${method} ${url}`).toBe(404);
        expect((await readError(response)).code).toBe('NOT_FOUND');
        expect(response.headers.get('content-security-policy')).toBe(EXPECTED_CSP);
      }
    });

    it('answers a wrong method on a known route with 405 and Allow', async () => {
      const response = await fetch(`${baseUrl}/api/health`, {
        method: 'DELETE',
        headers: { origin: baseUrl },
      });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
      expect((await readError(response)).code).toBe('METHOD_NOT_ALLOWED');
    });

    it('turns zod failures into VALIDATION_FAILED with one issue per field', async () => {
      const invalid = JSON.stringify({ name: '', tags: [1] });
      const response = await postJson(`${baseUrl}/api/test/echo`, invalid);
      expect(response.status).toBe(400);
      const error = await readError(response);
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.issues?.map((issue) => issue.path).sort()).toEqual(['name', 'tags.0']);
      expect(error.issues?.every((issue) => issue.message.length > 0)).toBe(true);

      const valid = await postJson(`${baseUrl}/api/test/echo`, JSON.stringify({ name: 'Ana', tags: [] }));
      expect(valid.status).toBe(200);
      expect(await valid.json()).toEqual({ name: 'Ana', tags: [] });
    });

    it('turns route schema failures into VALIDATION_FAILED too', async () => {
      const response = await postJson(`${baseUrl}/api/test/json-schema`, '{}');
      expect(response.status).toBe(400);
      const error = await readError(response);
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.issues?.map((issue) => issue.path)).toEqual(['name']);
      expect(error.issues?.[0]?.message).not.toBe('');
    });

    it('rejects malformed and empty JSON with BAD_REQUEST', async () => {
      const malformed = await postJson(`${baseUrl}/api/test/echo`, '{"name": ');
      expect(malformed.status).toBe(400);
      expect((await readError(malformed)).code).toBe('BAD_REQUEST');

      const empty = await postJson(`${baseUrl}/api/test/echo`, '');
      expect(empty.status).toBe(400);
      expect((await readError(empty)).code).toBe('BAD_REQUEST');
    });

    it('rejects a body over 1 MiB with PAYLOAD_TOO_LARGE', async () => {
      const body = JSON.stringify({ name: 'x'.repeat(1024 * 1024), tags: [] });
      const response = await postJson(`${baseUrl}/api/test/echo`, body);
      expect(response.status).toBe(413);
      expect((await readError(response)).code).toBe('PAYLOAD_TOO_LARGE');
    });

    it('rejects bodies that are not JSON with UNSUPPORTED_MEDIA_TYPE', async () => {
      for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
        const response = await postJson(`${baseUrl}/api/test/echo`, 'name=Ana', contentType);
        expect(response.status, contentType).toBe(415);
        expect((await readError(response)).code).toBe('UNSUPPORTED_MEDIA_TYPE');
      }
    });

    it('rejects a malformed URL with BAD_REQUEST in the same envelope', async () => {
      const response = await fetch(`${baseUrl}/api/%zz`);
      expect(response.status).toBe(400);
      expect((await readError(response)).code).toBe('BAD_REQUEST');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    });

    it('answers an unexpected error with a generic 500 and logs the details', async () => {
      logLines.length = 0;
      const response = await fetch(`${baseUrl}/api/test/explode`);
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(ErrorResponse.parse(JSON.parse(text)).error).toEqual({
        code: 'INTERNAL',
        message: 'Something went wrong on our side.',
      });
      expect(text).not.toMatch(/password_hash|select|at .*\.ts/);
      const logged = logLines
        .map((line) => JSON.parse(line) as { level: number; err?: { message: string } })
        .find((entry) => entry.level === ERROR_LOG_LEVEL);
      expect(logged?.err?.message).toBe('select password_hash from accounts where id = 42');
    });
  });

  describe('web app', () => {
    it('serves the app page at / kept by no cache, with the security headers', async () => {
      const response = await fetch(`${baseUrl}/`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(INDEX_HTML);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('content-security-policy')).toBe(EXPECTED_CSP);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(response.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=()');
      expect(response.headers.get('strict-transport-security')).toBeNull();
    });

    it('falls back to index.html for client-side routes', async () => {
      for (const route of ['/dashboard', '/dashboard/planos?tab=anual', '/demonstracao/passo/2']) {
        const response = await fetch(`${baseUrl}${route}`);
        expect(response.status, route).toBe(200);
        expect(await response.text()).toBe(INDEX_HTML);
        expect(response.headers.get('cache-control')).toBe('private, no-store');
        expect(response.headers.get('content-security-policy')).toBe(EXPECTED_CSP);
      }
      const head = await fetch(`${baseUrl}/dashboard`, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-type')).toMatch(/^text\/html/);
    });

    it('caches fingerprinted assets forever', async () => {
      const response = await fetch(`${baseUrl}${ASSET_PATH}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(ASSET_JS);
      expect(response.headers.get('content-type')).toMatch(/javascript/);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    });

    it('sends the Brotli copy to a browser that accepts it, and the plain file to one that does not', async () => {
      // node:http, not fetch: fetch would decompress and hide which file was sent.
      const get = (encoding: string) =>
        new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
          http
            .get(`${baseUrl}${ASSET_PATH}`, { headers: { 'accept-encoding': encoding } }, (response) => {
              const chunks: Buffer[] = [];
              response.on('data', (chunk: Buffer) => chunks.push(chunk));
              response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
            })
            .on('error', reject);
        });
      const compressed = await get('br, gzip');
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(compressed.body).toString()).toBe(ASSET_JS);
      expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const plain = await get('identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(ASSET_JS);
    });

    it('serves other files with revalidation', async () => {
      const response = await fetch(`${baseUrl}/robots.txt`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    });

    it('does not answer a missing asset or a non-GET page request with HTML', async () => {
      const asset = await fetch(`${baseUrl}/assets/index-gone.js`);
      expect(asset.status).toBe(404);
      expect((await readError(asset)).code).toBe('NOT_FOUND');
      expect(asset.headers.get('cache-control')).toBe('no-store');

      const post = await fetch(`${baseUrl}/dashboard`, { method: 'POST' });
      expect(post.status).toBe(404);
      expect((await readError(post)).code).toBe('NOT_FOUND');
    });
  });

  describe('without a web build', () => {
    let bare: FastifyInstance;
    let bareUrl: string;

    beforeAll(async () => {
      bare = await buildApp({
        config: { appUrl: null, logLevel: 'silent' },
        db: getDb(),
        webDistDir: path.join(os.tmpdir(), 'alavanca-no-such-build'),
        logger: silent,
      });
      bareUrl = await listen(bare);
    });

    afterAll(async () => {
      await bare.close();
    });

    it('explains how to build the web app instead of crashing', async () => {
      for (const route of ['/', '/dashboard']) {
        const response = await fetch(`${bareUrl}${route}`);
        expect(response.status).toBe(503);
        expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
        expect(await response.text()).toContain('npm run build');
      }
      const health = await fetch(`${bareUrl}/api/health`);
      expect(health.status).toBe(200);
    });
  });
});

describe('health with an unreachable database', () => {
  it('reports degraded with 503', async () => {
    const down = new Error('connection refused');
    const unreachable: Database = {
      waiting: 0,
      kind: 'postgres',
      // Like a real pool whose server is gone: the query builder exists, every query fails.
      orm: new Proxy(
        {},
        {
          get: () => () => {
            throw down;
          },
        },
      ) as Database['orm'],
      query: () => Promise.reject(down),
      listen: () => Promise.reject(down),
      migrate: () => Promise.reject(down),
      close: () => Promise.resolve(),
    };
    const app = await buildApp({
      config: { appUrl: null, logLevel: 'silent' },
      db: unreachable,
      webDistDir: path.join(os.tmpdir(), 'alavanca-no-such-build'),
      logger: silent,
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(HealthResponse.parse(response.json())).toEqual({
        status: 'degraded',
        database: {
          kind: 'postgres',
          reachable: false,
          migrations: { applied: 0, total: journal.entries.length, latest: null },
        },
      });
    } finally {
      await app.close();
    }
  });
});

describe('createSecurityHeaders', () => {
  it('adds HSTS only when the public address is HTTPS', () => {
    expect(createSecurityHeaders('https://alavanca.example')['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(createSecurityHeaders('http://alavanca.example')).not.toHaveProperty('strict-transport-security');
    expect(createSecurityHeaders(null)).not.toHaveProperty('strict-transport-security');
  });
});
