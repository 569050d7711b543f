// Measure 1: full company-months per second, each month's statements and explanation included.

import { variedDecisions } from './companies.mjs';
import { WARMUP_MS, round } from './settings.mjs';

/**
 * One pass over every company: create it and step each month with its precomputed decisions,
 * statements and explanation included. Returns the months stepped; `check` compares each replay
 * with the prepared run (outside the timed passes).
 */
function playAll(engine, companies, check = false) {
  const { createSimulation, stepMonth } = engine;
  let months = 0;
  let sink = 0;
  for (const company of companies) {
    let state = createSimulation(company.setup);
    for (const decisions of company.decisions) {
      const step = stepMonth(state, decisions);
      state = step.state;
      sink += step.result.explanation.revenueChangeCents + step.result.balance.totalAssetsCents;
    }
    months += company.decisions.length;
    if (
      check &&
      (state.cashCents !== company.final.cashCents ||
        state.status !== company.final.status ||
        state.month !== company.final.month)
    ) {
      throw new Error(
        `replaying ${company.setup.name} did not reproduce its months: same seed and decisions must give the same months`,
      );
    }
  }
  if (!Number.isFinite(sink)) throw new Error('the engine produced a non-finite amount');
  return months;
}

/** Passes over all companies for `seconds` after a warm-up; company-months per second. */
export function measureThroughput(engine, companies, seconds) {
  playAll(engine, companies, true);
  const warmUntil = performance.now() + WARMUP_MS;
  while (performance.now() < warmUntil) playAll(engine, companies);

  const passRates = [];
  let months = 0;
  const started = performance.now();
  let elapsed = 0;
  while (elapsed < seconds * 1000) {
    const passStarted = performance.now();
    const passMonths = playAll(engine, companies);
    const passEnded = performance.now();
    passRates.push(passMonths / ((passEnded - passStarted) / 1000));
    months += passMonths;
    elapsed = passEnded - started;
  }
  passRates.sort((a, b) => a - b);
  return {
    monthsPerSecond: Math.round(months / (elapsed / 1000)),
    months,
    seconds: round(elapsed / 1000),
    passes: passRates.length,
    slowestPass: Math.round(passRates[0]),
    fastestPass: Math.round(passRates[passRates.length - 1]),
  };
}

/** The cost the timed loop leaves out: suggestDecisions plus the variation, per month, in µs. */
export function measureDecisionCost(engine, companies) {
  const states = companies.map((company) => company.atPreview).filter(Boolean);
  for (let i = 0; i < 2_000; i++) variedDecisions(engine, states[i % states.length], i);
  const calls = 50_000;
  const started = performance.now();
  for (let i = 0; i < calls; i++) variedDecisions(engine, states[i % states.length], i);
  return round(((performance.now() - started) * 1000) / calls, 3);
}
