import type { CanvasBlock, CanvasKind } from '@alavanca/domain/canvas/canvas';
import { canvasBlockRects, cardsThatFit } from './canvas-layout';
import { COLORS, openPdf, printable } from '../../lib/pdf-base';

/*
 * A canvas's PDF, drawn with pdfkit on A4 landscape with the reports' embedded Inter: the canvas
 * on its first page, laid out as the canvas itself (canvas-layout.ts), each card with its text,
 * its tag and its numbers. The cards' size shrinks until every block holds its cards; at the
 * smallest legible size, a block that still overflows says so in its foot and its other cards
 * continue on the pages after the canvas, so no card is ever cut. Then the pages of the month's
 * numbers, the coherence check and the evidence; the canvas's attribution on every page's foot.
 */

const PAGE = { width: 841.89, height: 595.28, margin: 28 } as const;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Room kept at every page's foot for the attribution and the page number. */
const FOOT = 24;
const BOTTOM = PAGE.height - PAGE.margin - FOOT;

/** The cards' text sizes, tried in turn until every block holds its cards. */
const CARD_SIZES = [8, 7.5, 7, 6.5, 6] as const;
/** The cards continued after the canvas are read at the body's size. */
const CONTINUED_SIZE = 8;
const CONTINUED_COLUMNS = 3;
const COLUMN_GAP = 16;
const PAD = 5;
/** The tag's coloured bar and the room after it. */
const BAR = 5;
const LINE_GAP = 0.6;
const SCORE_WIDTH = 170;
/** The count and page a block's foot is measured with: its room is kept for the widest. */
const CANVAS_MOST = 120;
const BODY = 8.5;
const CELL_PAD = 3;
/** The tag's colour beside each card (Okabe–Ito green and orange); the tag is written too. */
const TAG_COLORS = { evidence: '#009E73', assumption: '#E69F00' } as const;

export interface CanvasCardContent {
  text: string;
  /** The tag, and the numbers the card carries, in one line. */
  meta: string;
  evidence: boolean;
}

export interface CanvasBlockContent {
  block: CanvasBlock;
  name: string;
  /** Shown muted in a block without cards: what the block asks. */
  question: string;
  cards: readonly CanvasCardContent[];
}

/** A table cell: a text, or runs of text each on its own line. */
export type Cell = string | readonly { text: string; bold?: boolean; muted?: boolean }[];

interface Column {
  label: string;
  /** Share of the content width. */
  width: number;
  align?: 'left' | 'right';
}

interface CanvasPdfInfo {
  title: string;
  language: string;
  /** The canvas's attribution, on every page's foot. */
  footer: string;
  pageLabel: (page: number, pages: number) => string;
  /** A block's foot when cards continue after the canvas: how many, from which page. */
  continues: (count: number, page: number) => string;
  /** The heading of a block's cards continued after the canvas. */
  continued: (block: string) => string;
}

type Weight = 'regular' | 'bold';

export class CanvasPdf {
  private readonly doc: PDFKit.PDFDocument;
  private readonly bytes: () => Promise<Buffer>;
  private y: number = PAGE.margin;
  private column: { x: number; width: number } = { x: PAGE.margin, width: CONTENT_WIDTH };

  constructor(private readonly info: CanvasPdfInfo) {
    ({ doc: this.doc, finish: this.bytes } = openPdf({
      title: info.title,
      language: info.language,
      layout: 'landscape',
      margin: PAGE.margin,
    }));
  }

  private font(weight: Weight, size: number, color: string = COLORS.text): PDFKit.PDFDocument {
    return this.doc.font(weight).fontSize(size).fillColor(color);
  }

  private height(text: string, width: number, weight: Weight, size: number): number {
    return this.doc.font(weight).fontSize(size).heightOfString(printable(text), { width, lineGap: LINE_GAP });
  }

