import validationReport from '@alavanca/contracts/locales/pt-BR/validationReport.json';
import { SCORE_KEYS } from '@alavanca/domain/validation/score-keys';
import { ACTIVITIES } from '@alavanca/domain/validation/activities';
import { CAPACITY_BASES } from '@alavanca/domain/validation/sizing-terms';
import { EXPERT_CORPUS, expertIdeaInput } from '@alavanca/domain/validation/testing/expert-corpus';
import { IDEA_CORPUS } from '@alavanca/domain/validation/testing/idea-corpus';
import { validateIdea } from '@alavanca/domain/validation/validate-idea';
import { describe, expect, it } from 'vitest';
import { IDEA } from '../testing/fake-validation';

/** Whether the report's catalog has a text at a dotted path. */
const has = (path: string) =>
  typeof path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], validationReport) ===
  'string';

/** Every key the report looks up for a validation. */
function keysOf(idea: (typeof IDEA_CORPUS)[number]['idea']): string[] {
  const result = validateIdea(idea);
  const keys = [`verdicts.${result.verdict}.title`];
  for (const key of SCORE_KEYS) {
    const score = result.scores[key];
    keys.push(`scores.${key}.name`, `confidence.${score.confidence}`);
    for (const factor of score.factors)
      keys.push(`factors.${key}.${factor.key}.label`, `factors.${key}.${factor.key}.detail`);
    for (const raise of score.raise) keys.push(`raise.${key}.${raise.key}.action`, `raise.${key}.${raise.key}.missing`);
  }
  for (const method of [result.market.topDown, result.market.bottomUp])
    for (const estimate of [method.tam, method.sam, method.som]) {
      for (const term of estimate.terms) keys.push(`terms.${term.name}.label`, `terms.${term.name}.description`);
      if (estimate.missing) keys.push(`missing.${estimate.missing}`);
    }
  const { market } = result;
  for (const term of market.capacity?.terms ?? [])
    keys.push(`terms.${term.name}.label`, `terms.${term.name}.description`);
  if (market.capacity) keys.push(`likely.basis.${market.capacity.basis}`);
  keys.push(`likely.area.${market.served.kind === 'catchment' ? 'catchmentIn' : market.served.kind}`);
  keys.push(`likely.customer.${market.customer.kind}`);
  for (const activity of [market.customer.activity, market.customer.offerActivity])
    if (activity) keys.push(`activities.${activity}`);
  for (const assumption of result.assumptions) keys.push(`assumptions.${assumption.key}.text`);
  for (const experiment of result.experiments) keys.push(`experiments.${experiment.key}.criterion`);
  for (const look of result.competitors.lookFor) keys.push(`lookFor.${look}`);
  return keys;
}

describe('the report’s catalog', () => {
  it('has a text for every line the engine writes over the whole corpus and its edge cases', () => {
    const ideas = [
      ...IDEA_CORPUS.map((entry) => entry.idea),
      ...EXPERT_CORPUS.map(expertIdeaInput),
      // Edge cases the corpus may not reach: a price under cost, far above, crowded, no capital, a region.
      { ...IDEA, priceCents: 1 },
      { ...IDEA, priceCents: 10_000_00 },
      { ...IDEA, competitors: ['A', 'B', 'C', 'D', 'E', 'F', 'G'] },
      { ...IDEA, capitalCents: 0, hoursPerWeek: 5, channels: ['events' as const] },
      { ...IDEA, region: 'Oceania' as const, pricingModel: 'monthly' as const, purchasesPerYear: 12 },
      {
        ...IDEA,
        businessType: 'other' as const,
        country: 'GB' as const,
        currency: 'GBP' as const,
        region: 'Europa' as const,
      },
    ];
    const missing = [...new Set(ideas.flatMap(keysOf))].filter((key) => !has(key));
    expect(missing).toEqual([]);
  });

  it('names every activity and every capacity basis', () => {
    const keys = [
      ...ACTIVITIES.map((activity) => `activities.${activity}`),
      ...CAPACITY_BASES.map((basis) => `likely.basis.${basis}`),
    ];
    expect(keys.filter((key) => !has(key))).toEqual([]);
  });
});
