import type { ReportText } from './report-text';

/** The mentor's section: who analyses, and each question the item's numbers call for with its answer. */
export interface ReportAnalysis {
  byline: string;
  sections: readonly { question: string; markdown: string }[];
}

/** What a report's builder is given: the item, the words and formats, the mentor's analysis. */
export interface ReportInput<Item> {
  item: Item;
  text: ReportText;
  ownerName: string;
  now: Date;
  analysis: ReportAnalysis;
}

/** What a builder makes: the title it is listed under and its two files. */
export interface ReportFiles {
  title: string;
  pdf: Buffer;
  csv: Buffer;
}
