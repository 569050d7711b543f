import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import type { Database } from '../../db/client';
import { buildApp, type BuildAppOptions } from '../../http/build-app';

export interface TestApp {
  app: FastifyInstance;
  baseUrl: string;
  /**
   * Calls the API the way the web app does: JSON body when given, the session cookie when
   * given, and always an `Origin` (mutations without one are refused as cross-site).
   */
  call(method: string, pathname: string, options?: { cookie?: string; body?: unknown }): Promise<Response>;
  close(): Promise<void>;
}

/**
 * Test helper: the real app on a free port, with rate limits off and no web build.
 * `config` adds settings such as `stripe` to the defaults.
 */
export async function startTestApp(
  db: Database,
  options: { config?: Partial<BuildAppOptions['config']> } = {},
): Promise<TestApp> {
  const emptyWebDist = fs.mkdtempSync(path.join(os.tmpdir(), 'alavanca-no-web-'));
  const app = await buildApp({
    config: { appUrl: null, logLevel: 'silent', ...options.config },
    db,
    webDistDir: emptyWebDist,
    logger: pino({ level: 'silent' }),
    rateLimits: null,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('The test app is not listening.');
  const baseUrl = `http://127.0.0.1:${address.port}`;

  return {
    app,
    baseUrl,
    call(method, pathname, options = {}) {
      const headers: Record<string, string> = { origin: baseUrl };
      if (options.cookie) headers['cookie'] = options.cookie;
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      return fetch(`${baseUrl}${pathname}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
    },
    async close() {
      await app.close();
      fs.rmSync(emptyWebDist, { recursive: true, force: true });
    },
  };
}
