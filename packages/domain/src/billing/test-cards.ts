/**
 * The built-in sandbox gateway answers like a card network would for the test numbers payment
 * providers publish, so people who know Stripe's test cards can use the same ones here. Any
 * other number that passes the checks is approved.
 */

export const SANDBOX_DECLINE_REASONS = [
  'generic_decline',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
] as const;
export type SandboxDeclineReason = (typeof SANDBOX_DECLINE_REASONS)[number];

/** Numbers the sandbox declines, with the reason a real network would give. */
export const SANDBOX_DECLINED_CARDS: Readonly<Record<string, SandboxDeclineReason>> = {
  '4000000000000002': 'generic_decline',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
};

/** The numbers the checkout page suggests in test mode. */
export const SANDBOX_TEST_CARDS = {
  approved: '4242424242424242',
  declined: '4000000000000002',
} as const;

/** Null when the sandbox approves the (already validated) card number. */
export function sandboxDeclineReason(digits: string): SandboxDeclineReason | null {
  return Object.hasOwn(SANDBOX_DECLINED_CARDS, digits) ? (SANDBOX_DECLINED_CARDS[digits] ?? null) : null;
}