  /** Writes `text` at a place, wrapped to `width`; answers its height. */
  private write(
    text: string,
    x: number,
    y: number,
    width: number,
    style: { weight?: Weight; size: number; color?: string; align?: 'left' | 'right' },
  ): number {
    const weight = style.weight ?? 'regular';
    this.font(weight, style.size, style.color).text(printable(text), x, y, {
      width,
      lineGap: LINE_GAP,
      align: style.align ?? 'left',
    });
    return this.height(text, width, weight, style.size);
  }

  private cardHeight(card: CanvasCardContent, width: number, size: number): number {
    return (
      this.height(card.text, width - BAR, 'regular', size) +
      this.height(card.meta, width - BAR, 'regular', size - 1) +
      size * 0.6
    );
  }

  /** A card: its tag's bar, its text, its tag and numbers under it; answers the height it took. */
  private drawCard(card: CanvasCardContent, x: number, y: number, width: number, size: number): number {
    const text = this.height(card.text, width - BAR, 'regular', size);
    const meta = this.height(card.meta, width - BAR, 'regular', size - 1);
    this.doc.rect(x, y + 1, 2, text + meta - 2).fill(card.evidence ? TAG_COLORS.evidence : TAG_COLORS.assumption);
    this.write(card.text, x + BAR, y, width - BAR, { size });
    this.write(card.meta, x + BAR, y + text, width - BAR, { size: size - 1, color: COLORS.muted });
    return text + meta + size * 0.6;
  }

  /** The page number of the page being written (1-based). */
  private pageNumber(): number {
    const range = this.doc.bufferedPageRange();
    return range.start + range.count;
  }

  /**
   * The canvas's page: its title, the lines under it and the score, then the nine blocks. The
   * cards' size is the largest at which every block holds its cards; cards that do not fit at the
   * smallest continue on the next pages, and their block's foot says where.
   */
  canvasPage(
    kind: CanvasKind,
    header: { title: string; lines: readonly string[]; score: string },
    blocks: readonly CanvasBlockContent[],
  ): void {
    const titleWidth = CONTENT_WIDTH - SCORE_WIDTH;
    let y = PAGE.margin;
    y += this.write(header.title, PAGE.margin, y, titleWidth, { weight: 'bold', size: 13 }) + 1;
    this.write(header.score, PAGE.margin + titleWidth, PAGE.margin + 1, SCORE_WIDTH, {
      weight: 'bold',
      size: 11,
      color: COLORS.brand,
      align: 'right',
    });
    for (const line of header.lines)
      y += this.write(line, PAGE.margin, y, CONTENT_WIDTH, { size: 7.5, color: COLORS.muted });
    const top = y + 6;
    const placed = canvasBlockRects(kind, { x: PAGE.margin, y: top, width: CONTENT_WIDTH, height: BOTTOM - top });
    const contentOf = new Map(blocks.map((block) => [block.block, block]));

    const plan = (size: number) =>
      placed.map(({ block, rect }) => {
        const content = contentOf.get(block) ?? { block, name: block, question: '', cards: [] };
        const inner = rect.width - 2 * PAD;
        const head = this.height(content.name, inner, 'bold', size + 1) + 3;
        const note = this.height(this.info.continues(CANVAS_MOST, CANVAS_MOST), inner, 'bold', size) + 2;
        const heights = content.cards.map((card) => this.cardHeight(card, inner, size));
        return { content, rect, inner, shown: cardsThatFit(heights, rect.height - 2 * PAD - head, note) };
      });
    let size: number = CARD_SIZES[0];
    let layout = plan(size);
    for (const next of CARD_SIZES.slice(1)) {
      if (layout.every((block) => block.shown === block.content.cards.length)) break;
      size = next;
      layout = plan(size);
    }

    const canvasPage = this.doc.bufferedPageRange().count - 1;
    const notes: { block: CanvasBlock; count: number; x: number; y: number; width: number }[] = [];
    for (const { content, rect, inner, shown } of layout) {
      this.doc.rect(rect.x, rect.y, rect.width, rect.height).lineWidth(0.6).strokeColor(COLORS.rule).stroke();
      const x = rect.x + PAD;
      let at = rect.y + PAD;
      at += this.write(content.name, x, at, inner, { weight: 'bold', size: size + 1, color: COLORS.brand }) + 3;
      if (content.cards.length === 0)
        this.write(content.question, x, at, inner, { size: size - 1, color: COLORS.muted });
      for (const card of content.cards.slice(0, shown)) at += this.drawCard(card, x, at, inner, size);
      if (shown < content.cards.length)
        notes.push({ block: content.block, count: content.cards.length - shown, x, y: at, width: inner });
    }

    const continued = this.continuation(
      layout
        .filter((block) => block.shown < block.content.cards.length)
        .map(({ content, shown }) => ({
          content,
          from: shown,
        })),
    );
    this.doc.switchToPage(canvasPage);
    for (const note of notes) {
      this.write(this.info.continues(note.count, continued.get(note.block) ?? 0), note.x, note.y, note.width, {
        weight: 'bold',
        size,
        color: COLORS.brand,
      });
    }
  }

