import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target';

describe('redirectTarget', () => {
  it('returns to the page the guard turned the visitor away from', () => {
    expect(redirectTarget({ from: '/relatorios' })).toBe('/relatorios');
  });

  it.each([
    undefined,
    null,
    'x',
    {},
    { from: 42 },
    { from: 'https://evil.example' },
    { from: '//evil.example' },
    { from: '/\\evil.example' },
    { from: '/login' },
  ])('falls back to the dashboard for %j', (state) => expect(redirectTarget(state)).toBe('/dashboard'));
});
