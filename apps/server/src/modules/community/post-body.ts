import { V } from '@alavanca/contracts/validation-messages';
import type { LevelLimits } from '@alavanca/domain/community/trust';
import { Lexer, marked, type Token } from 'marked';

/**
 * A post's Markdown checked as it is written (decision 036): links only to an http(s) address or a
 * screen of the app, no more of them than the author's trust level allows, and images only from
 * level 1. Raw HTML is left as text: the app draws Markdown as elements, never as HTML, so it
 * shows as the characters typed.
 */
export function checkPostBody(body: string, limits: Pick<LevelLimits, 'links' | 'images'>): string | null {
  let links = 0;
  let images = 0;
  let unsafe = false;
  marked.walkTokens(new Lexer({ gfm: true }).lex(body), (token: Token) => {
    if (token.type === 'link' || token.type === 'image') {
      if (!isSafeHref(token.href)) unsafe = true;
      if (token.type === 'link') links += 1;
      else images += 1;
    }
  });
  if (unsafe) return V.unsafeLink;
  if (images > 0 && !limits.images) return V.imagesNotAllowed;
  if (links + images > limits.links) return V.tooManyLinks;
  return null;
}

/** An http(s) address, or a path of the app (`/simulacao-negocio/…`, never `//host`). */
function isSafeHref(href: string): boolean {
  if (href.startsWith('/') && !href.startsWith('//')) return true;
  try {
    const url = new URL(href);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Tokens that end a line of what a reader reads, so the words on either side stay apart. */
const BLOCKS = new Set(['paragraph', 'heading', 'code', 'blockquote', 'list_item', 'table', 'hr', 'br']);
/** Tokens whose `text` is read as it stands: anything else carries its words in its children. */
const LEAVES = new Set(['text', 'escape', 'codespan', 'code', 'html', 'image']);

/**
 * The words a reader reads of a post's Markdown, on one line: link text without its address, an
 * image's description, raw HTML as the characters typed. What search indexes and quotes from.
 * Control characters become spaces: none is read, and the search's highlight markers are two.
 */
export function readableText(body: string): string {
  const parts: string[] = [];
  marked.walkTokens(new Lexer({ gfm: true }).lex(body), (token: Token) => {
    if (BLOCKS.has(token.type)) parts.push('\n');
    const hasChildren = 'tokens' in token && Array.isArray(token.tokens) && token.tokens.length > 0;
    if (LEAVES.has(token.type) && !hasChildren && 'text' in token && typeof token.text === 'string')
      parts.push(token.text);
  });
  return parts
    .join('')
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .trim();
}
