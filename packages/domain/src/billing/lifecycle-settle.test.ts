import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLAN_IDS } from '../quotas/plans';
import {
  PERIOD_MS,
  SUBSCRIPTION_STATUSES,
  bookDowngrade,
  initialTerms,
  needsSettling,
  settle,
  startTrial,
  type SubscriptionStatus,
  type SubscriptionTerms,
} from './lifecycle';
import { DAY, T0, day, paid, snapshot } from './testing/lifecycle-fixtures';

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
