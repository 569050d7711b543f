import type { Currency } from '../constants';
import { presetFor } from '../simulation/presets';
import { MAX_PRICE_MULTIPLE } from '../simulation/validate';
import { convertMoney } from '../validation/exchange-rates';
import type { IdeaInput } from '../validation/idea';
import type { LikelyRange, MarketSizing } from '../validation/market-sizing';
import {
  COSTED_BLOCKS,
  SEGMENT_NEEDS,
  cardsIn,
  isAssumption,
  segmentsOf,
  type Canvas,
  type CanvasBlock,
  type CanvasCard,
} from './canvas';
import { canvasEconomics, type CanvasEconomics } from './economics';

/*
 * Does the canvas hold together? Five parts, each worth points, each point lost named by a finding
 * that says which blocks and cards, and the numbers behind it; the catalogs say why it matters and
 * what to do, per rule (decision 031). Pure and deterministic: the same canvas always gets the
 * same findings in the same order.
 */

export const COHERENCE_PARTS = ['fit', 'costs', 'unitEconomics', 'price', 'validation'] as const;
export type CoherencePart = (typeof COHERENCE_PARTS)[number];

/** What each part is worth: whether every segment is served and paid for weighs most. */
export const COHERENCE_POINTS: Record<CoherencePart, number> = {
  fit: 35,
  costs: 15,
  unitEconomics: 25,
  price: 10,
  validation: 15,
};

export const FINDING_RULES = [
  'noSegments',
  'segmentWithoutNeed',
  'noCosts',
  'unpaidCard',
  'noRevenueNumbers',
  'negativeContribution',
  'unknownAcquisitionCost',
  'slowPayback',
  'belowBreakEven',
  'priceOutOfRange',
  'marketAboveTam',
  'priceDiffersFromValidation',
  'revenueAboveLikely',
] as const;
export type FindingRule = (typeof FINDING_RULES)[number];

/**
 * A customer's contribution should pay back what winning them cost within a year: a small company's
 * cash cannot wait longer (SaaS investors' usual bar is 12 months; a shop's is shorter).
 */
export const PAYBACK_MONTHS = 12;
/** A price more than this far from the validated one is another idea's price. */
export const VALIDATED_PRICE_TOLERANCE = 0.1;
/** Of the unit economics' points, the share that rides on reaching break-even; the rest on each stream's margin and payback. */
const BREAK_EVEN_SHARE = 0.4;

/** What the founder's own validation says, for the checks that compare the canvas with it. */
export interface ValidationFacts {
  validationId: string;
  currency: Currency;
  priceCents: number;
  /** The larger of the two TAM estimates, a year's spend; null when neither was sized. */
  tamCents: number | null;
  /** The top of the likely range of a year's revenue; null when not sized. */
  likelyHighCents: number | null;
}

/** The facts of a validation's newest version: its idea's price, the larger TAM, the likely year's top. */
export function validationFacts(
  validationId: string,
  idea: Pick<IdeaInput, 'currency' | 'priceCents'>,
  market: Pick<MarketSizing, 'topDown' | 'bottomUp'> & { likely?: LikelyRange | null },
): ValidationFacts {
  const tams = [market.topDown.tam, market.bottomUp.tam].flatMap((tam) =>
    tam.cents === null ? [] : [tam.highCents ?? tam.cents],
  );
  return {
    validationId,
    currency: idea.currency,
    priceCents: idea.priceCents,
    tamCents: tams.length === 0 ? null : Math.max(...tams),
    likelyHighCents: market.likely?.highCents ?? null,
  };
}

export interface CoherenceFinding {
  rule: FindingRule;
  part: CoherencePart;
  /** Points this finding costs the score: the weakest finding costs the most. */
  points: number;
  blocks: CanvasBlock[];
  cardIds: string[];
  /** Numbers the message states (cents of the canvas's currency, months, customers). */
  values: Record<string, number>;
}

export interface CoherencePartScore {
  key: CoherencePart;
  points: number;
  max: number;
  /** False when there is nothing to check it on (no priced stream, no validation to compare with). */
  applies: boolean;
}

export interface CoherenceCheck {
  /** 0–100, over the parts that apply. */
  score: number;
  parts: CoherencePartScore[];
  /** The heaviest first. */
  findings: CoherenceFinding[];
  /** Segments, offers and revenue streams still resting on an assumption: what to test next. */
  untestedCardIds: string[];
  economics: CanvasEconomics;
}

type Draft = Omit<CoherenceFinding, 'part'>;

