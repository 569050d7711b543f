import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES, type Currency } from '../constants';
import type { PlanId } from '../quotas/plans';
import {
  applyUpgrade,
  bookDowngrade,
  canStartTrial,
  initialTerms,
  isUpgrade,
  settle,
  startTrial,
  upgradeQuote,
  type PaidPlanId,
  type SubscriptionTerms,
} from './lifecycle';
import { DAY, T0, day, paid, snapshot } from './testing/lifecycle-fixtures';

describe('isUpgrade', () => {
  // Outside a trial, any move up the plan order is bought now and anything else is booked.
  it.each<[PlanId, PlanId, boolean]>([
    ['free', 'free', false],
    ['free', 'basic', true],
    ['free', 'pro', true],
    ['free', 'enterprise', true],
    ['basic', 'free', false],
    ['basic', 'basic', false],
    ['basic', 'pro', true],
    ['basic', 'enterprise', true],
    ['pro', 'free', false],
    ['pro', 'basic', false],
    ['pro', 'pro', false],
    ['pro', 'enterprise', true],
    ['enterprise', 'free', false],
    ['enterprise', 'basic', false],
    ['enterprise', 'pro', false],
    ['enterprise', 'enterprise', false],
  ])('active on %s → %s: %s', (plan, target, expected) => {
    expect(isUpgrade(paid(plan), target)).toBe(expected);
    expect(isUpgrade(paid(plan, { status: 'past_due' }), target)).toBe(expected);
  });

  // The trial's Pro was never paid for, so even Basic (ranked below Pro) is a purchase.
  it.each<[PlanId, boolean]>([
    ['free', false],
    ['basic', true],
    ['pro', true],
    ['enterprise', true],
  ])('trialing Pro → %s: %s', (target, expected) => {
    expect(isUpgrade(startTrial(initialTerms(T0), day(1)), target)).toBe(expected);
  });
});

describe('upgradeQuote', () => {
  it('charges the prorated difference halfway through and keeps the period dates', () => {
    // round((7900 - 2900) / 2)
    expect(upgradeQuote(paid('basic'), 'pro', 'BRL', day(15))).toEqual({
      amountCents: 2500,
      periodStart: day(0),
      periodEnd: day(30),
    });
  });

  it.each<[PlanId, PaidPlanId, Currency, number, number]>([
    ['basic', 'pro', 'BRL', 0, 5000],
    ['basic', 'pro', 'BRL', 15, 2500],
    // 7000 × 10/30 = 2333.3…
    ['basic', 'enterprise', 'USD', 20, 2333],
    // 5300 × 1/30 = 176.6…
    ['pro', 'enterprise', 'EUR', 29, 177],
    // 1100 × 29.5/30 = 1081.6…
    ['basic', 'pro', 'GBP', 0.5, 1082],
    ['pro', 'enterprise', 'BRL', 30, 0],
    // Terms not settled yet: nothing left of the period, nothing to pay.
    ['basic', 'pro', 'BRL', 45, 0],
  ])('%s → %s in %s on day %d costs %d', (plan, target, currency, onDay, amount) => {
    expect(upgradeQuote(paid(plan), target, currency, day(onDay))).toEqual({
      amountCents: amount,
      periodStart: day(0),
      periodEnd: day(30),
    });
  });

  it.each<[string, SubscriptionTerms, PaidPlanId, Currency, number]>([
    ['Free', initialTerms(T0), 'basic', 'BRL', 2900],
    ['Free', initialTerms(T0), 'pro', 'BRL', 7900],
    ['Free', initialTerms(T0), 'enterprise', 'BRL', 29900],
    ['Free', initialTerms(T0), 'basic', 'USD', 900],
    ['Free', initialTerms(T0), 'pro', 'EUR', 2200],
    ['Free', initialTerms(T0), 'enterprise', 'GBP', 6500],
    ['a Pro trial', startTrial(initialTerms(T0), day(2)), 'basic', 'BRL', 2900],
    ['a Pro trial', startTrial(initialTerms(T0), day(2)), 'pro', 'BRL', 7900],
    ['a Pro trial', startTrial(initialTerms(T0), day(2)), 'enterprise', 'USD', 7900],
  ])('from %s, %s in %s costs the full %d and starts a new period now', (_label, terms, target, currency, amount) => {
    const now = day(10);
    expect(upgradeQuote(terms, target, currency, now)).toEqual({
      amountCents: amount,
      periodStart: day(10),
      periodEnd: day(40),
    });
  });

  it('charges between nothing and the full difference, less as the period runs out', () => {
    const ordered = fc.constantFrom<[PaidPlanId, PaidPlanId]>(
      ['basic', 'pro'],
      ['basic', 'enterprise'],
      ['pro', 'enterprise'],
    );
    fc.assert(
      fc.property(
        ordered,
        fc.constantFrom(...CURRENCIES),
        fc.nat(40 * DAY),
        fc.nat(40 * DAY),
        ([from, to], currency, a, b) => {
          const terms = paid(from);
          const early = upgradeQuote(terms, to, currency, new Date(T0.getTime() + Math.min(a, b)));
          const late = upgradeQuote(terms, to, currency, new Date(T0.getTime() + Math.max(a, b)));
          const difference = upgradeQuote(terms, to, currency, T0).amountCents;
          expect(difference).toBe(
            upgradeQuote(initialTerms(T0), to, currency, T0).amountCents -
              upgradeQuote(initialTerms(T0), from, currency, T0).amountCents,
          );
          expect(Number.isInteger(early.amountCents)).toBe(true);
          expect(early.amountCents).toBeGreaterThanOrEqual(late.amountCents);
          expect(late.amountCents).toBeGreaterThanOrEqual(0);
          expect(early.amountCents).toBeLessThanOrEqual(difference);
          expect(early.periodStart).toEqual(day(0));
          expect(early.periodEnd).toEqual(day(30));
        },
      ),
    );
  });
});

