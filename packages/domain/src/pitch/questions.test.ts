import { describe, expect, it } from 'vitest';
import { checkAnswer, investorDrill } from './questions';
import { scorePitch } from './rubric';
import { NO_FACTS, SIMULATION_EVIDENCE } from './testing/drill-fixtures';

const EVIDENCE = SIMULATION_EVIDENCE;

const PARTS = {
  oneLiner: 'Entregamos kits semanais de marmitas congeladas para quem trabalha de casa em Campinas.',
  problem: 'Profissionais em home office em Campinas perdem 40 minutos por dia para almoçar.',
  solution: 'Um kit de 10 marmitas congeladas entregue no domingo.',
  whyNow: 'Desde 2023, 30 % dos escritórios de Campinas adotaram o trabalho híbrido.',
  market: 'Um mercado de R$ 1,2 mi por ano em Campinas.',
  competition: 'Restaurantes por aplicativo cobram o dobro.',
  businessModel: 'O kit custa R$ 229 por semana, com margem de 30 %.',
  traction: 'Temos 280 clientes pagantes.',
  team: 'Ana é nutricionista há 8 anos.',
  ask: 'Pedimos R$ 150 mil para contratar uma segunda cozinha em 12 meses.',
};

describe('the investor drill', () => {
  it('asks first of the figures beyond the evidence, with both figures, then of the founder’s weak metrics', () => {
    const drill = investorDrill(scorePitch({ kind: 'investor', language: 'pt-BR', parts: PARTS, evidence: EVIDENCE }), {
      cacToLtv: 0.5,
      runwayMonths: 4,
      weakestScore: 'competition',
    });
    expect(drill.slice(0, 5).map((question) => [question.id, question.values])).toEqual([
      ['claimSource', { metric: 'margin', claimed: 30, evidence: 12 }],
      ['claimSource', { metric: 'customers', claimed: 280, evidence: 140 }],
      ['unitEconomics', { cacToLtv: 50 }],
      ['runwayPlan', { months: 4 }],
      ['validationWeakest', { score: 'competition' }],
    ]);
    expect(drill.length).toBeLessThanOrEqual(10);
  });

  it('asks at least five questions of any pitch, each with what a good answer contains, and never the same twice', () => {
    for (const parts of [PARTS, {}, { oneLiner: PARTS.oneLiner }]) {
      const drill = investorDrill(scorePitch({ kind: 'investor', language: 'pt-BR', parts, evidence: [] }), NO_FACTS);
      expect(drill.length).toBeGreaterThanOrEqual(5);
      expect(drill.length).toBeLessThanOrEqual(10);
      const keys = drill.map((question) => `${question.id}:${String(question.values.metric ?? '')}`);
      expect(new Set(keys).size).toBe(keys.length);
      for (const question of drill) expect(question.elements.length).toBeGreaterThan(0);
    }
  });

  it('turns the rubric’s costliest findings into questions: a missing part, a customer nobody could find', () => {
    const vague = scorePitch({
      kind: 'investor',
      language: 'pt-BR',
      parts: { oneLiner: 'Uma plataforma inovadora para todo mundo.', problem: 'Todo mundo sofre com isso.' },
      evidence: [],
    });
    const ids = investorDrill(vague, NO_FACTS).map((question) => question.id);
    expect(ids).toEqual(expect.arrayContaining(['customerWho', 'marketSize', 'tractionProof', 'askMilestone']));
  });
});

describe('an answer to a drill question', () => {
  const claimQuestion = { id: 'claimSource', values: { metric: 'margin' }, elements: ['figure', 'source'] } as const;

  it('says which elements of a good answer it holds, and holds its figures to the evidence', () => {
    expect(checkAnswer(claimQuestion, 'Acho que a margem é boa.', 'pt-BR', EVIDENCE)).toMatchObject({
      present: [],
      missing: ['figure', 'source'],
      claims: [],
    });
    const answer = checkAnswer(
      claimQuestion,
      'Segundo a simulação, a margem dos últimos 3 meses é de 12 %.',
      'pt-BR',
      EVIDENCE,
    );
    expect(answer.present).toEqual(['figure', 'source']);
    expect(answer.claims.map((claim) => [claim.metric, claim.verdict])).toEqual([['margin', 'supported']]);
    const overClaim = checkAnswer(claimQuestion, 'According to our survey, our margin is 30%.', 'en-US', EVIDENCE);
    expect(overClaim.claims.map((claim) => claim.verdict)).toEqual(['beyond']);
  });

  it('finds a plan, a date and a comparison in each language’s words', () => {
    const plan = { id: 'askMilestone', values: {}, elements: ['figure', 'plan', 'date'] } as const;
    expect(checkAnswer(plan, 'Mit 80.000 € stellen wir bis 2026 zwei Mechaniker ein.', 'de-DE', []).missing).toEqual([
      'plan',
    ]);
    expect(
      checkAnswer(plan, 'Con 80.000 € vamos a contratar dos profesores en 12 meses.', 'es-ES', []).missing,
    ).toEqual([]);
    const switchQuestion = { id: 'competitionSwitch', values: {}, elements: ['comparison'] } as const;
    expect(
      checkAnswer(switchQuestion, 'Nous livrons en 20 minutes, plus rapide que les applis.', 'fr-FR', []).present,
    ).toEqual(['comparison']);
  });
});
