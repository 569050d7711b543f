import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES, type Currency } from '../constants';
import { PLAN_IDS, type PlanId } from '../quotas/plans';
import {
  PAID_PLAN_IDS,
  PERIOD_MS,
  SUBSCRIPTION_STATUSES,
  TRIAL_MS,
  TRIAL_PLAN,
  applyUpgrade,
  bookDowngrade,
  canStartTrial,
  initialTerms,
  isPaidPlan,
  isUpgrade,
  needsSettling,
  planRank,
  settle,
  startTrial,
  upgradeQuote,
  type PaidPlanId,
  type SubscriptionStatus,
  type SubscriptionTerms,
} from './lifecycle';

const DAY = 24 * 60 * 60 * 1000;
const T0 = new Date('2026-01-01T00:00:00Z');
/** `n` days (fractions allowed) after T0. */
const day = (n: number) => new Date(T0.getTime() + n * DAY);

/** A paid plan whose 30-day period started on day 0. */
function paid(plan: PlanId, overrides: Partial<SubscriptionTerms> = {}): SubscriptionTerms {
  return {
    plan,
    status: 'active',
    periodStart: day(0),
    periodEnd: day(30),
    trialEndsAt: null,
    pendingPlan: null,
    ...overrides,
  };
}

/** A deep copy, to check that a function left its input alone. */
function snapshot(terms: SubscriptionTerms): SubscriptionTerms {
  const { periodStart, periodEnd, trialEndsAt } = terms;
  return {
    ...terms,
    periodStart: new Date(periodStart.getTime()),
    periodEnd: new Date(periodEnd.getTime()),
    trialEndsAt: trialEndsAt && new Date(trialEndsAt.getTime()),
  };
}

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

