import { CANVAS_BLOCKS, CANVAS_LIMITS, type CanvasBlock } from '@alavanca/domain/canvas/canvas';
import { describe, expect, it } from 'vitest';
import {
  blockRects,
  CARD_SIZES,
  IMAGE_SIZE,
  layoutCanvasImage,
  wrapText,
  type CanvasImageContent,
  type ImageCard,
  type Measure,
} from './canvas-image';

/** A stand-in for the canvas's measureText: every character half the size wide, bold a tenth wider. */
const measure: Measure = (text, size, bold) => text.length * size * (bold ? 0.55 : 0.5);

function content(cards: Partial<Record<CanvasBlock, readonly ImageCard[]>>): CanvasImageContent {
  return {
    kind: 'businessModel',
    title: 'Padaria do Batel',
    subtitle: 'Business Model Canvas · versão 3',
    score: 'Coerência: 77/100',
    blocks: CANVAS_BLOCKS.businessModel.map((block) => ({ block, name: `Bloco ${block}`, cards: cards[block] ?? [] })),
    monthTitle: 'Um mês do plano',
    month: ['Receita: R$ 15.600,00 · Custos: R$ 23.200,00 · Resultado: -R$ 7.600,00'],
    findingsTitle: 'O que melhorar',
    findings: ['“Assar de madrugada” não tem custo que o pague'],
    attribution: 'Business Model Canvas, de Strategyzer AG (strategyzer.com), sob a licença CC BY-SA 3.0.',
    more: (count) => `+${count} cartões no PDF`,
  };
}

const card = (text: string): ImageCard => ({ text, meta: 'Hipótese · R$ 18,00 · Assinatura semanal', evidence: false });

/** Every text line drawn inside a block stays inside its frame. */
function outside(layout: ReturnType<typeof layoutCanvasImage>): string[] {
  const frames = new Map(layout.frames.map((frame) => [frame.block, frame.rect]));
  return layout.lines.flatMap((line) => {
    const rect = line.block && frames.get(line.block);
    if (!rect) return [];
    const inside =
      line.x >= rect.x &&
      line.x + measure(line.text, line.size, line.bold) <= rect.x + rect.width &&
      line.y >= rect.y &&
      line.y + line.size * 1.25 <= rect.y + rect.height;
    return inside ? [] : [`${line.block}: ${line.text}`];
  });
}

describe('the canvas image’s layout', () => {
  it('tiles its area with the nine blocks on the canvas’s grid, in each kind’s order', () => {
    const area = { x: 70, y: 200, width: 2000, height: 1200 };
    for (const kind of ['businessModel', 'lean'] as const) {
      const rects = blockRects(kind, area);
      expect(rects.map((each) => each.block)).toEqual([...CANVAS_BLOCKS[kind]]);
      const [first, second, third, fourth, , , seventh, cost, revenue] = rects.map((each) => each.rect);
      // The first, fourth and seventh span the upper two rows; the second and third are stacked.
      expect(first).toEqual({ x: 70, y: 200, width: 400, height: 800 });
      expect(second!.height + third!.height).toBe(first!.height);
      expect(third!.y).toBe(second!.y + second!.height);
      expect(fourth!.x).toBe(870);
      expect(seventh!.x + seventh!.width).toBe(2070);
      // Cost (columns 1–5) and revenue (6–10) below.
      expect(cost).toEqual({ x: 70, y: 1000, width: 1000, height: 400 });
      expect(revenue).toEqual({ x: 1070, y: 1000, width: 1000, height: 400 });
      expect(rects.reduce((sum, { rect }) => sum + rect.width * rect.height, 0)).toBeCloseTo(2000 * 1200);
    }
  });

  it('wraps between words, and inside a word longer than the line, never beyond the width', () => {
    expect(wrapText('pão fresco perto de casa', 60, 10, false, measure)).toEqual(['pão fresco', 'perto de', 'casa']);
    const long = wrapText(`a ${'x'.repeat(50)} b`, 100, 10, false, measure);
    expect(long.every((line) => measure(line, 10, false) <= 100)).toBe(true);
    expect(long.join('').replaceAll(' ', '')).toBe(`a${'x'.repeat(50)}b`);
    expect(wrapText('', 100, 10, false, measure)).toEqual([]);
  });

  it('keeps a small canvas at the largest size, every line inside its block, the attribution at the foot', () => {
    const layout = layoutCanvasImage(
      content({ customerSegments: [card('Moradores do Batel')], revenueStreams: [card('Cesta semanal')] }),
      measure,
    );
    expect(layout.cardSize).toBe(CARD_SIZES[0]);
    expect(outside(layout)).toEqual([]);
    expect(layout.shown.customerSegments).toEqual({ shown: 1, hidden: 0 });
    expect(layout.bars).toHaveLength(2);
    const attribution = layout.lines.find((line) => line.text.startsWith('Business Model Canvas, de'))!;
    expect(attribution.y + attribution.size * 1.25).toBeLessThanOrEqual(IMAGE_SIZE.height);
    expect(layout.lines.map((line) => line.text)).toEqual(
      expect.arrayContaining([
        'Coerência: 77/100',
        'Um mês do plano',
        '• “Assar de madrugada” não tem custo que o pague',
      ]),
    );
    for (const line of layout.lines) {
      expect(line.x + measure(line.text, line.size, line.bold), line.text).toBeLessThanOrEqual(IMAGE_SIZE.width);
    }
  });

  it('shrinks the cards as blocks fill up, and at the limits says how many cards the image leaves out', () => {
    const text = (index: number) =>
      `Cartão ${index} ${'uma frase longa de teste '.repeat(9)}`.slice(0, CANVAS_LIMITS.cardText).trim();
    const full = Array.from({ length: CANVAS_LIMITS.cardsPerBlock }, (_, index) => card(text(index + 1)));
    const some = full.slice(0, 3).map((each) => card(each.text.slice(0, 80)));

    const fuller = layoutCanvasImage(content({ keyPartners: some, channels: some.slice(0, 2) }), measure);
    expect(fuller.cardSize).toBeLessThan(CARD_SIZES[0]);
    expect(Object.values(fuller.shown).every((block) => block.hidden === 0)).toBe(true);
    expect(outside(fuller)).toEqual([]);

    const limits = layoutCanvasImage(
      content({ keyPartners: full, keyActivities: full, valuePropositions: full, channels: full }),
      measure,
    );
    expect(limits.cardSize).toBe(CARD_SIZES.at(-1));
    expect(outside(limits)).toEqual([]);
    const partners = limits.shown.keyPartners!;
    expect(partners.shown).toBeGreaterThan(0);
    expect(partners.shown + partners.hidden).toBe(CANVAS_LIMITS.cardsPerBlock);
    expect(limits.lines.map((line) => line.text)).toContain(`+${partners.hidden} cartões no PDF`);
    // A card shown is shown whole: its first and last words are drawn.
    const drawn = limits.lines
      .filter((line) => line.block === 'keyPartners')
      .map((line) => line.text)
      .join(' ');
    for (let index = 1; index <= partners.shown; index += 1) expect(drawn).toContain(text(index));
  });
});
