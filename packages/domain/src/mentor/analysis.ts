import { breakEvenRevenueCents, fixedOutgoCents } from '../simulation/break-even';
import type { BusinessType } from '../constants';
import { calendarIndex } from '../simulation/calendar-month';
import { firstMonthDecisions } from '../simulation/forecast';
import { marginalCustomer } from '../simulation/marginal-customer';
import { COUNTRY_RULES, presetFor } from '../simulation/presets';
import { prefilledDecisions } from '../simulation/founder-policies';
import { smallerLoanCents, whatIfRuns, type WhatIfLever, type WhatIfRuns } from '../simulation/what-if';
import {
  count,
  counted,
  label,
  money,
  percent,
  roundTo,
  type Fact,
  type FactId,
  type FactSource,
  type FactValue,
} from './facts';
import type { SimulationSnapshot } from './grounding';
import type { Topic } from './topics';

/**
 * The decision analysis behind an answer: for the question's topic, the facts that decide it,
 * computed from the founder's own company (the newest simulation, or the class company), and,
 * when the topic is a decision one lever makes, the what-if runs of that lever. Facts here are
 * about one decision; grounding.ts states the company's general facts.
 */

/** The lever each decision topic turns; stock and capacity turn stock where there is stock, equipment elsewhere. */
export function leverOf(topic: Topic, businessType: BusinessType): WhatIfLever | null {
  switch (topic) {
    case 'pricing':
      return 'price';
    case 'marketing':
      return 'marketing';
    case 'hiring':
      return 'hiring';
    case 'loans':
      return 'loan';
    case 'stock-capacity': {
      const { mode } = presetFor(businessType, 'BRL');
      return mode === 'inventory' || mode === 'perishable' ? 'stock' : 'equipment';
    }
    default:
      return null;
  }
}

/** A what-if comparison with what an answer needs to tell it: whose company, in which currency. */
export interface WhatIf {
  runs: WhatIfRuns;
  source: FactSource;
  currency: SimulationSnapshot['currency'];
  /** The month the alternatives are for (the one about to be played). */
  month: number;
}

/** A price moved by less than this share was not changed (rounding, a cent here or there). */
const PRICE_MOVE = 0.03;
/** A change below this share is not worth a sentence (noise of a month). */
const MOVE = 0.1;
/** The share of a cost line a "what cutting it does" sentence cuts. */
const CUT_SHARE = 0.1;
/** Months of fixed outgo a reserve holds (the reserves topic's card). */
const RESERVE_MONTHS = 3;
/** A stake the partner-exit sentence prices: ten percent, so any share is a multiple of it. */
const STAKE = 0.1;
/** Years of profit a small company's stake is commonly bought back at, at the most. */
const PROFIT_YEARS = 3;
/** Sold this share of what the operation can deliver, it is full: more customers are not more sales. */
const FULL = 0.98;
/** A month this far from the year's average demand is a season; closer, it is the average. */
const SEASON_MOVE = 0.03;
/** Months of sectoral seasonality the seasonality sentence looks ahead. */
const SEASON_AHEAD = 6;

function sourceOf(snapshot: SimulationSnapshot): FactSource {
  return snapshot.source ?? { kind: 'simulation', id: snapshot.id, name: snapshot.name };
}

