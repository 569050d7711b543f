import { isItemNotFound, ItemNotFound } from '@/components/item-not-found';
import { LoadFailed } from '@/components/load-failed';
import { Skeleton } from '@/components/ui/skeleton';
import type { FormatPreferences } from '@alavanca/domain/locale/format';

import { useTranslation } from 'react-i18next';
import { useSimulationFormat } from '../hooks/use-simulation-format';
import { useSimulation } from '../api/get-simulation';
import { ActiveMonth } from './active-month';
import { LastMonth } from './last-month';
import { PHONE_ACTION_SPACE } from './month-play';
import { cn } from '@/lib/utils';
import { MonthHeader } from './month-header';

function MonthScreenSkeleton() {
  const { t } = useTranslation('simulationMonth');
  return (
    <div className="space-y-6" aria-busy="true" data-testid="simulation-loading">
      <span className="sr-only">{t('loading')}</span>
      <div className="space-y-2">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-4 w-80" />
        <Skeleton className="h-2 w-full max-w-sm" />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Skeleton className="h-[32rem] w-full" />
        <div className="space-y-6">
          <Skeleton className="h-48 w-full" />
          <Skeleton className="h-72 w-full" />
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className="h-24 w-full" />
        ))}
      </div>
    </div>
  );
}

/**
 * The month screen of one simulation (`/simulacao-negocio/{id}`): decide the month with an instant
 * preview and the risk forecast, advance or finish, and read the month just played. Numbers use
 * the user's number format and language, money the simulation's currency.
 */
export function SimulationMonthScreen({
  id,
  preferences,
}: {
  id: string;
  preferences: Pick<FormatPreferences, 'numberFormat'>;
}) {
  const { t } = useTranslation('simulationMonth');
  const query = useSimulation(id);
  const simulation = query.data;
  const format = useSimulationFormat(simulation, preferences.numberFormat);

  if (!simulation || !format) {
    if (query.isError && isItemNotFound(query.error)) {
      return (
        <ItemNotFound
          titleKey="simulations.notFoundTitle"
          descriptionKey="simulations.notFoundDescription"
          listTo="/simulacao-negocio"
          listKey="simulations.backToList"
        />
      );
    }
    if (query.isError) {
      return <LoadFailed message={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />;
    }
    return <MonthScreenSkeleton />;
  }

  const active = simulation.status === 'active';
  return (
    <div className={cn('space-y-8', active && PHONE_ACTION_SPACE)}>
      {active ? (
        <ActiveMonth
          key={simulation.state.month}
          simulation={simulation}
          format={format}
          numberFormat={preferences.numberFormat}
        />
      ) : (
        <MonthHeader simulation={simulation} />
      )}
      <LastMonth company={simulation} format={format} />
    </div>
  );
}
