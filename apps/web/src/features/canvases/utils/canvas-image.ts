import { CANVAS_BLOCKS, type CanvasBlock, type CanvasKind } from '@alavanca/domain/canvas/canvas';

/*
 * The canvas as a PNG, drawn in the browser with the Canvas 2D API (decision 031): A4 landscape
 * proportions, the blocks on the canvas's own grid (the server's PDF uses the same one), each
 * card's text wrapped to its block and shrunk when the blocks fill up, its tag and numbers, then
 * the month's numbers, the score, the weakest findings and the attribution. Layout (what goes
 * where, measured by a function) is apart from drawing, so it is tested without a canvas.
 */

/** A4 landscape at 200 dots per inch. */
export const IMAGE_SIZE = { width: 2339, height: 1654 } as const;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A text's width at a size, in pixels (the canvas's `measureText` in the browser). */
export type Measure = (text: string, size: number, bold: boolean) => number;

export interface ImageCard {
  text: string;
  /** The tag and the numbers, in one line. */
  meta: string;
  evidence: boolean;
}

export interface ImageBlock {
  block: CanvasBlock;
  name: string;
  cards: readonly ImageCard[];
}

/** Every word the image shows, already in the user's language and number format. */
export interface CanvasImageContent {
  kind: CanvasKind;
  title: string;
  subtitle: string;
  score: string;
  blocks: readonly ImageBlock[];
  monthTitle: string;
  /** The month's figures, a line each. */
  month: readonly string[];
  findingsTitle: string;
  /** The weakest findings' titles, the weakest first. */
  findings: readonly string[];
  attribution: string;
  /** The line under a block whose last cards do not fit: how many are left out (the PDF has them all). */
  more: (count: number) => string;
}

export type Tone = 'text' | 'muted' | 'brand';

export interface TextLine {
  text: string;
  /** The left edge and the top of the line. */
  x: number;
  y: number;
  size: number;
  bold: boolean;
  tone: Tone;
  /** The block the line is drawn in, if any. */
  block?: CanvasBlock;
}

export interface CanvasImageLayout {
  lines: TextLine[];
  /** Each block's frame. */
  frames: { block: CanvasBlock; rect: Rect }[];
  /** A card's tag as a coloured bar beside it (the tag is written too). */
  bars: (Rect & { evidence: boolean })[];
  /** The cards' size, and how many cards each block shows and leaves out. */
  cardSize: number;
  shown: Partial<Record<CanvasBlock, { shown: number; hidden: number }>>;
}

const MARGIN = 70;
/** The cards' sizes, tried in turn until every block holds its cards. */
export const CARD_SIZES = [28, 25, 22, 20, 18, 16] as const;
const LINE = 1.25;
const PAD = 16;
const BAR = 14;
const NAME_SIZE = 27;
const SMALL = 22;

/** Where each block sits on ten columns and three rows, in CANVAS_BLOCKS order (as the PDF lays it out). */
const GRID = [
  [0, 2, 0, 2],
  [2, 2, 0, 1],
  [2, 2, 1, 1],
  [4, 2, 0, 2],
  [6, 2, 0, 1],
  [6, 2, 1, 1],
  [8, 2, 0, 2],
  [0, 5, 2, 1],
  [5, 5, 2, 1],
] as const;

/** The blocks of `kind` over `area`, tiling it: the upper two rows take two thirds of the height. */
export function blockRects(kind: CanvasKind, area: Rect): { block: CanvasBlock; rect: Rect }[] {
  const column = area.width / 10;
  const upper = (area.height * 2) / 3 / 2;
  const rowTop = [area.y, area.y + upper, area.y + 2 * upper, area.y + area.height];
  return CANVAS_BLOCKS[kind].map((block, index) => {
    const [first, columns, row, rows] = GRID[index]!;
    return {
      block,
      rect: {
        x: area.x + first * column,
        y: rowTop[row]!,
        width: columns * column,
        height: rowTop[row + rows]! - rowTop[row]!,
      },
    };
  });
}

