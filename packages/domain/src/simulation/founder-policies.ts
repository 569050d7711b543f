import { QUALITY_SHARE, suggestDecisions } from './create-simulation';
import { presetFor } from './presets';
import { hash32 } from './random';
import { EVENT_CHOICES, NUMERIC_DECISIONS, type EventChoice, type MonthDecisions, type SimulationState } from './types';
import { decisionBounds } from './validate';

/**
 * Ways of running a company month after month, each a function of the state and last month's
 * decisions. The calibration (calibration.ts) plays them over many seeds; the month screen
 * pre-fills with one of them.
 */
export type FounderPolicy = (state: SimulationState, last: MonthDecisions | null) => MonthDecisions;

function clampIntoBounds(state: SimulationState, decisions: MonthDecisions): MonthDecisions {
  const bounds = decisionBounds(state);
  for (const field of NUMERIC_DECISIONS)
    decisions[field] = Math.min(bounds[field].max, Math.max(bounds[field].min, decisions[field]));
  return decisions;
}

/**
 * Decisions made for one company, made valid for another state of it (a replay that took another
 * turn): each amount clamped into this month's bounds, and the event's answer kept when the same
 * event is pending, otherwise its "do nothing" option, or none when no event is pending.
 */
export function fitDecisions(state: SimulationState, decisions: MonthDecisions): MonthDecisions {
  const fitted = clampIntoBounds(state, { ...decisions });
  const pending = state.pendingEvent;
  if (!pending) fitted.eventChoice = null;
  else {
    const options: readonly EventChoice[] = EVENT_CHOICES[pending.type];
    if (fitted.eventChoice === null || !options.includes(fitted.eventChoice)) fitted.eventChoice = options[0]!;
  }
  return fitted;
}

/**
 * The decisions the month screen starts from. The levers a company keeps month after month
 * (price, marketing, quality spending) repeat last month's; stock to buy follows the suggestion,
 * which counts the stock already on hand; one-off moves (hires, dismissals, equipment, credit)
 * start at zero, so nothing is repeated by accident. Before the first month, the suggestion, at the
 * price and marketing the user brought to the setup when there are.
 * Every amount is clamped into this month's bounds; an event's answer is left for the user.
 * Pressing "Avançar mês" month after month plays this policy ("press advance" in the calibration).
 */
export function prefilledDecisions(state: SimulationState, last: MonthDecisions | null): MonthDecisions {
  const suggested = suggestDecisions(state);
  const start: MonthDecisions = last
    ? {
        ...suggested,
        priceCents: last.priceCents,
        marketingCents: last.marketingCents,
        qualityInvestmentCents: last.qualityInvestmentCents,
        headcountDelta: 0,
        capacityInvestmentCents: 0,
        loanCents: 0,
      }
    : {
        ...suggested,
        priceCents: state.setup.firstPriceCents ?? suggested.priceCents,
        marketingCents: state.setup.firstMarketingCents ?? suggested.marketingCents,
      };
  return { ...clampIntoBounds(state, start), eventChoice: null };
}

/** The "press advance" policy: the pre-filled decisions, with the "do nothing" answer to events. */
export const pressAdvance: FounderPolicy = (state, last) => {
  const decisions = prefilledDecisions(state, last);
  decisions.eventChoice = suggestDecisions(state).eventChoice;
  return decisions;
};

/** The careful founder: the engine's suggestion every month (see suggestDecisions). */
export const carefulFounder: FounderPolicy = (state) => suggestDecisions(state);

/** A typical founder's habits, drawn once per founder from the seed (never from the market). */
const PRICE_BIAS_MIN = 0.85;
const PRICE_BIAS_SPAN = 0.35;
const MARKETING_BIAS_MIN = 0.6;
const MARKETING_BIAS_SPAN = 0.9;
/** Salt of the founder's habits, so they are not the market's draws (market.ts) under another name. */
const HABITS_SALT = 0x5bd1e995;

/**
 * The typical founder: the suggestion as a busy first-time founder follows it. A price of their
 * own, 15% below to 20% above the reference, kept for good; a marketing budget of their own, 0.6
 * to 1.5 times the suggestion's, and quality spending as planned, whatever the cash says; a full
 * team noticed only every other month, so hires come a month late; no dismissals; no loan, so a
 * bad month is carried on the credit line (the company overdraft). The habits stand for common
 * first-time mistakes (pricing by feel, reacting late to capacity and cash); the calibration sets
 * how strong they are (docs/decisions/020-simulation-calibration.md).
 */
export const typicalFounder: FounderPolicy = (state) => {
  const decisions = suggestDecisions(state);
  const habits = hash32(state.setup.seed ^ HABITS_SALT);
  const priceBias = PRICE_BIAS_MIN + (PRICE_BIAS_SPAN * (habits & 0xffff)) / 0xffff;
  const marketingBias = MARKETING_BIAS_MIN + (MARKETING_BIAS_SPAN * (habits >>> 16)) / 0xffff;
  const preset = presetFor(state.setup.businessType, state.setup.currency);
  decisions.priceCents = Math.round(decisions.priceCents * priceBias);
  // The budget as planned, whatever the cash says.
  decisions.marketingCents = Math.round(preset.marketingScaleCents * marketingBias);
  decisions.qualityInvestmentCents = Math.round(preset.qualityScaleCents * QUALITY_SHARE);
  if (decisions.headcountDelta > 0 && state.month % 2 === 0) decisions.headcountDelta = 0;
  if (decisions.headcountDelta < 0) decisions.headcountDelta = 0;
  decisions.loanCents = 0;
  return clampIntoBounds(state, decisions);
};
