import { gridLineStyle, lineChartLayout, linePath, linearScale } from '@alavanca/domain/charts/layout';
import { Lexer, type Token, type Tokens } from 'marked';
import {
  BOTTOM,
  COLORS,
  CONTENT_WIDTH,
  FOOTER_GAP,
  openPdf,
  PAGE,
  printable,
  ROW_HEIGHT,
  SIZES,
} from '../../lib/pdf-base';
import { inlineRuns, isAppLink, type Run } from './pdf-markdown';

/*
 * A report's PDF, drawn with pdfkit on the page pdf-base.ts sets up (A4, Inter embedded): headings,
 * paragraphs, charts as vector paths laid out by the same arithmetic as the app's charts, tables
 * that carry their header onto the next page.
 */

interface TableColumn {
  label: string;
  /** Share of the content width. */
  width: number;
  align?: 'left' | 'right';
}

interface ChartSeries {
  label: string;
  values: readonly number[];
  dash?: readonly [number, number];
}

interface PdfDocumentInfo {
  title: string;
  language: string;
  /** The page number line, with {{page}} and {{pages}} filled in. */
  pageLabel: (page: number, pages: number) => string;
}

export class PdfReport {
  private readonly doc: PDFKit.PDFDocument;
  private readonly bytes: () => Promise<Buffer>;

  constructor(private readonly info: PdfDocumentInfo) {
    ({ doc: this.doc, finish: this.bytes } = openPdf({
      title: info.title,
      language: info.language,
      margin: PAGE.margin,
    }));
    this.doc.font('regular').fontSize(SIZES.body).fillColor(COLORS.text);
  }

  /** Starts a new page when fewer than `height` points are left on this one. */
  private ensureRoom(height: number): void {
    if (this.doc.y + height > BOTTOM - FOOTER_GAP) this.doc.addPage();
  }

  /** The cover's title block: a brand rule, the title and the lines under it. */
  cover(title: string, subtitle: string, lines: readonly string[]): void {
    const { doc } = this;
    doc.rect(PAGE.margin, PAGE.margin, CONTENT_WIDTH, 4).fill(COLORS.brand);
    doc.moveDown(2);
    doc.font('bold').fontSize(SIZES.title).fillColor(COLORS.text).text(printable(title), { width: CONTENT_WIDTH });
    doc.moveDown(0.3);
    doc.font('regular').fontSize(SIZES.h1).fillColor(COLORS.brand).text(printable(subtitle), { width: CONTENT_WIDTH });
    doc.moveDown(0.8);
    doc.fontSize(SIZES.body).fillColor(COLORS.muted);
    for (const line of lines) doc.text(printable(line), { width: CONTENT_WIDTH });
    doc.moveDown(1);
    doc.fillColor(COLORS.text);
  }

  heading(text: string, level: 1 | 2 = 1): void {
    const size = level === 1 ? SIZES.h1 : SIZES.h2;
    // A heading never ends a page alone: keep room for it and a few lines.
    this.ensureRoom(size * 4);
    this.doc.moveDown(level === 1 ? 0.9 : 0.6);
    this.doc
      .font('bold')
      .fontSize(size)
      .fillColor(level === 1 ? COLORS.brand : COLORS.text);
    this.doc.text(printable(text), PAGE.margin, this.doc.y, { width: CONTENT_WIDTH });
    this.doc.moveDown(0.3);
    this.doc.font('regular').fontSize(SIZES.body).fillColor(COLORS.text);
  }

  paragraph(text: string, options: { muted?: boolean; bold?: boolean } = {}): void {
    this.doc
      .font(options.bold ? 'bold' : 'regular')
      .fontSize(options.muted ? SIZES.small : SIZES.body)
      .fillColor(options.muted ? COLORS.muted : COLORS.text)
      .text(printable(text), PAGE.margin, this.doc.y, { width: CONTENT_WIDTH, lineGap: 1.5 });
    this.doc.moveDown(0.4);
    this.doc.font('regular').fontSize(SIZES.body).fillColor(COLORS.text);
  }

  /** Label and value pairs in two columns, the figures of a summary. */
  facts(rows: readonly (readonly [string, string])[]): void {
    this.table(
      [
        { label: '', width: 0.6 },
        { label: '', width: 0.4, align: 'right' },
      ],
      rows.map(([label, value]) => [label, value]),
      { header: false },
    );
  }

