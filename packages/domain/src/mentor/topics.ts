/**
 * What founders ask the mentor about: the decisions of a small business's first years, each with a
 * file in knowledge/topics/. The labelled question set (testing/question-corpus.ts) holds the same
 * topics, and the intent reader is measured on it.
 */
export const TOPICS = [
  'pricing',
  'marketing',
  'first-customers',
  'hiring',
  'loans',
  'investors',
  'cash-flow',
  'break-even',
  'fixed-costs',
  'stock-capacity',
  'expansion',
  'partners-equity',
  'legal-tax',
  'reserves',
  'personal-finances',
  'seasonality',
  'churn-retention',
  'unit-economics',
  'pivot',
  'validation',
  'market-size',
  'competitors',
  'startup-cost',
  'business-plan',
] as const;
export type Topic = (typeof TOPICS)[number];

export function isTopic(value: string): value is Topic {
  return (TOPICS as readonly string[]).includes(value);
}

/**
 * Whose numbers a topic's answer needs: a simulation's (the company's money), a validation's
 * (the idea's market and scores), or neither. When the user has none, the answer says so and
 * where to get them, instead of inventing them.
 */
export const TOPIC_NEEDS: Record<Topic, 'simulation' | 'validation' | null> = {
  pricing: 'simulation',
  marketing: 'simulation',
  'first-customers': null,
  hiring: 'simulation',
  loans: 'simulation',
  investors: 'simulation',
  'cash-flow': 'simulation',
  'break-even': 'simulation',
  'fixed-costs': 'simulation',
  'stock-capacity': 'simulation',
  expansion: 'simulation',
  'partners-equity': null,
  'legal-tax': null,
  reserves: 'simulation',
  'personal-finances': null,
  seasonality: 'simulation',
  'churn-retention': 'simulation',
  'unit-economics': 'simulation',
  pivot: 'validation',
  validation: 'validation',
  'market-size': 'validation',
  competitors: 'validation',
  'startup-cost': 'simulation',
  'business-plan': null,
};
