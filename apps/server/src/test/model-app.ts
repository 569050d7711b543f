import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../db/client';
import { startLanguageModelStandIn, type LanguageModelStandIn } from './language-model-stand-in';
import { startTestApp, type TestApp } from './test-app';

/**
 * Test helper: an app whose language model is a local stand-in speaking OpenAI's protocol, started
 * once for a suite and closed after it. `app` and `standIn` are read inside the tests.
 */
export function useLanguageModelApp(getDb: () => Database): {
  readonly app: TestApp;
  readonly standIn: LanguageModelStandIn;
} {
  let app: TestApp | undefined;
  let standIn: LanguageModelStandIn | undefined;
  beforeAll(async () => {
    standIn = await startLanguageModelStandIn('openai');
    app = await startTestApp(getDb(), {
      config: {
        languageModel: {
          provider: 'openai',
          baseUrl: standIn.url,
          apiKey: 'sk-never-in-the-browser',
          model: 'stand-in-model',
          timeoutMs: 5_000,
          maxTokens: 400,
        },
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await standIn?.close();
  });
  return {
    get app() {
      if (!app) throw new Error('The language-model app is read before its suite started it.');
      return app;
    },
    get standIn() {
      if (!standIn) throw new Error('The stand-in is read before its suite started it.');
      return standIn;
    },
  };
}
