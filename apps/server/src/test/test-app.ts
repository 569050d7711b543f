import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../db/client';
import { buildApp, type BuildAppOptions } from '../build-app';

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

export interface TestAppOptions {
  /** Settings such as `stripe`, added to the defaults. */
  config?: Partial<BuildAppOptions['config']>;
  /** Default: none. */
  rateLimits?: BuildAppOptions['rateLimits'];
  /** Default: the production difficulty. */
  challengeDifficulty?: BuildAppOptions['challengeDifficulty'];
  /** Default: an empty folder, as if the web app were not built. */
  webDistDir?: string;
  /** Default: the app's own; a test that counts its subscribers makes it. */
  bus?: BuildAppOptions['bus'];
  /** Default: none; a test of the narrative seam passes a stand-in for the language model. */
  writeNarrative?: BuildAppOptions['writeNarrative'];
  /** Adds what a test needs (routes) before the app listens. */
  prepare?: (app: FastifyInstance) => void;
}

const TEST_WAITING_LIMIT = 10_000;

/** Test helper: the real app on a free port, with rate limits off and no web build unless told otherwise. */
export async function startTestApp(db: Database, options: TestAppOptions = {}): Promise<TestApp> {
  const emptyWebDist = options.webDistDir ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'alavanca-no-web-'));
  const app = await buildApp({
    config: { appUrl: null, logLevel: 'silent', ...options.config },
    db,
    webDistDir: options.webDistDir ?? emptyWebDist ?? '',
    logger: pino({ level: 'silent' }),
    rateLimits: options.rateLimits ?? null,
    ...(options.challengeDifficulty && { challengeDifficulty: options.challengeDifficulty }),
    bus: options.bus,
    ...(options.writeNarrative && { writeNarrative: options.writeNarrative }),
    // Answers arrive at once: the pace is for people reading, not for tests.
    mentorPaceMs: 0,
    // Suites send hundreds of requests at once to check counts and races, not the refusal of a busy
    // instance (load-shedding.test.ts).
    waitingLimit: TEST_WAITING_LIMIT,
  });
  options.prepare?.(app);
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
      if (emptyWebDist) fs.rmSync(emptyWebDist, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the app before the suite's tests and closes it after them. The object returned is
 * filled in once the app listens, so tests read it as they would a started app.
 */
export function useTestApp(getDb: () => Database, options: TestAppOptions = {}): TestApp {
  const started = {} as TestApp;
  beforeAll(async () => {
    Object.assign(started, await startTestApp(getDb(), options));
  });
  afterAll(async () => {
    // Absent when the start failed: that failure is the one to report.
    await started.close?.();
  });
  return started;
}
