import type { Validation, ValidationRequest, ValidationSummary } from '@alavanca/contracts/validations';
import { validateIdea } from '@alavanca/domain/validation/validate-idea';

/** A specific idea, as the form would post it. */
export const IDEA: ValidationRequest = {
  title: 'Marmitas fit para academias',
  problem: 'Quem treina à noite gasta R$ 40 por dia com delivery, quatro vezes por semana, e não consegue cozinhar.',
  targetCustomer: 'Alunos de academias de bairro em Belo Horizonte, de 25 a 40 anos',
  solution: 'Marmitas congeladas entregues na academia toda segunda-feira.',
  businessType: 'food',
  country: 'BR',
  region: 'Brasil',
  priceCents: 29_90,
  currency: 'BRL',
  pricingModel: 'oneOff',
  purchasesPerYear: 48,
  channels: ['socialMedia', 'directSales'],
  competitors: ['iFood'],
  differentiation: 'Custa 30% menos do que o iFood e chega na academia.',
  experienceLevel: 'beginner',
  hoursPerWeek: 40,
  capitalCents: 30_000_00,
};

const ID = '00000000-0000-4000-8000-0000000000aa';

/** A stored validation as the server answers it, scored by the real engine; earlier versions first in `history`. */
export function makeValidation(idea: ValidationRequest = IDEA, history: ValidationRequest[] = []): Validation {
  const inputs = [idea, ...history];
  const versions = inputs.map((input, index) => ({
    version: inputs.length - index,
    input,
    result: validateIdea(input),
    narrative: null,
    createdAt: new Date(Date.UTC(2026, 10, 20 + inputs.length - index, 12)).toISOString(),
  }));
  const latest = versions[0]!;
  return {
    id: ID,
    title: idea.title,
    businessType: idea.businessType,
    overall: latest.result.overall,
    verdict: latest.result.verdict,
    version: latest.version,
    createdAt: versions.at(-1)!.createdAt,
    updatedAt: latest.createdAt,
    versions,
    experiments: [],
  };
}

export const summaryOf = ({
  versions: _versions,
  experiments: _experiments,
  ...summary
}: Validation): ValidationSummary => summary;
