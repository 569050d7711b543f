import type { CountryCode } from '../locale/country-presets';
import { presetFor } from '../simulation/presets';
import type { CapacityMode } from '../simulation/types';
import type { WhatIfOutcome, WhatIfRuns } from '../simulation/what-if';
import { decisionFacts, whatIfFor, type WhatIf } from './analysis';
import { CANVAS_TOPIC, canvasFacts } from './canvas-facts';
import type { Fact, FactId } from './facts';
import { groundingFacts, type MentorContext } from './grounding';
import type { PersonaId } from './personas';
import { TOPIC_NEEDS, type Topic } from './topics';

/**
 * The built-in mentor's answer as a plan: which lines to say, in which order, with which of the
 * user's facts and which cards. The server writes it out in the user's language (the `mentor`
 * catalogs and the cards' texts); a language model, when one is configured, is handed the same
 * material. Nothing here invents a number: every figure is a fact's (the user's own) or a card's.
 */

/** A card the search found for the question, best first. */
export interface RetrievedCard {
  id: string;
  topic: Topic;
  score: number;
  /** The card's countries, when it holds in some only. */
  countries?: readonly CountryCode[];
  /** The kinds of business it fits, when some only. */
  modes?: readonly CapacityMode[];
}

export type AnswerBlock =
  /** The alternative the persona would pick among the what-if runs, and why, in its own terms. */
  | { kind: 'lean'; whatIf: WhatIf; choice: number }
  | { kind: 'fact'; fact: Fact }
  /** The what-if runs as a table, each alternative with a link to the month screen (a simulation's only). */
  | { kind: 'whatIf'; whatIf: WhatIf }
  /** The topic needs numbers the user has none of yet: says so and where to get them. */
  | { kind: 'missing'; what: 'simulation' | 'validation' }
  /** A card's first `sentences` sentences (all when null). */
  | { kind: 'card'; cardId: string; sentences: number | null }
  /** The persona's recommendation on the topic (the topic file's move). */
  | { kind: 'move'; topic: Topic }
  /** No topic it knows: says so, and what it can answer. */
  | { kind: 'unknown' }
  /** Where the quoted cards' facts come from. */
  | { kind: 'sources'; cardIds: string[] };

export interface AnswerPlan {
  persona: PersonaId;
  topic: Topic | null;
  blocks: AnswerBlock[];
}

/** How much an answer holds at a verbosity (0–100): three steps, so that the setting is felt. */
export function answerLength(verbosity: number): { facts: number; cards: number; sentences: number | null } {
  if (verbosity < 34) return { facts: 2, cards: 1, sentences: 2 };
  if (verbosity < 67) return { facts: 3, cards: 1, sentences: 3 };
  return { facts: 5, cards: 2, sentences: null };
}

/**
 * The facts each persona puts first when they fit the question: LEO the cash, MAX growth and the
 * market, BIA progress and the next experiment; EVA keeps the order of importance.
 */
const PERSONA_FOCUS: Record<PersonaId, readonly FactId[]> = {
  eva: [],
  max: ['revenueUp', 'marketSom', 'cacLtv', 'priceBelow', 'lostSales', 'cashNotFalling'],
  leo: ['cashNegative', 'runway', 'cashRisk', 'breakEvenNotYet', 'bankrupt', 'priceAbove'],
  bia: ['pendingExperiments', 'breakEvenReached', 'revenueUp', 'validationOverall'],
};

function byFocus(persona: PersonaId, facts: Fact[]): Fact[] {
  const focus = PERSONA_FOCUS[persona];
  const rank = (fact: Fact) => {
    const index = focus.indexOf(fact.id);
    return index === -1 ? focus.length : index;
  };
  // A stable sort: facts the persona does not focus on keep their order of importance.
  return [...facts].sort((a, b) => rank(a) - rank(b));
}

/**
 * The user's facts that answer `topic`: the numbers that decide it first (analysis.ts), then the
 * company's other facts on the topic in the persona's order; the headline facts when no topic fits.
 */
export function factsFor(topic: Topic | null, persona: PersonaId, facts: Fact[], deciding: Fact[] = []): Fact[] {
  if (topic === null) {
    const headline = (['runway', 'cashNotFalling', 'cashNegative', 'validationOverall'] as FactId[]).map((id) =>
      facts.find((fact) => fact.id === id),
    );
    return headline.filter((fact): fact is Fact => fact !== undefined);
  }
  const told = new Set(deciding.map((fact) => fact.id));
  return [
    ...deciding,
    ...byFocus(
      persona,
      facts.filter((fact) => fact.topics.includes(topic) && !told.has(fact.id)),
    ),
  ];
}

/**
 * The cards an answer quotes: the topic's own that the search found for the question, best first.
 * A card of another topic is left out (a reserves question gets no operating-permit card), and so
 * is one that holds in other countries only (another country's tax regime) or fits other kinds of
 * business only (MRR for a bakery); `mode` is the founder's company's, null when they have none.
 */
