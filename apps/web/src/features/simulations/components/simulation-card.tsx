import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';
import type { SimulationSummary } from '@alavanca/contracts/simulations';
import type { Language } from '@alavanca/domain/constants';
import { formatCurrency, formatDate } from '@alavanca/domain/locale/format';
import { ArrowRight, Copy, EllipsisVertical, Trophy, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SimulationPreferences } from '../utils/setup';
import { SimulationStatusBadge } from './simulation-status-badge';

/** The month screen of a simulation, and the results of one that ended. */
export const simulationPath = (id: string) => `/simulacao-negocio/${id}`;
export const simulationResultsPath = (id: string) => `/simulacao-negocio/resultados/${id}`;

function Figure({
  label,
  value,
  negative,
  testId,
}: {
  label: string;
  value: string;
  negative?: boolean;
  testId: string;
}) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd
        className={cn('tabular text-right text-sm font-semibold', negative && 'text-destructive')}
        data-testid={testId}
      >
        {value}
      </dd>
    </div>
  );
}

/**
 * One simulation of the management list: what it is, where it stands (month, last month's revenue,
 * net result and cash in its own currency, formatted the user's way), and what to do with it.
 */
export function SimulationCard({
  simulation,
  preferences,
  language,
  duplicating,
  onDuplicate,
  onDelete,
}: {
  simulation: SimulationSummary;
  preferences: SimulationPreferences;
  language: Language;
  /** A duplicate of this one is being made: the menu item waits. */
  duplicating: boolean;
  onDuplicate: (simulation: SimulationSummary) => void;
  /** Asks to delete it; `opener` gets the focus back if the user changes their mind. */
  onDelete: (simulation: SimulationSummary, opener: HTMLElement | null) => void;
}) {
  const { t } = useTranslation('simulation');
  const titleId = useId();
  const { kpis } = simulation;
  const money = (cents: number) =>
    formatCurrency(cents, simulation.currency, { language, numberFormat: preferences.numberFormat });
  const ended = simulation.status !== 'active';
  const progress = t('card.progress', { month: simulation.month, horizon: simulation.horizonMonths });
  const action = ended ? t('card.results') : simulation.month === 0 ? t('card.start') : t('card.resume');
  const menuTrigger = useRef<HTMLButtonElement>(null);

  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
      data-testid="simulation-card"
      data-id={simulation.id}
    >
      <header className="flex items-start gap-3">
        <div className="min-w-0 flex-1 space-y-1">
          <h3 id={titleId} className="truncate text-base font-semibold" title={simulation.name}>
            {simulation.name}
          </h3>
          <p className="text-sm text-muted-foreground" data-testid="simulation-type">
            {t(`businessTypes.${simulation.businessType}.name`)}
          </p>
        </div>
        <SimulationStatusBadge status={simulation.status} />
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" className="-mt-1 -mr-2 size-8" ref={menuTrigger}>
              <EllipsisVertical aria-hidden="true" />
              <span className="sr-only">{t('card.moreActions', { name: simulation.name })}</span>
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem disabled={duplicating} onSelect={() => onDuplicate(simulation)}>
              <Copy aria-hidden="true" />
              {duplicating ? t('card.duplicating') : t('card.duplicate')}
            </DropdownMenuItem>
            <DropdownMenuItem variant="destructive" onSelect={() => onDelete(simulation, menuTrigger.current)}>
              <Trash2 aria-hidden="true" />
              {t('card.delete')}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </header>

      <div className="space-y-2">
        <div className="flex items-baseline justify-between gap-2 text-sm">
          <span className="tabular font-medium" data-testid="simulation-progress">
            {progress}
          </span>
          {simulation.score !== null && (
            <span
              className="tabular inline-flex items-center gap-1 text-muted-foreground"
              data-testid="simulation-score"
            >
              <Trophy className="size-4" aria-hidden="true" />
              {t('card.score', { score: simulation.score })}
            </span>
          )}
        </div>
        <Progress value={simulation.month} max={simulation.horizonMonths} aria-label={progress} className="h-1.5" />
      </div>

      {kpis ? (
        <dl className="grid gap-1.5">
          <Figure label={t('card.revenue')} value={money(kpis.revenueCents)} testId="simulation-revenue" />
          <Figure
            label={t('card.netResult')}
            value={money(kpis.netProfitCents)}
            negative={kpis.netProfitCents < 0}
            testId="simulation-net-result"
          />
          <Figure
            label={t('card.cash')}
            value={money(kpis.cashCents)}
            negative={kpis.cashCents < 0}
            testId="simulation-cash"
          />
        </dl>
      ) : (
        <p className="text-sm text-muted-foreground" data-testid="simulation-no-months">
          {t('card.noMonths')}
        </p>
      )}

      <footer className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t pt-4">
        <p className="text-xs text-muted-foreground" data-testid="simulation-updated">
          {t('card.updated', { date: formatDate(new Date(simulation.updatedAt), preferences) })}
        </p>
        <Button asChild size="sm" variant={ended ? 'outline' : 'default'}>
          {/* The name tells the cards' links apart for a screen reader; the visible words start it (label in name). */}
          <Link
            to={ended ? simulationResultsPath(simulation.id) : simulationPath(simulation.id)}
            aria-label={t('common:punctuation.labelled', { label: action, value: simulation.name })}
          >
            {ended ? <Trophy aria-hidden="true" /> : <ArrowRight aria-hidden="true" />}
            {action}
          </Link>
        </Button>
      </footer>
    </article>
  );
}
