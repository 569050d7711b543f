import type { ReactNode } from 'react';
import type { ContentDocument } from '../utils/parse-document';

/** A Markdown page: its title, an optional line of details, and the rendered body. */
export function ContentArticle({ content, details }: { content: ContentDocument; details?: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-semibold tracking-tight text-balance">{content.meta.title}</h1>
      {details && <p className="mt-3 text-sm text-muted-foreground">{details}</p>}
      <div className="prose-content mt-10" dangerouslySetInnerHTML={{ __html: content.html }} />
    </article>
  );
}
