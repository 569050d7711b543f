import type { PitchDetail } from '@alavanca/contracts/pitches';
import type { EvidenceFigure } from '@alavanca/domain/pitch/claims';
import type { ReactNode } from 'react';
import { PitchEnvironmentProvider, type PitchEnvironment } from '../components/pitch-context';

/*
 * A neighbourhood bakery's investor pitch (the domain's corpus tells it whole) held to its own
 * validation and simulation, with its reachable market (SOM) inflated to R$ 3 mi against the
 * validation's R$ 1,16 mi: the one figure beyond the evidence.
 */

export const PITCH_ID = '7c1e9a4b-2d3f-4e5a-8b6c-9d0e1f2a3b4c';
export const VALIDATION_ID = '11111111-1111-4111-8111-111111111111';
export const SIMULATION_ID = '22222222-2222-4222-8222-222222222222';

const validation = { kind: 'validation', id: VALIDATION_ID, name: 'Padaria do Batel' } as const;
const simulation = { kind: 'simulation', id: SIMULATION_ID, name: 'Clube do pão' } as const;

export const EVIDENCE: EvidenceFigure[] = [
  { metric: 'marketSize', scope: 'tam', value: 120_000_000, currency: 'BRL', source: validation },
  { metric: 'marketSize', scope: 'som', value: 1_160_000, currency: 'BRL', source: validation },
  { metric: 'price', scope: null, value: 18, currency: 'BRL', source: validation },
  { metric: 'customers', scope: null, value: 600, currency: null, source: simulation },
  { metric: 'revenue', scope: null, value: 46_800, currency: 'BRL', source: simulation },
  { metric: 'margin', scope: null, value: 28, currency: null, source: simulation },
];

/** The inflated figure as said, and as the evidence holds it rounded. */
export const INFLATED_SOM = 'R$ 3 mi';
export const ROUNDED_SOM = 'R$ 1,2 mi';

const PARTS: PitchDetail['parts'] = {
  oneLiner:
    'Pão de fermentação natural assado no Batel, em Curitiba, entregue uma vez por semana a quem assina o clube.',
  problem:
    'Quem mora no Batel e quer pão de fermentação natural precisa atravessar a cidade até uma das poucas padarias artesanais, quase todas abertas só de quinta a sábado. Muitas famílias do bairro desistem e voltam ao pão de forma do supermercado.',
  solution:
    'Quem assina recebe toda sexta de manhã uma cesta com um pão de fermentação natural, uma fornada doce e manteiga da serra. Quem preferir retira na loja, que abre às 7h.',
  whyNow:
    'Desde 2022, o Batel ganhou cinco prédios residenciais novos, e as feiras orgânicas do bairro vivem cheias aos sábados.',
  market: `O mercado de pão artesanal em Curitiba é de R$ 120 mi por ano. Entre os moradores do Batel, num raio de 2 km da loja, nosso SOM é de ${INFLATED_SOM} por ano.`,
  competition:
    'As redes de supermercado vendem um pão "de fermentação natural" que chega congelado. As padarias artesanais do Centro não entregam e fecham aos domingos.',
  businessModel:
    'A cesta custa R$ 18 e leva R$ 6 de farinha, fermento e embalagem. Descontados o aluguel e os dois padeiros, a margem fica em 28 %.',
  traction: 'Abrimos há 8 meses: hoje 600 clientes assinam o clube e faturamos R$ 46,8 mil por mês.',
  team: 'Marina foi padeira por nove anos numa padaria de fermentação natural em São Paulo. Caio cuidou das finanças de uma rede de cafés e montou a nossa rota de entregas.',
  ask: 'Pedimos R$ 250 mil para comprar um segundo forno e contratar mais um padeiro, e assim chegar a 1.200 assinantes em 18 meses.',
};

export const PITCH: PitchDetail = {
  id: PITCH_ID,
  title: 'Clube do pão do Batel',
  kind: 'investor',
  language: 'pt-BR',
  score: 90,
  analyses: 1,
  createdAt: '2026-11-20T12:00:00.000Z',
  updatedAt: '2026-11-21T12:00:00.000Z',
  validationId: VALIDATION_ID,
  simulationId: SIMULATION_ID,
  parts: PARTS,
  drafted: ['market', 'oneLiner'],
  evidence: EVIDENCE,
  drillFacts: { cacToLtv: null, runwayMonths: 4.5, weakestScore: 'market' },
  versions: [
    {
      number: 1,
      score: 90,
      criteria: {
        structure: { score: 15, max: 15 },
        clarity: { score: 25, max: 25 },
        specificity: { score: 25, max: 25 },
        evidence: { score: 10, max: 20 },
        ask: { score: 15, max: 15 },
      },
      flagged: 1,
      createdAt: '2026-11-21T12:00:00.000Z',
    },
  ],
};

/** Where the app opens each piece of evidence (the real paths come from app/pitch-evidence.tsx). */
const TEST_ENVIRONMENT: PitchEnvironment = {
  prefs: { language: 'pt-BR', numberFormat: 'decimal' },
  dates: { language: 'pt-BR', dateFormat: 'DD/MM/YYYY', timezone: 'America/Sao_Paulo' },
  sourcePath: (source) => `/${source.kind}/${source.id}`,
};

export function WithPitchEnvironment({ children }: { children: ReactNode }) {
  return <PitchEnvironmentProvider value={TEST_ENVIRONMENT}>{children}</PitchEnvironmentProvider>;
}
