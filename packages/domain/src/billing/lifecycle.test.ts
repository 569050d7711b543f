import { describe, expect, it } from 'vitest';
import type { PlanId } from '../quotas/plans';
import {
  PAID_PLAN_IDS,
  PERIOD_MS,
  SUBSCRIPTION_STATUSES,
  TRIAL_MS,
  TRIAL_PLAN,
  canStartTrial,
  initialTerms,
  isPaidPlan,
  needsSettling,
  planRank,
  settle,
  startTrial,
  type SubscriptionTerms,
} from './lifecycle';
import { DAY, T0, day, paid, snapshot } from './testing/lifecycle-fixtures';

describe('constants', () => {
  it('uses 30-day periods and a 14-day Pro trial', () => {
    expect(PERIOD_MS).toBe(2_592_000_000);
    expect(TRIAL_MS).toBe(1_209_600_000);
    expect(TRIAL_PLAN).toBe('pro');
    expect(PAID_PLAN_IDS).toEqual(['basic', 'pro', 'enterprise']);
    expect(SUBSCRIPTION_STATUSES).toEqual(['active', 'trialing', 'past_due']);
  });
});

describe('isPaidPlan and planRank', () => {
  it.each<[PlanId, boolean, number]>([
    ['free', false, 0],
    ['basic', true, 1],
    ['pro', true, 2],
    ['enterprise', true, 3],
  ])('%s → paid %s, rank %d', (plan, isPaid, rank) => {
    expect(isPaidPlan(plan)).toBe(isPaid);
    expect(planRank(plan)).toBe(rank);
  });
});

describe('initialTerms', () => {
  it('starts a new account on Free with a 30-day period from now', () => {
    expect(initialTerms(T0)).toEqual({
      plan: 'free',
      status: 'active',
      periodStart: day(0),
      periodEnd: day(30),
      trialEndsAt: null,
      pendingPlan: null,
    });
  });

  it('needs nothing settled until the period ends', () => {
    const terms = initialTerms(T0);
    expect(needsSettling(terms, day(30 - 1 / DAY))).toBe(false);
    expect(needsSettling(terms, day(30))).toBe(true);
  });
});

describe('needsSettling', () => {
  const trial = startTrial(initialTerms(T0), day(5)); // Ends on day 19.

  it.each<[string, SubscriptionTerms, Date, boolean]>([
    ['a fresh period', paid('basic'), day(0), false],
    ['a period mid-way', paid('basic'), day(15), false],
    ['a period 1 ms before its end', paid('basic'), day(30 - 1 / DAY), false],
    ['a period at its end', paid('basic'), day(30), true],
    ['a period long over', paid('basic'), day(400), true],
    ['a trial 1 ms before its end', trial, day(19 - 1 / DAY), false],
    ['a trial at its end', trial, day(19), true],
    ['a trial past its end', trial, day(25), true],
    // An ended trial keeps its date but is no longer due once the status moved on.
    ['an ended trial', { ...trial, plan: 'free', status: 'active' }, day(25), false],
    ['a past-due plan mid-period', paid('pro', { status: 'past_due' }), day(10), false],
    ['a past-due plan at its period end', paid('pro', { status: 'past_due' }), day(30), true],
    ['a trialing status with no end date', paid('pro', { status: 'trialing' }), day(25), false],
  ])('%s → %s', (_label, terms, now, expected) => {
    expect(needsSettling(terms, now)).toBe(expected);
  });
});

describe('canStartTrial and startTrial', () => {
  it.each<[string, SubscriptionTerms, boolean]>([
    ['a new Free account', initialTerms(T0), true],
    ['an account already trialing', startTrial(initialTerms(T0), day(1)), false],
    ['an account whose trial ended', settle(startTrial(initialTerms(T0), day(1)), day(20)).terms, false],
    ['a paid plan', paid('basic'), false],
    ['Free after cancelling a paid plan', paid('free', { periodStart: day(30), periodEnd: day(60) }), true],
    ['Free but past due', paid('free', { status: 'past_due' }), false],
    ['Free with a trial date on record', paid('free', { trialEndsAt: day(-40) }), false],
  ])('%s → %s', (_label, terms, expected) => {
    expect(canStartTrial(terms)).toBe(expected);
  });

  it('gives Pro for 14 days and keeps the billing period', () => {
    expect(startTrial(initialTerms(T0), day(5))).toEqual({
      plan: 'pro',
      status: 'trialing',
      periodStart: day(0),
      periodEnd: day(30),
      trialEndsAt: day(19),
      pendingPlan: null,
    });
  });

  it('clears a booked change and leaves its input alone', () => {
    const terms = paid('free', { pendingPlan: 'basic' });
    const before = snapshot(terms);
    expect(startTrial(terms, day(2)).pendingPlan).toBeNull();
    expect(terms).toEqual(before);
  });
});
