import { cardBrand, lastFour } from '@alavanca/domain/billing/card';
import { sandboxDeclineReason } from '@alavanca/domain/billing/test-cards';
import type { PaymentProvider } from './payment-provider';

/**
 * The built-in payment gateway: test mode, no network, no money. It approves any valid card
 * except the published test numbers that stand for declines, which it declines with their reason.
 * It keeps nothing of the card but its brand and last four digits.
 */
export function createSandboxGateway(): PaymentProvider {
  return {
    kind: 'sandbox',
    collectsCard: true,
    async pay(request) {
      if (!request.card) return { status: 'declined', reason: 'missing_card' };
      const reason = sandboxDeclineReason(request.card.number);
      if (reason) return { status: 'declined', reason };
      return {
        status: 'paid',
        card: { brand: cardBrand(request.card.number), last4: lastFour(request.card.number) },
        providerInvoiceId: null,
      };
    },
    // Renewals and booked changes are the billing service's own bookkeeping here.
    async bookChange() {},
  };
}
