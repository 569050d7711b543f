import { DEFAULT_LANGUAGE, type Language } from '@alavanca/domain/constants';
import { queryOptions } from '@tanstack/react-query';
import type { ContentPage } from '../content-pages';
import { parseDocument, type ContentDocument } from '../utils/parse-document';

// One lazy chunk per file: a reader downloads only the page they open, in their language.
const PAGE_FILES = import.meta.glob<string>('/src/content/pages/*/*.md', { query: '?raw', import: 'default' });
const BLOG_FILES = import.meta.glob<string>('/src/content/blog/*/*.md', { query: '?raw', import: 'default' });


export interface BlogArticle extends ContentDocument {
  slug: string;
}

/** The file in the reader's language, or the Portuguese original (with a warning) if it has none. */
async function loadDocument(files: Record<string, () => Promise<string>>, folder: string, language: Language, name: string) {
  const load = files[`/src/content/${folder}/${language}/${name}.md`] ?? files[`/src/content/${folder}/${DEFAULT_LANGUAGE}/${name}.md`];
  if (!load) return null;
  if (!files[`/src/content/${folder}/${language}/${name}.md`]) console.warn(`[content] ${folder}/${name} has no ${language} version`);
  return parseDocument(await load());
}

export const contentPageQueryOptions = (language: Language, page: ContentPage) =>
  queryOptions({
    queryKey: ['content', 'page', language, page],
    queryFn: () => loadDocument(PAGE_FILES, 'pages', language, page),
    staleTime: Infinity,
  });

/** Every article of the blog in one language, newest first. */
export const blogIndexQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['content', 'blog', language],
    queryFn: async (): Promise<BlogArticle[]> => {
      const slugs = Object.keys(BLOG_FILES)
        .map((path) => /^\/src\/content\/blog\/[^/]+\/(.+)\.md$/.exec(path)?.[1])
        .filter((slug): slug is string => slug !== undefined);
      const articles = await Promise.all(
        [...new Set(slugs)].map(async (slug) => {
          const document = await loadDocument(BLOG_FILES, 'blog', language, slug);
          return document && { slug, ...document };
        }),
      );
      return articles
        .filter((article): article is BlogArticle => article !== null)
        .sort((a, b) => (b.meta.date ?? '').localeCompare(a.meta.date ?? ''));
    },
    staleTime: Infinity,
  });

export const blogArticleQueryOptions = (language: Language, slug: string) =>
  queryOptions({
    queryKey: ['content', 'blog', language, slug],
    queryFn: () => loadDocument(BLOG_FILES, 'blog', language, slug),
    staleTime: Infinity,
  });
