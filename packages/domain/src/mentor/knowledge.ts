import type { Language } from '../constants';
import type { CapacityMode } from '../simulation/types';
import type { CountryCode } from '../locale/country-presets';
import breakEven from './knowledge/topics/break-even.json';
import businessPlan from './knowledge/topics/business-plan.json';
import cashFlow from './knowledge/topics/cash-flow.json';
import churnRetention from './knowledge/topics/churn-retention.json';
import competitors from './knowledge/topics/competitors.json';
import expansion from './knowledge/topics/expansion.json';
import firstCustomers from './knowledge/topics/first-customers.json';
import fixedCosts from './knowledge/topics/fixed-costs.json';
import hiring from './knowledge/topics/hiring.json';
import investors from './knowledge/topics/investors.json';
import legalTax from './knowledge/topics/legal-tax.json';
import loans from './knowledge/topics/loans.json';
import marketSize from './knowledge/topics/market-size.json';
import marketing from './knowledge/topics/marketing.json';
import partnersEquity from './knowledge/topics/partners-equity.json';
import personalFinances from './knowledge/topics/personal-finances.json';
import pivot from './knowledge/topics/pivot.json';
import pricing from './knowledge/topics/pricing.json';
import reserves from './knowledge/topics/reserves.json';
import seasonality from './knowledge/topics/seasonality.json';
import startupCost from './knowledge/topics/startup-cost.json';
import stockCapacity from './knowledge/topics/stock-capacity.json';
import unitEconomics from './knowledge/topics/unit-economics.json';
import validation from './knowledge/topics/validation.json';
import outOfScope from './knowledge/out-of-scope.json';
import type { PersonaId } from './personas';
import type { Topic } from './topics';

/** Where a card's fact or rule comes from. */
export interface KnowledgeSource {
  publisher: string;
  title: string;
  url: string;
  year: number;
}

export interface CardText {
  title: string;
  /** Plain text, no Markdown: the mentor quotes its sentences. */
  body: string;
  /** Words a founder might use for it, space-separated: indexed beside the title and body. */
  keywords: string;
}

export interface KnowledgeCard {
  id: string;
  /** Present when the card holds in these countries only. */
  countries?: CountryCode[];
  /** Present when the card fits these kinds of business only (MRR and revenue churn: subscriptions). */
  modes?: CapacityMode[];
  sources: KnowledgeSource[];
  /** Its numbers are a worked example, not facts: it needs no source for them. */
  example?: boolean;
  text: Record<Language, CardText>;
}

export interface TopicKnowledge {
  topic: Topic;
  /** Questions founders ask about it: they teach the mentor the topic of a question. */
  questions: Record<Language, string[]>;
  /** What each persona recommends on it. */
  moves: Record<Language, Record<PersonaId, string>>;
  cards: KnowledgeCard[];
}

/**
 * The knowledge base (knowledge/README.md), one file per topic in the topics' order. The JSON is
 * typed here rather than read back field by field: knowledge.test.ts checks every file's shape,
 * languages, sources and numbers.
 */
export const KNOWLEDGE: readonly TopicKnowledge[] = [
  pricing,
  marketing,
  firstCustomers,
  hiring,
  loans,
  investors,
  cashFlow,
  breakEven,
  fixedCosts,
  stockCapacity,
  expansion,
  partnersEquity,
  legalTax,
  reserves,
  personalFinances,
  seasonality,
  churnRetention,
  unitEconomics,
  pivot,
  validation,
  marketSize,
  competitors,
  startupCost,
  businessPlan,
] as unknown as readonly TopicKnowledge[];

/**
 * Questions about none of the topics (the weather, a recipe, code): the reader learns from them
 * what a founder may ask that the mentor must not pretend to answer.
 */
export const OUT_OF_SCOPE_QUESTIONS: Readonly<Record<Language, readonly string[]>> = outOfScope.questions;

const CARDS = new Map(
  KNOWLEDGE.flatMap((topic) => topic.cards.map((card) => [card.id, { card, topic: topic.topic }] as const)),
);

export function knowledgeCard(id: string): { card: KnowledgeCard; topic: Topic } | undefined {
  return CARDS.get(id);
}

export function topicKnowledge(topic: Topic): TopicKnowledge {
  const found = KNOWLEDGE.find((entry) => entry.topic === topic);
  if (!found) throw new Error(`No knowledge for ${topic}`);
  return found;
}
