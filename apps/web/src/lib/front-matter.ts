/**
 * Splits a content file into its front matter and its Markdown body. The front matter is the
 * small YAML subset our content files use: `key: value` lines whose value is a quoted string, a
 * bare word, number or date, or a JSON-style array of strings.
 */
export function splitFrontMatter(source: string): { fields: Record<string, unknown>; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source.replace(/\r\n/g, '\n'));
  if (!match) throw new Error('A content file must start with a front matter block between --- lines.');
  const [, head = '', body = ''] = match;
  const fields: Record<string, unknown> = {};
  for (const line of head.split('\n')) {
    const field = /^(\w+):\s*(.*?)\s*(?:#.*)?$/.exec(line.trim());
    if (!field) continue;
    const [, key = '', raw = ''] = field;
    fields[key] = raw.startsWith('"') || raw.startsWith('[') ? JSON.parse(raw) : raw;
  }
  return { fields, body };
}