/** Each segment has every block its kind aims at it (an offer, a channel, a revenue stream…). */
function fitFindings(canvas: Canvas, max: number): Draft[] {
  const segments = segmentsOf(canvas);
  if (segments.length === 0) {
    return [{ rule: 'noSegments', points: max, blocks: ['customerSegments'], cardIds: [], values: {} }];
  }
  const needs = SEGMENT_NEEDS[canvas.kind];
  const share = max / (segments.length * needs.length);
  return segments.flatMap((segment) =>
    needs
      .filter((need) => !cardsIn(canvas, need).some((card) => card.links.includes(segment.id)))
      .map((need): Draft => ({
        rule: 'segmentWithoutNeed',
        points: share,
        blocks: ['customerSegments', need],
        cardIds: [segment.id],
        values: {},
      })),
  );
}

/** There are costs, and each activity and resource is paid by one of them. */
function costFindings(canvas: Canvas, max: number): Draft[] {
  if (cardsIn(canvas, 'costStructure').length === 0) {
    return [{ rule: 'noCosts', points: max, blocks: ['costStructure'], cardIds: [], values: {} }];
  }
  const costIds = new Set(cardsIn(canvas, 'costStructure').map((card) => card.id));
  const costed = canvas.cards.filter((card) => COSTED_BLOCKS.includes(card.block));
  return costed
    .filter((card) => !card.links.some((id) => costIds.has(id)))
    .map((card) => ({
      rule: 'unpaidCard',
      points: max / costed.length,
      blocks: [card.block, 'costStructure'],
      cardIds: [card.id],
      values: {},
    }));
}

/** Each stream leaves money per customer and pays its acquisition back in time; the plan reaches break-even. */
function unitEconomicsFindings(canvas: Canvas, economics: CanvasEconomics, max: number): Draft[] {
  if (economics.streams.length === 0) {
    return [{ rule: 'noRevenueNumbers', points: max, blocks: ['revenueStreams'], cardIds: [], values: {} }];
  }
  const share = (max * (1 - BREAK_EVEN_SHARE)) / economics.streams.length;
  const findings: Draft[] = economics.streams.flatMap((stream): Draft[] => {
    if (stream.contributionPerCustomerCents <= 0) {
      return [
        {
          rule: 'negativeContribution',
          points: share,
          blocks: ['revenueStreams', 'costStructure'],
          cardIds: [stream.cardId],
          values: { contributionCents: stream.contributionPerCustomerCents },
        },
      ];
    }
    if (stream.acquisitionCostCents === null) {
      return [
        {
          rule: 'unknownAcquisitionCost',
          points: share / 2,
          blocks: ['revenueStreams', 'channels'],
          cardIds: [stream.cardId],
          values: {},
        },
      ];
    }
    if (stream.paybackMonths! > PAYBACK_MONTHS) {
      return [
        {
          rule: 'slowPayback',
          points: share,
          blocks: ['revenueStreams', 'channels'],
          cardIds: [stream.cardId],
          values: {
            paybackMonths: Math.ceil(stream.paybackMonths!),
            limitMonths: PAYBACK_MONTHS,
            acquisitionCostCents: stream.acquisitionCostCents,
            contributionCents: stream.contributionPerCustomerCents,
          },
        },
      ];
    }
    return [];
  });
  const breakEven = economics.breakEvenCustomers;
  // No fixed costs: any number of customers, none included, breaks even.
  const reached = breakEven === null ? 0 : breakEven === 0 ? 1 : Math.min(1, economics.customers / breakEven);
  if (reached < 1) {
    findings.push({
      rule: 'belowBreakEven',
      points: max * BREAK_EVEN_SHARE * (1 - reached),
      blocks: ['revenueStreams', 'costStructure'],
      cardIds: economics.streams.map((stream) => stream.cardId),
      values: {
        customers: economics.customers,
        ...(breakEven === null ? {} : { breakEvenCustomers: breakEven }),
        monthlyResultCents: economics.monthlyResultCents,
      },
    });
  }
  return findings;
}

/**
 * Each price sits within an order of magnitude of what this kind of business typically charges (the
 * simulation's reference price; it accepts up to ten times that). Beyond, the simulation's demand
 * is extrapolating, and the price is most often in another unit (a year for a month) or mistyped.
 */
function priceFindings(canvas: Canvas, max: number): Draft[] | null {
  const priced = cardsIn(canvas, 'revenueStreams').filter((card) => card.revenue);
  if (priced.length === 0) return null;
  const { referencePriceCents } = presetFor(canvas.businessType, canvas.currency);
  const range = {
    minCents: Math.round(referencePriceCents / MAX_PRICE_MULTIPLE),
    maxCents: referencePriceCents * MAX_PRICE_MULTIPLE,
  };
  return priced
    .filter((card) => card.revenue!.priceCents < range.minCents || card.revenue!.priceCents > range.maxCents)
    .map((card) => ({
      rule: 'priceOutOfRange',
      points: max / priced.length,
      blocks: ['revenueStreams'],
      cardIds: [card.id],
      values: { priceCents: card.revenue!.priceCents, ...range },
    }));
}

