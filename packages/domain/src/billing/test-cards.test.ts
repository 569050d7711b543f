import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardBrand, isValidCardNumber, normalizeCardNumber, passesLuhn } from './card';
import {
  SANDBOX_DECLINED_CARDS,
  SANDBOX_DECLINE_REASONS,
  SANDBOX_TEST_CARDS,
  sandboxDeclineReason,
  type SandboxDeclineReason,
} from './test-cards';

const declinedNumbers = Object.keys(SANDBOX_DECLINED_CARDS);
const allListedNumbers = [...declinedNumbers, ...Object.values(SANDBOX_TEST_CARDS)];

describe('the sandbox card lists', () => {
  it('match Stripe’s published test numbers', () => {
    expect(SANDBOX_DECLINED_CARDS).toEqual({
      '4000000000000002': 'generic_decline',
      '4000000000009995': 'insufficient_funds',
      '4000000000000069': 'expired_card',
      '4000000000000127': 'incorrect_cvc',
    });
    expect(SANDBOX_TEST_CARDS).toEqual({ approved: '4242424242424242', declined: '4000000000000002' });
    expect(SANDBOX_DECLINE_REASONS).toEqual(['generic_decline', 'insufficient_funds', 'expired_card', 'incorrect_cvc']);
  });

  // A listed number the card checks reject could never reach the sandbox, so its answer would be dead.
  it.each(allListedNumbers)('%s passes Luhn and the card-number checks, as a Visa', (number) => {
    expect(number).toMatch(/^\d{16}$/);
    expect(passesLuhn(number)).toBe(true);
    expect(isValidCardNumber(number)).toBe(true);
    expect(cardBrand(number)).toBe('visa');
  });

  it('gives each decline reason exactly one number', () => {
    const reasons = Object.values(SANDBOX_DECLINED_CARDS);
    expect([...reasons].sort()).toEqual([...SANDBOX_DECLINE_REASONS].sort());
  });

  it('suggests a declined number that really is declined, and an approved one that is not listed', () => {
    expect(declinedNumbers).toContain(SANDBOX_TEST_CARDS.declined);
    expect(declinedNumbers).not.toContain(SANDBOX_TEST_CARDS.approved);
  });
});

describe('sandboxDeclineReason', () => {
  it.each<[string, SandboxDeclineReason | null]>([
    ['4242424242424242', null],
    ['4000000000000002', 'generic_decline'],
    ['4000000000009995', 'insufficient_funds'],
    ['4000000000000069', 'expired_card'],
    ['4000000000000127', 'incorrect_cvc'],
    // Other valid numbers, including other Stripe test cards, are approved.
    ['5555555555554444', null],
    ['378282246310005', null],
    ['4000056655665556', null],
    ['400000000002', null],
  ])('%s → %s', (digits, expected) => {
    expect(sandboxDeclineReason(digits)).toBe(expected);
  });

  it('answers for the test cards as they come out of the checkout form', () => {
    expect(
      sandboxDeclineReason(normalizeCardNumber(SANDBOX_TEST_CARDS.approved.replace(/(\d{4})(?=\d)/g, '$1 '))),
    ).toBeNull();
    expect(sandboxDeclineReason(normalizeCardNumber('4000 0000 0000 0002'))).toBe('generic_decline');
    expect(sandboxDeclineReason(normalizeCardNumber('4000-0000-0000-9995'))).toBe('insufficient_funds');
  });

  it('approves every valid number that is not on the decline list', () => {
    const cardNumber = fc
      .array(fc.integer({ min: 0, max: 9 }), { minLength: 12, maxLength: 19 })
      .map((digits) => digits.join(''))
      .filter(isValidCardNumber);
    fc.assert(
      fc.property(cardNumber, (digits) => {
        fc.pre(!declinedNumbers.includes(digits));
        expect(sandboxDeclineReason(digits)).toBeNull();
      }),
    );
  });
});

describe('sandboxDeclineReason with inherited property names', () => {
  it.each(['constructor', 'toString', '__proto__'])('%s → null', (key) => {
    expect(sandboxDeclineReason(key)).toBeNull();
  });
});