describe('settle', () => {
  it('returns the very same terms and no events when nothing is due', () => {
    const terms = paid('pro', { pendingPlan: 'basic' });
    const result = settle(terms, day(29));
    expect(result.terms).toBe(terms);
    expect(result.events).toEqual([]);
  });

  it('rolls over to the next period exactly at the period end', () => {
    expect(settle(paid('basic'), day(30))).toEqual({
      terms: paid('basic', { periodStart: day(30), periodEnd: day(60) }),
      events: [{ type: 'periodRenewed', plan: 'basic', periodStart: day(30), periodEnd: day(60) }],
    });
  });

  it('lands a server that was off for 65 days on the third period, not on one starting now', () => {
    expect(settle(paid('basic'), day(65))).toEqual({
      terms: paid('basic', { periodStart: day(60), periodEnd: day(90) }),
      events: [{ type: 'periodRenewed', plan: 'basic', periodStart: day(60), periodEnd: day(90) }],
    });
  });

  it('does not change the terms it was given', () => {
    const terms = paid('pro', { pendingPlan: 'free' });
    const before = snapshot(terms);
    settle(terms, day(100));
    expect(terms).toEqual(before);
  });

  it('ends a trial on Free, at the trial’s end date rather than now', () => {
    const trial = startTrial(initialTerms(T0), day(5));
    expect(settle(trial, day(20))).toEqual({
      terms: {
        plan: 'free',
        status: 'active',
        periodStart: day(0),
        periodEnd: day(30),
        trialEndsAt: day(19),
        pendingPlan: null,
      },
      events: [{ type: 'trialEnded', at: day(19) }],
    });
  });

  it('ends a trial at the very instant it is due', () => {
    const trial = startTrial(initialTerms(T0), day(5));
    const { terms, events } = settle(trial, day(19));
    expect(terms.plan).toBe('free');
    expect(terms.status).toBe('active');
    expect(events).toEqual([{ type: 'trialEnded', at: day(19) }]);
  });

  it('ends a trial and renews the period in one go, trial first', () => {
    const trial = startTrial(initialTerms(T0), day(5));
    expect(settle(trial, day(40))).toEqual({
      terms: {
        plan: 'free',
        status: 'active',
        periodStart: day(30),
        periodEnd: day(60),
        trialEndsAt: day(19),
        pendingPlan: null,
      },
      events: [
        { type: 'trialEnded', at: day(19) },
        { type: 'periodRenewed', plan: 'free', periodStart: day(30), periodEnd: day(60) },
      ],
    });
  });

  it('renews a period that ends during a trial without ending the trial', () => {
    const trial = startTrial(initialTerms(T0), day(25)); // Ends on day 39.
    expect(settle(trial, day(31))).toEqual({
      terms: {
        plan: 'pro',
        status: 'trialing',
        periodStart: day(30),
        periodEnd: day(60),
        trialEndsAt: day(39),
        pendingPlan: null,
      },
      events: [{ type: 'periodRenewed', plan: 'pro', periodStart: day(30), periodEnd: day(60) }],
    });
  });

  it('drops a change booked during a trial once the trial has ended on Free', () => {
    const trial = bookDowngrade(startTrial(initialTerms(T0), day(5)), 'free');
    expect(settle(trial, day(20))).toEqual({
      terms: {
        plan: 'free',
        status: 'active',
        periodStart: day(0),
        periodEnd: day(30),
        trialEndsAt: day(19),
        pendingPlan: null,
      },
      events: [{ type: 'trialEnded', at: day(19) }],
    });
  });

  it('applies a booked downgrade at the first rollover', () => {
    expect(settle(paid('pro', { pendingPlan: 'basic' }), day(30))).toEqual({
      terms: paid('basic', { periodStart: day(30), periodEnd: day(60) }),
      events: [
        { type: 'planChanged', from: 'pro', to: 'basic', at: day(30) },
        { type: 'periodRenewed', plan: 'basic', periodStart: day(30), periodEnd: day(60) },
      ],
    });
  });

  it('dates a booked change at the old period’s end even when settled much later', () => {
    expect(settle(paid('enterprise', { pendingPlan: 'free' }), day(65))).toEqual({
      terms: paid('free', { periodStart: day(60), periodEnd: day(90) }),
      events: [
        { type: 'planChanged', from: 'enterprise', to: 'free', at: day(30) },
        { type: 'periodRenewed', plan: 'free', periodStart: day(60), periodEnd: day(90) },
      ],
    });
  });

  it('keeps a booked change until the period actually ends', () => {
    const terms = paid('pro', { pendingPlan: 'basic' });
    expect(settle(terms, day(30 - 1 / DAY)).terms.pendingPlan).toBe('basic');
  });

  it('emits no planChanged when the booked plan is the current one', () => {
    expect(settle(paid('basic', { pendingPlan: 'basic' }), day(30))).toEqual({
      terms: paid('basic', { periodStart: day(30), periodEnd: day(60) }),
      events: [{ type: 'periodRenewed', plan: 'basic', periodStart: day(30), periodEnd: day(60) }],
    });
  });

  it('leaves a past-due status for the server to resolve', () => {
    const { terms } = settle(paid('pro', { status: 'past_due' }), day(31));
    expect(terms.status).toBe('past_due');
    expect(terms.plan).toBe('pro');
  });

  const anyTerms = fc
    .record({
      plan: fc.constantFrom(...PLAN_IDS),
      status: fc.constantFrom<SubscriptionStatus>(...SUBSCRIPTION_STATUSES),
      startDay: fc.integer({ min: -100, max: 100 }),
      trialEndDay: fc.option(fc.integer({ min: -100, max: 200 }), { nil: null }),
      pendingPlan: fc.option(fc.constantFrom(...PLAN_IDS), { nil: null }),
    })
    .map(({ plan, status, startDay, trialEndDay, pendingPlan }): SubscriptionTerms => ({
      plan,
      status,
      periodStart: day(startDay),
      periodEnd: day(startDay + 30),
      trialEndsAt: trialEndDay === null ? null : day(trialEndDay),
      pendingPlan,
    }));
  const anyNow = fc.integer({ min: -100 * DAY, max: 1_000 * DAY }).map((offset) => new Date(T0.getTime() + offset));

  it('always leaves a whole number of periods after the old start, containing now', () => {
    fc.assert(
      fc.property(anyTerms, anyNow, (terms, now) => {
        const { terms: next } = settle(terms, now);
        if (terms.periodEnd.getTime() > now.getTime()) {
          expect(next.periodStart).toEqual(terms.periodStart);
          expect(next.periodEnd).toEqual(terms.periodEnd);
          return;
        }
        expect(next.periodEnd.getTime() - next.periodStart.getTime()).toBe(PERIOD_MS);
        expect((next.periodStart.getTime() - terms.periodStart.getTime()) % PERIOD_MS).toBe(0);
        expect(next.periodStart.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(next.periodEnd.getTime()).toBeGreaterThan(now.getTime());
        expect(next.pendingPlan).toBeNull();
      }),
    );
  });

  it('leaves nothing due, so settling again is a no-op', () => {
    fc.assert(
      fc.property(anyTerms, anyNow, (terms, now) => {
        const first = settle(terms, now);
        expect(needsSettling(first.terms, now)).toBe(false);
        const second = settle(first.terms, now);
        expect(second.terms).toBe(first.terms);
        expect(second.events).toEqual([]);
      }),
    );
  });

  it('changes nothing exactly when nothing was due', () => {
    fc.assert(
      fc.property(anyTerms, anyNow, (terms, now) => {
        const { terms: next, events } = settle(terms, now);
        expect(next === terms).toBe(!needsSettling(terms, now));
        expect(events.length === 0).toBe(!needsSettling(terms, now));
      }),
    );
  });

  it('ends on the same terms whether the server checks in often or once', () => {
    fc.assert(
      fc.property(
        anyTerms,
        fc.array(fc.nat(1_000 * DAY), { maxLength: 5 }),
        fc.nat(1_000 * DAY),
        (terms, stops, end) => {
          const now = new Date(T0.getTime() + end);
          const checkpoints = stops.filter((stop) => stop <= end).sort((a, b) => a - b);
          let stepped = terms;
          for (const stop of checkpoints) stepped = settle(stepped, new Date(T0.getTime() + stop)).terms;
          stepped = settle(stepped, now).terms;
          expect(stepped).toEqual(settle(terms, now).terms);
        },
      ),
    );
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
