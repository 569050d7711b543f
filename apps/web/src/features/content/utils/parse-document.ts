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

/**
 * Reads the small YAML subset our content files use in their front matter: `key: value` lines
 * whose value is a quoted string, a bare word or date, or a JSON-style array of strings.
 */
function parseFrontMatter(block: string): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const line of block.split('\n')) {
    const match = /^(\w+):\s*(.*?)\s*(?:#.*)?$/.exec(line.trim());
    if (!match) continue;
    const [, key = '', raw = ''] = match;
    fields[key] = raw.startsWith('"') || raw.startsWith('[') ? JSON.parse(raw) : raw;
  }
  return fields;
}

/** Splits a Markdown file into its validated front matter and its body rendered to HTML. */
export function parseDocument(source: string): ContentDocument {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source.replace(/\r\n/g, '\n'));
  if (!match) throw new Error('A content file must start with a front matter block between --- lines.');
  const [, head = '', body = ''] = match;
  const words = body.split(/\s+/).filter(Boolean).length;
  return {
    meta: FrontMatter.parse(parseFrontMatter(head)),
    // Our own repository's files, reviewed like code: rendering their HTML is safe.
    html: marked.parse(body, { async: false }),
    readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
  };
}
