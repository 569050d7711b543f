import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import type { Simulation } from '@alavanca/contracts/simulations';
import { ArrowLeft, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const STATUS_BADGE = { active: 'info', finished: 'success', bankrupt: 'destructive' } as const;

export const resultsPath = (id: string) => `/simulacao-negocio/resultados/${id}`;

/**
 * Who the company is and where it stands: name, business type, the month in play out of the
 * horizon, the status. While it runs, the actions (advance, finish); once it ended, the results.
 */
export function MonthHeader({ simulation, actions }: { simulation: Simulation; actions?: ReactNode }) {
  const { t } = useTranslation('simulationMonth');
  const { status, horizonMonths } = simulation;
  const played = simulation.state.month;
  const active = status === 'active';
  // While it runs, the month in play is the one after the last played.
  const progress = active
    ? t('header.monthOf', { month: played + 1, horizon: horizonMonths })
    : t('header.playedOf', { played, horizon: horizonMonths });
  return (
    <header className="space-y-4">
      <Link
        to="/simulacao-negocio"
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('header.backToList')}
      </Link>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0 space-y-2">
          <h2 className="truncate text-2xl font-semibold tracking-tight">{simulation.name}</h2>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted-foreground">
            <span>{t(`businessTypes.${simulation.businessType}`)}</span>
            <span aria-hidden="true">·</span>
            <span data-testid="month-progress">{progress}</span>
            <Badge variant={STATUS_BADGE[status]}>{t(`status.${status}`)}</Badge>
          </div>
          <Progress
            className="max-w-sm"
            value={played}
            max={horizonMonths}
            aria-label={t('header.progressLabel')}
            aria-valuetext={t('header.playedOf', { played, horizon: horizonMonths })}
          />
        </div>
        {active ? (
          <div className="flex flex-wrap gap-2">{actions}</div>
        ) : (
          <Button asChild>
            <Link to={resultsPath(simulation.id)}>
              <Trophy aria-hidden="true" />
              {t('header.results')}
            </Link>
          </Button>
        )}
      </div>
      {!active && (
        <p className="rounded-lg border bg-muted/50 p-4 text-sm" role="status">
          {status === 'bankrupt'
            ? t('header.endedBankrupt', { month: played })
            : t('header.endedFinished', { month: played })}
        </p>
      )}
    </header>
  );
}
