/**
 * Alavanca's business simulation engine: one company, month by month, deterministic to the cent.
 * This file is the public entry point (the team asked for one API surface for the server, the
 * month screen's preview and the public demo) and the description of the model.
 *
 * THE MONTH (stepMonth, step-month.ts), in order:
 * 1. Last month's event is answered (switch supplier, hire a replacement, repair, loyalty
 *    programme...), then this month's events are drawn, each type from its own random stream.
 * 2. Hires and dismissals: recruiting costs half a month's salary, a new hire produces half in the
 *    first month, a dismissal costs the country's severance and 2 satisfaction points.
 * 3. Stock and equipment are bought at the start of the month, stock at the unit cost (raised by
 *    a supplier shock), equipment as a fixed asset (2% declining-balance depreciation a month).
 * 4. Awareness (brand, 0–1) decays by the preset's rate and gains brandGainMax × (1 − e^(−spend/k))
 *    of the unaware: marketing with diminishing returns. Quality (0–1) erodes 3% a month and gains
 *    up to 15% of its gap to 1 the same saturating way from quality investment.
 * 5. Customers follow discrete Bass diffusion on the reachable market M (cut by downturns):
 *    new = (p + q·C/M)·(M − C) × appeal × noise, with p = organic p + marketing p × brand
 *    (innovation, bought by marketing) and q = preset q × (satisfaction − 30)/50 (imitation: word
 *    of mouth from satisfied customers). Appeal = (0.7 + 0.6 × quality) × price factor /
 *    (1 + competitor pressure). Churn (lapse, for non-subscriptions) = base churn × (1.5 − quality)
 *    × satisfaction factor (×1 at 60, ×2 at 20, ×0.5 at 80+) × (saas) √(price ratio). Counts are
 *    rounded stochastically, so small companies still gain and lose single customers.
 * 6. Price: constant elasticity Q ∝ (P/P_ref)^(−ε). For goods and services half of ε acts on
 *    acquisition and half on how much each customer buys; for saas all of it acts on acquisition
 *    (and the price also raises churn). Each factor is capped at 3× (a give-away price does not
 *    create unlimited demand).
 * 7. Demand (units) = customers × purchases per customer × seasonality × price response ×
 *    (1 − downturn) × noise. Sales = min(demand, staff capacity, stock); what is left is lost sales
 *    (a satisfaction penalty). Staff capacity = (headcount − ½ new hires) × output per employee ×
 *    (1 + 0.5 × (1 − e^(−equipment/scale))) × (1 − broken-equipment loss). SaaS: revenue = MRR =
 *    customers × price; staff cap the customers supported, and overload costs satisfaction.
 * 8. Cost of sales at weighted average stock cost (or unit cost × units for services and saas);
 *    perishable stock loses half of what is unsold; stock costs 1–2% of its value a month to hold.
 * 9. Taxes. Brazil: Simples Nacional on revenue, effective rate (RBT12 × nominal − deduction) /
 *    RBT12 from the activity's annex (taxes.ts), accrued this month and paid the next. Other
 *    countries: a flat profit tax with losses carried forward (presets.ts, COUNTRY_RULES).
 * 10. Payroll = salaries × (1 + the country's employer charges). Interest on the opening loan and
 *    on the opening overdraft. Cash below zero is the credit line (limit: a share of the starting
 *    capital by difficulty); below the limit, the company is bankrupt.
 * 11. Satisfaction (0–100) moves 35% of the way to 35 + 45 × quality + price fairness − 40 × the
 *    lost-sales share − overload − dismissals, and drives next month's word of mouth and churn.
 *
 * OUTPUT per month (MonthResult, types.ts): the income statement (DRE), the cash flow (direct
 * method), the balance sheet, KPIs, the events, and the explanation: revenue drivers (new and lost
 * customers, seasonality, price response, market, noise, capacity, price) computed by replacing
 * last month's factors with this month's one at a time, and cash drivers (sales, stock, operating
 * costs, taxes, investment, financing). Both sum exactly to the change in cents.
 *
 * EXACTNESS. Money is integer cents everywhere. An amount derived from a rate is rounded once,
 * half away from zero (money.ts), where it is created; statements only add integers, so the
 * balance sheet balances and the cash flow reconciles to the cent (invariants.test.ts). The
 * transcendental functions are our own (det-math.ts), so every JavaScript engine gives the same
 * bits, and randomness is a pure function of (seed, stream, month) (random.ts).
 *
 * END (score.ts): at the horizon, on bankruptcy, or when the user finishes early, a 0–100 score
 * from profitability 30%, growth 20%, survival and cash discipline 25%, satisfaction 15% and
 * decision quality 10%, with the best and worst months' decisions and the lessons.
 *
 * RISK FORECAST (forecast.ts): Monte-Carlo futures from the current state, each path the
 * engine's own month with its own seed (so a path given the simulation's seed replays it
 * exactly): P(bankrupt) and P(cash < 0) by month, P10/P50/P90 of cash and revenue.
 *
 * Calibration, presets and their sources: presets.ts (pinned by calibration.test.ts). Event odds
 * and effects: events.ts. Seeded runs pinned to the cent: golden.test.ts.
 */
export { createSimulation, suggestDecisions } from './create-simulation';
export {
  BUSINESS_PRESETS,
  COUNTRY_RULES,
  CURRENCY_SCALE,
  DIFFICULTY_RULES,
  presetFor,
  type BusinessPreset,
  type CountryRules,
  type DifficultyRules,
} from './presets';
export { EVENT_SPECS } from './events';
export {
  DEFAULT_FORECAST_PATHS,
  MAX_FORECAST_PATHS,
  forecastRisk,
  holdDecisions,
  type Bands,
  type ForecastOptions,
  type RiskForecast,
} from './forecast';
export { SimulationError, advanceMonthUnchecked, stepMonth } from './step-month';
export {
  DECISION_FLAGS,
  SCORE_WEIGHTS,
  finishSimulation,
  reviewMonth,
  scoreSimulation,
  type DecisionFlag,
  type DecisionReview,
  type ScoreComponent,
  type SimulationScore,
} from './score';
export {
  NUMERIC_DECISIONS,
  creditLineCents,
  decisionBounds,
  loanLimitCents,
  validateDecisions,
  validateSetup,
  type IssueCode,
  type NumericDecision,
  type ValidationIssue,
} from './validate';
export * from './types';
