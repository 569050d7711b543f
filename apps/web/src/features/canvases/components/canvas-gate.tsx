import { isItemNotFound, ItemNotFound } from '@/components/item-not-found';
import { LoadFailed } from '@/components/load-failed';
import { Skeleton } from '@/components/ui/skeleton';
import type { CanvasDetail } from '@alavanca/contracts/canvases';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanvas } from '../api/get-canvases';
import { CANVASES_PATH } from '../utils/paths';

/** One canvas, once loaded: a skeleton while it loads, "not found" for an id the user does not own, a retry on failure. */
export function CanvasGate({ id, children }: { id: string; children: (canvas: CanvasDetail) => ReactNode }) {
  const { t } = useTranslation('canvas');
  const query = useCanvas(id);
  if (query.data) return children(query.data);
  if (query.isError) {
    if (isItemNotFound(query.error))
      return (
        <ItemNotFound
          titleKey="canvas:gate.notFoundTitle"
          descriptionKey="canvas:gate.notFoundDescription"
          listTo={CANVASES_PATH}
          listKey="canvas:gate.backToList"
        />
      );
    return (
      <LoadFailed
        message={t('gate.loadFailed')}
        retryLabel={t('list.retry')}
        onRetry={() => void query.refetch()}
        className="py-12"
      />
    );
  }
  return (
    <div className="space-y-6" aria-busy="true" data-testid="canvas-loading">
      <span className="sr-only">{t('gate.loading')}</span>
      <Skeleton className="h-24 w-full" />
      <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-5">
        {[0, 1, 2, 3, 4].map((index) => (
          <Skeleton key={index} className="h-48 w-full" />
        ))}
      </div>
    </div>
  );
}
