import { parseDocument, type ContentDocument } from '@/features/content/utils/parse-document';
import type { ContentPage } from '@/features/content/content-pages';
import { DEFAULT_LANGUAGE, type Language } from '@alavanca/domain/constants';

// Read at build time, when the pages are pre-rendered: the browser never downloads Markdown.
const PAGE_SOURCES = import.meta.glob<string>('/src/content/pages/*/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const BLOG_SOURCES = import.meta.glob<string>('/src/content/blog/*/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

export interface BlogArticle extends ContentDocument {
  slug: string;
}

/** The file in the reader's language, or the Portuguese original if it has none. */
function documentOf(
  sources: Record<string, string>,
  folder: string,
  language: Language,
  name: string,
): ContentDocument | null {
  const source =
    sources[`/src/content/${folder}/${language}/${name}.md`] ??
    sources[`/src/content/${folder}/${DEFAULT_LANGUAGE}/${name}.md`];
  return source === undefined ? null : parseDocument(source);
}

export function contentPage(language: Language, page: ContentPage): ContentDocument | null {
  return documentOf(PAGE_SOURCES, 'pages', language, page);
}

/** Every article slug, from the Portuguese originals (each article exists in pt-BR first). */
export function blogSlugs(): string[] {
  return Object.keys(BLOG_SOURCES)
    .map((path) => new RegExp(`^/src/content/blog/${DEFAULT_LANGUAGE}/(.+)\\.md$`).exec(path)?.[1])
    .filter((slug): slug is string => slug !== undefined);
}

export function blogArticle(language: Language, slug: string): BlogArticle | null {
  const document = documentOf(BLOG_SOURCES, 'blog', language, slug);
  return document && { slug, ...document };
}

/** The blog in one language, newest first. */
export function blogIndex(language: Language): BlogArticle[] {
  return blogSlugs()
    .map((slug) => blogArticle(language, slug))
    .filter((article): article is BlogArticle => article !== null)
    .sort((a, b) => (b.meta.date ?? '').localeCompare(a.meta.date ?? ''));
}
