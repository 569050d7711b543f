import type { Canvas } from '../canvas/canvas';
import { checkCoherence, type ValidationFacts } from '../canvas/coherence';
import type { LearnedMarket } from '../simulation/forecast';
import { companyRiskFigure } from '../simulation/risk-figure';
import { presetFor } from '../simulation/presets';
import type { MonthResult, SimulationState } from '../simulation/types';
import type { IdeaInput } from '../validation/idea';
import type { IdeaValidation } from '../validation/validate-idea';
import type { MarketSizing } from '../validation/market-sizing';
import { likelyRangeOf, type LegacyMarketSizing } from '../validation/stored-market';
import { SCORE_KEYS, type ScoreKey } from '../validation/score-keys';
import type { CanvasSnapshot } from './canvas-facts';
import type { SimulationSnapshot, ValidationSnapshot } from './grounding';

/*
 * The mentor's snapshots of a user's stored rows (grounding.ts's plain data), built by the server
 * when a question arrives and by the dashboard and the reports for their commentary.
 */

/**
 * A stored simulation as the mentor sees it: its last two months and, while it runs, the risk
 * figure (simulation/risk-figure.ts) from the decisions the month screen would start from.
 */
export function simulationSnapshot(
  id: string,
  state: SimulationState,
  recent: readonly MonthResult[],
  options: {
    /** A class company's forecast market (classForecastMarket); the seed's for a simulation. */
    market?: LearnedMarket;
    /** The risk figure, when the caller keeps it already (it costs a thousand futures to draw). */
    cashRisk?: number | null;
  } = {},
): SimulationSnapshot {
  const { market } = options;
  const last = recent.at(-1) ?? null;
  const before = recent.at(-2) ?? null;
  const { setup } = state;
  return {
    id,
    name: setup.name,
    businessType: setup.businessType,
    currency: setup.currency,
    status: state.status,
    month: state.month,
    horizonMonths: setup.horizonMonths,
    referencePriceCents: presetFor(setup.businessType, setup.currency).referencePriceCents,
    latest: last && {
      kpis: last.kpis,
      priceCents: last.decisions.priceCents,
      explanation: last.explanation,
      events: last.events.map((event) => event.type),
      decisions: last.decisions,
      income: last.income,
      cashChangeCents: last.cashFlow.netChangeCents,
    },
    previous: before && { kpis: before.kpis, priceCents: before.decisions.priceCents },
    cashRisk:
      options.cashRisk !== undefined ? options.cashRisk : companyRiskFigure(state, last?.decisions ?? null, market),
    state,
    ...(market ? { market } : {}),
  };
}

/**
 * A stored validation as the mentor sees it: its latest version's scores, the top-down SOM (the
 * bottom-up one when the dataset had no figure), and the experiments not yet marked done.
 */
export function validationSnapshot(
  id: string,
  idea: Pick<IdeaInput, 'title' | 'currency'>,
  result: Pick<IdeaValidation, 'overall' | 'verdict' | 'scores' | 'experiments'> & {
    market: MarketSizing | LegacyMarketSizing;
  },
  done: ReadonlySet<string>,
): ValidationSnapshot {
  const likely = likelyRangeOf(result.market);
  return {
    id,
    title: idea.title,
    currency: idea.currency,
    overall: result.overall,
    verdict: result.verdict,
    scores: Object.fromEntries(SCORE_KEYS.map((key) => [key, result.scores[key].value])) as Record<ScoreKey, number>,
    likely: likely && { lowCents: likely.lowCents, highCents: likely.highCents, binding: likely.binding },
    pendingExperiments: result.experiments.map((experiment) => experiment.key).filter((key) => !done.has(key)),
  };
}

/** The untested assumptions a canvas's snapshot quotes: enough to say what to test first. */
export const UNTESTED_QUOTED = 5;

/**
 * A stored canvas as the mentor sees it: the coherence check against its validation's facts (the
 * canvas's own answer carries them), the weakest finding with the texts of the cards it names,
 * the first untested assumptions (segments, offers and revenue, as the check lists them) and the
 * month its plan describes.
 */
export function canvasSnapshot(id: string, canvas: Canvas, facts: ValidationFacts | null): CanvasSnapshot {
  const check = checkCoherence(canvas, facts);
  const textOf = (cardId: string) => canvas.cards.find((card) => card.id === cardId)?.text ?? [];
  const [weakest] = check.findings;
  const { economics } = check;
  return {
    id,
    title: canvas.title,
    kind: canvas.kind,
    currency: canvas.currency,
    score: check.score,
    weakest: weakest
      ? {
          rule: weakest.rule,
          blocks: [...weakest.blocks],
          cards: weakest.cardIds.flatMap(textOf),
          values: { ...weakest.values },
        }
      : null,
    untested: check.untestedCardIds.slice(0, UNTESTED_QUOTED).flatMap(textOf),
    untestedCount: check.untestedCardIds.length,
    month: {
      revenueCents: economics.monthlyRevenueCents,
      costsCents: economics.monthlyCostsCents,
      customers: economics.customers,
      breakEvenCustomers: economics.breakEvenCustomers,
    },
  };
}
