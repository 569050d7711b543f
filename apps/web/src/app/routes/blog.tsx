import { blogIndexQueryOptions } from '@/features/content/api/load-content';
import { ContentLoading } from '@/features/content/components/content-loading';
import { formatPublicationDate } from '@/features/content/utils/format-publication-date';
import { usePageMeta } from '@/lib/page-meta';
import { resolveLanguageOrDefault } from '@alavanca/domain/locale/languages';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function Component() {
  const { t, i18n } = useTranslation('landing');
  const language = resolveLanguageOrDefault(i18n.language);
  const { data: articles, isPending } = useQuery(blogIndexQueryOptions(language));
  usePageMeta({ title: t('blog.title'), description: t('blog.description') });
  return (
    <section className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-semibold tracking-tight">{t('blog.title')}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{t('blog.description')}</p>
      {isPending ? (
        <ContentLoading />
      ) : (
        <ul className="mt-12 grid gap-6" data-testid="blog-articles">
          {articles?.map((article) => (
            <li key={article.slug} className="rounded-xl border bg-card p-6">
              <h2 className="text-xl font-semibold">
                <Link to={`/blog/${article.slug}`} className="underline-offset-4 hover:underline">
                  {article.meta.title}
                </Link>
              </h2>
              <p className="mt-2 text-sm text-muted-foreground">
                {article.meta.date && formatPublicationDate(article.meta.date, language)} ·{' '}
                {t('blog.readingTime', { count: article.readingMinutes })}
              </p>
              <p className="mt-3">{article.meta.description}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
