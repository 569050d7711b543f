import { BUSINESS_TYPES, CURRENCIES, TEXT_LIMITS } from '../constants';
import { COUNTRY_CODES } from '../locale/country-presets';
import { CURRENCY_SCALE, DIFFICULTY_RULES, presetFor, type BusinessPreset } from './presets';
import {
  DIFFICULTIES,
  EVENT_CHOICES,
  HORIZONS,
  NUMERIC_DECISIONS,
  type MonthDecisions,
  type NumericDecision,
  type SimulationSetup,
  type SimulationState,
} from './types';

/**
 * Checks of a setup and of a month's decisions. Issues carry the same catalog keys as the
 * contracts' validation messages (`validation.*`); the domain cannot import the contracts, so the
 * keys are repeated here and the caller maps each issue to its path and translated message.
 * `validation.notInteger` is the one key the contracts' catalog must add.
 */
export type IssueCode =
  | 'validation.required'
  | 'validation.invalidOption'
  | 'validation.outOfRange'
  | 'validation.notInteger'
  | 'validation.tooLong';

export interface ValidationIssue {
  path: string;
  code: IssueCode;
  /** The allowed range, for outOfRange and tooLong. */
  min?: number;
  max?: number;
}

/** Largest starting capital, in BRL cents before currency scaling: R$ 100 million. */
export const MAX_STARTING_CAPITAL_CENTS = 100_000_000_00;
/** Smallest starting capital: R$ 1,000. */
export const MIN_STARTING_CAPITAL_CENTS = 1_000_00;
export const MAX_HEADCOUNT = 200;
export const MAX_HIRES_PER_MONTH = 20;
/** Upper bounds of the spending decisions, in multiples of the preset's scale for that lever. */
export const MAX_PRICE_MULTIPLE = 10;
export const MAX_MARKETING_MULTIPLE = 20;
/**
 * Fixed costs a setup may bring, as a multiple of the business type's typical ones: beyond ten
 * times the rent and overheads of a small company of the kind, it is another company (the presets'
 * demand, team and capacity would not fit it).
 */
export const MAX_FIXED_COSTS_MULTIPLE = 10;
export const MAX_QUALITY_MULTIPLE = 20;
export const MAX_EQUIPMENT_MULTIPLE = 10;
/** Largest stock purchase in one month, in months of full staff output. */
export const MAX_PURCHASE_MONTHS_OF_CAPACITY = 6;

function checkInteger(issues: ValidationIssue[], path: string, value: unknown, min: number, max: number): void {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    issues.push({
      path,
      code: value === undefined || value === null ? 'validation.required' : 'validation.notInteger',
    });
  } else if (!Number.isInteger(value)) {
    issues.push({ path, code: 'validation.notInteger' });
  } else if (value < min || value > max) {
    issues.push({ path, code: 'validation.outOfRange', min, max });
  }
}

function checkOption(issues: ValidationIssue[], path: string, value: unknown, options: readonly unknown[]): void {
  if (value === undefined || value === null || value === '') issues.push({ path, code: 'validation.required' });
  else if (!options.includes(value)) issues.push({ path, code: 'validation.invalidOption' });
}