export function cardsFor(
  topic: Topic | null,
  cards: RetrievedCard[],
  limit: number,
  country: CountryCode,
  mode: CapacityMode | null = null,
): RetrievedCard[] {
  if (topic === null) return [];
  return cards
    .filter(
      (card) =>
        card.topic === topic &&
        (!card.countries || card.countries.includes(country)) &&
        (!card.modes || mode === null || card.modes.includes(mode)),
    )
    .slice(0, limit);
}

/** The kind of business the founder's company is (its capacity mode), null without one. */
export function modeOf(context: MentorContext): CapacityMode | null {
  const numbers = numbersOf(context);
  return numbers ? presetFor(numbers.businessType, numbers.currency).mode : null;
}

/** A risk this much above the current decisions' is one MAX will not take for growth. */
const MAX_EXTRA_RISK = 0.05;
/** Risks closer than this are the same to LEO; the cash of a bad run decides. */
const SAME_RISK = 0.01;

/**
 * The alternative each persona picks among the what-if runs (an index into `outcomes`): EVA the
 * highest median profit; MAX the most customers without adding more than five points of risk;
 * LEO the lowest risk of running out, then the most cash in a bad run; BIA the smallest step from
 * the current decisions that raises the median profit, or none. The voice is in the choice.
 */
export function personaChoice(persona: PersonaId, runs: WhatIfRuns): number {
  const { outcomes } = runs;
  const current = outcomes[0]!;
  const best = (score: (outcome: WhatIfOutcome) => number, allowed = (_: WhatIfOutcome) => true) =>
    outcomes.reduce(
      (chosen, outcome, index) => (allowed(outcome) && score(outcome) > score(outcomes[chosen]!) ? index : chosen),
      0,
    );
  switch (persona) {
    case 'eva':
      return best((outcome) => outcome.profitCents);
    case 'max':
      return best(
        (outcome) => outcome.customers,
        (outcome) => outcome.runOutRisk <= current.runOutRisk + MAX_EXTRA_RISK,
      );
    case 'leo':
      return best((outcome) => -Math.round(outcome.runOutRisk / SAME_RISK) * 1e15 + outcome.cashLowCents);
    case 'bia': {
      const better = outcomes
        .map((outcome, index) => ({ outcome, index }))
        .filter(({ outcome }) => outcome.profitCents > current.profitCents);
      if (better.length === 0) return 0;
      return better.reduce((a, b) =>
        Math.abs(b.outcome.value - current.value) < Math.abs(a.outcome.value - current.value) ? b : a,
      ).index;
    }
  }
}

export interface AnswerInput {
  persona: PersonaId;
  context: MentorContext;
  topic: Topic | null;
  /** The search's cards for the question, best first. */
  cards: RetrievedCard[];
}

/** The company whose numbers answer: the newest simulation, or the class company of a student without one. */
export function numbersOf(context: MentorContext) {
  return context.simulations[0] ?? context.classes[0]?.company;
}

/**
 * What the topic is decided by for this founder: the deciding facts and, for a decision one
 * lever makes, the what-if runs of their own company. Both boards and single answers read it.
 * A question on the business model is decided by the founder's own canvas first: its weakest
 * point and the assumptions still untested come before the company's numbers.
 */
export function analyse(topic: Topic | null, context: MentorContext): { deciding: Fact[]; whatIf: WhatIf | null } {
  const numbers = numbersOf(context);
  const [canvas] = context.canvases;
  const planned = topic === CANVAS_TOPIC && canvas ? canvasFacts(canvas) : [];
  if (topic === null || !numbers) return { deciding: planned, whatIf: null };
  return { deciding: [...planned, ...decisionFacts(topic, numbers)], whatIf: whatIfFor(topic, numbers) };
}

export function planAnswer({ persona, context, topic, cards }: AnswerInput): AnswerPlan {
  const length = answerLength(context.verbosity);
  const { deciding, whatIf } = analyse(topic, context);
  const facts = factsFor(topic, persona, groundingFacts(context), deciding).slice(0, length.facts);
  const blocks: AnswerBlock[] = [];
  if (topic === null) {
    blocks.push({ kind: 'unknown' });
    for (const fact of facts.slice(0, 1)) blocks.push({ kind: 'fact', fact });
    return { persona, topic, blocks };
  }
  const need = TOPIC_NEEDS[topic];
  const missing =
    (need === 'simulation' && !numbersOf(context)?.latest) ||
    (need === 'validation' && context.validations.length === 0);
  if (whatIf) blocks.push({ kind: 'lean', whatIf, choice: personaChoice(persona, whatIf.runs) });
  for (const fact of facts) blocks.push({ kind: 'fact', fact });
  if (whatIf) blocks.push({ kind: 'whatIf', whatIf });
  if (need && missing) blocks.push({ kind: 'missing', what: need });
  const quoted = cardsFor(topic, cards, length.cards, context.country, modeOf(context));
  for (const card of quoted) blocks.push({ kind: 'card', cardId: card.id, sentences: length.sentences });
  blocks.push({ kind: 'move', topic });
  if (quoted.length > 0) blocks.push({ kind: 'sources', cardIds: quoted.map((card) => card.id) });
  return { persona, topic, blocks };
}