  /** A block's cards that did not fit the canvas, in three columns; answers each block's first page. */
  private continuation(overflow: readonly { content: CanvasBlockContent; from: number }[]): Map<CanvasBlock, number> {
    const pages = new Map<CanvasBlock, number>();
    if (overflow.length === 0) return pages;
    const width = (CONTENT_WIDTH - (CONTINUED_COLUMNS - 1) * COLUMN_GAP) / CONTINUED_COLUMNS;
    let column = 0;
    let y: number = PAGE.margin;
    const newPage = () => {
      this.doc.addPage();
      column = 0;
      y = PAGE.margin;
    };
    const nextColumn = () => {
      column += 1;
      y = PAGE.margin;
      if (column === CONTINUED_COLUMNS) newPage();
    };
    const x = () => PAGE.margin + column * (width + COLUMN_GAP);
    newPage();
    for (const { content, from } of overflow) {
      const cards = content.cards.slice(from);
      const heading = this.info.continued(content.name);
      const head = this.height(heading, width, 'bold', 9) + 4;
      // A heading never ends a column without its first card.
      if (y + head + this.cardHeight(cards[0]!, width, CONTINUED_SIZE) > BOTTOM) nextColumn();
      pages.set(content.block, this.pageNumber());
      y += this.write(heading, x(), y, width, { weight: 'bold', size: 9, color: COLORS.brand }) + 4;
      for (const card of cards) {
        if (y + this.cardHeight(card, width, CONTINUED_SIZE) > BOTTOM) nextColumn();
        y += this.drawCard(card, x(), y, width, CONTINUED_SIZE);
      }
      y += 10;
    }
    return pages;
  }

  /** Starts a page of the sections after the canvas. */
  newPage(): void {
    this.doc.addPage();
    this.y = PAGE.margin;
  }

  private ensureRoom(height: number): void {
    if (this.y + height > BOTTOM) this.newPage();
  }

  heading(text: string, level: 1 | 2 = 1): void {
    const size = level === 1 ? 14 : 10.5;
    this.ensureRoom(size * 4);
    if (this.y > PAGE.margin) this.y += level === 1 ? 12 : 8;
    const color = level === 1 ? COLORS.brand : COLORS.text;
    this.y += this.write(text, this.column.x, this.y, this.column.width, { weight: 'bold', size, color }) + 4;
  }

  paragraph(text: string, options: { bold?: boolean; muted?: boolean; size?: number } = {}): void {
    const size = options.size ?? BODY;
    const weight = options.bold ? 'bold' : 'regular';
    this.ensureRoom(this.height(text, this.column.width, weight, size));
    const color = options.muted ? COLORS.muted : COLORS.text;
    this.y += this.write(text, this.column.x, this.y, this.column.width, { weight, size, color }) + 4;
  }

  /** Label and value pairs, a rule under each: a summary's figures. */
  facts(rows: readonly (readonly [string, string])[]): void {
    this.table(
      [
        { label: '', width: 0.6 },
        { label: '', width: 0.4, align: 'right' },
      ],
      rows,
      { header: false },
    );
  }

