import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest, UNAUTHENTICATED_EVENT } from './api-client';

function answer(status: number, body: unknown) {
  vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status })));
}

describe('apiRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('announces a 401 UNAUTHENTICATED on window before throwing it', async () => {
    const listener = vi.fn();
    window.addEventListener(UNAUTHENTICATED_EVENT, listener);
    answer(401, { error: { code: 'UNAUTHENTICATED', message: 'Sign in first' } });
    await expect(apiRequest('/profile', z.unknown())).rejects.toEqual(
      new ApiError('UNAUTHENTICATED', 401, 'Sign in first'),
    );
    expect(listener).toHaveBeenCalledTimes(1);
    expect((listener.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ path: '/profile' });
    window.removeEventListener(UNAUTHENTICATED_EVENT, listener);
  });

  it('does not announce other 401s, such as wrong credentials', async () => {
    const listener = vi.fn();
    window.addEventListener(UNAUTHENTICATED_EVENT, listener);
    answer(401, { error: { code: 'INVALID_CREDENTIALS', message: 'Invalid login credentials' } });
    await expect(apiRequest('/session', z.unknown(), { method: 'POST', body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(listener).not.toHaveBeenCalled();
    window.removeEventListener(UNAUTHENTICATED_EVENT, listener);
  });

  it('keeps the field issues of a refused request body on the error', async () => {
    const issues = [
      { path: 'card.number', message: 'validation.cardNumber' },
      { path: 'card.cvc', message: 'validation.cardCvc' },
    ];
    answer(400, { error: { code: 'VALIDATION_FAILED', message: 'Invalid request body', issues } });
    const error: unknown = await apiRequest('/billing/checkout', z.unknown(), { method: 'POST', body: {} }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', status: 400, message: 'Invalid request body', issues });
  });

  it('gives an error without issues an empty list, whether the answer names none or is not the envelope', async () => {
    answer(409, { error: { code: 'CONFLICT', message: 'Already exists' } });
    await expect(apiRequest('/thing', z.unknown())).rejects.toMatchObject({ code: 'CONFLICT', issues: [] });
    answer(500, { unexpected: true });
    await expect(apiRequest('/thing', z.unknown())).rejects.toMatchObject({
      code: 'INTERNAL',
      status: 500,
      issues: [],
    });
    expect(new ApiError('NOT_FOUND', 404, 'Not found').issues).toEqual([]);
  });

  it('sends JSON with the content type and parses the answer with the schema', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify({ ok: true }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      apiRequest('/thing', z.object({ ok: z.boolean() }), { method: 'POST', body: { a: 1 } }),
    ).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith('/api/thing', expect.objectContaining({ method: 'POST', body: '{"a":1}' }));
  });

  describe('a server too busy to take the request', () => {
    const busy = () =>
      new Response(JSON.stringify({ error: { code: 'SERVER_BUSY', message: 'Busy' } }), {
        status: 503,
        headers: { 'retry-after': '1' },
      });
    afterEach(() => vi.useRealTimers());

    it('sends it again after the pause it asked for, and the caller sees only the answer', async () => {
      vi.useFakeTimers();
      const fetchSpy = vi
        .fn()
        .mockResolvedValueOnce(busy())
        .mockResolvedValueOnce(new Response(JSON.stringify({ month: 2 }), { status: 200 }));
      vi.stubGlobal('fetch', fetchSpy);
      const answered = apiRequest('/simulations/x/months', z.object({ month: z.number() }), {
        method: 'POST',
        body: {},
      });
      await vi.advanceTimersByTimeAsync(999);
      expect(fetchSpy).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(answered).resolves.toEqual({ month: 2 });
      expect(fetchSpy).toHaveBeenCalledTimes(2);
    });

    it('gives up after two more tries with the busy error, and never retries another 503', async () => {
      vi.useFakeTimers();
      const fetchSpy = vi.fn().mockImplementation(async () => busy());
      vi.stubGlobal('fetch', fetchSpy);
      const answered = apiRequest('/dashboard', z.unknown()).catch((caught: unknown) => caught);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(await answered).toEqual(new ApiError('SERVER_BUSY', 503, 'Busy'));
      expect(fetchSpy).toHaveBeenCalledTimes(3);

      answer(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'Down' } });
      await expect(apiRequest('/dashboard', z.unknown())).rejects.toEqual(
        new ApiError('SERVICE_UNAVAILABLE', 503, 'Down'),
      );
      expect(fetch).toHaveBeenCalledTimes(1);
    });
  });
});
