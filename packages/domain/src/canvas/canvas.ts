import type { BusinessType, Currency } from '../constants';
import type { ExperimentKey } from '../validation/analysis';
import type { PricingModel } from '../validation/idea';

/*
 * A canvas: the Business Model Canvas (nine blocks; Strategyzer AG, CC BY-SA 3.0 Unported) or the
 * Lean Canvas (Ash Maurya, CC BY-SA 3.0, adapted from it). Each block holds short cards; a card is
 * an assumption until it names its evidence. Cards aimed at a customer segment (an offer, a channel,
 * a revenue stream) link to it, and the activities and resources link to the costs that pay for
 * them: the coherence check reads those links, and the numbers some cards carry (decision 031).
 * Money is in cents of the canvas's currency.
 */

export const CANVAS_KINDS = ['businessModel', 'lean'] as const;
export type CanvasKind = (typeof CANVAS_KINDS)[number];

/** Each kind's blocks, in the order the canvas lays them out (left to right, top row first). */
export const CANVAS_BLOCKS = {
  businessModel: [
    'keyPartners',
    'keyActivities',
    'keyResources',
    'valuePropositions',
    'customerRelationships',
    'channels',
    'customerSegments',
    'costStructure',
    'revenueStreams',
  ],
  lean: [
    'problem',
    'solution',
    'keyMetrics',
    'uniqueValueProposition',
    'unfairAdvantage',
    'channels',
    'customerSegments',
    'costStructure',
    'revenueStreams',
  ],
} as const satisfies Record<CanvasKind, readonly string[]>;
export type CanvasBlock = (typeof CANVAS_BLOCKS)[CanvasKind][number];

/** Every block of either kind, once. */
export const ALL_CANVAS_BLOCKS = [...new Set([...CANVAS_BLOCKS.businessModel, ...CANVAS_BLOCKS.lean])] as [
  CanvasBlock,
  ...CanvasBlock[],
];

/** The blocks whose cards are aimed at a customer segment, per kind: what each segment must have. */
export const SEGMENT_NEEDS = {
  businessModel: ['valuePropositions', 'channels', 'revenueStreams'],
  lean: ['problem', 'uniqueValueProposition', 'channels', 'revenueStreams'],
} as const satisfies Record<CanvasKind, readonly CanvasBlock[]>;

/**
 * Blocks whose cards may be aimed at segments: the needs, the relationships, and the segments' own
 * block, where a card aimed at a segment is a detail of it (its early adopters, a market figure, an
 * interview's result) rather than a segment of its own.
 */
export const AIMED_BLOCKS: readonly CanvasBlock[] = [
  ...new Set<CanvasBlock>([
    ...SEGMENT_NEEDS.businessModel,
    ...SEGMENT_NEEDS.lean,
    'customerRelationships',
    'customerSegments',
  ]),
];

/** Blocks whose cards cost money to run, and must be paid by a cost card (the Business Model Canvas's). */
export const COSTED_BLOCKS: readonly CanvasBlock[] = ['keyActivities', 'keyResources'];

export const CANVAS_LIMITS = {
  /** A card is a statement, not a paragraph. */
  cardText: 200,
  cardsPerBlock: 20,
  cards: 120,
  title: 120,
  note: 500,
  /** Links a card may hold: the segments it aims at, or the costs that pay for it. */
  links: 20,
} as const;

/** Where a card's evidence comes from. */
export type Evidence =
  | {
      kind: 'validationFigure';
      validationId: string;
      /** What the figure is: a market estimate of the validation, or one of its terms. */
      figure: 'tam' | 'sam' | 'som' | 'likely';
      /** The low end, when the figure is a range. */
      value: number;
      high?: number;
      /** Cents of `currency` for money; a count otherwise. */
      currency: Currency | null;
      source: string;
      year: number;
      url?: string;
    }
  | { kind: 'experiment'; validationId: string; experiment: ExperimentKey; result: string }
  | { kind: 'simulationMonth'; simulationId: string; month: number }
  | { kind: 'note'; note: string };
export type EvidenceKind = Evidence['kind'];

/** What a revenue stream expects: its price, how often a customer pays, and how many pay each month. */
export interface RevenueNumbers {
  priceCents: number;
  pricingModel: PricingModel;
  /** Purchases (weeks or months paid, hours billed) per customer in a year. */
  purchasesPerYear: number;
  /** Paying customers in a month, once the company runs. */
  customers: number;
}

/** A cost: fixed (per month) or variable (per purchase sold). */
export interface CostNumbers {
  costKind: 'fixed' | 'variable';
  amountCents: number;
}

/** A channel: what winning one customer through it costs. */
export interface ChannelNumbers {
  acquisitionCostCents: number;
}

/** A segment: the yearly spend the founder claims it holds, when the card says one. */
export interface SegmentNumbers {
  marketCents: number;
}

export interface CanvasCard {
  id: string;
  block: CanvasBlock;
  text: string;
  /** An assumption until it names what backs it. */
  evidence: Evidence | null;
  /** Ids of the segments it is aimed at (aimed blocks), or of the costs that pay for it (costed blocks). */
  links: readonly string[];
  revenue?: RevenueNumbers;
  cost?: CostNumbers;
  channel?: ChannelNumbers;
  segment?: SegmentNumbers;
}

export interface Canvas {
  kind: CanvasKind;
  title: string;
  businessType: BusinessType;
  currency: Currency;
  /** Cards in each block's order. */
  cards: readonly CanvasCard[];
}

export const isAssumption = (card: CanvasCard): boolean => card.evidence === null;

export function cardsIn(canvas: Pick<Canvas, 'cards'>, block: CanvasBlock): CanvasCard[] {
  return canvas.cards.filter((card) => card.block === block);
}

/** The customer segments: the cards of their block that are not a detail of another segment. */
export function segmentsOf(canvas: Pick<Canvas, 'cards'>): CanvasCard[] {
  return cardsIn(canvas, 'customerSegments').filter((card) => card.links.length === 0);
}

/** The block each kind of numbers belongs to: a price on a cost card means nothing. */
export const NUMBERS_BLOCK = {
  revenue: 'revenueStreams',
  cost: 'costStructure',
  channel: 'channels',
  segment: 'customerSegments',
} as const satisfies Record<string, CanvasBlock>;
export type CardNumbers = keyof typeof NUMBERS_BLOCK;

/** Whether `card` may link to `target`: an aimed card to a segment (not a detail of one), a costed card to a cost. */
export function canLink(card: Pick<CanvasCard, 'id' | 'block'>, target: CanvasCard | undefined): boolean {
  if (!target || target.id === card.id) return false;
  if (COSTED_BLOCKS.includes(card.block)) return target.block === 'costStructure';
  if (AIMED_BLOCKS.includes(card.block)) return target.block === 'customerSegments' && target.links.length === 0;
  return false;
}

/** A card's content (or a part of it), whatever order its fields came in: what "changed" compares. */
export function contentOf(card: unknown): string {
  const sorted = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([, field]) => field !== undefined)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([key, field]) => [key, sorted(field)]),
        )
      : Array.isArray(value)
        ? value.map(sorted)
        : value;
  return JSON.stringify(sorted(card));
}
