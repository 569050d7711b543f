import type { ChoiceEventType, EventType } from './types';

/**
 * Random events. Each type draws from its own stream every month (see random.ts), so its odds
 * never depend on the other types. Probabilities are per month on 'normal' and are multiplied
 * by the difficulty's eventRate; magnitudes are drawn uniformly between min and max. Odds are
 * set so that a 24-month run sees three or four events: enough to test a plan, not a lottery.
 */
export interface EventSpec {
  probability: number;
  minMagnitude: number;
  maxMagnitude: number;
  /** How long the effect lasts, for the events with a duration. */
  months: number;
}

export const EVENT_SPECS: Record<EventType, EventSpec> = {
  // A supplier raises prices: unit cost +15–30% for three months (freight, exchange rate).
  supplierShock: { probability: 0.035, minMagnitude: 0.15, maxMagnitude: 0.3, months: 3 },
  // A post or a review takes off: that share of the unaware become aware at once.
  viralPost: { probability: 0.025, minMagnitude: 0.1, maxMagnitude: 0.25, months: 0 },
  // The local economy cools: demand and the reachable market −8–20% for six months.
  downturn: { probability: 0.02, minMagnitude: 0.08, maxMagnitude: 0.2, months: 6 },
  // A key employee quits (needs two or more people): one fewer, and the team must cover.
  keyEmployeeLeaves: { probability: 0.025, minMagnitude: 1, maxMagnitude: 1, months: 0 },
  // Equipment breaks: capacity −15–35% for three months unless repaired.
  equipmentFailure: { probability: 0.025, minMagnitude: 0.15, maxMagnitude: 0.35, months: 3 },
  // A competitor opens nearby: competitor pressure +0.1–0.3, fading 5% a month.
  newCompetitor: { probability: 0.025, minMagnitude: 0.1, maxMagnitude: 0.3, months: 0 },
};

/** Satisfaction points lost when the team absorbs a leaver's work instead of replacing them. */
export const REDISTRIBUTE_SATISFACTION_HIT = 3;
/** A replacement found through a headhunter costs this many monthly salaries (a normal hire: RECRUITING_SALARY_SHARE). */
export const REPLACEMENT_RECRUITING_SALARIES = 1;
/** Repairs cost this share of the equipment scale (a machine's worth), at least half a month of fixed costs. */
export const REPAIR_EQUIPMENT_SHARE = 0.1;
export const REPAIR_MIN_FIXED_COST_SHARE = 0.5;
/** A new supplier ends the shock but is an unknown: quality −0.05. */
export const SWITCH_SUPPLIER_QUALITY_HIT = 0.05;
/** A loyalty programme costs half a month of the marketing scale, wins back 0.1 of pressure and 3 satisfaction points. */
export const LOYALTY_COST_MARKETING_SHARE = 0.5;
export const LOYALTY_PRESSURE_RELIEF = 0.1;
export const LOYALTY_SATISFACTION_GAIN = 3;
/** Share of the extra competitor pressure (above the difficulty's baseline) that fades each month. */
export const COMPETITOR_FADE = 0.05;

export function isChoiceEvent(type: EventType): type is ChoiceEventType {
  return (
    type === 'supplierShock' || type === 'keyEmployeeLeaves' || type === 'equipmentFailure' || type === 'newCompetitor'
  );
}
