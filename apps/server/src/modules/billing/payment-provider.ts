import type { PaymentProviderKind } from '@alavanca/contracts/subscription';
import type { Currency } from '@alavanca/domain/constants';
import type { PaidPlanId } from '@alavanca/domain/billing/lifecycle';

/** A card as the checkout form sent it, already checked (Luhn, expiry, CVC, holder). */
export interface CardInput {
  holderName: string;
  /** Digits only. */
  number: string;
  expiry: string;
  cvc: string;
}

export interface PaymentRequest {
  checkoutId: string;
  userId: string;
  email: string;
  plan: PaidPlanId;
  amountCents: number;
  currency: Currency;
  /** Present when the provider collects cards in our form (`collectsCard`). */
  card?: CardInput | undefined;
  /** Where the provider's page returns to. */
  successUrl: string;
  cancelUrl: string;
  /** The provider's subscription the user already pays through, if any (an upgrade changes it). */
  providerSubscriptionId: string | null;
  providerCustomerId: string | null;
}

export type PaymentResult =
  /** Charged now. */
  | { status: 'paid'; card: { brand: string; last4: string } | null; providerInvoiceId: string | null }
  | { status: 'declined'; reason: string }
  /** To be paid on the provider's page; the outcome arrives later (a webhook). */
  | { status: 'redirect'; url: string; sessionId: string };

/**
 * Whoever takes the money. The built-in sandbox (default, test mode) and Stripe implement it;
 * the billing service does not know which one it talks to beyond `kind` and `collectsCard`.
 */
export interface PaymentProvider {
  readonly kind: PaymentProviderKind;
  /** True when the card is typed into our checkout form; false when the provider hosts the page. */
  readonly collectsCard: boolean;
  pay(request: PaymentRequest): Promise<PaymentResult>;
  /**
   * Tells the provider about a change booked for the period's end (a downgrade, or Free to
   * cancel) or its withdrawal (`plan` null), so it bills the next period accordingly.
   */
  bookChange(input: {
    providerSubscriptionId: string;
    plan: PaidPlanId | 'free' | null;
    currency: Currency;
  }): Promise<void>;
}
