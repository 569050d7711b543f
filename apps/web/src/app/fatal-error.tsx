import { Button } from '@/components/ui/button';
import { TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** Full-screen message for an error nothing else caught. A full page load to / gives the app a clean start. */
export function FatalErrorScreen() {
  const { t } = useTranslation();
  return (
    <main
      role="alert"
      className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 text-center"
      data-testid="fatal-error"
    >
      <TriangleAlert className="size-14 text-destructive" aria-hidden="true" />
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold">{t('fatal.title')}</h1>
        <p className="text-muted-foreground">{t('fatal.message')}</p>
      </div>
      <Button asChild>
        <a href="/">{t('fatal.home')}</a>
      </Button>
    </main>
  );
}

/** Router error boundary: logs what happened, then shows the fatal screen. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  useEffect(() => console.error('Unexpected application error', error), [error]);
  return <FatalErrorScreen />;
}
