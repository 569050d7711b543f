import {
  CARD_HOLDER_LENGTH,
  cardBrand,
  isValidCardNumber,
  isValidCvc,
  isValidExpiry,
  normalizeCardNumber,
} from '@alavanca/domain/billing/card';
import { CURRENCIES } from '@alavanca/domain/constants';
import { z } from 'zod';
import { PaidPlanId, PlanId } from './subscription';
import { text } from './text';
import { V } from './validation-messages';

/** Messages of the card form's own checks (catalog keys, like V). */
export const CARD_MESSAGES = {
  number: 'validation.cardNumber',
  expiry: 'validation.cardExpiry',
  cvc: 'validation.cardCvc',
} as const;

/**
 * What the sandbox gateway's checkout form sends. Checked by the same rules in the form and on
 * the server; the server keeps only the brand and the last four digits.
 */
export const CardDetails = z
  .object({
    holderName: text(V.required).trim().min(CARD_HOLDER_LENGTH.min, V.required).max(CARD_HOLDER_LENGTH.max, V.tooLong),
    number: text(V.required)
      .max(30, CARD_MESSAGES.number)
      .transform(normalizeCardNumber)
      .refine(isValidCardNumber, CARD_MESSAGES.number),
    expiry: text(V.required)
      .max(10, CARD_MESSAGES.expiry)
      .refine((value) => isValidExpiry(value, new Date()), CARD_MESSAGES.expiry),
    cvc: text(V.required).trim().max(4, CARD_MESSAGES.cvc),
  })
  .superRefine((card, context) => {
    if (!isValidCvc(card.cvc, cardBrand(card.number))) {
      context.addIssue({ code: 'custom', path: ['cvc'], message: CARD_MESSAGES.cvc });
    }
  });
export type CardDetails = z.input<typeof CardDetails>;

/**
 * `POST /api/billing/checkout`: buy a paid plan. With the sandbox gateway the card comes along
 * and is charged at once; with Stripe there is no card here: the answer sends the browser to
 * Stripe's own checkout page.
 */
export const CheckoutRequest = z.object({
  plan: PaidPlanId,
  card: CardDetails.optional(),
});
export type CheckoutRequest = z.input<typeof CheckoutRequest>;

export const CHECKOUT_STATUSES = ['pending', 'paid', 'failed'] as const;

export const Checkout = z.object({
  id: z.uuid(),
  plan: PaidPlanId,
  status: z.enum(CHECKOUT_STATUSES),
  amountCents: z.number().int().min(0),
  currency: z.enum(CURRENCIES),
  createdAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
});
export type Checkout = z.infer<typeof Checkout>;

/** Paid at once (sandbox) or to be paid on the provider's page (`url`). */
export const CheckoutResponse = z.object({
  checkout: Checkout,
  redirectUrl: z.url().nullable(),
});
export type CheckoutResponse = z.infer<typeof CheckoutResponse>;

export const INVOICE_STATUSES = ['paid', 'open', 'failed'] as const;

export const Invoice = z.object({
  id: z.uuid(),
  plan: PlanId,
  status: z.enum(INVOICE_STATUSES),
  amountCents: z.number().int().min(0),
  currency: z.enum(CURRENCIES),
  periodStart: z.iso.datetime(),
  periodEnd: z.iso.datetime(),
  createdAt: z.iso.datetime(),
  /** The provider's page for this invoice (Stripe's hosted invoice), if any. */
  url: z.url().nullable(),
});
export type Invoice = z.infer<typeof Invoice>;

/** `GET /api/billing/invoices`: newest first. */
export const InvoiceListResponse = z.object({ invoices: z.array(Invoice) });
export type InvoiceListResponse = z.infer<typeof InvoiceListResponse>;
