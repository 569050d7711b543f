import { describe, expect, it } from 'vitest';
import { checkCoherence } from '../canvas/coherence';
import { BAKERY, CANVAS_CORPUS, SALON_SAAS, canvas, card } from '../canvas/testing/canvas-corpus';
import { canvasSnapshot, UNTESTED_QUOTED } from './snapshots';

const entry = (prefix: string) => {
  const found = CANVAS_CORPUS.find((candidate) => candidate.name.startsWith(prefix));
  if (!found) throw new Error(`The canvas corpus lost “${prefix}”.`);
  return found;
};

describe('a canvas as the mentor sees it', () => {
  it('states the salon app’s weakest point: the sales visit that pays back in 17 months, with its card and numbers', () => {
    const snapshot = canvasSnapshot('canvas-1', SALON_SAAS, null);
    expect(snapshot).toMatchObject({
      id: 'canvas-1',
      title: 'Agenda de salão',
      kind: 'lean',
      currency: 'BRL',
      score: checkCoherence(SALON_SAAS).score,
      weakest: {
        rule: 'slowPayback',
        blocks: ['revenueStreams', 'channels'],
        cards: ['Assinatura mensal'],
        values: { paybackMonths: 17, limitMonths: 12, acquisitionCostCents: 1_200_00, contributionCents: 74_00 },
      },
    });
    // Every card it rests on is still an assumption: the segment first, as the check lists them.
    expect(snapshot.untested).toEqual([
      'Salões de beleza de bairro em Recife com 2 a 6 cadeiras',
      'Clientes faltam aos horários marcados',
      'Menos cadeiras vazias sem atender o telefone',
      'Anúncios pagos e visita de vendas',
      'Assinatura mensal',
    ]);
    expect(snapshot.untestedCount).toBe(5);
    // 150 salons at R$ 99 against R$ 9,000 of fixed costs and R$ 25 a salon: 122 break even.
    expect(snapshot.month).toEqual({
      revenueCents: 14_850_00,
      costsCents: 12_750_00,
      customers: 150,
      breakEvenCustomers: 122,
    });
  });

  it.each(CANVAS_CORPUS)(
    'names the heaviest finding the advisor expects of $name',
    ({ canvas: read, facts, expected }) => {
      const check = checkCoherence(read, facts);
      const snapshot = canvasSnapshot('canvas-1', read, facts);
      if (expected.length === 0) {
        expect(snapshot.weakest).toBeNull();
        expect(snapshot.score).toBe(100);
      } else {
        expect(expected).toContain(snapshot.weakest?.rule);
        expect(snapshot.weakest?.rule).toBe(check.findings[0]!.rule);
        const texts = check.findings[0]!.cardIds.map((id) => read.cards.find((each) => each.id === id)!.text);
        expect(snapshot.weakest?.cards).toEqual(texts);
      }
      expect(snapshot.untested).toEqual(
        check.untestedCardIds.slice(0, UNTESTED_QUOTED).map((id) => read.cards.find((each) => each.id === id)!.text),
      );
      expect(snapshot.month.breakEvenCustomers).toBe(check.economics.breakEvenCustomers);
    },
  );

  it('checks the canvas against its validation’s facts: a segment claiming the country’s sector is the weakest point', () => {
    const contradicting = entry('a bakery plan that contradicts');
    expect(canvasSnapshot('canvas-1', contradicting.canvas, contradicting.facts).weakest).toMatchObject({
      rule: 'marketAboveTam',
      blocks: ['customerSegments'],
      cards: ['Moradores do Batel que compram pão artesanal toda semana'],
      values: { marketCents: 50_000_000_000_00, tamCents: 120_000_000_00 },
    });
    // Without them, nothing compares the claim: the validation's rules find nothing.
    expect(canvasSnapshot('canvas-1', contradicting.canvas, null).weakest?.rule).not.toBe('marketAboveTam');
  });

  it('names a finding without cards or numbers by its rule and block alone', () => {
    const unlinked = entry('nine blocks');
    expect(canvasSnapshot('canvas-1', unlinked.canvas, null).weakest).toEqual({
      rule: 'noRevenueNumbers',
      blocks: ['revenueStreams'],
      cards: [],
      values: {},
    });
  });

  it('quotes five untested assumptions at most, and counts them all; a card with evidence is none', () => {
    const segments = Array.from({ length: 7 }, (_, index) =>
      card(`segment-${index}`, 'customerSegments', `Segmento ${index + 1}`),
    );
    const tested = card('tested', 'customerSegments', 'Segmento entrevistado', {
      evidence: { kind: 'note', note: 'Vinte entrevistas em maio' },
    });
    const snapshot = canvasSnapshot('canvas-1', canvas('businessModel', 'food', 'BRL', [tested, ...segments]), null);
    expect(snapshot.untested).toEqual(['Segmento 1', 'Segmento 2', 'Segmento 3', 'Segmento 4', 'Segmento 5']);
    expect(snapshot.untestedCount).toBe(7);
  });

  it('is the same for the same canvas', () => {
    expect(canvasSnapshot('canvas-1', BAKERY, null)).toEqual(canvasSnapshot('canvas-1', BAKERY, null));
  });
});