  /**
   * A table under its own level-2 heading, never parted from it: the heading, the header row and
   * the rows start on a new page when they would not fit on this one (a statement fits a page);
   * a longer table continues under its repeated header row.
   */
  titledTable(title: string, columns: readonly TableColumn[], rows: readonly (readonly string[])[]): void {
    const height = SIZES.h2 * 3 + ROW_HEIGHT * (rows.length + 1);
    if (height < BOTTOM - FOOTER_GAP - PAGE.margin) this.ensureRoom(height);
    this.heading(title, 2);
    this.table(columns, rows);
  }

  /** Lines as a bulleted list. */
  bullets(lines: readonly string[]): void {
    for (const line of lines) this.runs([{ text: line, bold: false }], '•  ');
    this.doc.moveDown(0.3);
  }

  /**
   * The mentor's section: who writes it, then each question the numbers call for, answered; the
   * `empty` line when there are no numbers to analyse yet.
   */
  mentorAnalysis(
    title: string,
    analysis: { byline: string; sections: readonly { question: string; markdown: string }[] },
    empty: string,
  ): void {
    this.heading(title);
    if (analysis.sections.length === 0) {
      this.paragraph(empty);
      return;
    }
    this.paragraph(analysis.byline, { muted: true });
    for (const section of analysis.sections) {
      this.heading(section.question, 2);
      this.markdown(section.markdown);
    }
  }

  /** A table of single-line cells; long tables continue on the next page under a repeated header. */
  table(
    columns: readonly TableColumn[],
    rows: readonly (readonly string[])[],
    options: { header?: boolean } = {},
  ): void {
    const { doc } = this;
    const header = options.header ?? true;
    const widths = columns.map((column) => column.width * CONTENT_WIDTH);
    // The header row's labels wrap (a narrow figure column may need two lines); a row's cells do not.
    const drawRow = (cells: readonly string[], bold: boolean) => {
      const y = doc.y;
      let x = PAGE.margin;
      doc
        .font(bold ? 'bold' : 'regular')
        .fontSize(SIZES.small)
        .fillColor(COLORS.text);
      const height = bold
        ? Math.max(
            ROW_HEIGHT,
            ...cells.map((cell, index) => doc.heightOfString(printable(cell), { width: (widths[index] ?? 0) - 4 }) + 7),
          )
        : ROW_HEIGHT;
      cells.forEach((cell, index) => {
        const width = widths[index] ?? 0;
        doc.text(printable(cell), x + 2, y + 3.5, {
          width: width - 4,
          align: columns[index]?.align ?? 'left',
          lineBreak: bold,
          ellipsis: !bold,
        });
        x += width;
      });
      doc
        .moveTo(PAGE.margin, y + height)
        .lineTo(PAGE.margin + CONTENT_WIDTH, y + height)
        .lineWidth(bold ? 0.8 : 0.4)
        .strokeColor(COLORS.rule)
        .stroke();
      doc.x = PAGE.margin;
      doc.y = y + height;
    };
    this.ensureRoom(ROW_HEIGHT * (header ? 3 : 2));
    if (header)
      drawRow(
        columns.map((column) => column.label),
        true,
      );
    for (const row of rows) {
      if (doc.y + ROW_HEIGHT > BOTTOM - FOOTER_GAP) {
        doc.addPage();
        if (header)
          drawRow(
            columns.map((column) => column.label),
            true,
          );
      }
      drawRow(row, false);
    }
    doc.moveDown(0.6);
    doc.font('regular').fontSize(SIZES.body);
  }

