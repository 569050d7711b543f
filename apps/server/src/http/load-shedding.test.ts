import { ErrorResponse } from '@alavanca/contracts/errors';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { handleError } from './error-handler';
import { registerLoadShedding } from './load-shedding';

describe('load shedding', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
  });

  it('refuses a request at once, with Retry-After, while the database queue is full, and takes it again once it is not', async () => {
    let waiting = 0;
    let handled = 0;
    app = Fastify();
    app.setErrorHandler(handleError);
    await app.register(async (api) => {
      registerLoadShedding(api, {
        waiting: () => waiting,
        limit: 3,
        exempt: (request) => request.url === '/api/health',
      });
      api.post('/api/advance', () => {
        handled += 1;
        return { handled };
      });
      api.get('/api/health', () => ({ status: 'ok' }));
    });

    waiting = 2;
    expect((await app.inject({ method: 'POST', url: '/api/advance' })).json()).toEqual({ handled: 1 });

    waiting = 3;
    const refused = await app.inject({ method: 'POST', url: '/api/advance' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(ErrorResponse.parse(refused.json()).error.code).toBe('SERVER_BUSY');
    // Nothing was done for it; the health check is never refused.
    expect(handled).toBe(1);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    waiting = 0;
    expect((await app.inject({ method: 'POST', url: '/api/advance' })).json()).toEqual({ handled: 2 });
  });
});