/** The facts that decide a question on `topic`, from the company's last months; empty before the first. */
export function decisionFacts(topic: Topic, snapshot: SimulationSnapshot): Fact[] {
  const { latest, previous, currency, state } = snapshot;
  if (!latest) return [];
  const source = sourceOf(snapshot);
  const facts: Fact[] = [];
  const add = (id: FactId, values: Record<string, FactValue>) => facts.push({ id, topics: [topic], values, source });
  const cash = (cents: number) => money(cents, currency);
  const { kpis, income, decisions } = latest;
  const contribution = income.grossProfitCents;
  const outgo = fixedOutgoCents(income);
  const unitsCost = kpis.unitsSold > 0 ? Math.round(income.costOfSalesCents / kpis.unitsSold) : null;
  const capacityShare = kpis.capacityUnits > 0 ? Math.min(1, kpis.unitsSold / kpis.capacityUnits) : null;

  const spend = () => {
    if (previous) {
      add('marketingSpend', {
        spend: cash(decisions.marketingCents),
        won: counted('newCustomers', kpis.newCustomers),
        before: counted('newCustomers', previous.kpis.newCustomers),
      });
    } else
      add('marketingSpendOnly', {
        spend: cash(decisions.marketingCents),
        won: counted('newCustomers', kpis.newCustomers),
      });
  };
  const cacTrend = () => {
    const before = previous?.kpis.cacCents ?? null;
    if (kpis.cacCents === null || before === null || before <= 0) return;
    const change = kpis.cacCents / before - 1;
    if (Math.abs(change) < MOVE) return;
    add(change > 0 ? 'cacUp' : 'cacDown', { cac: cash(kpis.cacCents), before: cash(before) });
  };
  const capacity = () => {
    if (capacityShare === null) return;
    if (capacityShare >= FULL) {
      add('capacityFull', {});
      return;
    }
    add('capacityUsed', {
      share: percent(capacityShare),
      spare: counted('sales', Math.max(0, Math.round(kpis.capacityUnits - kpis.unitsSold))),
    });
  };
  const loss = () => {
    if (kpis.netProfitCents >= 0) return;
    const floor = income.payrollCents + income.fixedCostsCents + income.holdingCostsCents;
    if (contribution < floor) {
      add('lossStructural', { contribution: cash(contribution), fixed: cash(floor) });
    } else {
      add('lossFromSpending', {
        contribution: cash(contribution),
        fixed: cash(floor),
        spending: cash(income.marketingCents + income.qualityCents + income.depreciationCents + income.interestCents),
      });
    }
  };

  switch (topic) {
    case 'marketing': {
      spend();
      cacTrend();
      // The next customer's cost is the engine's own months with and without more marketing; in a
      // class the market is shared, and the company's slice of it is the class's to compute.
      if (source.kind === 'simulation' && state.status === 'running' && state.month < state.setup.horizonMonths) {
        // The month as the screen would start it, a pending event answered with "do nothing".
        const next = marginalCustomer(state, firstMonthDecisions(state, prefilledDecisions(state, decisions)));
        if (next.costCents !== null) {
          add('nextCustomer', {
            extra: cash(next.extraMarketingCents),
            customers: counted('customers', next.extraCustomers),
            months: counted('months', next.months),
            cost: cash(next.costCents),
          });
        } else if (next.extraMarketingCents > 0) {
          add('nextCustomerNone', { extra: cash(next.extraMarketingCents), months: counted('months', next.months) });
        }
      }
      capacity();
      break;
    }
    case 'pricing': {
      if (previous && previous.priceCents > 0) {
        const change = latest.priceCents / previous.priceCents - 1;
        if (Math.abs(change) >= PRICE_MOVE) {
          add(change > 0 ? 'priceRaised' : 'priceCut', {
            before: cash(previous.priceCents),
            price: cash(latest.priceCents),
            change: percent(Math.abs(change)),
            newBefore: count(previous.kpis.newCustomers),
            newNow: count(kpis.newCustomers),
          });
        }
      }
      if (unitsCost !== null) {
        add('unitMargin', {
          price: cash(latest.priceCents),
          cost: cash(unitsCost),
          margin: cash(latest.priceCents - unitsCost),
        });
      }
      cacTrend();
      break;
    }
    case 'loans': {
      loss();
      if (latest.cashChangeCents < 0) add('cashBurn', { burn: cash(-latest.cashChangeCents) });
      const rate = COUNTRY_RULES[state.setup.country].loanMonthlyRate;
      add('loanInterest', { rate: { kind: 'decimal', value: roundTo(rate * 100, 2) } });
      // What the smaller loan the what-if runs compare costs each month, against the month just played.
      const amount = smallerLoanCents(state);
      if (amount > 0) {
        add('loanCost', {
          amount: cash(amount),
          interest: cash(Math.round(amount * rate)),
          profit: cash(kpis.netProfitCents),
        });
      }
      break;
    }
    case 'expansion': {
      add('firstUnitResult', { count: count(state.month), total: cash(state.retainedEarningsCents) });
      const capital = state.setup.startingCapitalCents;
      if (kpis.netProfitCents > 0) {
        add('payback', { capital: cash(capital), count: count(Math.ceil(capital / kpis.netProfitCents)) });
      } else add('paybackNone', { capital: cash(capital) });
      capacity();
      add('cashAfterSecond', { capital: cash(capital), after: cash(kpis.cashCents - capital) });
      break;
    }
    case 'partners-equity': {
      const book = Math.max(0, state.paidInCapitalCents + state.retainedEarningsCents);
      const low = Math.round(book * STAKE);
      const high = Math.round(Math.max(0, kpis.netProfitCents) * 12 * PROFIT_YEARS * STAKE);
      if (high > low) add('partnerPayout', { low: cash(low), high: cash(high), cash: cash(kpis.cashCents) });
      else add('partnerPayoutBook', { low: cash(low), cash: cash(kpis.cashCents) });
      break;
    }
    case 'fixed-costs': {
      if (outgo <= 0) break;
      add('costLines', {
        payroll: cash(income.payrollCents),
        payrollShare: percent(income.payrollCents / outgo),
        fixed: cash(income.fixedCostsCents),
        fixedShare: percent(income.fixedCostsCents / outgo),
        marketing: cash(income.marketingCents),
        marketingShare: percent(income.marketingCents / outgo),
      });
      const lines = [
        ['payroll', income.payrollCents],
        ['fixed', income.fixedCostsCents],
        ['marketing', income.marketingCents],
      ] as const;
      const [line, cents] = lines.reduce((big, entry) => (entry[1] > big[1] ? entry : big));
      const cut = Math.round(cents * CUT_SHARE);
      add('cutEffect', {
        line: label(`costLines.${line}`),
        cut: cash(cut),
        before: cash(kpis.netProfitCents),
        after: cash(kpis.netProfitCents + cut),
      });
      loss();
      break;
    }
    case 'hiring': {
      if (kpis.headcount > 0) add('payrollPerPerson', { cost: cash(Math.round(income.payrollCents / kpis.headcount)) });
      capacity();
      break;
    }
    case 'stock-capacity': {
      capacity();
      if (income.inventoryLossesCents > 0) add('stockLosses', { losses: cash(income.inventoryLossesCents) });
      break;
    }
    case 'cash-flow': {
      add('profitVsCash', { profit: cash(kpis.netProfitCents), change: cash(latest.cashChangeCents) });
      break;
    }
    case 'break-even': {
      const needed = breakEvenRevenueCents(income);
      if (needed !== null && kpis.netProfitCents < 0) {
        add('breakEvenRevenue', { needed: cash(needed), revenue: cash(kpis.revenueCents) });
      }
      loss();
      break;
    }
    case 'reserves':
    case 'personal-finances': {
      const monthly = income.payrollCents + income.fixedCostsCents + income.marketingCents;
      if (monthly > 0) {
        add('reserveTarget', {
          target: cash(monthly * RESERVE_MONTHS),
          cash: cash(kpis.cashCents),
          count: { kind: 'decimal', value: roundTo(Math.max(0, kpis.cashCents) / monthly, 1) },
        });
      }
      break;
    }
    case 'churn-retention': {
      add('customersMoved', {
        lost: counted('customers', kpis.lostCustomers),
        won: counted('customers', kpis.newCustomers),
        customers: counted('customers', kpis.customers),
      });
      break;
    }
    case 'unit-economics': {
      if (unitsCost !== null) {
        add('unitMargin', {
          price: cash(latest.priceCents),
          cost: cash(unitsCost),
          margin: cash(latest.priceCents - unitsCost),
        });
      }
      // What a customer leaves each month (their purchases' margin) pays their cost back in months.
      const perCustomer = kpis.customers > 0 ? contribution / kpis.customers : 0;
      if (kpis.cacCents !== null && perCustomer > 0) {
        add('cacPayback', { count: { kind: 'decimal', value: roundTo(kpis.cacCents / perCustomer, 1) } });
      }
      break;
    }
    case 'seasonality': {
      const { seasonality } = presetFor(state.setup.businessType, currency);
      const ahead = Array.from({ length: SEASON_AHEAD }, (_, k) => {
        const index = calendarIndex(state.setup.firstCalendarMonth, state.month + 1 + k);
        return { month: index + 1, factor: seasonality[index]! };
      });
      const low = ahead.reduce((a, b) => (b.factor < a.factor ? b : a));
      const high = ahead.reduce((a, b) => (b.factor > a.factor ? b : a));
      if (low.factor < 1 - SEASON_MOVE) {
        add('seasonLow', { month: { kind: 'month', month: low.month }, change: percent(1 - low.factor) });
      }
      if (high.factor > 1 + SEASON_MOVE) {
        add('seasonHigh', { month: { kind: 'month', month: high.month }, change: percent(high.factor - 1) });
      }
      if (low.factor >= 1 - SEASON_MOVE && high.factor <= 1 + SEASON_MOVE) {
        add('seasonFlat', { change: percent(Math.max(1 - low.factor, high.factor - 1)) });
      }
      break;
    }
    default:
      break;
  }
  return facts;
}

/** The what-if runs for `topic`'s lever on the company, or null when the topic has none or the company stopped. */
export function whatIfFor(topic: Topic, snapshot: SimulationSnapshot): WhatIf | null {
  const lever = leverOf(topic, snapshot.businessType);
  if (!lever) return null;
  const runs = whatIfRuns(snapshot.state, lever, snapshot.latest?.decisions ?? null, { market: snapshot.market });
  if (!runs) return null;
  return { runs, source: sourceOf(snapshot), currency: snapshot.currency, month: snapshot.state.month + 1 };
}
