import { ContentArticle } from '@/features/content/components/content-article';
import { formatPublicationDate } from '@/features/content/utils/format-publication-date';
import type { Language } from '@alavanca/domain/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BlogArticle } from '../content';

/** "12 de março de 2026 · 5 min de leitura" */
function ArticleDetails({ article, language }: { article: BlogArticle; language: Language }) {
  const { t } = useTranslation('landing');
  return (
    <>
      {article.meta.date && `${formatPublicationDate(article.meta.date, language)} · `}
      {t('blog.readingTime', { count: article.readingMinutes })}
    </>
  );
}

export function BlogIndexPage({ articles, language }: { articles: BlogArticle[]; language: Language }) {
  const { t } = useTranslation('landing');
  return (
    <section className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-semibold tracking-tight">{t('blog.title')}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{t('blog.description')}</p>
      <ul className="mt-12 grid gap-6" data-testid="blog-articles">
        {articles.map((article) => (
          <li key={article.slug} className="rounded-xl border bg-card p-6">
            <h2 className="text-xl font-semibold">
              <Link to={`/blog/${article.slug}`} className="underline-offset-4 hover:underline">
                {article.meta.title}
              </Link>
            </h2>
            <p className="mt-2 text-sm text-muted-foreground">
              <ArticleDetails article={article} language={language} />
            </p>
            <p className="mt-3">{article.meta.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function BlogArticlePage({ article, language }: { article: BlogArticle; language: Language }) {
  const { t } = useTranslation('landing');
  return (
    <>
      <ContentArticle content={article} details={<ArticleDetails article={article} language={language} />} />
      <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
        <Link to="/blog" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          {t('blog.back')}
        </Link>
      </div>
    </>
  );
}