  /** A line per series over the months under its heading, with its value axis, month labels and legend. */
  lineChart(
    title: string,
    series: readonly ChartSeries[],
    monthLabels: readonly string[],
    formatValue: (value: number) => string,
  ): void {
    const { doc } = this;
    const height = 190;
    // The heading goes where its chart goes.
    this.ensureRoom(height + 30 + SIZES.h1 * 3);
    this.heading(title);
    const top = doc.y;
    const values = series.flatMap((line) => line.values);
    const layout = lineChartLayout(values, monthLabels.length, CONTENT_WIDTH, height);
    const origin = (x: number, y: number) => [PAGE.margin + x, top + y] as const;
    doc.save();
    doc.fontSize(SIZES.small - 1).fillColor(COLORS.muted);
    for (const tick of layout.ticks) {
      const [x0, y] = origin(layout.margin.left, layout.y(tick));
      const style = gridLineStyle(tick);
      const line = doc.moveTo(x0, y).lineTo(PAGE.margin + CONTENT_WIDTH - layout.margin.right, y);
      if (style.dash) line.dash(3, { space: 3 });
      line.lineWidth(0.5).strokeOpacity(style.opacity).strokeColor(COLORS.muted).stroke().undash();
      doc.text(printable(formatValue(tick)), PAGE.margin, y - 4, {
        width: layout.margin.left - 6,
        align: 'right',
        lineBreak: false,
      });
    }
    doc.strokeOpacity(1);
    for (const index of layout.shownLabels) {
      const [x, y] = origin(layout.x(index), height - layout.margin.bottom + 6);
      doc.text(printable(monthLabels[index] ?? ''), x - 20, y, { width: 40, align: 'center', lineBreak: false });
    }
    series.forEach((line, index) => {
      const color = COLORS.series[index % COLORS.series.length] ?? COLORS.text;
      doc.save().translate(PAGE.margin, top);
      const path = doc
        .path(linePath(line.values, layout.x, layout.y))
        .lineWidth(1.6)
        .strokeColor(color);
      if (line.dash) path.dash(line.dash[0], { space: line.dash[1] });
      path.stroke().undash();
      doc.restore();
    });
    // The legend, under the month labels.
    let x = PAGE.margin + layout.margin.left;
    const legendY = top + height - 12;
    doc.fontSize(SIZES.small).fillColor(COLORS.text);
    series.forEach((line, index) => {
      const color = COLORS.series[index % COLORS.series.length] ?? COLORS.text;
      const swatch = doc
        .moveTo(x, legendY + 4)
        .lineTo(x + 18, legendY + 4)
        .lineWidth(1.6)
        .strokeColor(color);
      if (line.dash) swatch.dash(line.dash[0], { space: line.dash[1] });
      swatch.stroke().undash();
      doc.text(printable(line.label), x + 22, legendY, { lineBreak: false });
      x += 32 + doc.widthOfString(printable(line.label));
    });
    doc.restore();
    doc.x = PAGE.margin;
    doc.y = top + height + 10;
    doc.fillColor(COLORS.text).fontSize(SIZES.body);
  }

  /** Ends the page: what follows starts on a new one. */
  newPage(): void {
    this.doc.addPage();
  }

  /**
   * Levels narrowing from the first, each a centred bar as wide as its share of the first (never
   * narrower than a sliver, so a SOM a thousandth of its TAM is still seen) with its label and value.
   */
  funnel(levels: readonly { label: string; value: string; share: number }[]): void {
    const { doc } = this;
    const barHeight = 22;
    const gap = 8;
    const minShare = 0.06;
    this.ensureRoom(levels.length * (barHeight + gap) + 10);
    for (const [index, level] of levels.entries()) {
      const y = doc.y;
      const width = CONTENT_WIDTH * Math.max(minShare, Math.min(1, level.share));
      const color = COLORS.series[index % COLORS.series.length] ?? COLORS.brand;
      doc.rect(PAGE.margin + (CONTENT_WIDTH - width) / 2, y, width, barHeight).fill(color);
      doc
        .font('bold')
        .fontSize(SIZES.small)
        .fillColor(COLORS.text)
        .text(printable(`${level.label} · ${level.value}`), PAGE.margin, y + barHeight + 1, {
          width: CONTENT_WIDTH,
          align: 'center',
          lineBreak: false,
        });
      doc.x = PAGE.margin;
      doc.y = y + barHeight + gap + SIZES.small;
    }
    doc.moveDown(0.4);
    doc.font('regular').fontSize(SIZES.body).fillColor(COLORS.text);
  }

