import { extractText, getDocumentProxy } from 'unpdf';

/** A text with its no-break and narrow no-break spaces and its runs of space folded to one space. */
export const folded = (text: string) => text.replaceAll('\u00A0', ' ').replaceAll('\u202F', ' ').replace(/\s+/g, ' ');

/** Every page's text as a reader extracts it, its spaces folded: the PDFs write no-break spaces and a true minus. */
export async function pdfPages(bytes: ArrayBuffer): Promise<string[]> {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(document, { mergePages: false });
  return (text as string[]).map((page) => folded(page.replaceAll('\u2212', '-')));
}