  /**
   * Sections side by side from the same height, each in its own column; what follows starts
   * under the longest. Each must fit the page (they hold a few lines each).
   */
  sideBySide(sections: readonly (() => void)[]): void {
    const top = this.y;
    const width = (CONTENT_WIDTH - (sections.length - 1) * COLUMN_GAP * 2) / sections.length;
    const ends = sections.map((section, index) => {
      this.column = { x: PAGE.margin + index * (width + COLUMN_GAP * 2), width };
      this.y = top;
      section();
      return this.y;
    });
    this.column = { x: PAGE.margin, width: CONTENT_WIDTH };
    this.y = Math.max(top, ...ends);
  }

  private cellHeight(cell: Cell, width: number): number {
    const runs = typeof cell === 'string' ? [{ text: cell }] : cell;
    return runs.reduce(
      (sum, run) =>
        sum +
        this.height(
          run.text,
          width,
          'bold' in run && run.bold ? 'bold' : 'regular',
          'muted' in run && run.muted ? BODY - 1 : BODY,
        ),
      0,
    );
  }

  /** A table whose cells wrap; a row never splits, and a long table continues under its repeated header. */
  table(columns: readonly Column[], rows: readonly (readonly Cell[])[], options: { header?: boolean } = {}): void {
    const widths = columns.map((column) => column.width * this.column.width);
    const header = options.header ?? true;
    const drawRow = (cells: readonly Cell[], bold: boolean) => {
      const height =
        Math.max(
          ...cells.map((cell, index) =>
            this.cellHeight(bold ? [{ text: String(cell), bold }] : cell, (widths[index] ?? 0) - 2 * CELL_PAD),
          ),
        ) +
        2 * CELL_PAD;
      if (this.y + height > BOTTOM) {
        this.newPage();
        if (header && !bold)
          drawRow(
            columns.map((column) => column.label),
            true,
          );
      }
      let x = this.column.x;
      cells.forEach((cell, index) => {
        const width = (widths[index] ?? 0) - 2 * CELL_PAD;
        let y = this.y + CELL_PAD;
        for (const run of typeof cell === 'string' ? [{ text: cell }] : cell) {
          const runBold = bold || ('bold' in run && run.bold === true);
          const muted = 'muted' in run && run.muted === true;
          y += this.write(run.text, x + CELL_PAD, y, width, {
            weight: runBold ? 'bold' : 'regular',
            size: muted ? BODY - 1 : BODY,
            color: muted ? COLORS.muted : COLORS.text,
            align: columns[index]?.align ?? 'left',
          });
        }
        x += widths[index] ?? 0;
      });
      this.y += height;
      this.doc
        .moveTo(this.column.x, this.y)
        .lineTo(this.column.x + this.column.width, this.y)
        .lineWidth(bold ? 0.8 : 0.4)
        .strokeColor(COLORS.rule)
        .stroke();
    };
    if (header) {
      this.ensureRoom(60);
      drawRow(
        columns.map((column) => column.label),
        true,
      );
    }
    for (const row of rows) drawRow(row, false);
    this.y += 8;
  }

  /** Ends the document: the attribution and the page number on every page's foot; resolves with the bytes. */
  async finish(): Promise<Buffer> {
    const { doc } = this;
    const range = doc.bufferedPageRange();
    const labelWidth = 110;
    for (let index = range.start; index < range.start + range.count; index += 1) {
      doc.switchToPage(index);
      // Writing below the bottom margin would start a new page: lift it for the foot.
      const margin = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      const y = BOTTOM + 8;
      this.write(this.info.footer, PAGE.margin, y, CONTENT_WIDTH - labelWidth - 10, { size: 7, color: COLORS.muted });
      this.write(this.info.pageLabel(index + 1, range.count), PAGE.margin + CONTENT_WIDTH - labelWidth, y, labelWidth, {
        size: 7,
        color: COLORS.muted,
        align: 'right',
      });
      doc.page.margins.bottom = margin;
    }
    return await this.bytes();
  }
}
