import { splitFrontMatter } from '@/lib/front-matter';
import { marked } from 'marked';
import { z } from 'zod';

/** Reading speed used for "N min de leitura". */
const WORDS_PER_MINUTE = 200;

const FrontMatter = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  date: z.iso.date().optional(),
  updated: z.iso.date().optional(),
  tags: z.array(z.string()).optional(),
});
export type FrontMatter = z.infer<typeof FrontMatter>;

export interface ContentDocument {
  meta: FrontMatter;
  html: string;
  readingMinutes: number;
}

/** Splits a Markdown file into its validated front matter and its body rendered to HTML. */
export function parseDocument(source: string): ContentDocument {
  const { fields, body } = splitFrontMatter(source);
  const words = body.split(/\s+/).filter(Boolean).length;
  return {
    meta: FrontMatter.parse(fields),
    // Our own repository's files, reviewed like code: rendering their HTML is safe.
    html: marked.parse(body, { async: false }),
    readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
  };
}
