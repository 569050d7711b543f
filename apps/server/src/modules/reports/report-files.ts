import type { ReportText } from './report-text';

/** What a report's builder is given: the item, the words and formats, the mentor's commentary. */
export interface ReportInput<Item> {
  item: Item;
  text: ReportText;
  ownerName: string;
  now: Date;
  commentary: { heading: string; markdown: string };
}

/** What a builder makes: the title it is listed under and its two files. */
export interface ReportFiles {
  title: string;
  pdf: Buffer;
  csv: Buffer;
}
