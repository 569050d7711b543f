import { ItemNotFound } from '@/components/item-not-found';
import { Markdown } from '@/components/markdown';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { Language } from '@alavanca/domain/constants';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SUPPORT_PATH } from '../utils/paths';
import { useHelpArticles } from './support-screen';

/** /suporte/artigos/{slug}: one help article, and the way back or to a ticket. */
export function HelpArticleScreen({ slug, language }: { slug: string; language: Language }) {
  const { t } = useTranslation('support');
  const query = useHelpArticles(language);
  if (!query.data) return <Skeleton className="h-64 w-full" aria-busy="true" />;
  const article = query.data.find((candidate) => candidate.slug === slug);
  if (!article)
    return (
      <ItemNotFound
        titleKey="support:article.notFoundTitle"
        descriptionKey="support:article.notFoundDescription"
        listTo={SUPPORT_PATH}
        listKey="support:article.back"
      />
    );
  return (
    <article className="mx-auto max-w-3xl space-y-6" data-testid="help-article">
      <Button asChild variant="ghost" size="sm">
        <Link to={SUPPORT_PATH}>
          <ArrowLeft aria-hidden="true" />
          {t('article.back')}
        </Link>
      </Button>
      <header className="space-y-2">
        <p className="text-sm text-muted-foreground">{t(`categories.${article.category}`)}</p>
        <h2 className="text-2xl font-semibold tracking-tight">{article.title}</h2>
        <p className="text-muted-foreground">{article.description}</p>
      </header>
      <Markdown text={article.body} />
      <p className="rounded-xl border bg-muted/40 p-4 text-sm">
        {t('article.stillStuck')}{' '}
        <Link to={SUPPORT_PATH} className="font-medium text-primary underline underline-offset-2">
          {t('article.openTicket')}
        </Link>
      </p>
    </article>
  );
}
