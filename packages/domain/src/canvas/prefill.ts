import { presetFor } from '../simulation/presets';
import type { ExperimentKey } from '../validation/analysis';
import type { IdeaInput, PricingModel, SalesChannel } from '../validation/idea';
import type { LikelyRange, MarketSizing } from '../validation/market-sizing';
import type { Estimate } from '../validation/sizing-terms';
import {
  AIMED_BLOCKS,
  CANVAS_LIMITS,
  type Canvas,
  type CanvasBlock,
  type CanvasCard,
  type CanvasKind,
  type Evidence,
} from './canvas';

/** What a canvas is filled from: the newest version of a validation and its experiments. */
export interface PrefillSource {
  validationId: string;
  idea: IdeaInput;
  /** Versions scored before the likely range have none. */
  market: Pick<MarketSizing, 'topDown' | 'bottomUp'> & { likely?: LikelyRange | null };
  experiments: readonly { key: ExperimentKey; done: boolean; result: string }[];
}

/** The sentences the canvas writes around the founder's words, in the founder's language and formats. */
export interface PrefillWords {
  /** The problem, as what the offer solves (the Business Model Canvas has no block for it). */
  solves(problem: string): string;
  channel(channel: SalesChannel): string;
  /** A competitor the founder named, as the alternative customers use today. */
  alternative(name: string): string;
  revenueStream(model: PricingModel): string;
  /** A market estimate of the validation, with its amount. */
  marketFigure(figure: 'tam' | 'sam' | 'som', cents: number): string;
  /** The revenue the validation finds likely in a year by the third, as a range. */
  likelyYear(lowCents: number, highCents: number): string;
  typicalFixedCosts(): string;
  typicalTeam(people: number): string;
  typicalUnitCost(): string;
}

const ELLIPSIS = '…';

/** The founder's text cut to a card, at a word where one is near the end. */
export function clipToCard(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= CANVAS_LIMITS.cardText) return flat;
  const room = CANVAS_LIMITS.cardText - ELLIPSIS.length;
  const cut = flat.slice(0, room);
  const space = cut.lastIndexOf(' ');
  return `${(space > room * 0.7 ? cut.slice(0, space) : cut).trimEnd()}${ELLIPSIS}`;
}

/** Where each experiment's result is evidence, per kind. */
const EXPERIMENT_BLOCKS: Record<CanvasKind, Record<ExperimentKey, CanvasBlock>> = {
  businessModel: {
    interviews: 'customerSegments',
    competitorTeardown: 'valuePropositions',
    smokeTest: 'channels',
    preSale: 'revenueStreams',
    conciergeMvp: 'valuePropositions',
  },
  lean: {
    interviews: 'problem',
    competitorTeardown: 'uniqueValueProposition',
    smokeTest: 'channels',
    preSale: 'revenueStreams',
    conciergeMvp: 'solution',
  },
};

type Source = { source: string; year: number; url?: string };

/** The dataset figure an estimate rests on: evidence only when one of its terms was read from a source. */
function sourceOf(estimate: Estimate): Source | null {
  const figure = estimate.terms.find((term) => term.origin === 'dataset' && term.figure)?.figure;
  return figure ? { source: figure.source, year: figure.year, ...(figure.url && { url: figure.url }) } : null;
}

/** Of the two estimates of a size, the one read from a source (the top-down first, as the report shows them). */
function sourcedEstimate(market: PrefillSource['market'], size: 'tam' | 'sam' | 'som') {
  for (const estimate of [market.topDown[size], market.bottomUp[size]]) {
    const source = sourceOf(estimate);
    if (estimate.cents !== null && source) return { cents: estimate.cents, source };
  }
  return null;
}

/**
 * A canvas of `kind` filled from a validation: the target customer as the segment, the problem and
 * solution as the offer, the channels, the competitors as today's alternatives, the price and its
 * model as the revenue stream (its customers those the validation's likely year implies), the
 * market estimates read from sources and each experiment's result as evidence, and the business
 * type's typical costs as assumptions to replace. Everything but the evidence is an assumption.
 */
