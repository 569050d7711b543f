import type { Token, Tokens } from 'marked';

/*
 * The mentor's Markdown as the report's PDF prints it: inline tokens as runs of plain and bold
 * text, links to the app's own screens (which paper cannot follow) recognised and dropped.
 */

/** A run of text in one weight. */
export type Run = { text: string; bold: boolean };

/** Marks the text of a link to a screen of the app, which a printed page cannot follow. */
const APP_LINK = '\u0000';
/** " (Padaria Aurora)" after a fact: the app's link to where the figure comes from, which the report itself is. */
const APP_LINK_REFERENCE = new RegExp(` ?\\(${APP_LINK}[^${APP_LINK}]*${APP_LINK}\\)`, 'g');

/**
 * A paragraph's inline tokens as runs of plain and bold text. A link keeps its words; one to the
 * app's own screens in parentheses (a fact's source, here the report's own item) is left out.
 */
export function inlineRuns(tokens: readonly Token[]): Run[] {
  const runs: Run[] = [];
  for (const run of tokenRuns(tokens, false)) {
    const last = runs.at(-1);
    if (last && last.bold === run.bold) last.text += run.text;
    else runs.push({ ...run });
  }
  return runs
    .map((run) => ({ ...run, text: run.text.replace(APP_LINK_REFERENCE, '').replaceAll(APP_LINK, '') }))
    .filter((run) => run.text !== '');
}

function tokenRuns(tokens: readonly Token[], bold: boolean): Run[] {
  return tokens.flatMap((token): Run[] => {
    switch (token.type) {
      case 'strong':
        return tokenRuns((token as Tokens.Strong).tokens, true);
      case 'link': {
        const link = token as Tokens.Link;
        const runs = tokenRuns(link.tokens, bold);
        return link.href.startsWith('/')
          ? runs.map((run) => ({ ...run, text: `${APP_LINK}${run.text}${APP_LINK}` }))
          : runs;
      }
      case 'em':
      case 'del':
        return tokenRuns((token as Tokens.Em).tokens, bold);
      case 'br':
        return [{ text: '\n', bold }];
      default:
        return [{ text: 'text' in token && typeof token.text === 'string' ? decodeEntities(token.text) : '', bold }];
    }
  });
}

/** Whether a table cell is only a link to one of the app's screens. */
export function isAppLink(cell: Tokens.TableCell | undefined): boolean {
  const tokens = cell?.tokens ?? [];
  return tokens.length === 1 && tokens[0]!.type === 'link' && (tokens[0] as Tokens.Link).href.startsWith('/');
}

/** marked escapes these in text tokens; a PDF shows the characters themselves. */
function decodeEntities(text: string): string {
  return text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}
