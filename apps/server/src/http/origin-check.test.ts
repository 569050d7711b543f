import { describe, expect, it } from 'vitest';
import { checkOrigin, type OriginCheckInput, type OriginCheckOutcome } from './origin-check';

const ALLOWED = ['https://alavanca.example', 'http://127.0.0.1:3000'];

function check(overrides: Partial<OriginCheckInput>): OriginCheckOutcome {
  return checkOrigin(
    {
      method: 'POST',
      url: '/api/session',
      host: 'alavanca.example',
      origin: undefined,
      referer: undefined,
      ...overrides,
    },
    ALLOWED,
  );
}

describe('checkOrigin', () => {
  it('lets reads through without any header, whatever their host', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'get']) {
      expect(check({ method }), method).toBe('allowed');
      expect(check({ method, host: 'evil.example' }), method).toBe('allowed');
    }
  });

  it('checks only the API', () => {
    expect(check({ url: '/dashboard', host: 'evil.example' })).toBe('allowed');
    expect(check({ url: '/apis' })).toBe('allowed');
    expect(check({ url: '/api' })).toBe('foreign-origin');
    expect(check({ url: '/api?x=1' })).toBe('foreign-origin');
    expect(check({ url: '/api/account/password' })).toBe('foreign-origin');
  });

  it('accepts our own origins, from Origin or else Referer', () => {
    expect(check({ origin: 'https://alavanca.example' })).toBe('allowed');
    expect(check({ host: '127.0.0.1:3000', origin: 'HTTP://127.0.0.1:3000' })).toBe('allowed');
    expect(check({ referer: 'https://alavanca.example/login?next=%2Fdashboard' })).toBe('allowed');
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(check({ method, origin: 'https://alavanca.example' }), method).toBe('allowed');
    }
  });

  it('refuses a missing, foreign, opaque or look-alike origin', () => {
    expect(check({})).toBe('foreign-origin');
    expect(check({ origin: 'https://evil.example' })).toBe('foreign-origin');
    expect(check({ origin: 'null' })).toBe('foreign-origin');
    expect(check({ origin: 'https://alavanca.example.evil.example' })).toBe('foreign-origin');
    expect(check({ origin: 'http://alavanca.example' })).toBe('foreign-origin');
    expect(check({ origin: 'https://alavanca.example:8443' })).toBe('foreign-origin');
    expect(check({ referer: 'https://evil.example/https://alavanca.example' })).toBe('foreign-origin');
    expect(check({ referer: 'not a url' })).toBe('foreign-origin');
  });

  it('trusts Origin over Referer when both are present', () => {
    expect(check({ origin: 'https://evil.example', referer: 'https://alavanca.example/login' })).toBe('foreign-origin');
  });

  it('refuses a request addressed to a host that is not ours, even with our Origin', () => {
    expect(check({ host: 'evil.example', origin: 'https://alavanca.example' })).toBe('foreign-host');
    // The shape of DNS rebinding: a page on a name pointed at this server sends that name in both.
    expect(check({ host: 'evil.example:3000', origin: 'http://evil.example:3000' })).toBe('foreign-host');
    expect(check({ host: '127.0.0.1:3001', origin: 'http://127.0.0.1:3000' })).toBe('foreign-host');
    expect(check({ host: 'alavanca.example.evil.example', origin: 'https://alavanca.example' })).toBe('foreign-host');
    expect(check({ host: undefined, origin: 'https://alavanca.example' })).toBe('foreign-host');
    expect(check({ host: '', origin: 'https://alavanca.example' })).toBe('foreign-host');
  });

  it('takes our hosts in any case and with or without the default port', () => {
    expect(check({ host: 'Alavanca.Example', origin: 'https://alavanca.example' })).toBe('allowed');
    expect(check({ host: 'alavanca.example:443', origin: 'https://alavanca.example' })).toBe('allowed');
    expect(check({ host: 'alavanca.example:80', origin: 'https://alavanca.example' })).toBe('foreign-host');
    expect(check({ host: '127.0.0.1', origin: 'http://127.0.0.1:3000' })).toBe('foreign-host');
  });

  it("leaves Stripe's webhook to its signature check", () => {
    expect(check({ url: '/api/billing/webhooks/stripe' })).toBe('allowed');
    expect(check({ url: '/api/billing/webhooks/stripe?x=1', host: 'evil.example' })).toBe('allowed');
  });
});