/** Only the dates of a quote: applyUpgrade spreads whatever it is given into the terms. */
const periodOf = ({ periodStart, periodEnd }: { periodStart: Date; periodEnd: Date }) => ({ periodStart, periodEnd });

describe('applyUpgrade', () => {
  it('puts Free on the bought plan with the quoted period', () => {
    const terms = initialTerms(T0);
    const quote = upgradeQuote(terms, 'pro', 'BRL', day(10));
    expect(applyUpgrade(terms, 'pro', periodOf(quote))).toEqual({
      plan: 'pro',
      status: 'active',
      periodStart: day(10),
      periodEnd: day(40),
      trialEndsAt: null,
      pendingPlan: null,
    });
  });

  it('keeps the period of a prorated upgrade and drops a booked downgrade', () => {
    const terms = paid('pro', { pendingPlan: 'free' });
    const quote = upgradeQuote(terms, 'enterprise', 'BRL', day(12));
    expect(applyUpgrade(terms, 'enterprise', periodOf(quote))).toEqual(paid('enterprise'));
  });

  it('turns a trial into a paid plan that outlives the trial’s end date', () => {
    const trial = startTrial(initialTerms(T0), day(5)); // Would end on day 19.
    const bought = applyUpgrade(trial, 'basic', periodOf(upgradeQuote(trial, 'basic', 'BRL', day(8))));
    expect(bought).toEqual({
      plan: 'basic',
      status: 'active',
      periodStart: day(8),
      periodEnd: day(38),
      trialEndsAt: day(19),
      pendingPlan: null,
    });
    // The trial's date passing must not send a paying customer back to Free.
    const later = settle(bought, day(20));
    expect(later.terms).toBe(bought);
    expect(later.events).toEqual([]);
    // And the trial, used once, is not offered again.
    expect(canStartTrial(settle(bookDowngrade(bought, 'free'), day(38)).terms)).toBe(false);
  });

  it('clears a past-due status and leaves its input alone', () => {
    const terms = paid('basic', { status: 'past_due' });
    const before = snapshot(terms);
    expect(applyUpgrade(terms, 'pro', { periodStart: day(3), periodEnd: day(33) }).status).toBe('active');
    expect(terms).toEqual(before);
  });
});

describe('bookDowngrade', () => {
  it.each<[PlanId, PlanId, PlanId | null]>([
    ['enterprise', 'pro', 'pro'],
    ['pro', 'basic', 'basic'],
    ['pro', 'free', 'free'],
    ['basic', 'free', 'free'],
    // Booking the current plan undoes an earlier booking (e.g. taking back a cancellation).
    ['pro', 'pro', null],
    ['basic', 'basic', null],
  ])('on %s, booking %s leaves pendingPlan %s', (plan, target, pending) => {
    expect(bookDowngrade(paid(plan, { pendingPlan: 'free' }), target).pendingPlan).toBe(pending);
  });

  it('changes only the booking: plan, status and period wait for the period’s end', () => {
    const terms = paid('pro', { periodStart: day(3), periodEnd: day(33) });
    const before = snapshot(terms);
    expect(bookDowngrade(terms, 'basic')).toEqual({ ...before, pendingPlan: 'basic' });
    expect(terms).toEqual(before);
  });

  it('takes effect through settle at the period’s end', () => {
    const booked = bookDowngrade(paid('pro'), 'free');
    expect(settle(booked, day(29)).terms.plan).toBe('pro');
    expect(settle(booked, day(30)).terms).toEqual(paid('free', { periodStart: day(30), periodEnd: day(60) }));
  });
});
