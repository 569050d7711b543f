import { describe, expect, it } from 'vitest';
import type { IdeaInput } from '../validation/idea';
import type { Estimate } from '../validation/sizing-terms';
import { checkClaims, claimsIn } from './claims';
import { draftPitch, type DraftWords } from './draft';
import { pitchEvidence, type ValidationEvidenceSource } from './evidence';

const estimate = (cents: number | null): Estimate => ({ cents, terms: [] });

const IDEA: IdeaInput = {
  title: 'Marmitas congeladas para home office',
  problem: 'Quem trabalha de casa perde 40 minutos por dia para almoçar.',
  targetCustomer: 'profissionais em home office em Campinas',
  solution: 'Um kit semanal de 10 marmitas congeladas entregue no domingo.',
  businessType: 'food',
  country: 'BR',
  region: 'Brasil',
  priceCents: 229_00,
  currency: 'BRL',
  pricingModel: 'weekly',
  purchasesPerYear: 40,
  channels: ['socialMedia'],
  competitors: ['iFood'],
  differentiation: 'Comida caseira de nutricionista pela metade do preço do delivery.',
  experienceLevel: 'beginner',
  hoursPerWeek: 40,
  capitalCents: 20_000_00,
};

const VALIDATION: ValidationEvidenceSource & { idea: IdeaInput } = {
  id: 'v1',
  title: IDEA.title,
  idea: IDEA,
  market: {
    topDown: { tam: estimate(48_000_000_00), sam: estimate(6_000_000_00), som: estimate(1_300_000_00) },
    bottomUp: { tam: estimate(null), sam: estimate(5_000_000_00), som: estimate(1_200_000_00) },
  },
  weakestScore: null,
};

// Plain pt-BR sentences, as the server's catalogs write them.
const WORDS: DraftWords = {
  oneLiner: (title, customer) => `${title}, para ${customer}.`,
  market: (scope, amount) => `Nosso ${scope.toUpperCase()} é de R$ ${amount.toLocaleString('pt-BR')} por ano.`,
  competition: (competitors, differentiation) => `Hoje o cliente usa ${competitors.join(', ')}. ${differentiation}`,
  businessModel: (price, _currency, model, margin) =>
    `Cobramos R$ ${price} (${model})${margin === null ? '' : `, com margem projetada de ${String(margin).replace('.', ',')} %`}.`,
  ask: (amount, _currency, breakEven) =>
    `Pedimos R$ ${amount.toLocaleString('pt-BR')} para chegar ao equilíbrio${breakEven ? ` no mês ${breakEven}` : ''}.`,
};

const SIMULATION = {
  currency: 'BRL' as const,
  months: [
    { kpis: { grossMarginRate: 0.1, cashCents: 5_000_00, breakEvenMonth: null }, priceCents: 219_00 },
    { kpis: { grossMarginRate: 0.12, cashCents: -18_500_50, breakEvenMonth: null }, priceCents: 219_00 },
    { kpis: { grossMarginRate: 0.14, cashCents: -9_000_00, breakEvenMonth: 3 }, priceCents: 219_00 },
  ],
};

describe('a pitch drafted from the founder’s evidence', () => {
  it('takes the founder’s own words and figures, marks every part it wrote as a draft, and invents none', () => {
    const draft = draftPitch(VALIDATION, SIMULATION, WORDS);
    expect(draft.parts).toEqual({
      oneLiner: 'Marmitas congeladas para home office, para profissionais em home office em Campinas.',
      problem: IDEA.problem,
      solution: IDEA.solution,
      market: 'Nosso SOM é de R$ 1.200.000 por ano.',
      competition: `Hoje o cliente usa iFood. ${IDEA.differentiation}`,
      businessModel: 'Cobramos R$ 229 (weekly), com margem projetada de 12 %.',
      ask: 'Pedimos R$ 18.501 para chegar ao equilíbrio no mês 3.',
    });
    expect(draft.drafted).toEqual(Object.keys(draft.parts));
    // Why now, traction and team have nothing behind them in a validation or a simulation.
    expect(draft.parts.whyNow).toBeUndefined();
    expect(draft.parts.traction).toBeUndefined();
    expect(draft.parts.team).toBeUndefined();
  });

  it('drafts figures that its own check then finds within the evidence', () => {
    const { parts } = draftPitch(VALIDATION, SIMULATION, WORDS);
    const evidence = pitchEvidence(VALIDATION, null);
    const claims = Object.values(parts).flatMap((text) => checkClaims(claimsIn(text!, 'pt-BR'), evidence));
    expect(claims.filter((claim) => claim.verdict === 'beyond' || claim.verdict === 'differs')).toEqual([]);
  });

  it('drafts only the model and the ask from a simulation alone, and nothing from nothing', () => {
    expect(Object.keys(draftPitch(null, SIMULATION, WORDS).parts)).toEqual(['businessModel', 'ask']);
    expect(draftPitch(null, null, WORDS)).toEqual({ parts: {}, drafted: [] });
  });
});
