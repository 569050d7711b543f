import { contentPageQueryOptions } from '@/features/content/api/load-content';
import { ContentArticle } from '@/features/content/components/content-article';
import { ContentLoading } from '@/features/content/components/content-loading';
import { ContentNotFound } from '@/features/content/components/content-not-found';
import { CONTENT_PAGES, type ContentPage } from '@/features/content/content-pages';
import { resolveLanguageOrDefault } from '@alavanca/domain/locale/languages';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';

function pageOf(handle: unknown): ContentPage | undefined {
  const page = (handle as { page?: unknown } | undefined)?.page;
  return CONTENT_PAGES.find((known) => known === page);
}

/** The footer's pages (terms, privacy, about, features), written in Markdown per language. */
export function Component() {
  const { i18n } = useTranslation();
  const page = useMatches().map((m) => pageOf(m.handle)).find(Boolean) ?? 'sobre';
  const { data, isPending } = useQuery(contentPageQueryOptions(resolveLanguageOrDefault(i18n.language), page));
  if (isPending) return <ContentLoading />;
  if (!data) return <ContentNotFound backTo="/" />;
  return <ContentArticle content={data} />;
}
