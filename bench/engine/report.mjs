// The engine benchmark's results: one row per measure against its target, the JSON report and the
// table printed on stdout.

import os from 'node:os';
import {
  COLD_PROCESSES,
  DIFFICULTIES,
  FORECAST_MID_MONTH,
  FORECAST_PATHS,
  FORECAST_SEED,
  HORIZON,
  MARKETS,
  PREVIEW_MONTH,
  PREVIEW_RUNS,
  SEEDS,
  TARGETS,
} from './settings.mjs';

function measureRow(name, value, unit, comparison, target, details) {
  const met = comparison === '>=' ? value >= target : comparison === '<=' ? value <= target : value < target;
  return { name, value, unit, target, comparison, met, ...details };
}

/**
 * The report bench/results/engine.json holds, from what main measured: `run` has the companies,
 * the throughput and decision cost, the forecasts (and per business type) and the preview with
 * their cold runs, the business types, the warm runs per forecast and the load average at the start.
 */
export function buildReport(run) {
  const { throughput, forecasts, forecastTypes, forecastCold, preview, previewCold } = run;
  const slowest36 = forecasts.slowest36;
  const measures = [
    measureRow('fullMonthsPerSecond', throughput.monthsPerSecond, 'company-months/s', '>=', TARGETS.monthsPerSecond, {
      details: {
        ...throughput,
        companies: run.companies.length,
        monthsPerPass: run.monthsPrepared,
        reachedHorizon: run.reachedHorizon,
        decisionsPrecomputed: true,
        decisionMicrosPerMonth: run.decisionMicros,
      },
    }),
    measureRow('forecast36Ms', slowest36.from0.medianMs, 'ms', '<=', TARGETS.forecastMs, {
      details: {
        businessType: slowest36.businessType,
        fromMonth: 0,
        months: HORIZON,
        paths: FORECAST_PATHS,
        ...slowest36.from0,
        perType: forecastTypes.map((type) => ({ businessType: type.businessType, ...type.from0 })),
      },
    }),
    measureRow(
      'forecast36PathMonthsPerSecond',
      slowest36.from0.pathMonthsPerSecond,
      'path-months/s',
      '>=',
      TARGETS.pathMonthsPerSecond,
      {
        details: {
          businessType: slowest36.businessType,
          liveShare: slowest36.from0.liveShare,
          livePathMonthsPerSecond: slowest36.from0.livePathMonthsPerSecond,
        },
      },
    ),
    measureRow('forecast36ColdMs', forecastCold.medianMs, 'ms', '<=', TARGETS.forecastMs, {
      details: {
        businessType: slowest36.businessType,
        fromMonth: 0,
        months: HORIZON,
        paths: FORECAST_PATHS,
        ...forecastCold,
      },
    }),
    measureRow('forecast24Ms', forecasts.slowest24.from12.medianMs, 'ms', '<=', TARGETS.forecastMs, {
      details: {
        businessType: forecasts.slowest24.businessType,
        fromMonth: FORECAST_MID_MONTH,
        months: HORIZON - FORECAST_MID_MONTH,
        paths: FORECAST_PATHS,
        ...forecasts.slowest24.from12,
        perType: forecastTypes.map((type) => ({ businessType: type.businessType, ...type.from12 })),
      },
    }),
    measureRow('previewP50Ms', preview.p50Ms, 'ms', '<', TARGETS.previewMs, { details: preview }),
    measureRow('previewP99Ms', preview.p99Ms, 'ms', '<', TARGETS.previewMs, { details: preview }),
    measureRow('previewColdMs', previewCold.medianMs, 'ms', '<', TARGETS.previewMs, {
      details: { ...previewCold, fromMonth: PREVIEW_MONTH },
    }),
  ];

  const cpus = os.cpus();
  const report = {
    schemaVersion: 1,
    date: new Date().toISOString(),
    machine: {
      platform: `${os.platform()} ${os.arch()}`,
      cpu: cpus[0]?.model ?? 'unknown',
      cpus: cpus.length,
      loadAverageAtStart: run.loadAtStart,
    },
    node: process.version,
    thread: 'one JavaScript thread (the main one); V8 keeps its background compiler and GC helpers',
    setup: {
      businessTypes: run.businessTypes,
      markets: MARKETS,
      difficulties: DIFFICULTIES,
      seeds: SEEDS,
      horizonMonths: HORIZON,
      forecast: {
        businessTypes: run.businessTypes,
        market: MARKETS[0],
        difficulty: 'normal',
        seed: FORECAST_SEED,
        paths: FORECAST_PATHS,
        policy:
          'forecastRisk default (adaptive): suggestDecisions(state) next month, then suggestDecisions on each path',
        month12: 'after 12 months of suggestDecisions',
      },
    },
    measures,
  };
  return report;
}

