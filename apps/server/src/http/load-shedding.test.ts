import { ErrorResponse } from '@alavanca/contracts/errors';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { handleError } from './error-handler';
import { registerLoadShedding } from './load-shedding';

/** An API with a limit of two requests in flight, a route that holds until released, and a health check. */
async function busyApi() {
  const app = Fastify();
  app.setErrorHandler(handleError);
  const held: (() => void)[] = [];
  await app.register(async (api) => {
    registerLoadShedding(api, { limit: 2, exempt: (request) => request.url === '/api/health' });
    api.get('/api/slow', () => new Promise<string>((resolve) => held.push(() => resolve('done'))));
    api.get('/api/health', () => 'ok');
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const baseUrl = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
  const until = async (condition: () => boolean) => {
    while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  return { app, baseUrl, held, until };
}

describe('load shedding', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
  });

  it('refuses a request past the limit at once, with Retry-After, and takes it again once one ends', async () => {
    const api = await busyApi();
    app = api.app;
    const first = fetch(`${api.baseUrl}/api/slow`);
    const second = fetch(`${api.baseUrl}/api/slow`);
    await api.until(() => api.held.length === 2);

    const refused = await fetch(`${api.baseUrl}/api/slow`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(ErrorResponse.parse(await refused.json()).error.code).toBe('SERVER_BUSY');
    expect(api.held).toHaveLength(2);
    // The health check never waits in line.
    expect((await fetch(`${api.baseUrl}/api/health`)).status).toBe(200);

    api.held.shift()?.();
    expect(await (await first).text()).toBe('done');
    const third = fetch(`${api.baseUrl}/api/slow`);
    await api.until(() => api.held.length === 2);
    for (const release of api.held.splice(0)) release();
    expect(await (await second).text()).toBe('done');
    expect(await (await third).text()).toBe('done');
  });

  it('gives the place of a client that went away back', async () => {
    const api = await busyApi();
    app = api.app;
    const gone = new AbortController();
    void fetch(`${api.baseUrl}/api/slow`, { signal: gone.signal }).catch(() => undefined);
    void fetch(`${api.baseUrl}/api/slow`, { signal: gone.signal }).catch(() => undefined);
    await api.until(() => api.held.length === 2);
    gone.abort();
    // Once the server hears the clients went away, a new request takes one of their places.
    for (;;) {
      const pending = fetch(`${api.baseUrl}/api/slow`);
      const refused = await Promise.race([pending, new Promise<null>((resolve) => setTimeout(resolve, 100, null))]);
      if (refused) {
        expect(refused.status).toBe(503);
        continue;
      }
      await api.until(() => api.held.length === 3);
      api.held.at(-1)?.();
      expect((await pending).status).toBe(200);
      break;
    }
    for (const release of api.held.splice(0)) release();
  });
});
