import type { CanvasKind } from '../canvas/canvas';
import type { Currency } from '../constants';
import {
  count,
  counted,
  money,
  type CanvasFindingSnapshot,
  type Fact,
  type FactId,
  type FactSource,
  type FactValue,
} from './facts';
import type { Topic } from './topics';

/*
 * What the mentor knows of a founder's canvas (decision 031), as grounding.ts's plain data and
 * facts.ts's facts: the coherence check's score and weakest finding, the assumptions still untested and a
 * month of the plan. The snapshot is built by snapshots.ts from a stored canvas.
 */

/** A canvas as the mentor sees it: its coherence score, its weakest point, what is still untested, its month. */
export interface CanvasSnapshot {
  id: string;
  title: string;
  kind: CanvasKind;
  currency: Currency;
  /** The coherence check's score, 0–100. */
  score: number;
  /** The finding that costs the most points; null when the pieces fit. */
  weakest: CanvasFindingSnapshot | null;
  /** The texts of the first cards still resting on an assumption (segments first), at most five. */
  untested: string[];
  /** How many cards rest on an assumption in all. */
  untestedCount: number;
  /** A month of the plan: its revenue and costs, the customers it counts on, and those break-even needs (null when no customer leaves money). */
  month: { revenueCents: number; costsCents: number; customers: number; breakEvenCustomers: number | null };
}

/**
 * The topic a canvas answers first: a canvas is a business plan on one page (answer.ts tells its
 * facts before any other on it).
 */
export const CANVAS_TOPIC: Topic = 'business-plan';

/**
 * The facts a canvas states: its coherence and weakest point (or that the pieces fit), the
 * assumptions still without evidence, and a month of its plan against its break-even.
 */
export function canvasFacts(canvas: CanvasSnapshot): Fact[] {
  const source: FactSource = { kind: 'canvas', id: canvas.id, name: canvas.title };
  const facts: Fact[] = [];
  const add = (id: FactId, topics: readonly Topic[], values: Record<string, FactValue>) =>
    facts.push({ id, topics, values, source });
  const { weakest, currency, month } = canvas;
  const score: FactValue = { kind: 'score', value: canvas.score };
  if (weakest) {
    add('canvasWeakest', [CANVAS_TOPIC, 'pivot'], {
      score,
      finding: { kind: 'finding', text: 'short', finding: weakest, currency },
      blocks: { kind: 'blocks', blocks: weakest.blocks },
      detail: { kind: 'finding', text: 'detail', finding: weakest, currency },
    });
  } else {
    add('canvasSound', [CANVAS_TOPIC, 'pivot'], { score });
  }
  if (canvas.untestedCount > 0) {
    add('canvasUntested', [CANVAS_TOPIC, 'validation', 'pivot'], {
      count: count(canvas.untestedCount),
      cards: { kind: 'quotes', texts: canvas.untested },
    });
  }
  if (month.revenueCents > 0 || month.costsCents > 0) {
    const values: Record<string, FactValue> = {
      revenue: money(month.revenueCents, currency),
      costs: money(month.costsCents, currency),
      customers: counted('customers', month.customers),
    };
    const topics: readonly Topic[] = [CANVAS_TOPIC, 'break-even', 'unit-economics'];
    if (month.breakEvenCustomers === null) add('canvasMonthNoBreakEven', topics, values);
    else add('canvasMonth', topics, { ...values, breakEven: counted('customers', month.breakEvenCustomers) });
  }
  return facts;
}
