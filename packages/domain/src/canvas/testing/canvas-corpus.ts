import type { BusinessType, Currency } from '../../constants';
import type { Canvas, CanvasBlock, CanvasCard, CanvasKind } from '../canvas';
import type { FindingRule, ValidationFacts } from '../coherence';

/** A card with what the corpus leaves out filled in: an assumption aimed at nothing. */
export function card(id: string, block: CanvasBlock, text: string, extra: Partial<CanvasCard> = {}): CanvasCard {
  return { id, block, text, evidence: null, links: [], ...extra };
}

export function canvas(
  kind: CanvasKind,
  businessType: BusinessType,
  currency: Currency,
  cards: CanvasCard[],
  title = 'Canvas',
): Canvas {
  return { kind, title, businessType, currency, cards };
}

/** A canvas an advisor read, the rules they expect it to break (none for a sound one), and why. */
export interface CorpusCanvas {
  name: string;
  canvas: Canvas;
  facts: ValidationFacts | null;
  expected: FindingRule[];
  reasoning: string;
}

/**
 * A sourdough bakery in Curitiba: 600 regulars buying a R$ 18 basket once a week, R$ 6 of flour,
 * leaven and packaging in each, R$ 18,000 of rent and staff a month, walk-ins won for about R$ 15
 * each (a tasting table). R$ 46,800 of sales a month against R$ 33,600 of costs; break-even at 347
 * customers; the acquisition paid back in a week of purchases.
 */
export const BAKERY = canvas(
  'businessModel',
  'food',
  'BRL',
  [
    card('partner-mill', 'keyPartners', 'Moinho local de farinha orgânica'),
    card('bake', 'keyActivities', 'Assar pães de fermentação natural todas as manhãs', { links: ['staff'] }),
    card('oven', 'keyResources', 'Forno a lenha e padeiro experiente', { links: ['rent'] }),
    card('fresh', 'valuePropositions', 'Pão de fermentação natural fresco perto de casa', { links: ['neighbours'] }),
    card('club', 'customerRelationships', 'Clube do pão com reserva semanal', { links: ['neighbours'] }),
    card('shop', 'channels', 'Loja de rua com mesa de degustação', {
      links: ['neighbours'],
      channel: { acquisitionCostCents: 15_00 },
    }),
    card('neighbours', 'customerSegments', 'Moradores do Batel que compram pão artesanal toda semana', {
      segment: { marketCents: 9_000_000_00 },
    }),
    card('rent', 'costStructure', 'Aluguel, energia e contador', {
      cost: { costKind: 'fixed', amountCents: 8_000_00 },
    }),
    card('staff', 'costStructure', 'Dois padeiros e um atendente', {
      cost: { costKind: 'fixed', amountCents: 10_000_00 },
    }),
    card('flour', 'costStructure', 'Farinha, fermento e embalagem por cesta', {
      cost: { costKind: 'variable', amountCents: 6_00 },
    }),
    card('basket', 'revenueStreams', 'Cesta semanal de pães', {
      links: ['neighbours'],
      revenue: { priceCents: 18_00, pricingModel: 'oneOff', purchasesPerYear: 52, customers: 600 },
    }),
  ],
  'Padaria do Batel',
);

/** The bakery's own validation: the same price, a city market far above its claim, a likely year above its plan. */
export const BAKERY_FACTS: ValidationFacts = {
  validationId: '8f5e2a47-5d7c-4c8e-9f00-3b1e6f7a9c21',
  currency: 'BRL',
  priceCents: 18_00,
  tamCents: 120_000_000_00,
  likelyHighCents: 700_000_00,
};

/**
 * A scheduling app for hair salons in Recife at R$ 99 a month: R$ 25 of hosting and support per
 * salon, won by paid ads and a sales visit at R$ 1,200 each. A salon leaves R$ 74 a month, so the
 * visit is paid back after 17 months: longer than a small company's cash can wait.
 */
export const SALON_SAAS = canvas(
  'lean',
  'saas',
  'BRL',
  [
    card('salons', 'customerSegments', 'Salões de beleza de bairro em Recife com 2 a 6 cadeiras'),
    card('no-shows', 'problem', 'Clientes faltam aos horários marcados', { links: ['salons'] }),
    card('booking', 'solution', 'Agenda online com lembrete por WhatsApp'),
    card('uvp', 'uniqueValueProposition', 'Menos cadeiras vazias sem atender o telefone', { links: ['salons'] }),
    card('visits', 'channels', 'Anúncios pagos e visita de vendas', {
      links: ['salons'],
      channel: { acquisitionCostCents: 1_200_00 },
    }),
    card('servers', 'costStructure', 'Servidores e suporte por salão', {
      cost: { costKind: 'variable', amountCents: 25_00 },
    }),
    card('founders', 'costStructure', 'Pró-labore dos dois sócios', {
      cost: { costKind: 'fixed', amountCents: 9_000_00 },
    }),
    card('plan', 'revenueStreams', 'Assinatura mensal', {
      links: ['salons'],
      revenue: { priceCents: 99_00, pricingModel: 'monthly', purchasesPerYear: 12, customers: 150 },
    }),
  ],
  'Agenda de salão',
);

