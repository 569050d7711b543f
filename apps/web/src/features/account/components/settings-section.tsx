import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One titled card of the settings page, reachable by its anchor from the section list. */
export function SettingsSection({
  id,
  title,
  description,
  children,
  className,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24" data-testid={`settings-${id}`}>
      <Card className={className}>
        <CardHeader>
          <CardTitle asChild>
            <h3 id={`${id}-title`} className="text-lg">
              {title}
            </h3>
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        {children}
      </Card>
    </section>
  );
}

/** Skeleton while a section's data loads, a retry when it cannot, the content once it is there. */
export function QueryBoundary<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation('account');
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <div className="flex flex-col items-start gap-3 px-6 text-sm" role="alert">
        <p>{t('settings.loadFailed')}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t('settings.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-4 px-6" aria-busy="true">
      <Skeleton className="h-9 w-full" />
      <Skeleton className="h-9 w-2/3" />
    </div>
  );
}

/** The settings sections write their field messages in the regular weight. */
export const ACCOUNT_ERROR = { className: 'font-normal' };

export const textareaClassName = cn(
  'min-h-24 w-full rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs outline-hidden placeholder:text-muted-foreground md:text-sm dark:bg-input/30',
  'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
  'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive',
);
