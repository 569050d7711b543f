import { PAID_PLAN_IDS, SUBSCRIPTION_STATUSES } from '@alavanca/domain/billing/lifecycle';
import { PLAN_IDS, USAGE_TYPES } from '@alavanca/domain/quotas/plans';
import { z } from 'zod';
import { text } from './text';
import { V } from './validation-messages';

export const UsageType = z.enum(USAGE_TYPES, V.invalidOption);
export const PlanId = z.enum(PLAN_IDS, V.invalidOption);
export const PaidPlanId = z.enum(PAID_PLAN_IDS, V.invalidOption);
export const SubscriptionStatus = z.enum(SUBSCRIPTION_STATUSES);
export const PaymentProviderKind = z.enum(['sandbox', 'stripe']);
export type PaymentProviderKind = z.infer<typeof PaymentProviderKind>;

/** One number per usage type; a limit of -1 means unlimited (spec §3). */
const UsageCounts = z.object({
  simulations: z.number().int(),
  validations: z.number().int(),
  aiConsultations: z.number().int(),
  reports: z.number().int(),
});

/**
 * `GET /api/subscription`: the spec's subscription state (plan, isActive, limits, usage,
 * renewalDate) plus what the plans pages need to offer the right actions.
 */
export const SubscriptionState = z.object({
  plan: PlanId,
  status: SubscriptionStatus,
  isActive: z.boolean(),
  limits: UsageCounts,
  /** Uses in the current period. */
  usage: UsageCounts,
  /** When the current period ends and the next one starts (the server's date, not the client's). */
  renewalDate: z.iso.datetime(),
  periodStart: z.iso.datetime(),
  /** The end of the running trial, or null. */
  trialEndsAt: z.iso.datetime().nullable(),
  /** Whether this account may still start its one free trial. */
  trialAvailable: z.boolean(),
  /** A downgrade or cancellation that takes effect at `renewalDate`. */
  pendingPlan: PlanId.nullable(),
  paymentMethod: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** Who takes payments: the built-in test-mode sandbox or Stripe. */
  provider: PaymentProviderKind,
});
export type SubscriptionState = z.infer<typeof SubscriptionState>;

export const USAGE_ACTIONS = ['check', 'increment'] as const;

/**
 * `POST /api/subscription-check`, the spec's function 'subscription-check'. `userId` is part of
 * the spec's request and accepted for compatibility, but never trusted: the session decides
 * whose usage is checked.
 */
export const SubscriptionCheckRequest = z.object({
  usageType: UsageType,
  action: z.enum(USAGE_ACTIONS, V.invalidOption),
  userId: text().max(100, V.tooLong).optional(),
});
export type SubscriptionCheckRequest = z.infer<typeof SubscriptionCheckRequest>;

export const SubscriptionCheckResponse = z.object({
  /** Uses of this type in the current period, after the increment when there was one. */
  currentUsage: z.number().int().min(0),
  plan: PlanId,
  /** Whether one more use fits (check) or was counted (increment). */
  allowed: z.boolean(),
  success: z.boolean(),
  /** Why an increment was refused, in the user's language; null otherwise. */
  error: z.string().nullable(),
  limit: z.number().int(),
});
export type SubscriptionCheckResponse = z.infer<typeof SubscriptionCheckResponse>;

/** `POST /api/subscription/change`: a move down (Free = cancel) booked for the period's end. */
export const ChangePlanRequest = z.object({ plan: PlanId });
export type ChangePlanRequest = z.infer<typeof ChangePlanRequest>;
