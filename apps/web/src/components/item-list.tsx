import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** The words of a list's states, each in its feature's catalog. */
export interface ItemListTexts {
  loading: string;
  loadFailed: string;
  retry: string;
  emptyTitle: string;
  emptyDescription: string;
  createFirst: string;
}

/**
 * A list of the user's own items (canvases, pitches) in each of its states: loading (two rows'
 * shape), failed to load (with a retry), empty (with the way to make the first one), or its rows.
 */
export function ItemList<T>({
  query,
  texts,
  emptyIcon,
  onCreate,
  children,
}: {
  query: { data: readonly T[] | undefined; isError: boolean; refetch: () => unknown };
  texts: ItemListTexts;
  emptyIcon: LucideIcon;
  onCreate: () => void;
  children: (items: readonly T[]) => ReactNode;
}) {
  if (!query.data) {
    return query.isError ? (
      <LoadFailed
        message={texts.loadFailed}
        retryLabel={texts.retry}
        onRetry={() => void query.refetch()}
        className="py-12"
      />
    ) : (
      <div className="grid gap-3" aria-busy="true">
        <span className="sr-only">{texts.loading}</span>
        {[0, 1].map((index) => (
          <Skeleton key={index} className="h-20 w-full" />
        ))}
      </div>
    );
  }
  if (query.data.length === 0) {
    return (
      <EmptyState
        icon={emptyIcon}
        title={texts.emptyTitle}
        description={texts.emptyDescription}
        action={
          <Button variant="outline" onClick={onCreate}>
            {texts.createFirst}
          </Button>
        }
      />
    );
  }
  return <div className="grid gap-3">{children(query.data)}</div>;
}
