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
    await expect(apiRequest('/profile', z.unknown())).rejects.toEqual(new ApiError('UNAUTHENTICATED', 401, 'Sign in first'));
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

  it('sends JSON with the content type and parses the answer with the schema', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify({ ok: true }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/thing', z.object({ ok: z.boolean() }), { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith('/api/thing', expect.objectContaining({ method: 'POST', body: '{"a":1}' }));
  });
});
