import { describe, expect, it } from 'vitest';
import { checkoutAvailability } from './checkout-availability';

describe('checkoutAvailability', () => {
  it.each([
    ['free', 'active', 'pro', 'available'],
    ['basic', 'active', 'pro', 'available'],
    ['pro', 'active', 'pro', 'current'],
    ['pro', 'past_due', 'pro', 'current'],
    ['enterprise', 'active', 'basic', 'lower'],
    ['pro', 'trialing', 'pro', 'available'],
    ['pro', 'trialing', 'basic', 'available'],
  ] as const)('%s (%s) buying %s: %s', (plan, status, target, expected) => {
    expect(checkoutAvailability({ plan, status }, target)).toBe(expected);
  });
});