/** The table printed on stdout: each measure against its target, then the forecast per business type. */
export function formatReport(report, run, resultsPath) {
  const { companies, reachedHorizon, decisionMicros, forecasts, forecastTypes, warmRuns } = run;
  const { measures, machine } = report;
  const loadAtStart = machine.loadAverageAtStart;
  const slowest36 = forecasts.slowest36;
  const format = (value) => (Number.isInteger(value) ? value.toLocaleString('en-US') : String(value));
  const lines = [
    `\nAlavanca simulation engine, ${report.date}, one thread, ${report.machine.cpu} (${report.machine.cpus} CPUs, load ${loadAtStart[0]}), Node ${process.version}`,
    `${'measure'.padEnd(52)}  ${'value'.padStart(11)}  ${'unit'.padEnd(16)}  target`,
  ];
  const labels = {
    fullMonthsPerSecond: `full months, ${companies.length} companies`,
    forecast36Ms: `forecast ${FORECAST_PATHS / 1000}k × 36 mo (${slowest36.businessType}), median of ${warmRuns}`,
    forecast36PathMonthsPerSecond: `forecast 36 mo (${slowest36.businessType}), path-months`,
    forecast36ColdMs: `forecast 36 mo (${slowest36.businessType}), cold, median of ${COLD_PROCESSES}`,
    forecast24Ms: `forecast ${FORECAST_PATHS / 1000}k × 24 mo from month ${FORECAST_MID_MONTH} (${forecasts.slowest24.businessType})`,
    previewP50Ms: `preview, month ${PREVIEW_MONTH} → ${PREVIEW_MONTH + 1}, p50 of ${PREVIEW_RUNS.toLocaleString('en-US')}`,
    previewP99Ms: `preview, month ${PREVIEW_MONTH} → ${PREVIEW_MONTH + 1}, p99`,
    previewColdMs: `preview, cold, median of ${COLD_PROCESSES}`,
  };
  for (const measure of measures) {
    lines.push(
      [
        labels[measure.name].padEnd(52),
        format(measure.value).padStart(11),
        measure.unit.padEnd(16),
        `${measure.comparison.replace('>=', '≥').replace('<=', '≤')} ${format(measure.target)}`,
      ].join('  '),
    );
  }
  lines.push(
    `\nForecast of ${FORECAST_PATHS.toLocaleString('en-US')} paths per business type (BR, normal), median ms; live = share of path-months stepped (the rest are bankrupt paths)`,
  );
  lines.push('type        36 mo   live  bankrupt   24 mo   live  bankrupt');
  for (const { businessType, from0, from12 } of forecastTypes) {
    lines.push(
      [
        businessType.padEnd(9),
        String(from0.medianMs).padStart(7),
        String(from0.liveShare).padStart(6),
        String(from0.bankruptByEnd).padStart(9),
        String(from12.medianMs).padStart(7),
        String(from12.liveShare).padStart(6),
        String(from12.bankruptByEnd).padStart(9),
      ].join(' '),
    );
  }
  lines.push('');
  for (const measure of measures)
    lines.push(`${measure.met ? 'MET ' : 'MISS'} ${labels[measure.name]}: ${format(measure.value)} ${measure.unit}`);
  lines.push(
    `\nDecisions precomputed per month (suggestDecisions varied and clamped: ${decisionMicros} µs a month, outside the timed loop); ` +
      `${reachedHorizon} of ${companies.length} companies reach month ${HORIZON}, the rest go bankrupt earlier.`,
  );
  lines.push(`Written to ${resultsPath}`);
  return `${lines.join('\n')}\n`;
}