export const CANVAS_CORPUS: CorpusCanvas[] = [
  {
    name: 'a sound bakery, checked against its validation',
    canvas: BAKERY,
    facts: BAKERY_FACTS,
    expected: [],
    reasoning:
      'Every block serves the one segment, each activity and resource is paid for, a basket leaves R$ 52 a month per customer against R$ 15 to win one, and 600 regulars clear the 347 of break-even. The price is the validated one and a year of sales (R$ 561,600) sits inside the likely range.',
  },
  {
    name: 'a salon app whose sales visit takes 17 months to pay back',
    canvas: SALON_SAAS,
    facts: null,
    expected: ['slowPayback'],
    reasoning:
      'R$ 1,200 to win a salon that leaves R$ 74 a month is 17 months of its contribution: an advisor would ask for a cheaper channel (referrals from salons already using it) before any spend on visits.',
  },
  {
    name: 'a shop selling each piece below its cost',
    canvas: canvas('businessModel', 'retail', 'BRL', [
      card('teens', 'customerSegments', 'Adolescentes que colecionam cartas'),
      card('cards', 'valuePropositions', 'Cartas raras a preço de banca', { links: ['teens'] }),
      card('store', 'channels', 'Loja no shopping', { links: ['teens'], channel: { acquisitionCostCents: 5_00 } }),
      card('rent', 'costStructure', 'Aluguel do quiosque', { cost: { costKind: 'fixed', amountCents: 6_000_00 } }),
      card('stock', 'costStructure', 'Compra de cada carta', { cost: { costKind: 'variable', amountCents: 45_00 } }),
      card('sales', 'revenueStreams', 'Venda avulsa', {
        links: ['teens'],
        revenue: { priceCents: 40_00, pricingModel: 'oneOff', purchasesPerYear: 6, customers: 300 },
      }),
    ]),
    facts: null,
    expected: ['negativeContribution', 'belowBreakEven'],
    reasoning:
      'Each card sold at R$ 40 costs R$ 45 to buy: every sale loses money, so no number of customers ever covers the kiosk.',
  },
  {
    name: 'nine blocks filled in without linking them',
    canvas: canvas('businessModel', 'service', 'EUR', [
      card('families', 'customerSegments', 'Families in Lyon with a garden'),
      card('offices', 'customerSegments', 'Small offices that want plants'),
      card('care', 'valuePropositions', 'A garden cared for without thinking about it', { links: ['families'] }),
      card('mow', 'keyActivities', 'Mowing and pruning rounds'),
      card('van', 'keyResources', 'A van and tools'),
      card('flyers', 'channels', 'Flyers in letterboxes'),
    ]),
    facts: null,
    expected: ['noCosts', 'noRevenueNumbers', 'segmentWithoutNeed'],
    reasoning:
      'Two segments, but only the families get an offer and nobody a channel or a way to pay; the van and the rounds cost money the canvas never counts.',
  },
  {
    name: 'a bakery plan that contradicts its own validation',
    canvas: canvas(
      'businessModel',
      'food',
      'BRL',
      BAKERY.cards.map((existing) => {
        if (existing.id === 'neighbours') return { ...existing, segment: { marketCents: 50_000_000_000_00 } };
        if (existing.id === 'basket') {
          return { ...existing, revenue: { ...existing.revenue!, priceCents: 30_00, customers: 20_000 } };
        }
        return existing;
      }),
    ),
    facts: BAKERY_FACTS,
    expected: ['marketAboveTam', 'priceDiffersFromValidation', 'revenueAboveLikely'],
    reasoning:
      'R$ 50 billion is the whole country’s bakery sector, not a neighbourhood’s; R$ 30 is not the price the validation scored; 20,000 weekly customers is a chain, not one shop, and far above the likely year.',
  },
  {
    name: 'a yearly price typed as a monthly one',
    canvas: canvas(
      'lean',
      'saas',
      'BRL',
      SALON_SAAS.cards.map((existing) =>
        existing.id === 'plan'
          ? { ...existing, revenue: { ...existing.revenue!, priceCents: 2_388_00 } }
          : existing.id === 'visits'
            ? { ...existing, channel: { acquisitionCostCents: 300_00 } }
            : existing,
      ),
    ),
    facts: null,
    expected: ['priceOutOfRange'],
    reasoning:
      'R$ 2,388 a month for a salon’s agenda is twelve times R$ 199: a year’s price in the monthly field, as the simulation’s range for software says.',
  },
  {
    name: 'a bakery with a fifth of the customers its costs need',
    canvas: canvas(
      'businessModel',
      'food',
      'BRL',
      BAKERY.cards.map((existing) =>
        existing.id === 'basket' ? { ...existing, revenue: { ...existing.revenue!, customers: 70 } } : existing,
      ),
    ),
    facts: null,
    expected: ['belowBreakEven'],
    reasoning: '70 regulars leave R$ 3,640 a month against R$ 18,000 of rent and staff: break-even needs 347.',
  },
];
