import { splitFrontMatter } from '@/lib/front-matter';
import { DEFAULT_LANGUAGE, type Language } from '@alavanca/domain/constants';
import MiniSearch from 'minisearch';
import { z } from 'zod';

/** The help's sections, in the order the support screen lists them. */
export const HELP_CATEGORIES = [
  'getting-started',
  'simulations',
  'validation',
  'mentor',
  'reports',
  'plans',
  'account',
  'support',
] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];

const FrontMatter = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  category: z.enum(HELP_CATEGORIES),
  order: z.coerce.number().int(),
});

export interface HelpArticle extends z.infer<typeof FrontMatter> {
  slug: string;
  /** Markdown, shown as elements (components/markdown). */
  body: string;
}

// Loaded when the support screen asks, one language at a time: the help is not in the app's first load.
const SOURCES = import.meta.glob<string>('/src/content/help/*/*.md', { query: '?raw', import: 'default' });

/** Every help article of a language, by category and order; the default language's when it has none. */
export async function loadHelpArticles(language: Language): Promise<HelpArticle[]> {
  const prefix = (lang: string) => `/src/content/help/${lang}/`;
  const own = Object.keys(SOURCES).filter((path) => path.startsWith(prefix(language)));
  const paths = own.length > 0 ? own : Object.keys(SOURCES).filter((path) => path.startsWith(prefix(DEFAULT_LANGUAGE)));
  const articles = await Promise.all(
    paths.map(async (path) => {
      const source = await SOURCES[path]!();
      const { fields, body } = splitFrontMatter(source);
      return { ...FrontMatter.parse(fields), slug: path.replace(/^.*\/(.+)\.md$/, '$1'), body };
    }),
  );
  return articles.sort(
    (a, b) =>
      HELP_CATEGORIES.indexOf(a.category) - HELP_CATEGORIES.indexOf(b.category) ||
      a.order - b.order ||
      a.slug.localeCompare(b.slug),
  );
}

const fold = (term: string) => term.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

/**
 * Searches the articles as the user types: title first, then description and body, whole words
 * and their beginnings, forgiving a typo in longer words, accents ignored. Articles with every
 * word of the query by default; with `'any'`, those with some of them, best first: what the
 * screen suggests when none has them all.
 */
export function createHelpSearch(
  articles: readonly HelpArticle[],
): (query: string, match?: 'all' | 'any') => HelpArticle[] {
  const index = new MiniSearch<HelpArticle>({
    idField: 'slug',
    fields: ['title', 'description', 'body'],
    processTerm: fold,
    searchOptions: { boost: { title: 3, description: 2 }, prefix: true, fuzzy: 0.2 },
  });
  index.addAll(articles);
  const bySlug = new Map(articles.map((article) => [article.slug, article]));
  return (query, match = 'all') =>
    query.trim() === ''
      ? []
      : index.search(query, { combineWith: match === 'all' ? 'AND' : 'OR' }).flatMap((hit) => {
          const article = bySlug.get(String(hit.id));
          return article ? [article] : [];
        });
}
