import {
  EVENT_SPECS,
  LOYALTY_COST_MARKETING_SHARE,
  REPAIR_EQUIPMENT_SHARE,
  REPAIR_MIN_FIXED_COST_SHARE,
  REPLACEMENT_RECRUITING_SALARIES,
  isChoiceEvent,
} from './events';
import { roundCents } from './money';
import {
  ACQUISITION_AT,
  ACQUISITION_SLOT,
  CHURN_AT,
  CHURN_SLOT,
  DEMAND_AT,
  DEMAND_SLOT,
  EVENT_COUNT,
  FIRES_AT,
  STREAM_SLOTS,
} from './draw-layout';
import {
  COUNTRY_RULES,
  CURRENCY_SCALE,
  DIFFICULTY_RULES,
  companyPreset,
  type BusinessPreset,
  type CountryRules,
  type DifficultyRules,
} from './presets';
import { SIMPLES_ANNEXES, type SimplesBracket } from './taxes';
import { EVENT_TYPES, type SimulationSetup } from './types';
import { creditLineCents } from './validate';

/** A hire costs half a month's salary to recruit (and produces half in its first month: NEW_HIRE_PRODUCTIVITY). */
export const RECRUITING_SALARY_SHARE = 0.5;

/** What the month needs from the setup, derived once per setup rather than once a month. */
export interface MonthContext {
  readonly setup: SimulationSetup;
  readonly preset: BusinessPreset;
  readonly country: CountryRules;
  readonly difficulty: DifficultyRules;
  readonly stocked: boolean;
  readonly subscription: boolean;
  /** Brazil: the Simples Nacional on revenue (needs RBT12); elsewhere a tax on profit. */
  readonly simples: boolean;
  /** The Simples Nacional brackets of the preset's annex. */
  readonly simplesBrackets: readonly SimplesBracket[];
  readonly currencyScale: number;
  readonly creditLineCents: number;
  /** Recruiting cost of one hire, severance of one dismissal, the event answers' costs. */
  readonly recruitingCents: number;
  readonly severanceCents: number;
  readonly replacementRecruitingCents: number;
  readonly repairCents: number;
  readonly loyaltyCents: number;
  /** Per event type: the monthly odds on this difficulty, the magnitude's range, the months it lasts, whether it asks a choice. */
  readonly eventOdds: Float64Array;
  readonly eventMinMagnitude: Float64Array;
  readonly eventMagnitudeSpan: Float64Array;
  readonly eventMonths: Float64Array;
  readonly eventAsksChoice: Uint8Array;
  /** Per stream slot: where its draws go in MonthTrace.draws and how many the month uses (saas draws no demand noise). */
  readonly drawsAt: Int32Array;
  readonly drawCounts: Int32Array;
}

/**
 * A copy of a preset made at one place, so every context's preset has the same hidden class in V8:
 * the presets in reais are object literals and the scaled ones copies of them, and code that has
 * seen both kinds (the server replays simulations in every currency) reads their fields more
 * slowly than code that sees one. Same values, so the same months.
 */
function canonicalPreset(p: BusinessPreset): BusinessPreset {
  return {
    type: p.type,
    mode: p.mode,
    marketPotential: p.marketPotential,
    purchasesPerCustomer: p.purchasesPerCustomer,
    referencePriceCents: p.referencePriceCents,
    unitCostCents: p.unitCostCents,
    priceElasticity: p.priceElasticity,
    priceSteepness: p.priceSteepness,
    fixedCostsCents: p.fixedCostsCents,
    salaryCents: p.salaryCents,
    initialHeadcount: p.initialHeadcount,
    unitsPerEmployee: p.unitsPerEmployee,
    baseChurn: p.baseChurn,
    bassOrganicP: p.bassOrganicP,
    bassMarketingP: p.bassMarketingP,
    bassQ: p.bassQ,
    marketingScaleCents: p.marketingScaleCents,
    brandGainMax: p.brandGainMax,
    brandDecay: p.brandDecay,
    qualityScaleCents: p.qualityScaleCents,
    equipmentScaleCents: p.equipmentScaleCents,
    spoilageRate: p.spoilageRate,
    holdingCostRate: p.holdingCostRate,
    seasonality: p.seasonality,
    simplesAnnex: p.simplesAnnex,
    suggestedCapitalCents: p.suggestedCapitalCents,
  };
}

