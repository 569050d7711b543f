/**
 * What founders ask the mentor about: the twenty questions first-time founders ask most, and the
 * sector topics the simulation's business types raise. Each has a file in knowledge/topics/.
 */
export const TOPICS = [
  'market-demand',
  'validation',
  'startup-cost',
  'working-capital',
  'pricing',
  'break-even',
  'tax-regime',
  'formalisation',
  'first-customers',
  'competitors',
  'market-size',
  'partners-equity',
  'funding',
  'personal-finances',
  'cash-flow',
  'hiring',
  'marketing',
  'business-plan',
  'pivot',
  'receivables',
  'saas-metrics',
  'retail-stock',
  'food-waste',
  'service-business',
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
  'market-demand': 'validation',
  validation: 'validation',
  'startup-cost': 'simulation',
  'working-capital': 'simulation',
  pricing: 'simulation',
  'break-even': 'simulation',
  'tax-regime': null,
  formalisation: null,
  'first-customers': null,
  competitors: 'validation',
  'market-size': 'validation',
  'partners-equity': null,
  funding: 'simulation',
  'personal-finances': null,
  'cash-flow': 'simulation',
  hiring: 'simulation',
  marketing: 'simulation',
  'business-plan': null,
  pivot: 'validation',
  receivables: null,
  'saas-metrics': 'simulation',
  'retail-stock': 'simulation',
  'food-waste': 'simulation',
  'service-business': 'simulation',
};
