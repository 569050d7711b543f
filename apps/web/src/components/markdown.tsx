import { cn } from '@/lib/utils';
import { Lexer, type Token, type Tokens } from 'marked';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * Markdown as React elements, never as HTML (the mentor's answers, the help articles): marked only
 * reads the text into tokens, and each token this component knows becomes an element. Raw HTML
 * shows as the text it is, and a link goes nowhere but to a screen of the app or to an http(s)
 * address (opened in a new tab).
 */

function safeHref(href: string): { kind: 'app' | 'web'; href: string } | null {
  if (href.startsWith('/') && !href.startsWith('//')) return { kind: 'app', href };
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? { kind: 'web', href: url.href } : null;
  } catch {
    return null;
  }
}

function inline(tokens: Token[] | undefined): ReactNode {
  return (tokens ?? []).map((token, index) => <Fragment key={index}>{inlineToken(token)}</Fragment>);
}

function inlineToken(token: Token): ReactNode {
  switch (token.type) {
    case 'strong':
      return <strong>{inline((token as Tokens.Strong).tokens)}</strong>;
    case 'em':
      return <em>{inline((token as Tokens.Em).tokens)}</em>;
    case 'del':
      return <del>{inline((token as Tokens.Del).tokens)}</del>;
    case 'codespan':
      return <code className="rounded bg-muted px-1">{(token as Tokens.Codespan).text}</code>;
    case 'br':
      return <br />;
    case 'link': {
      const link = token as Tokens.Link;
      const target = safeHref(link.href);
      if (!target) return inline(link.tokens);
      return target.kind === 'app' ? (
        <Link to={target.href} className="font-medium text-primary underline underline-offset-2">
          {inline(link.tokens)}
        </Link>
      ) : (
        <a
          href={target.href}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-primary underline underline-offset-2"
        >
          {inline(link.tokens)}
        </a>
      );
    }
    case 'text': {
      const text = token as Tokens.Text;
      return text.tokens ? inline(text.tokens) : text.text;
    }
    case 'escape':
      return (token as Tokens.Escape).text;
    default:
      // html, images and whatever else: their source text, as text.
      return token.raw;
  }
}

function block(token: Token, index: number): ReactNode {
  switch (token.type) {
    case 'space':
      return null;
    case 'heading': {
      const heading = token as Tokens.Heading;
      // Inside a message, under the screen's own headings.
      return (
        <h3 key={index} className={cn('font-semibold', heading.depth <= 2 ? 'text-base' : 'text-sm')}>
          {inline(heading.tokens)}
        </h3>
      );
    }
    case 'paragraph':
      return <p key={index}>{inline((token as Tokens.Paragraph).tokens)}</p>;
    case 'list': {
      const list = token as Tokens.List;
      const items = list.items.map((item, itemIndex) => <li key={itemIndex}>{item.tokens.map(block)}</li>);
      return list.ordered ? (
        <ol key={index} className="list-decimal space-y-1 ps-5">
          {items}
        </ol>
      ) : (
        <ul key={index} className="list-disc space-y-1 ps-5">
          {items}
        </ul>
      );
    }
    case 'blockquote':
      return (
        <blockquote key={index} className="border-s-2 ps-3 text-muted-foreground">
          {(token as Tokens.Blockquote).tokens.map(block)}
        </blockquote>
      );
    case 'code':
      return (
        <pre key={index} className="overflow-x-auto rounded bg-muted p-2 text-sm">
          <code>{(token as Tokens.Code).text}</code>
        </pre>
      );
    case 'hr':
      return <hr key={index} />;
    case 'table': {
      // The mentor's what-if comparisons: each row an alternative, named in its first cell.
      const table = token as Tokens.Table;
      const align = (cell: Tokens.TableCell) => (cell.align === 'right' ? 'text-end' : 'text-start');
      return (
        <div key={index} className="overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <thead>
              <tr className="border-b">
                {table.header.map((cell, cellIndex) => (
                  <th key={cellIndex} scope="col" className={cn('px-2 py-1 font-medium', align(cell))}>
                    {inline(cell.tokens)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, rowIndex) => (
                <tr key={rowIndex} className="border-b last:border-0">
                  {row.map((cell, cellIndex) =>
                    cellIndex === 0 ? (
                      <th key={cellIndex} scope="row" className={cn('px-2 py-1 font-normal', align(cell))}>
                        {inline(cell.tokens)}
                      </th>
                    ) : (
                      <td key={cellIndex} className={cn('whitespace-nowrap px-2 py-1 tabular-nums', align(cell))}>
                        {inline(cell.tokens)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    }
    case 'text': {
      const text = token as Tokens.Text;
      return <p key={index}>{text.tokens ? inline(text.tokens) : text.text}</p>;
    }
    default:
      return <p key={index}>{token.raw}</p>;
  }
}

export function Markdown({ text, className }: { text: string; className?: string }) {
  return <div className={cn('space-y-3 leading-relaxed', className)}>{Lexer.lex(text).map(block)}</div>;
}
