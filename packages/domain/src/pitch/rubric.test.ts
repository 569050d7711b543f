import { describe, expect, it } from 'vitest';
import type { EvidenceFigure } from './claims';
import { scorePitch, type RubricInput } from './rubric';

const VALIDATION = { kind: 'validation', id: 'v1', name: 'Marmitas' } as const;
const SIMULATION = { kind: 'simulation', id: 's1', name: 'Marmitas' } as const;
const EVIDENCE: EvidenceFigure[] = [
  { metric: 'marketSize', scope: 'som', value: 1_200_000, currency: 'BRL', source: VALIDATION },
  { metric: 'price', scope: null, value: 229, currency: 'BRL', source: VALIDATION },
  { metric: 'customers', scope: null, value: 140, currency: null, source: SIMULATION },
  { metric: 'margin', scope: null, value: 12, currency: null, source: SIMULATION },
];

const SPECIFIC: RubricInput['parts'] = {
  oneLiner: 'Entregamos kits semanais de marmitas congeladas para quem trabalha de casa em Campinas.',
  problem:
    'Profissionais em home office em Campinas perdem 40 minutos por dia para almoçar. Pedir delivery todo dia custa R$ 35 por refeição.',
  solution: 'Um kit de 10 marmitas congeladas, entregue no domingo, que vai do freezer ao micro-ondas em 5 minutos.',
  whyNow: 'Desde 2023, 30 % dos escritórios de Campinas adotaram o trabalho híbrido.',
  market: 'Nosso SOM é de R$ 1,2 mi por ano entre profissionais de home office em Campinas.',
  competition: 'Restaurantes por aplicativo cobram o dobro por refeição e chegam frios.',
  businessModel: 'O kit custa R$ 229 por semana, com margem de 12 %.',
  traction: 'Temos 140 clientes pagantes depois de 6 meses.',
  team: 'Ana é nutricionista e cozinhou 8 anos em restaurante; Bruno vendeu planos de saúde para empresas.',
  ask: 'Pedimos R$ 150 mil para contratar uma segunda cozinha e chegar a 400 clientes em 12 meses.',
};

const VAGUE: RubricInput['parts'] = {
  oneLiner:
    'Somos uma plataforma inovadora e disruptiva que basicamente revoluciona a alimentação de todas as pessoas que querem comer melhor no dia a dia com uma solução completa.',
  problem: 'As pessoas não têm tempo para comer bem e isso é realmente um problema muito grande para todo mundo.',
  solution: 'Uma solução completa de alimentação saudável, inovadora e escalável.',
  whyNow: 'O mercado está em transformação.',
  market: 'O mercado é enorme e todo mundo come.',
  competition: 'Não temos concorrentes diretos.',
  businessModel: 'Vamos vender marmitas.',
  traction: 'Muitas pessoas gostaram da ideia.',
  team: 'Somos apaixonados por comida.',
  ask: 'Buscamos investimento.',
};

const score = (parts: RubricInput['parts'], evidence = EVIDENCE) =>
  scorePitch({ kind: 'investor', language: 'pt-BR', parts, evidence });

describe('the pitch rubric', () => {
  it('scores the specific pitch well above its vague twin, on every criterion', () => {
    const specific = score(SPECIFIC);
    const vague = score(VAGUE);
    expect(specific.score).toBeGreaterThanOrEqual(80);
    expect(vague.score).toBeLessThan(35);
    for (const criterion of ['clarity', 'specificity', 'evidence', 'ask'] as const) {
      expect(specific.criteria[criterion].score, criterion).toBeGreaterThan(vague.criteria[criterion].score);
    }
  });

  it('scores the same text the same, and ranks what to change by the points it adds', () => {
    expect(score(VAGUE)).toEqual(score(VAGUE));
    const { findings } = score(VAGUE);
    expect(findings.map((finding) => finding.points)).toEqual(
      [...findings.map((finding) => finding.points)].sort((a, b) => b - a),
    );
    expect(findings.map((finding) => finding.check)).toEqual(
      expect.arrayContaining(['oneLiner', 'plainWords', 'figures', 'datedWhyNow', 'askAmount', 'claimsHold']),
    );
  });

  it('flags a claim twice the evidence, costs points for it, and gives them back once fixed', () => {
    const overClaiming = score({ ...SPECIFIC, traction: 'Temos 280 clientes pagantes depois de 6 meses.' });
    expect(overClaiming.claims.find((claim) => claim.metric === 'customers')).toMatchObject({
      verdict: 'beyond',
      part: 'traction',
      claimed: 280,
      evidence: { value: 140 },
    });
    expect(overClaiming.score).toBeLessThan(score(SPECIFIC).score);
    expect(overClaiming.parts.traction).toBeLessThan(score(SPECIFIC).parts.traction!);
    expect(overClaiming.findings[0]?.check).toBe('claimsHold');
  });

  it('asks an elevator pitch for its own parts only, and scales its points back to 100', () => {
    const elevator = scorePitch({ kind: 'elevator', language: 'pt-BR', parts: SPECIFIC, evidence: EVIDENCE });
    expect(Object.keys(elevator.parts)).toEqual([
      'oneLiner',
      'problem',
      'solution',
      'market',
      'businessModel',
      'traction',
      'ask',
    ]);
    const maxima = Object.values(elevator.criteria).reduce((sum, criterion) => sum + criterion.max, 0);
    expect(maxima).toBeCloseTo(100, 0);
    expect(elevator.score).toBeGreaterThanOrEqual(80);
  });

  it('owes the clarity a missing part costs to the missing parts, never to a finding with nothing found', () => {
    const { findings, score: total } = score({ oneLiner: SPECIFIC.oneLiner, problem: SPECIFIC.problem });
    expect(findings.map((finding) => finding.check)).not.toContain('plainWords');
    const missing = findings.find((finding) => finding.check === 'partsPresent')!;
    // Every point lost is a finding's: the findings add up to what the pitch lost.
    const lost = findings.reduce((sum, finding) => sum + finding.points, 0);
    expect(lost).toBeCloseTo(100 - total, 0);
    expect(missing.points).toBeGreaterThan(10);
  });

  it('reads revenue in the market part as a projection of a share, not a claim', () => {
    const { claims } = score({
      ...SPECIFIC,
      market: 'Um mercado de R$ 1,2 mi por ano; 10 % dele seriam R$ 120 mil de faturamento por ano.',
    });
    expect(claims.filter((claim) => claim.part === 'market').map((claim) => claim.metric)).toEqual(['marketSize']);
  });

  it('names the parts missing and gives them no points', () => {
    const { parts, findings } = score({ oneLiner: SPECIFIC.oneLiner, problem: SPECIFIC.problem });
    expect(parts.ask).toBe(0);
    expect(findings.find((finding) => finding.check === 'partsPresent')?.parts).toContain('traction');
  });
});
