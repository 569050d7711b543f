import { isItemNotFound, ItemNotFound } from '@/components/item-not-found';
import { LoadFailed } from '@/components/load-failed';
import { Skeleton } from '@/components/ui/skeleton';
import type { PitchDetail } from '@alavanca/contracts/pitches';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePitch } from '../api/get-pitches';
import { PITCHES_PATH } from '../utils/paths';

/** One pitch, once loaded: a skeleton while it loads, "not found" for an id the user does not own, a retry on failure. */
export function PitchGate({ id, children }: { id: string; children: (pitch: PitchDetail) => ReactNode }) {
  const { t } = useTranslation('pitchStudio');
  const query = usePitch(id);
  if (query.data) return children(query.data);
  if (query.isError) {
    if (isItemNotFound(query.error))
      return (
        <ItemNotFound
          titleKey="pitchStudio:gate.notFoundTitle"
          descriptionKey="pitchStudio:gate.notFoundDescription"
          listTo={PITCHES_PATH}
          listKey="pitchStudio:gate.backToList"
        />
      );
    return (
      <LoadFailed
        message={t('gate.loadFailed')}
        retryLabel={t('retry')}
        onRetry={() => void query.refetch()}
        className="py-12"
      />
    );
  }
  return (
    <div className="space-y-6" aria-busy="true" data-testid="pitch-loading">
      <span className="sr-only">{t('gate.loading')}</span>
      <Skeleton className="h-24 w-full" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Skeleton className="h-96 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    </div>
  );
}
