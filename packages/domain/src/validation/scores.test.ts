import { describe, expect, it } from 'vitest';
import type { IdeaInput } from './idea';
import { sizeMarket } from './market-sizing';
import { scoreIdea, type IdeaScores } from './scores';
import { SCORE_KEYS, SCORE_WEIGHTS, VERDICT_THRESHOLDS } from './score-keys';

const SPECIFIC: IdeaInput = {
  title: 'Conferência de notas para restaurantes',
  problem:
    'Donos de restaurante perdem 6 horas toda semana conferindo notas de fornecedores à mão, e pagam cobranças erradas: cerca de 2% das compras.',
  targetCustomer: 'Restaurantes independentes de São Paulo com 10 a 40 mesas',
  solution: 'Um app que lê as notas, compara com os pedidos e avisa das diferenças.',
  businessType: 'saas',
  country: 'BR',
  region: 'Brasil',
  priceCents: 149_00,
  currency: 'BRL',
  pricingModel: 'monthly',
  purchasesPerYear: 12,
  channels: ['directSales', 'partners'],
  competitors: ['Planilhas Excel', 'Saipos'],
  differentiation: 'Ao contrário do Saipos, confere cada item da nota com o pedido em 2 minutos, sem digitação.',
  experienceLevel: 'intermediate',
  hoursPerWeek: 40,
  capitalCents: 150_000_00,
};

/** The same idea as a hurried founder writes it. */
const VAGUE: IdeaInput = {
  ...SPECIFIC,
  problem: 'Restaurantes têm problemas com notas.',
  targetCustomer: 'Todo mundo que tem restaurante',
  competitors: [],
  differentiation: 'Vai ser o melhor app.',
};

const score = (idea: IdeaInput): IdeaScores => scoreIdea(idea, sizeMarket(idea));

describe('scoreIdea', () => {
  it('shows every score as its factors’ sum, and the overall as the weighted scores', () => {
    const result = score(SPECIFIC);
    for (const key of SCORE_KEYS) {
      const { value, factors } = result.scores[key];
      const sum = factors.reduce((total, factor) => total + factor.points, 0);
      expect(value).toBe(Math.round(Math.min(100, Math.max(0, sum))));
      expect(factors[0]!.key).toBe('base');
    }
    expect(result.overall).toBe(
      Math.round(SCORE_KEYS.reduce((total, key) => total + SCORE_WEIGHTS[key] * result.scores[key].value, 0)),
    );
    expect(Object.values(SCORE_WEIGHTS).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
  });

  it('gives the same scores for the same idea', () => {
    expect(score(SPECIFIC)).toEqual(score({ ...SPECIFIC }));
  });

  it('scores a vague idea below the same idea told specifically, and says what would raise it', () => {
    const specific = score(SPECIFIC);
    const vague = score(VAGUE);
    expect(vague.overall).toBeLessThan(specific.overall);
    for (const key of SCORE_KEYS) expect(vague.scores[key].value).toBeLessThanOrEqual(specific.scores[key].value);
    expect(vague.scores.problem.raise.map((raise) => raise.key)).toEqual(
      expect.arrayContaining(['describePain', 'sayHowOften', 'measureTheCost', 'nameAlternatives']),
    );
    expect(vague.scores.competition.confidence).toBe('low');
    expect(vague.verdict).toBe(vague.overall < VERDICT_THRESHOLDS.pivot ? 'pivot' : 'validateFurther');
  });

  it('quotes the founder’s words behind a factor', () => {
    const problem = score(SPECIFIC).scores.problem.factors;
    expect(problem.find((factor) => factor.key === 'pain')?.evidence).toContain('perd');
    expect(problem.find((factor) => factor.key === 'recurring')?.evidence).toContain('toda semana');
  });

  it('never lowers a score for saying more: a pain, its frequency, a narrower customer, a named competitor', () => {
    const base = score(VAGUE);
    const variants: IdeaInput[] = [
      { ...VAGUE, problem: `${VAGUE.problem} Perdem dinheiro com isso.` },
      { ...VAGUE, problem: `${VAGUE.problem} Acontece toda semana.` },
      { ...VAGUE, targetCustomer: 'Restaurantes de bairro com até 20 mesas' },
      { ...VAGUE, competitors: ['Saipos'] },
      { ...VAGUE, differentiation: 'Confere a nota em 2 minutos, em vez de 1 hora na planilha.' },
    ];
    for (const variant of variants) {
      const told = score(variant);
      for (const key of SCORE_KEYS) expect(told.scores[key].value).toBeGreaterThanOrEqual(base.scores[key].value);
    }
  });

  it('penalises a price below the type’s typical unit cost, as an assumption it names', () => {
    const cheap = score({ ...SPECIFIC, businessType: 'retail', pricingModel: 'oneOff', priceCents: 10_00 });
    const factor = cheap.scores.monetisation.factors.find((line) => line.key === 'belowTypicalCost');
    expect(factor).toMatchObject({ points: -30, origin: 'assumed' });
    expect(cheap.scores.risk.factors.map((line) => line.key)).toContain('priceBelowCost');
  });
});
