import { Button } from '@/components/ui/button';
import { FileQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

const CONTEXT_LINKS = [
  { match: /^\/(relatorios|reports)(\/|$)/, to: '/relatorios', key: 'notFound.allReports' },
  {
    match: /^\/(ideias|ideas-validation|validacao-ideia|idea-validation)(\/|$)/,
    to: '/ideias',
    key: 'notFound.allIdeas',
  },
  {
    match:
      /^\/(simulacao|simulacao-negocio|business-simulation|simulacao-gerenciamento|simulation-management|simulacao-resultados|simulation-results)(\/|$)/,
    to: '/simulacao-negocio',
    key: 'notFound.allSimulations',
  },
] as const;

/** Catch-all: says the page does not exist and, for item paths, links to the list the item belonged to. */
export function Component() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const context = CONTEXT_LINKS.find((c) => c.match.test(pathname));
  return (
    <main
      id="main"
      className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 text-center"
      data-testid="not-found"
    >
      <FileQuestion className="size-14 text-primary" aria-hidden="true" />
      <div className="space-y-2">
        <p className="text-sm font-semibold text-primary">404</p>
        <h1 className="text-3xl font-semibold tracking-tight">{t('notFound.title')}</h1>
        <p className="max-w-md text-muted-foreground">{t(context ? 'notFound.itemHint' : 'notFound.hint')}</p>
      </div>
      {context && (
        <Button variant="link" asChild>
          <Link to={context.to} data-testid="not-found-context-link">
            {t(context.key)}
          </Link>
        </Button>
      )}
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/dashboard">{t('notFound.toDashboard')}</Link>
        </Button>
        <Button variant="outline" asChild>
          <Link to="/">{t('notFound.toHome')}</Link>
        </Button>
      </div>
    </main>
  );
}
