import type { Currency } from '../../constants';
import type { CountryCode } from '../../locale/country-presets';
import { suggestFrom, suggestionRules } from '../../simulation/create-simulation';
import type { ChoiceEventType, MonthDecisions, MonthResult } from '../../simulation/types';
import { examSetup } from '../exam';
import type { ExamLevel } from '../levels';

/** What an attempt shows a candidate of its company (the contracts' ExamAttemptView, as far as this reads it). */
export interface AttemptSight {
  level: ExamLevel;
  country: string;
  currency: string;
  months: readonly MonthResult[];
  company: {
    month: number;
    customers: number;
    headcount: number;
    inventoryUnits: number;
    cashCents: number;
    loanCents: number;
    pendingEvent: string | null;
  };
}

/**
 * The careful founder's decisions for the month ahead, from nothing but what the attempt shows
 * (the seed stays on the server): the simulator's own rule, which reads the company's numbers and
 * last month's fill rate. The browser tests and the benchmark pass an exam with it.
 */
export function carefulMonth(attempt: AttemptSight): MonthDecisions {
  const where = { country: attempt.country as CountryCode, currency: attempt.currency as Currency };
  // The rule reads the business, its currency and calendar, never the seed.
  const setup = examSetup(attempt.level, where, 0, attempt.level);
  const last = attempt.months.at(-1)?.kpis;
  const { company } = attempt;
  return suggestFrom(suggestionRules(setup), {
    month: company.month,
    customers: company.customers,
    headcount: company.headcount,
    inventoryUnits: company.inventoryUnits,
    fillRate: last && last.demandUnits > 0 ? last.unitsSold / last.demandUnits : 1,
    cashCents: company.cashCents,
    loanCents: company.loanCents,
    pendingEvent: company.pendingEvent as ChoiceEventType | null,
  });
}