  /** Horizontal bars on a 0–`max` scale, each with its label and value. */
  barChart(
    bars: readonly { label: string; value: number }[],
    max: number,
    formatValue: (value: number) => string,
  ): void {
    const { doc } = this;
    const barHeight = 12;
    const gap = 7;
    const labelWidth = CONTENT_WIDTH * 0.32;
    const valueWidth = 40;
    const trackWidth = CONTENT_WIDTH - labelWidth - valueWidth - 8;
    const scale = linearScale([0, max], [0, trackWidth]);
    this.ensureRoom(bars.length * (barHeight + gap) + 10);
    doc.fontSize(SIZES.small);
    for (const bar of bars) {
      const y = doc.y;
      doc.fillColor(COLORS.text).text(printable(bar.label), PAGE.margin, y + 2, {
        width: labelWidth - 6,
        lineBreak: false,
        ellipsis: true,
      });
      const trackX = PAGE.margin + labelWidth;
      doc.rect(trackX, y, trackWidth, barHeight).fill('#eef1f3');
      doc.rect(trackX, y, Math.max(0, scale(Math.min(bar.value, max))), barHeight).fill(COLORS.series[0]);
      doc.fillColor(COLORS.text).text(printable(formatValue(bar.value)), trackX + trackWidth + 4, y + 2, {
        width: valueWidth,
        align: 'right',
        lineBreak: false,
      });
      doc.x = PAGE.margin;
      doc.y = y + barHeight + gap;
    }
    doc.moveDown(0.4);
    doc.fontSize(SIZES.body);
  }

  /**
   * The mentor's Markdown as paragraphs and bullets: marked only reads it into tokens; emphasis
   * becomes bold runs and a link its text (a printed page cannot follow an app route).
   */
  markdown(source: string): void {
    for (const token of new Lexer().lex(source)) this.block(token);
  }

  private block(token: Token): void {
    switch (token.type) {
      case 'heading':
        this.heading((token as Tokens.Heading).text, 2);
        return;
      case 'paragraph':
        this.runs(inlineRuns((token as Tokens.Paragraph).tokens), '');
        return;
      case 'list':
        for (const item of (token as Tokens.List).items) {
          const paragraph = item.tokens.find((child): child is Tokens.Text => child.type === 'text');
          this.runs(inlineRuns(paragraph?.tokens ?? [{ type: 'text', raw: item.text, text: item.text }]), '•  ');
        }
        this.doc.moveDown(0.3);
        return;
      case 'table': {
        // A what-if table: its first column names the alternative, the others are figures.
        const table = token as Tokens.Table;
        const cellText = (cell: Tokens.TableCell) =>
          inlineRuns(cell.tokens)
            .map((run) => run.text)
            .join('');
        // A column of links to the app's screens ("open in the month screen") has nothing to print.
        const kept = table.header
          .map((_, index) => index)
          .filter((index) => !table.rows.every((row) => isAppLink(row[index])));
        const first = Math.min(0.34, 1 / kept.length + 0.1);
        const rest = (1 - first) / Math.max(1, kept.length - 1);
        this.table(
          kept.map((index, position) => ({
            label: cellText(table.header[index]!),
            width: position === 0 ? first : rest,
            align: position === 0 ? 'left' : 'right',
          })),
          table.rows.map((row) => kept.map((index) => cellText(row[index]!))),
        );
        return;
      }
      case 'space':
        return;
      default:
        if ('text' in token && typeof token.text === 'string') this.paragraph(token.text);
    }
  }

  private runs(runs: readonly Run[], prefix: string): void {
    const { doc } = this;
    this.ensureRoom(SIZES.body * 2);
    const all = prefix ? [{ text: prefix, bold: false }, ...runs] : runs;
    doc.x = PAGE.margin;
    all.forEach((run, index) => {
      doc
        .font(run.bold ? 'bold' : 'regular')
        .fontSize(SIZES.body)
        .fillColor(COLORS.text)
        .text(printable(run.text), {
          width: CONTENT_WIDTH,
          continued: index < all.length - 1,
          lineGap: 1.5,
          indent: 0,
        });
    });
    doc.moveDown(0.4);
    doc.font('regular');
  }

  /** Ends the document, numbering its pages; resolves with the bytes. */
  async finish(): Promise<Buffer> {
    const { doc } = this;
    const range = doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index += 1) {
      doc.switchToPage(index);
      // Writing below the bottom margin would start a new page: lift it for the footer.
      const margin = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc
        .font('regular')
        .fontSize(SIZES.small)
        .fillColor(COLORS.muted)
        .text(printable(this.info.pageLabel(index + 1, range.count)), PAGE.margin, PAGE.height - PAGE.margin + 14, {
          width: CONTENT_WIDTH,
          align: 'right',
          lineBreak: false,
        });
      doc.page.margins.bottom = margin;
    }
    return await this.bytes();
  }
}
