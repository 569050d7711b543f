import type { PlanId } from '@alavanca/domain/quotas/plans';
import { describe, expect, it } from 'vitest';
import { checkoutPath, planActions, type PlanAction } from './plan-actions';

const FREE = { plan: 'free', status: 'active', trialAvailable: true, pendingPlan: null } as const;

describe('planActions', () => {
  it.each<[string, Parameters<typeof planActions>[0], Record<PlanId, PlanAction[]>]>([
    [
      'Free with the trial still available',
      FREE,
      { free: [], basic: ['upgrade'], pro: ['startTrial', 'upgrade'], enterprise: ['upgrade'] },
    ],
    [
      'Free after the trial was used',
      { ...FREE, trialAvailable: false },
      { free: [], basic: ['upgrade'], pro: ['upgrade'], enterprise: ['upgrade'] },
    ],
    [
      'a Pro trial: every paid plan is bought, Free needs nothing',
      { ...FREE, plan: 'pro', status: 'trialing', trialAvailable: false },
      { free: [], basic: ['upgrade'], pro: ['upgrade'], enterprise: ['upgrade'] },
    ],
    [
      'Pro, paid',
      { ...FREE, plan: 'pro', trialAvailable: false },
      { free: ['cancel'], basic: ['downgrade'], pro: [], enterprise: ['upgrade'] },
    ],
    [
      'Pro with a move to Basic booked',
      { ...FREE, plan: 'pro', trialAvailable: false, pendingPlan: 'basic' },
      { free: ['cancel'], basic: ['booked'], pro: [], enterprise: ['upgrade'] },
    ],
    [
      'Basic, cancelled',
      { ...FREE, plan: 'basic', trialAvailable: false, pendingPlan: 'free' },
      { free: ['booked'], basic: [], pro: ['upgrade'], enterprise: ['upgrade'] },
    ],
    [
      'Enterprise, payment late: still its plan until the server says otherwise',
      { ...FREE, plan: 'enterprise', status: 'past_due', trialAvailable: false },
      { free: ['cancel'], basic: ['downgrade'], pro: ['downgrade'], enterprise: [] },
    ],
  ])('%s', (_label, subscription, expected) => {
    for (const [plan, actions] of Object.entries(expected)) {
      expect(planActions(subscription, plan as PlanId), plan).toEqual(actions);
    }
  });
});

describe('checkoutPath', () => {
  it('sends the plan to the checkout page', () => {
    expect(checkoutPath('enterprise')).toBe('/dashboard/checkout?plan=enterprise');
  });
});