/** `text` in lines no wider than `width`: broken between words, and inside a word longer than a line. */
export function wrapText(text: string, width: number, size: number, bold: boolean, measure: Measure): string[] {
  const fits = (line: string) => measure(line, size, bold) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (fits(joined)) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (rest.length > 1 && !fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

const lineHeight = (size: number) => Math.ceil(size * LINE);
const metaSize = (size: number) => Math.round(size * 0.82);

interface CardPlan {
  text: string[];
  meta: string[];
  height: number;
}

function planCard(card: ImageCard, width: number, size: number, measure: Measure): CardPlan {
  const text = wrapText(card.text, width - BAR, size, false, measure);
  const meta = wrapText(card.meta, width - BAR, metaSize(size), false, measure);
  return {
    text,
    meta,
    height: text.length * lineHeight(size) + meta.length * lineHeight(metaSize(size)) + Math.round(size * 0.6),
  };
}

/** Lays out the whole image: the header, the nine blocks with their cards, the month and the findings, the attribution. */
export function layoutCanvasImage(content: CanvasImageContent, measure: Measure): CanvasImageLayout {
  const { width, height } = IMAGE_SIZE;
  const inner = width - 2 * MARGIN;
  const lines: TextLine[] = [];
  const write = (text: string, x: number, y: number, size: number, bold: boolean, tone: Tone, block?: CanvasBlock) =>
    lines.push({ text, x, y, size, bold, tone, ...(block && { block }) });
  /** Writes `text` wrapped to `width`; answers the height it took. */
  const paragraph = (text: string, x: number, y: number, width: number, size: number, bold: boolean, tone: Tone) => {
    const wrapped = wrapText(text, width, size, bold, measure);
    wrapped.forEach((line, index) => write(line, x, y + index * lineHeight(size), size, bold, tone));
    return wrapped.length * lineHeight(size);
  };

  // The header: the title and what it is on the left, the score on the right.
  const scoreWidth = measure(content.score, 40, true);
  let y = MARGIN;
  y += paragraph(content.title, MARGIN, y, inner - scoreWidth - 40, 44, true, 'text');
  write(content.score, width - MARGIN - scoreWidth, MARGIN, 40, true, 'brand');
  y += paragraph(content.subtitle, MARGIN, y + 4, inner, 26, false, 'muted') + 24;
  const gridTop = y;

  // The foot, from the bottom up: the attribution, then the month and the findings side by side.
  const attribution = wrapText(content.attribution, inner, SMALL, false, measure);
  const attributionTop = height - MARGIN - attribution.length * lineHeight(SMALL);
  attribution.forEach((line, index) =>
    write(line, MARGIN, attributionTop + index * lineHeight(SMALL), SMALL, false, 'muted'),
  );
  const half = (inner - 60) / 2;
  const month = [{ text: content.monthTitle, bold: true }, ...content.month.map((text) => ({ text, bold: false }))].map(
    (line) => ({ ...line, lines: wrapText(line.text, half, 24, line.bold, measure) }),
  );
  const findings = [
    { text: content.findingsTitle, bold: true },
    ...content.findings.map((text) => ({ text: `• ${text}`, bold: false })),
  ].map((line) => ({ ...line, lines: wrapText(line.text, half, 24, line.bold, measure) }));
  const stripHeight = Math.max(
    ...[month, findings].map((column) => column.reduce((sum, line) => sum + line.lines.length * lineHeight(24), 0)),
  );
  const stripTop = attributionTop - 28 - stripHeight;
  [month, findings].forEach((column, index) => {
    let at = stripTop;
    for (const line of column) {
      for (const text of line.lines) {
        write(text, MARGIN + index * (half + 60), at, 24, line.bold, line.bold ? 'brand' : 'text');
        at += lineHeight(24);
      }
    }
  });

  // The blocks: the largest cards' size at which every block holds its cards.
  const placed = blockRects(content.kind, { x: MARGIN, y: gridTop, width: inner, height: stripTop - 36 - gridTop });
  const contentOf = new Map(content.blocks.map((block) => [block.block, block]));
  const plan = (size: number) =>
    placed.map(({ block, rect }) => {
      const blockContent = contentOf.get(block) ?? { block, name: block, cards: [] };
      const room = rect.width - 2 * PAD;
      const name = wrapText(blockContent.name, room, NAME_SIZE, true, measure);
      const cards = blockContent.cards.map((card) => planCard(card, room, size, measure));
      const available = rect.height - 2 * PAD - name.length * lineHeight(NAME_SIZE) - 8;
      const total = cards.reduce((sum, card) => sum + card.height, 0);
      let shown = cards.length;
      if (total > available) {
        // Room for the line that says how many are left out.
        const limit = available - lineHeight(metaSize(size)) * 2;
        let used = 0;
        shown = 0;
        while (shown < cards.length && used + cards[shown]!.height <= limit) used += cards[shown++]!.height;
      }
      return { block, rect, room, name, cards, shown };
    });
  let cardSize: number = CARD_SIZES[0];
  let blocks = plan(cardSize);
  for (const size of CARD_SIZES.slice(1)) {
    if (blocks.every((block) => block.shown === block.cards.length)) break;
    cardSize = size;
    blocks = plan(size);
  }

  const bars: CanvasImageLayout['bars'] = [];
  const shown: CanvasImageLayout['shown'] = {};
  for (const { block, rect, room, name, cards, shown: count } of blocks) {
    const x = rect.x + PAD;
    let at = rect.y + PAD;
    for (const line of name) {
      write(line, x, at, NAME_SIZE, true, 'brand', block);
      at += lineHeight(NAME_SIZE);
    }
    at += 8;
    const source = contentOf.get(block)?.cards ?? [];
    cards.slice(0, count).forEach((card, index) => {
      const top = at;
      for (const line of card.text) {
        write(line, x + BAR, at, cardSize, false, 'text', block);
        at += lineHeight(cardSize);
      }
      for (const line of card.meta) {
        write(line, x + BAR, at, metaSize(cardSize), false, 'muted', block);
        at += lineHeight(metaSize(cardSize));
      }
      bars.push({ x, y: top + 2, width: 5, height: at - top - 4, evidence: source[index]?.evidence ?? false });
      at += Math.round(cardSize * 0.6);
    });
    const hidden = cards.length - count;
    if (hidden > 0) {
      for (const line of wrapText(content.more(hidden), room, metaSize(cardSize), true, measure)) {
        write(line, x, at, metaSize(cardSize), true, 'brand', block);
        at += lineHeight(metaSize(cardSize));
      }
    }
    shown[block] = { shown: count, hidden };
  }
  return { lines, frames: placed, bars, cardSize, shown };
}

const COLORS = {
  background: '#ffffff',
  text: '#1c1f24',
  muted: '#5b6470',
  brand: '#0f6b66',
  rule: '#c5cad0',
  evidence: '#009E73',
  assumption: '#E69F00',
} as const;

const font = (size: number, bold: boolean, family: string) => `${bold ? 700 : 400} ${size}px ${family}`;

/** Draws a laid-out image on a 2D context of IMAGE_SIZE. */
export function drawCanvasImage(context: CanvasRenderingContext2D, layout: CanvasImageLayout, family: string): void {
  context.fillStyle = COLORS.background;
  context.fillRect(0, 0, IMAGE_SIZE.width, IMAGE_SIZE.height);
  context.strokeStyle = COLORS.rule;
  context.lineWidth = 2;
  for (const { rect } of layout.frames) context.strokeRect(rect.x, rect.y, rect.width, rect.height);
  for (const bar of layout.bars) {
    context.fillStyle = bar.evidence ? COLORS.evidence : COLORS.assumption;
    context.fillRect(bar.x, bar.y, bar.width, bar.height);
  }
  context.textBaseline = 'top';
  context.textAlign = 'left';
  for (const line of layout.lines) {
    context.font = font(line.size, line.bold, family);
    context.fillStyle = COLORS[line.tone];
    context.fillText(line.text, line.x, line.y);
  }
}

/**
 * The canvas as a PNG, in the page's own font (`family`, read from the page: nothing is fetched);
 * null where the browser has no 2D canvas.
 */
export async function canvasPng(content: CanvasImageContent, family: string): Promise<Blob | null> {
  const element = document.createElement('canvas');
  element.width = IMAGE_SIZE.width;
  element.height = IMAGE_SIZE.height;
  const context = element.getContext('2d');
  if (!context) return null;
  // The page's font is the app's own file, already in use: wait for it rather than draw in a fallback.
  await document.fonts?.ready;
  const measure: Measure = (text, size, bold) => {
    context.font = font(size, bold, family);
    return context.measureText(text).width;
  };
  drawCanvasImage(context, layoutCanvasImage(content, measure), family);
  return new Promise((resolve) => element.toBlob(resolve, 'image/png'));
}
