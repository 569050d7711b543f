import { blogArticleQueryOptions } from '@/features/content/api/load-content';
import { ContentArticle } from '@/features/content/components/content-article';
import { ContentLoading } from '@/features/content/components/content-loading';
import { ContentNotFound } from '@/features/content/components/content-not-found';
import { formatPublicationDate } from '@/features/content/utils/format-publication-date';
import { resolveLanguageOrDefault } from '@alavanca/domain/locale/languages';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

export function Component() {
  const { t, i18n } = useTranslation('landing');
  const language = resolveLanguageOrDefault(i18n.language);
  const { slug = '' } = useParams();
  const { data, isPending } = useQuery(blogArticleQueryOptions(language, slug));
  if (isPending) return <ContentLoading />;
  if (!data) return <ContentNotFound backTo="/blog" />;
  return (
    <>
      <ContentArticle
        content={data}
        details={
          <>
            {data.meta.date && formatPublicationDate(data.meta.date, language)} · {t('blog.readingTime', { count: data.readingMinutes })}
          </>
        }
      />
      <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
        <Link to="/blog" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          {t('blog.back')}
        </Link>
      </div>
    </>
  );
}
