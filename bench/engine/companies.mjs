// The companies the benchmark simulates, and the decisions a user might take for them.

import { DIFFICULTIES, HORIZON, MARKETS, PREVIEW_MONTH, SEEDS } from './settings.mjs';

/** A deterministic number in [0, 1) from a few integers (lowbias32-style mixing). */
function unit(...parts) {
  let h = 0x9e3779b9;
  for (const part of parts) {
    h = Math.imul(h ^ (part >>> 0), 0x7feb352d);
    h ^= h >>> 15;
    h = Math.imul(h, 0x846ca68b);
    h ^= h >>> 16;
  }
  return (h >>> 0) / 2 ** 32;
}

/** The setup of one company of the benchmark; `engine` is a bundle of the engine (see bundles.mjs). */
export function setupOf(engine, businessType, market, difficulty, seed, index) {
  return {
    businessType,
    name: `Bench ${businessType} ${index}`,
    country: market.country,
    currency: market.currency,
    startingCapitalCents: engine.presetFor(businessType, market.currency).suggestedCapitalCents,
    horizonMonths: HORIZON,
    difficulty,
    seed,
    firstCalendarMonth: 1 + (index % 12),
  };
}

/**
 * The suggested decisions, varied deterministically by (company, month, variant) the way a user
 * moves the sliders around them: price 90–115% of the reference, marketing 60–160% of its scale,
 * quality 30–90% of its scale, stock 90–125% of the suggestion, a hire or a dismissal now and
 * then, equipment one month in eight, a loan early and repayments later, and either answer to an
 * event. Every number is clamped into the month's valid range. Sensible enough that most companies
 * live the whole horizon, so most of the months measured are of running companies.
 */
export function variedDecisions(engine, state, company, variant = 0) {
  const { setup } = state;
  const preset = engine.presetFor(setup.businessType, setup.currency);
  const month = state.month + 1;
  const draw = (salt) => unit(company, month, variant, salt);
  const suggested = engine.suggestDecisions(state);
  const decisions = {
    ...suggested,
    priceCents: Math.round(preset.referencePriceCents * (0.9 + 0.25 * draw(1))),
    marketingCents: Math.round(preset.marketingScaleCents * (0.6 + draw(2))),
    qualityInvestmentCents: Math.round(preset.qualityScaleCents * (0.3 + 0.6 * draw(3))),
    purchaseUnits: Math.round(suggested.purchaseUnits * (0.9 + 0.35 * draw(4))),
    headcountDelta:
      suggested.headcountDelta + (draw(5) < 0.08 ? 1 : 0) - (draw(6) < 0.03 && state.headcount > 2 ? 1 : 0),
    capacityInvestmentCents: draw(7) < 0.125 ? Math.round(preset.equipmentScaleCents * draw(8)) : 0,
    loanCents:
      month <= 2 && draw(9) < 0.3
        ? Math.round(setup.startingCapitalCents * 0.1)
        : state.loanCents > 0 && draw(10) < 0.2
          ? -Math.round(state.loanCents / 2)
          : 0,
  };
  const bounds = engine.decisionBounds(state);
  for (const field of engine.NUMERIC_DECISIONS)
    decisions[field] = Math.min(bounds[field].max, Math.max(bounds[field].min, decisions[field]));
  if (state.pendingEvent) {
    const choices = engine.EVENT_CHOICES[state.pendingEvent.type];
    decisions.eventChoice = choices[draw(11) < 0.5 ? 0 : choices.length - 1];
  }
  return decisions;
}

/**
 * Plays every company once, month by month, with the varied decisions, and keeps what the timed
 * loop replays: the setup, each month's decisions, the final state (to check the replay), and the
 * state the preview starts from.
 */
export function prepareCompanies(engine) {
  const companies = [];
  let index = 0;
  for (const businessType of engine.BUSINESS_TYPES) {
    for (const market of MARKETS) {
      for (const difficulty of DIFFICULTIES) {
        for (const seed of SEEDS) {
          const setup = setupOf(engine, businessType, market, difficulty, seed, index);
          const company = { setup, decisions: [], final: null, atPreview: null };
          let state = engine.createSimulation(setup);
          while (state.status === 'running') {
            if (state.month === PREVIEW_MONTH) company.atPreview = state;
            const decisions = variedDecisions(engine, state, index);
            company.decisions.push(decisions);
            state = engine.stepMonth(state, decisions).state;
          }
          company.final = state;
          companies.push(company);
          index += 1;
        }
      }
    }
  }
  return companies;
}
