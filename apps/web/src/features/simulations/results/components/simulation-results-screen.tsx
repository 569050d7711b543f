import { isItemNotFound, ItemNotFound } from '@/components/item-not-found';
import { LoadFailed } from '@/components/load-failed';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { Simulation } from '@alavanca/contracts/simulations';
import type { FormatPreferences } from '@alavanca/domain/locale/format';
import { ArrowLeft, CalendarDays, List, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSimulationFormat } from '@/features/simulations/month/hooks/use-simulation-format';
import { Link } from 'react-router';
import { SimulationStatusBadge } from '@/features/simulations/components/simulation-status-badge';
import { useSimulation } from '@/features/simulations/month/api/get-simulation';
import { START_CREATE_STATE } from '@/lib/new-simulation-state';
import { HistoryChart } from '@/features/simulations/month/components/history-chart';
import type { SimulationFormat } from '@/features/simulations/month/utils/format';
import { DecisionReviews } from './decision-reviews';
import { Lessons } from './lessons';
import { BankruptcyCause, ReplayFromMonth, TurningPoints } from './replay-lessons';
import { ScoreBreakdown, ScoreTotal } from './score-summary';

const LIST_PATH = '/simulacao-negocio';
const monthPath = (id: string) => `${LIST_PATH}/${id}`;

function ResultsSkeleton() {
  const { t } = useTranslation('simulationResults');
  return (
    <div className="space-y-6" aria-busy="true" data-testid="results-loading">
      <span className="sr-only">{t('loading')}</span>
      <Skeleton className="h-8 w-64" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-72 w-full" />
      </div>
      <Skeleton className="h-72 w-full" />
    </div>
  );
}

/** Name, business type, status and months played, and how it ended. */
function ResultsHeader({ simulation }: { simulation: Simulation }) {
  const { t } = useTranslation('simulationResults');
  const { t: tMonth } = useTranslation('simulationMonth');
  const played = simulation.state.month;
  return (
    <header className="space-y-4">
      <Link
        to={LIST_PATH}
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('header.backToList')}
      </Link>
      <div className="min-w-0 space-y-2">
        <h2 className="truncate text-2xl font-semibold tracking-tight">{simulation.name}</h2>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted-foreground">
          <span>{tMonth(`businessTypes.${simulation.businessType}`)}</span>
          <span aria-hidden="true">·</span>
          <span data-testid="results-played">
            {t('header.playedOf', { played, horizon: simulation.horizonMonths })}
          </span>
          <SimulationStatusBadge status={simulation.status} />
        </div>
      </div>
      {simulation.status !== 'active' && (
        <p className="rounded-lg border bg-muted/50 p-4 text-sm" data-testid="results-ending">
          {simulation.status === 'bankrupt'
            ? t('header.bankrupt', { month: played })
            : t('header.finished', { count: played })}
        </p>
      )}
    </header>
  );
}

function ResultsActions({ id }: { id: string }) {
  const { t } = useTranslation('simulationResults');
  return (
    <div className="flex flex-wrap gap-2 border-t pt-6">
      <Button variant="outline" asChild>
        <Link to={LIST_PATH}>
          <List aria-hidden="true" />
          {t('actions.backToList')}
        </Link>
      </Button>
      <Button variant="outline" asChild>
        <Link to={monthPath(id)}>
          <CalendarDays aria-hidden="true" />
          {t('actions.monthScreen')}
        </Link>
      </Button>
      <Button asChild>
        <Link to={LIST_PATH} state={START_CREATE_STATE}>
          <Plus aria-hidden="true" />
          {t('actions.newSimulation')}
        </Link>
      </Button>
    </div>
  );
}

function StillRunning({ simulation }: { simulation: Simulation }) {
  const { t } = useTranslation('simulationResults');
  return (
    <section className="space-y-3 rounded-xl border border-dashed p-6" role="status" data-testid="results-running">
      <h3 className="text-lg font-semibold">{t('running.title')}</h3>
      <p className="text-sm text-muted-foreground">
        {t('running.description', { month: simulation.state.month + 1, horizon: simulation.horizonMonths })}
      </p>
      <Button asChild>
        <Link to={monthPath(simulation.id)}>
          <CalendarDays aria-hidden="true" />
          {t('running.action')}
        </Link>
      </Button>
    </section>
  );
}

function EndedResults({ simulation, format }: { simulation: Simulation; format: SimulationFormat }) {
  const { t } = useTranslation('simulationResults');
  const { score } = simulation;
  if (!score) {
    return (
      <p className="rounded-lg border border-dashed p-6 text-sm" role="status">
        {t('noScore')}
      </p>
    );
  }
  const bankruptcy = score.replay?.bankruptcy;
  return (
    <div className="space-y-6">
      {bankruptcy && <BankruptcyCause bankruptcy={bankruptcy} format={format} />}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <ScoreTotal total={score.total} />
        <ScoreBreakdown score={score} format={format} />
      </div>
      {simulation.months.length > 0 && <HistoryChart months={simulation.months} format={format} />}
      <DecisionReviews simulation={simulation} score={score} format={format} />
      {simulation.months.length > 0 && <TurningPoints simulation={simulation} replay={score.replay} format={format} />}
      <Lessons lessons={score.lessons} />
      {simulation.months.length > 0 && score.replay && <ReplayFromMonth simulation={simulation} format={format} />}
    </div>
  );
}

/**
 * The results of one simulation (`/simulacao-negocio/resultados/{id}`): the final score 0–100
 * with its breakdown, every month on a chart, the best and worst months with their decisions
 * and why, and the lessons. A simulation still running points back to its month screen.
 */
export function SimulationResultsScreen({
  id,
  preferences,
}: {
  id: string;
  preferences: Pick<FormatPreferences, 'numberFormat'>;
}) {
  const { t } = useTranslation('simulationResults');
  const query = useSimulation(id);
  const simulation = query.data;
  const format = useSimulationFormat(simulation, preferences.numberFormat);

  if (!simulation || !format) {
    if (query.isError && isItemNotFound(query.error)) {
      return (
        <ItemNotFound
          titleKey="simulations.resultsNotFoundTitle"
          descriptionKey="simulations.notFoundDescription"
          listTo={LIST_PATH}
          listKey="simulations.backToList"
        />
      );
    }
    if (query.isError) {
      return <LoadFailed message={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />;
    }
    return <ResultsSkeleton />;
  }

  return (
    <div className="space-y-8">
      <ResultsHeader simulation={simulation} />
      {simulation.status === 'active' ? (
        <StillRunning simulation={simulation} />
      ) : (
        <EndedResults simulation={simulation} format={format} />
      )}
      <ResultsActions id={simulation.id} />
    </div>
  );
}
