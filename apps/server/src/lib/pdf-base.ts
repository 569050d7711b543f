import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { woffToSfnt } from './woff';

/*
 * What every PDF shares (the reports', the certificate's): the embedded fonts, the A4 page and its
 * margins, the colours and type sizes, the text a PDF can print, and the document opened with them.
 */

const require = createRequire(import.meta.url);
/**
 * The font's glyph substitutions (contextual alternates, ligatures) are left out: the report's
 * Latin text, written precomposed, uses none of them, and shaping with them took about a third of
 * a report's time. Kerning (GPOS) stays.
 */
const LEFT_OUT = ['GSUB'];
/** Read and unwrapped once per process (woff.ts says why); the canvas's PDF embeds them too. */
export const FONTS = {
  regular: woffToSfnt(readFileSync(require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff')), LEFT_OUT),
  bold: woffToSfnt(readFileSync(require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff')), LEFT_OUT),
} as const;

export const PAGE = { width: 595.28, height: 841.89, margin: 50 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
export const BOTTOM = PAGE.height - PAGE.margin;
/** Room kept under the last line for the page number. */
export const FOOTER_GAP = 20;

export const COLORS = {
  text: '#1c1f24',
  muted: '#5b6470',
  rule: '#d5d9de',
  brand: '#0f6b66',
  // The app's colour-blind-safe chart palette (Okabe–Ito).
  series: ['#0072B2', '#D55E00', '#009E73'],
} as const;

export const SIZES = { title: 22, h1: 15, h2: 12, body: 9.5, small: 8 } as const;
export const ROW_HEIGHT = 15;

/** A sign written as a hyphen before an amount ("-R$ 5,00", "-1.234 €"), not one inside a word or a date. */
const NEGATIVE_SIGN = /(^|[\s(])-(?=[\p{Sc}\d])/gu;

/**
 * Intl writes a narrow no-break space in some languages (French groups and percent signs), which
 * the font's Latin subset lacks; a no-break space looks the same and keeps the number together.
 * A negative amount gets a true minus sign, which no line break separates from its number (a
 * hyphen may end a line and leave "R$ 5,00" on the next, reading as positive).
 */
export function printable(text: string): string {
  return text.replaceAll('\u202F', '\u00A0').replace(NEGATIVE_SIGN, '$1\u2212');
}

/**
 * An A4 pdfkit document with the reports' fonts (embedded, as `regular` and `bold`), its title and
 * language in its metadata and every page buffered (a footer is written on each once all exist);
 * `finish` ends it and gives its bytes.
 */
export function openPdf({
  title,
  language,
  layout = 'portrait',
  margin,
}: {
  title: string;
  language: string;
  layout?: 'portrait' | 'landscape';
  margin: number;
}): { doc: PDFKit.PDFDocument; finish: () => Promise<Buffer> } {
  const doc = new PDFDocument({
    size: 'A4',
    layout,
    margin,
    bufferPages: true,
    // pdfkit opens a font from its bytes as from a path; its types name only the path.
    font: FONTS.regular as unknown as string,
    lang: language,
    displayTitle: true,
    info: { Title: printable(title), Author: 'Alavanca', Creator: 'Alavanca' },
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  return {
    doc,
    finish: async () => {
      doc.end();
      await ended;
      return Buffer.concat(chunks);
    },
  };
}