/** Nothing on the canvas claims more than the founder's own validation found. */
function validationFindings(canvas: Canvas, economics: CanvasEconomics, facts: ValidationFacts, max: number): Draft[] {
  const check = max / 3;
  const inCanvas = (cents: number) => Math.round(convertMoney(cents, facts.currency, canvas.currency));
  const findings: Draft[] = [];

  const claims = cardsIn(canvas, 'customerSegments').filter((card) => card.segment);
  if (facts.tamCents !== null) {
    const tam = inCanvas(facts.tamCents);
    for (const card of claims.filter((claim) => claim.segment!.marketCents > tam)) {
      findings.push({
        rule: 'marketAboveTam',
        points: check / claims.length,
        blocks: ['customerSegments'],
        cardIds: [card.id],
        values: { marketCents: card.segment!.marketCents, tamCents: tam },
      });
    }
  }

  const validated = inCanvas(facts.priceCents);
  const priced = cardsIn(canvas, 'revenueStreams').filter((card) => card.revenue);
  for (const card of priced) {
    if (Math.abs(card.revenue!.priceCents - validated) > validated * VALIDATED_PRICE_TOLERANCE) {
      findings.push({
        rule: 'priceDiffersFromValidation',
        points: check / priced.length,
        blocks: ['revenueStreams'],
        cardIds: [card.id],
        values: { priceCents: card.revenue!.priceCents, validatedPriceCents: validated },
      });
    }
  }

  const yearlyRevenue = economics.monthlyRevenueCents * 12;
  if (facts.likelyHighCents !== null && yearlyRevenue > inCanvas(facts.likelyHighCents)) {
    findings.push({
      rule: 'revenueAboveLikely',
      points: check,
      blocks: ['revenueStreams', 'customerSegments'],
      cardIds: economics.streams.map((stream) => stream.cardId),
      values: { yearlyRevenueCents: yearlyRevenue, likelyHighCents: inCanvas(facts.likelyHighCents) },
    });
  }
  return findings;
}

/** The cards the canvas rests on that no evidence backs yet, segments first. */
function untested(canvas: Canvas): string[] {
  const blocks: CanvasBlock[] = ['customerSegments', ...SEGMENT_NEEDS[canvas.kind]];
  return blocks.flatMap((block) =>
    cardsIn(canvas, block)
      .filter(isAssumption)
      .map((card: CanvasCard) => card.id),
  );
}

/** The canvas's coherence: its score, each part's points and every finding, with the month's numbers. */
export function checkCoherence(canvas: Canvas, facts: ValidationFacts | null = null): CoherenceCheck {
  const economics = canvasEconomics(canvas);
  const drafts: Record<CoherencePart, Draft[] | null> = {
    fit: fitFindings(canvas, COHERENCE_POINTS.fit),
    costs: costFindings(canvas, COHERENCE_POINTS.costs),
    unitEconomics: unitEconomicsFindings(canvas, economics, COHERENCE_POINTS.unitEconomics),
    price: priceFindings(canvas, COHERENCE_POINTS.price),
    validation: facts && validationFindings(canvas, economics, facts, COHERENCE_POINTS.validation),
  };
  const parts = COHERENCE_PARTS.map((key): CoherencePartScore => {
    const found = drafts[key];
    const max = COHERENCE_POINTS[key];
    const lost = (found ?? []).reduce((sum, finding) => sum + finding.points, 0);
    return { key, max, applies: found !== null, points: found === null ? 0 : Math.max(0, max - lost) };
  });
  const counted = parts.filter((part) => part.applies);
  const score = Math.round(
    (100 * counted.reduce((sum, part) => sum + part.points, 0)) / counted.reduce((sum, part) => sum + part.max, 0),
  );
  const order = (rule: FindingRule) => FINDING_RULES.indexOf(rule);
  const findings = COHERENCE_PARTS.flatMap((part) => (drafts[part] ?? []).map((draft) => ({ ...draft, part })))
    .map((finding) => ({ ...finding, points: Math.round(finding.points * 10) / 10 }))
    .sort((a, b) => b.points - a.points || order(a.rule) - order(b.rule));
  return {
    score,
    parts: parts.map((part) => ({ ...part, points: Math.round(part.points * 10) / 10 })),
    findings,
    untestedCardIds: untested(canvas),
    economics,
  };
}
