// Measure 2: the risk forecast of 10,000 paths, per business type, from month 0 and from month 12.

import { setupOf } from './companies.mjs';
import { FORECAST_MID_MONTH, FORECAST_PATHS, FORECAST_SEED, HORIZON, MARKETS, median, round } from './settings.mjs';

/**
 * One forecast of FORECAST_PATHS paths, timed, with the forecast's default policy (the given
 * decisions, then the careful founder's: the suggestion on each path's state; the month screen's
 * 'keep' computes the same suggestion for its stock). `live` is the share of path-months actually
 * stepped: a path that went bankrupt repeats its last month at no cost.
 */
function timeForecast(browser, state, decisions) {
  const started = performance.now();
  const forecast = browser.forecastRisk(state, decisions, { paths: FORECAST_PATHS });
  const ms = performance.now() - started;
  const months = HORIZON - state.month;
  if (forecast.paths !== FORECAST_PATHS || forecast.months !== months) {
    throw new Error(
      `the forecast ran ${forecast.paths} paths × ${forecast.months} months instead of ${FORECAST_PATHS} × ${months}`,
    );
  }
  const bankrupt = forecast.bankruptcyProbability;
  let live = 0;
  for (let m = 0; m < months; m++) live += 1 - (m === 0 ? 0 : bankrupt[m - 1]);
  return { ms, live: live / months, bankruptByEnd: bankrupt[months - 1] };
}

/** A forecast from `state`: one warm-up run, then `runs` runs; the median and each run. */
function measureForecast(browser, state, runs) {
  const decisions = browser.suggestDecisions(state);
  timeForecast(browser, state, decisions);
  const times = [];
  let last = null;
  for (let run = 0; run < runs; run++) {
    last = timeForecast(browser, state, decisions);
    times.push(last.ms);
  }
  const ms = median(times);
  const pathMonths = FORECAST_PATHS * (HORIZON - state.month);
  return {
    medianMs: round(ms, 1),
    runsMs: times.map((time) => round(time, 1)),
    pathMonthsPerSecond: Math.round(pathMonths / (ms / 1000)),
    liveShare: round(last.live, 3),
    livePathMonthsPerSecond: Math.round((pathMonths * last.live) / (ms / 1000)),
    bankruptByEnd: round(last.bankruptByEnd, 3),
  };
}

/**
 * Measure 2: per business type (Brazil, normal), the forecast from a fresh simulation (36 months
 * ahead) and from month 12 after the suggested decisions (24 months ahead). The value checked is
 * the slowest type: how long a bankrupt path takes depends on when it went under, so the types
 * whose paths fail early are cheap to forecast.
 */
export function measureForecasts(server, browser, runs) {
  const types = [];
  for (const businessType of server.BUSINESS_TYPES) {
    const fresh = browser.createSimulation(setupOf(server, businessType, MARKETS[0], 'normal', FORECAST_SEED, 0));
    let mid = fresh;
    while (mid.month < FORECAST_MID_MONTH && mid.status === 'running')
      mid = browser.stepMonth(mid, browser.suggestDecisions(mid)).state;
    if (mid.status !== 'running')
      throw new Error(
        `the ${businessType} company did not reach month ${FORECAST_MID_MONTH} with the suggested decisions`,
      );
    console.error(`[engine] forecast: ${businessType}…`);
    types.push({
      businessType,
      fresh,
      mid,
      from0: measureForecast(browser, fresh, runs),
      from12: measureForecast(browser, mid, runs),
    });
  }
  const slowest = (key) => types.reduce((worst, type) => (type[key].medianMs > worst[key].medianMs ? type : worst));
  return { types, slowest36: slowest('from0'), slowest24: slowest('from12') };
}
