import { describe, expect, it } from 'vitest';
import { isAllowedOrigin, type OriginCheckInput } from './origin-check';

const ALLOWED = ['https://alavanca.example', 'http://127.0.0.1:3000'];

function check(overrides: Partial<OriginCheckInput>): boolean {
  return isAllowedOrigin(
    { method: 'POST', url: '/api/session', origin: undefined, referer: undefined, ...overrides },
    ALLOWED,
  );
}

describe('isAllowedOrigin', () => {
  it('lets reads through without any header', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'get']) {
      expect(check({ method }), method).toBe(true);
    }
  });

  it('checks only the API', () => {
    expect(check({ url: '/dashboard' })).toBe(true);
    expect(check({ url: '/apis' })).toBe(true);
    expect(check({ url: '/api' })).toBe(false);
    expect(check({ url: '/api?x=1' })).toBe(false);
    expect(check({ url: '/api/account/password' })).toBe(false);
  });

  it('accepts our own origins, from Origin or else Referer', () => {
    expect(check({ origin: 'https://alavanca.example' })).toBe(true);
    expect(check({ origin: 'HTTP://127.0.0.1:3000' })).toBe(true);
    expect(check({ referer: 'https://alavanca.example/login?next=%2Fdashboard' })).toBe(true);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(check({ method, origin: 'https://alavanca.example' }), method).toBe(true);
    }
  });

  it('refuses a missing, foreign, opaque or look-alike origin', () => {
    expect(check({})).toBe(false);
    expect(check({ origin: 'https://evil.example' })).toBe(false);
    expect(check({ origin: 'null' })).toBe(false);
    expect(check({ origin: 'https://alavanca.example.evil.example' })).toBe(false);
    expect(check({ origin: 'http://alavanca.example' })).toBe(false);
    expect(check({ origin: 'https://alavanca.example:8443' })).toBe(false);
    expect(check({ referer: 'https://evil.example/https://alavanca.example' })).toBe(false);
    expect(check({ referer: 'not a url' })).toBe(false);
  });

  it('trusts Origin over Referer when both are present', () => {
    expect(check({ origin: 'https://evil.example', referer: 'https://alavanca.example/login' })).toBe(false);
  });
});
