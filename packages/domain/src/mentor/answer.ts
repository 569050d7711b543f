import type { CountryCode } from '../locale/country-presets';
import type { Fact, FactId, MentorContext } from './grounding';
import { groundingFacts } from './grounding';
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
}

export type AnswerBlock =
  /** The persona's opening in the user's tone: `openings.<persona>.<tone>`. */
  | { kind: 'opening' }
  | { kind: 'fact'; fact: Fact }
  /** The topic needs numbers the user has none of yet: says so and where to get them. */
  | { kind: 'missing'; what: 'simulation' | 'validation' }
  /** A card's first `sentences` sentences (all when null). */
  | { kind: 'card'; cardId: string; sentences: number | null }
  /** The persona's recommendation on the topic (the topic file's move). */
  | { kind: 'move'; topic: Topic }
  /** No topic it knows: says so, and what it can answer. */
  | { kind: 'unknown' }
  /** The persona's sign-off in the user's tone: `closings.<persona>.<tone>`. */
  | { kind: 'closing' }
  /** Where the quoted cards' facts come from. */
  | { kind: 'sources'; cardIds: string[] };

export interface AnswerPlan {
  persona: PersonaId;
  topic: Topic | null;
  blocks: AnswerBlock[];
}

/** How much an answer holds at a verbosity (0–100): three steps, so that the setting is felt. */
export function answerLength(verbosity: number): { facts: number; cards: number; sentences: number | null } {
  if (verbosity < 34) return { facts: 1, cards: 1, sentences: 2 };
  if (verbosity < 67) return { facts: 2, cards: 2, sentences: 3 };
  return { facts: 4, cards: 3, sentences: null };
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

/** The user's facts that answer `topic`, in the persona's order; the headline facts when no topic fits. */
export function factsFor(topic: Topic | null, persona: PersonaId, facts: Fact[]): Fact[] {
  if (topic === null) {
    const headline = (['runway', 'cashNotFalling', 'cashNegative', 'validationOverall'] as FactId[]).map((id) =>
      facts.find((fact) => fact.id === id),
    );
    return headline.filter((fact): fact is Fact => fact !== undefined);
  }
  return byFocus(
    persona,
    facts.filter((fact) => fact.topics.includes(topic)),
  );
}

/**
 * The cards an answer quotes: the topic's own first, then others the search found for the
 * question; a card that holds in other countries only (another country's tax regime) is left out.
 */
export function cardsFor(
  topic: Topic | null,
  cards: RetrievedCard[],
  limit: number,
  country: CountryCode,
): RetrievedCard[] {
  if (topic === null) return [];
  const here = cards.filter((card) => !card.countries || card.countries.includes(country));
  const own = here.filter((card) => card.topic === topic);
  const others = here.filter((card) => card.topic !== topic);
  return [...own, ...others].slice(0, limit);
}

export interface AnswerInput {
  persona: PersonaId;
  context: MentorContext;
  topic: Topic | null;
  /** The search's cards for the question, best first. */
  cards: RetrievedCard[];
}

export function planAnswer({ persona, context, topic, cards }: AnswerInput): AnswerPlan {
  const length = answerLength(context.verbosity);
  const facts = factsFor(topic, persona, groundingFacts(context)).slice(0, length.facts);
  const blocks: AnswerBlock[] = [{ kind: 'opening' }];
  if (topic === null) {
    blocks.push({ kind: 'unknown' });
    for (const fact of facts.slice(0, 1)) blocks.push({ kind: 'fact', fact });
    blocks.push({ kind: 'closing' });
    return { persona, topic, blocks };
  }
  const need = TOPIC_NEEDS[topic];
  const missing =
    (need === 'simulation' &&
      // A class company's months count: its numbers are the student's own.
      ![...context.simulations, ...context.classes.map((enrolled) => enrolled.company)].some(
        (simulation) => simulation.latest !== null,
      )) ||
    (need === 'validation' && context.validations.length === 0);
  for (const fact of facts) blocks.push({ kind: 'fact', fact });
  if (need && missing) blocks.push({ kind: 'missing', what: need });
  const quoted = cardsFor(topic, cards, length.cards, context.country);
  for (const card of quoted) blocks.push({ kind: 'card', cardId: card.id, sentences: length.sentences });
  blocks.push({ kind: 'move', topic });
  if (length.facts > 1) blocks.push({ kind: 'closing' });
  if (quoted.length > 0) blocks.push({ kind: 'sources', cardIds: quoted.map((card) => card.id) });
  return { persona, topic, blocks };
}