export function prefillCanvas(kind: CanvasKind, from: PrefillSource, words: PrefillWords, newId: () => string): Canvas {
  const { idea, validationId } = from;
  const cards: CanvasCard[] = [];
  const add = (block: CanvasBlock, text: string, extra: Partial<CanvasCard> = {}) => {
    const card: CanvasCard = { id: newId(), block, text: clipToCard(text), evidence: null, links: [], ...extra };
    cards.push(card);
    return card;
  };

  const segment = add('customerSegments', idea.targetCustomer);
  const aimed = { links: [segment.id] };
  if (kind === 'lean') {
    add('problem', idea.problem, aimed);
    for (const name of idea.competitors) add('problem', words.alternative(name));
    add('solution', idea.solution);
    add('uniqueValueProposition', idea.differentiation.trim() || idea.solution, aimed);
  } else {
    add('valuePropositions', idea.solution, aimed);
    add('valuePropositions', words.solves(idea.problem), aimed);
    if (idea.differentiation.trim()) add('valuePropositions', idea.differentiation, aimed);
    for (const name of idea.competitors) add('valuePropositions', words.alternative(name));
  }
  for (const channel of idea.channels) add('channels', words.channel(channel), aimed);

  // The market's figures as details of the segment: its sizes read from sources, then what the
  // validation finds the company can likely take (sourced as the obtainable size it rests on).
  const figure = (kind: 'tam' | 'sam' | 'som' | 'likely', value: number, source: Source, high?: number): Evidence => ({
    kind: 'validationFigure',
    validationId,
    figure: kind,
    value,
    ...(high !== undefined && { high }),
    currency: idea.currency,
    ...source,
  });
  for (const size of ['tam', 'sam', 'som'] as const) {
    const sized = sourcedEstimate(from.market, size);
    if (sized)
      add('customerSegments', words.marketFigure(size, sized.cents), {
        ...aimed,
        evidence: figure(size, sized.cents, sized.source),
      });
  }
  const likely = from.market.likely;
  const obtainable = sourcedEstimate(from.market, 'som');
  if (likely && obtainable) {
    add('customerSegments', words.likelyYear(likely.lowCents, likely.highCents), {
      ...aimed,
      evidence: figure('likely', likely.lowCents, obtainable.source, likely.highCents),
    });
  }

  // The customers a month that the likely year's low end implies at this price: the plan starts
  // where the validation says it can, not where the founder hopes.
  const yearPerCustomer = idea.priceCents * idea.purchasesPerYear;
  add('revenueStreams', words.revenueStream(idea.pricingModel), {
    ...aimed,
    revenue: {
      priceCents: idea.priceCents,
      pricingModel: idea.pricingModel,
      purchasesPerYear: idea.purchasesPerYear,
      customers: likely ? Math.round(likely.lowCents / yearPerCustomer) : 0,
    },
  });

  // What a small company of this type typically spends (the simulation's presets), the variable
  // part as the type's share of the price: assumptions the founder replaces with their own.
  const preset = presetFor(idea.businessType, idea.currency);
  add('costStructure', words.typicalFixedCosts(), { cost: { costKind: 'fixed', amountCents: preset.fixedCostsCents } });
  if (preset.initialHeadcount > 0) {
    add('costStructure', words.typicalTeam(preset.initialHeadcount), {
      cost: { costKind: 'fixed', amountCents: preset.salaryCents * preset.initialHeadcount },
    });
  }
  add('costStructure', words.typicalUnitCost(), {
    cost: {
      costKind: 'variable',
      amountCents: Math.round((idea.priceCents * preset.unitCostCents) / preset.referencePriceCents),
    },
  });

  for (const experiment of from.experiments.filter((done) => done.done && done.result.trim())) {
    const block = EXPERIMENT_BLOCKS[kind][experiment.key];
    const evidence: Evidence = {
      kind: 'experiment',
      validationId,
      experiment: experiment.key,
      result: experiment.result,
    };
    add(block, experiment.result, { evidence, ...(AIMED_BLOCKS.includes(block) ? aimed : {}) });
  }

  return { kind, title: idea.title, businessType: idea.businessType, currency: idea.currency, cards };
}
