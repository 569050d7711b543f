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
