import type { WhatIf } from './analysis';
import { analyse, cardsFor, factsFor, modeOf, personaChoice, type RetrievedCard } from './answer';
import type { Fact, FactId } from './facts';
import { groundingFacts, type MentorContext } from './grounding';
import { PERSONAS, type PersonaId } from './personas';
import type { Topic } from './topics';

/**
 * A board meeting: one question put to the four personas at once. Each picks its alternative
 * among the what-if runs when the question is a decision the engine can play, says the one fact
 * it weighs most (no two seats the same) and its move; then the two disagreements are named (MAX
 * against LEO on growth and cash, EVA against BIA on evidence and action) and a synthesis says
 * which side the user's own numbers favour. One consultation, whatever the four say.
 */
export interface BoardSeat {
  persona: PersonaId;
  /** The fact this persona leads with; null when the user has no numbers that fit. */
  fact: Fact | null;
  /** The alternative it picks among the what-if runs (an index into their outcomes); null without runs. */
  choice: number | null;
}

/** Which side of MAX and LEO the user's cash favours. */
export type CashStance =
  /** Less than CASH_TIGHT_MONTHS of runway, cash below zero, or a company already bankrupt: LEO's side. */
  | 'cashFirst'
  /** Cash not falling, or a runway of CASH_ROOM_MONTHS or more: room for MAX's move. */
  | 'roomToGrow'
  /** Between the two. */
  | 'balanced'
  /** No simulation to tell. */
  | 'unknown';

/** Which side of EVA and BIA the user's evidence favours. */
export type EvidenceStance =
  /** Experiments are waiting: running the next one is both EVA's measurement and BIA's action. */
  | 'runExperiment'
  /** A validated idea with no experiment pending: BIA's side, act. */
  | 'act'
  /** No validation: EVA's side, measure first. */
  | 'measureFirst';

export interface BoardPlan {
  topic: Topic | null;
  seats: BoardSeat[];
  cash: CashStance;
  evidence: EvidenceStance;
  /** The facts the synthesis quotes: the one behind each stance. */
  cashFact: Fact | null;
  evidenceFact: Fact | null;
  /** One card every persona's argument draws on, when the search found one. */
  cardId: string | null;
  whatIf: WhatIf | null;
}

export const CASH_TIGHT_MONTHS = 6;
export const CASH_ROOM_MONTHS = 12;

function cashStance(facts: Fact[]): { stance: CashStance; fact: Fact | null } {
  const fact = facts.find((candidate) =>
    ['bankrupt', 'cashNegative', 'runway', 'cashNotFalling'].includes(candidate.id),
  );
  if (!fact) return { stance: 'unknown', fact: null };
  if (fact.id === 'cashNotFalling') return { stance: 'roomToGrow', fact };
  if (fact.id !== 'runway') return { stance: 'cashFirst', fact };
  const months = fact.values['count'];
  const runway = months?.kind === 'decimal' ? months.value : 0;
  if (runway < CASH_TIGHT_MONTHS) return { stance: 'cashFirst', fact };
  return { stance: runway >= CASH_ROOM_MONTHS ? 'roomToGrow' : 'balanced', fact };
}

function evidenceStance(facts: Fact[]): { stance: EvidenceStance; fact: Fact | null } {
  const pending = facts.find((fact) => fact.id === 'pendingExperiments');
  if (pending) return { stance: 'runExperiment', fact: pending };
  const overall = facts.find((fact) => fact.id === 'validationOverall');
  return overall ? { stance: 'act', fact: overall } : { stance: 'measureFirst', fact: null };
}

export function planBoard(context: MentorContext, topic: Topic | null, cards: RetrievedCard[]): BoardPlan {
  const facts = groundingFacts(context);
  const { deciding, whatIf } = analyse(topic, context);
  const told = new Set<FactId>();
  const seats = PERSONAS.map((persona): BoardSeat => {
    const fact = factsFor(topic, persona.id, facts, deciding).find((candidate) => !told.has(candidate.id)) ?? null;
    if (fact) told.add(fact.id);
    return { persona: persona.id, fact, choice: whatIf ? personaChoice(persona.id, whatIf.runs) : null };
  });
  const cash = cashStance(facts);
  const evidence = evidenceStance(facts);
  return {
    topic,
    seats,
    cash: cash.stance,
    evidence: evidence.stance,
    cashFact: cash.fact,
    evidenceFact: evidence.fact,
    cardId: cardsFor(topic, cards, 1, context.country, modeOf(context))[0]?.id ?? null,
    whatIf,
  };
}