/** Issues of a setup; empty when it can start a simulation. */
export function validateSetup(setup: SimulationSetup): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  checkOption(issues, 'businessType', setup.businessType, BUSINESS_TYPES);
  const name = typeof setup.name === 'string' ? setup.name.trim() : '';
  if (name === '') issues.push({ path: 'name', code: 'validation.required' });
  else if (name.length > TEXT_LIMITS.name)
    issues.push({ path: 'name', code: 'validation.tooLong', max: TEXT_LIMITS.name });
  checkOption(issues, 'country', setup.country, COUNTRY_CODES);
  checkOption(issues, 'currency', setup.currency, CURRENCIES);
  checkOption(issues, 'horizonMonths', setup.horizonMonths, HORIZONS);
  checkOption(issues, 'difficulty', setup.difficulty, DIFFICULTIES);
  checkInteger(issues, 'seed', setup.seed, 0, 0xffffffff);
  checkInteger(issues, 'firstCalendarMonth', setup.firstCalendarMonth, 1, 12);
  const scale = CURRENCIES.includes(setup.currency) ? CURRENCY_SCALE[setup.currency] : 1;
  checkInteger(
    issues,
    'startingCapitalCents',
    setup.startingCapitalCents,
    Math.round(MIN_STARTING_CAPITAL_CENTS * scale),
    Math.round(MAX_STARTING_CAPITAL_CENTS * scale),
  );
  // The price's range is the month's own (decisionBounds), so a brought price never needs clamping.
  if (
    setup.firstPriceCents !== undefined &&
    BUSINESS_TYPES.includes(setup.businessType) &&
    CURRENCIES.includes(setup.currency)
  ) {
    const preset = presetFor(setup.businessType, setup.currency);
    checkInteger(issues, 'firstPriceCents', setup.firstPriceCents, 1, preset.referencePriceCents * MAX_PRICE_MULTIPLE);
  }
  if (BUSINESS_TYPES.includes(setup.businessType) && CURRENCIES.includes(setup.currency)) {
    const preset = presetFor(setup.businessType, setup.currency);
    if (setup.firstMarketingCents !== undefined) {
      checkInteger(
        issues,
        'firstMarketingCents',
        setup.firstMarketingCents,
        0,
        preset.marketingScaleCents * MAX_MARKETING_MULTIPLE,
      );
    }
    if (setup.fixedCostsCents !== undefined) {
      checkInteger(
        issues,
        'fixedCostsCents',
        setup.fixedCostsCents,
        0,
        preset.fixedCostsCents * MAX_FIXED_COSTS_MULTIPLE,
      );
    }
  }
  return issues;
}

/** The most a simulation may owe on its term loan. */
export function loanLimitCents(setup: SimulationSetup): number {
  return Math.round(setup.startingCapitalCents * DIFFICULTY_RULES[setup.difficulty].loanLimitShare);
}

/** How far below zero cash may go (the credit line) before the company is bankrupt. */
export function creditLineCents(setup: SimulationSetup): number {
  return Math.round(setup.startingCapitalCents * DIFFICULTY_RULES[setup.difficulty].creditLineShare);
}

/** The most stock one month may buy: six months of the output of the team plus a month's maximum hires (0 without stock). */
export function maxPurchaseUnits(state: SimulationState): number {
  return maxPurchaseUnitsOf(presetFor(state.setup.businessType, state.setup.currency), state.headcount);
}

/** maxPurchaseUnits from the preset and the headcount (the risk forecast keeps its paths in typed arrays). */
export function maxPurchaseUnitsOf(preset: BusinessPreset, headcount: number): number {
  if (preset.mode !== 'inventory' && preset.mode !== 'perishable') return 0;
  return preset.unitsPerEmployee * Math.max(1, headcount + MAX_HIRES_PER_MONTH) * MAX_PURCHASE_MONTHS_OF_CAPACITY;
}

/** The allowed integer range of each numeric decision in this state (the decision panel's sliders use it too). */
export function decisionBounds(state: SimulationState): Record<NumericDecision, { min: number; max: number }> {
  const { setup } = state;
  const preset = presetFor(setup.businessType, setup.currency);
  return {
    priceCents: { min: 1, max: preset.referencePriceCents * MAX_PRICE_MULTIPLE },
    marketingCents: { min: 0, max: preset.marketingScaleCents * MAX_MARKETING_MULTIPLE },
    headcountDelta: { min: -state.headcount, max: Math.min(MAX_HIRES_PER_MONTH, MAX_HEADCOUNT - state.headcount) },
    purchaseUnits: { min: 0, max: maxPurchaseUnits(state) },
    capacityInvestmentCents: { min: 0, max: preset.equipmentScaleCents * MAX_EQUIPMENT_MULTIPLE },
    qualityInvestmentCents: { min: 0, max: preset.qualityScaleCents * MAX_QUALITY_MULTIPLE },
    loanCents: { min: -state.loanCents, max: loanLimitCents(setup) - state.loanCents },
  };
}

/** Issues of a month's decisions against the current state; empty when the month can run. */
export function validateDecisions(state: SimulationState, decisions: MonthDecisions): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const bounds = decisionBounds(state);
  for (const field of NUMERIC_DECISIONS)
    checkInteger(issues, field, decisions[field], bounds[field].min, bounds[field].max);
  if (state.pendingEvent) {
    checkOption(issues, 'eventChoice', decisions.eventChoice, EVENT_CHOICES[state.pendingEvent.type]);
  } else if (decisions.eventChoice !== null && decisions.eventChoice !== undefined) {
    issues.push({ path: 'eventChoice', code: 'validation.invalidOption' });
  }
  return issues;
}
