import type { Currency } from '../constants';
import type { Kpis } from '../simulation/types';
import type { IdeaInput } from '../validation/idea';
import type { MarketSizing } from '../validation/market-sizing';
import type { ScoreKey } from '../validation/score-keys';
import type { Estimate } from '../validation/sizing-terms';
import type { EvidenceFigure, MarketScope } from './claims';
import type { DrillFacts } from './questions';

/*
 * The founder's own evidence a pitch is held to (decision 032), from the newest version of the
 * validation it names and the simulation it names: plain figures in whole units with the screen
 * each comes from. A market scope's figure is the larger of the validation's two estimates at its
 * high end, so a claim beyond it is beyond any reading of the validation; the simulation's figures
 * are its latest three months, as the canvas's plan reads them (decision 031).
 */

/** The months a simulation's figures are averaged over: one month is noise, a quarter is a trend. */
const EVIDENCE_MONTHS = 3;

export interface ValidationEvidenceSource {
  id: string;
  title: string;
  idea: Pick<IdeaInput, 'currency' | 'priceCents'>;
  market: Pick<MarketSizing, 'topDown' | 'bottomUp'>;
  /** The validation's weakest score, for the drill. */
  weakestScore: ScoreKey | null;
}

export interface SimulationEvidenceSource {
  id: string;
  name: string;
  currency: Currency;
  /** The months played, oldest first. */
  months: readonly {
    kpis: Pick<Kpis, 'revenueCents' | 'grossMarginRate' | 'customers' | 'cacCents' | 'ltvCents' | 'runwayMonths'>;
    priceCents: number;
  }[];
}

const units = (cents: number) => cents / 100;
const average = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

function largest(estimates: readonly Estimate[]): number | null {
  const values = estimates.flatMap((estimate) =>
    estimate.cents === null ? [] : [estimate.highCents ?? estimate.cents],
  );
  return values.length === 0 ? null : Math.max(...values);
}

function validationFigures(validation: ValidationEvidenceSource): EvidenceFigure[] {
  const source = { kind: 'validation', id: validation.id, name: validation.title } as const;
  const { currency } = validation.idea;
  const scopes: MarketScope[] = ['tam', 'sam', 'som'];
  const market = scopes.flatMap((scope): EvidenceFigure[] => {
    const cents = largest([validation.market.topDown[scope], validation.market.bottomUp[scope]]);
    return cents === null ? [] : [{ metric: 'marketSize', scope, value: units(cents), currency, source }];
  });
  return [...market, { metric: 'price', scope: null, value: units(validation.idea.priceCents), currency, source }];
}

function simulationFigures(simulation: SimulationEvidenceSource): EvidenceFigure[] {
  const recent = simulation.months.slice(-EVIDENCE_MONTHS);
  const latest = recent.at(-1);
  if (!latest) return [];
  const source = { kind: 'simulation', id: simulation.id, name: simulation.name } as const;
  const { currency } = simulation;
  const figure = (metric: EvidenceFigure['metric'], value: number, money: boolean): EvidenceFigure => ({
    metric,
    scope: null,
    value,
    currency: money ? currency : null,
    source,
  });
  const figures = [
    figure('revenue', round(units(average(recent.map((month) => month.kpis.revenueCents))), 2), true),
    figure('margin', round(average(recent.map((month) => month.kpis.grossMarginRate)) * 100, 1), false),
    figure('customers', latest.kpis.customers, false),
    figure('price', units(latest.priceCents), true),
  ];
  const cacs = recent.flatMap((month) => (month.kpis.cacCents === null ? [] : [month.kpis.cacCents]));
  if (cacs.length > 0) figures.push(figure('cac', round(units(average(cacs)), 2), true));
  if (latest.kpis.runwayMonths !== null) figures.push(figure('runway', round(latest.kpis.runwayMonths, 1), false));
  // Growth a month: the customers' average monthly change over the months read, once there are two.
  const first = recent[0]!;
  if (recent.length > 1 && first.kpis.customers > 0) {
    const monthly = (latest.kpis.customers / first.kpis.customers) ** (1 / (recent.length - 1)) - 1;
    figures.push(figure('growth', round(monthly * 100, 1), false));
  }
  return figures;
}

/**
 * The evidence of a validation and a simulation, either or both. A price both hold is the
 * validation's (the price the founder validated); the simulation's is held only without one.
 */
export function pitchEvidence(
  validation: ValidationEvidenceSource | null,
  simulation: SimulationEvidenceSource | null,
): EvidenceFigure[] {
  const fromValidation = validation ? validationFigures(validation) : [];
  const fromSimulation = simulation ? simulationFigures(simulation) : [];
  return [...fromValidation, ...fromSimulation.filter((figure) => figure.metric !== 'price' || !validation)];
}

/** What the drill knows of the founder's metrics: the latest month's acquisition cost against lifetime value, and runway. */
export function drillFacts(
  validation: ValidationEvidenceSource | null,
  simulation: SimulationEvidenceSource | null,
): DrillFacts {
  const latest = simulation?.months.at(-1)?.kpis;
  return {
    cacToLtv: latest?.cacCents != null && latest.ltvCents ? latest.cacCents / latest.ltvCents : null,
    runwayMonths: latest?.runwayMonths ?? null,
    weakestScore: validation?.weakestScore ?? null,
  };
}
