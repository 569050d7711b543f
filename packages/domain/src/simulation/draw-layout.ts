import { EVENT_TYPES } from './types';

/*
 * Where each company's random streams and each month's draws sit in the typed arrays: read by the
 * company store, the month's context and the parts of the month, written by drawMonth.
 */

/** Event types, drawn in the order of EVENT_TYPES. */
export const EVENT_COUNT = EVENT_TYPES.length;
/** Random streams of a company: one per event type, then acquisition, churn and demand. */
export const ACQUISITION_SLOT = EVENT_COUNT;
export const CHURN_SLOT = EVENT_COUNT + 1;
export const DEMAND_SLOT = EVENT_COUNT + 2;
export const STREAM_SLOTS = EVENT_COUNT + 3;
/**
 * The month's random numbers, as drawMonth leaves them in MonthTrace.draws: each stream's seed for
 * the month, then the first draw of each event type's stream (does it fire?), five draws of the
 * acquisition stream (four for the noise, one to round the new customers), one of the churn
 * stream, five of the demand stream. An event that fires draws its magnitude (its stream's second
 * draw) from its seed.
 */
export const SEEDS_AT = 0;
export const FIRES_AT = STREAM_SLOTS;
export const ACQUISITION_AT = FIRES_AT + EVENT_COUNT;
export const CHURN_AT = ACQUISITION_AT + 5;
export const DEMAND_AT = CHURN_AT + 1;
export const DRAW_COUNT = DEMAND_AT + 5;