function buildContext(setup: SimulationSetup): MonthContext {
  const preset = canonicalPreset(companyPreset(setup));
  const country = COUNTRY_RULES[setup.country];
  const difficulty = DIFFICULTY_RULES[setup.difficulty];
  const eventOdds = new Float64Array(EVENT_COUNT);
  const eventMinMagnitude = new Float64Array(EVENT_COUNT);
  const eventMagnitudeSpan = new Float64Array(EVENT_COUNT);
  const eventMonths = new Float64Array(EVENT_COUNT);
  const eventAsksChoice = new Uint8Array(EVENT_COUNT);
  EVENT_TYPES.forEach((type, k) => {
    const spec = EVENT_SPECS[type];
    eventOdds[k] = spec.probability * difficulty.eventRate;
    eventMinMagnitude[k] = spec.minMagnitude;
    eventMagnitudeSpan[k] = spec.maxMagnitude - spec.minMagnitude;
    eventMonths[k] = spec.months;
    eventAsksChoice[k] = isChoiceEvent(type) ? 1 : 0;
  });
  const subscription = preset.mode === 'subscription';
  const drawsAt = new Int32Array(STREAM_SLOTS);
  const drawCounts = new Int32Array(STREAM_SLOTS);
  for (let k = 0; k < EVENT_COUNT; k++) {
    drawsAt[k] = FIRES_AT + k;
    drawCounts[k] = 1;
  }
  drawsAt[ACQUISITION_SLOT] = ACQUISITION_AT;
  drawCounts[ACQUISITION_SLOT] = 5;
  drawsAt[CHURN_SLOT] = CHURN_AT;
  drawCounts[CHURN_SLOT] = 1;
  drawsAt[DEMAND_SLOT] = DEMAND_AT;
  drawCounts[DEMAND_SLOT] = subscription ? 0 : 5;
  return {
    setup: { ...setup },
    preset,
    country,
    difficulty,
    stocked: preset.mode === 'inventory' || preset.mode === 'perishable',
    subscription,
    simples: country.profitTaxRate === null,
    simplesBrackets: SIMPLES_ANNEXES[preset.simplesAnnex],
    currencyScale: CURRENCY_SCALE[setup.currency],
    creditLineCents: creditLineCents(setup),
    recruitingCents: roundCents(preset.salaryCents * RECRUITING_SALARY_SHARE),
    severanceCents: roundCents(preset.salaryCents * country.severanceMonths),
    replacementRecruitingCents: roundCents(preset.salaryCents * REPLACEMENT_RECRUITING_SALARIES),
    repairCents: Math.max(
      roundCents(preset.equipmentScaleCents * REPAIR_EQUIPMENT_SHARE),
      roundCents(preset.fixedCostsCents * REPAIR_MIN_FIXED_COST_SHARE),
    ),
    loyaltyCents: roundCents(preset.marketingScaleCents * LOYALTY_COST_MARKETING_SHARE),
    eventOdds,
    eventMinMagnitude,
    eventMagnitudeSpan,
    eventMonths,
    eventAsksChoice,
    drawsAt,
    drawCounts,
  };
}

/** Whether a context was built for a setup with these rules (the seed and the name do not matter). */
function fits(ctx: MonthContext | null | undefined, setup: SimulationSetup): ctx is MonthContext {
  const c = ctx?.setup;
  return (
    c !== undefined &&
    c.businessType === setup.businessType &&
    c.currency === setup.currency &&
    c.country === setup.country &&
    c.difficulty === setup.difficulty &&
    c.startingCapitalCents === setup.startingCapitalCents &&
    c.horizonMonths === setup.horizonMonths &&
    c.firstCalendarMonth === setup.firstCalendarMonth
  );
}

let lastContext: MonthContext | null = null;
/** Contexts by setup object: the states of one simulation share theirs, so a screen that previews several simulations in turn builds each context once. */
const contexts = new WeakMap<SimulationSetup, MonthContext>();

/** The month's context for a setup, built once per simulation (checked against the setup's fields, in case it was changed in place). */
export function monthContext(setup: SimulationSetup): MonthContext {
  if (fits(lastContext, setup)) return lastContext;
  let ctx = contexts.get(setup);
  if (!fits(ctx, setup)) {
    ctx = buildContext(setup);
    contexts.set(setup, ctx);
  }
  lastContext = ctx;
  return ctx;
}
