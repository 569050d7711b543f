import { UsageMeter } from '@/components/layouts/app-shell/usage-meter';
import { Markdown } from '@/components/markdown';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useSubscription } from '@/lib/api/get-subscription';
import { isInAppRoute, notificationText } from '@/lib/notification-text';
import type { DashboardSimulation, DashboardSummary, DashboardWidget } from '@alavanca/contracts/dashboard';
import { formatCurrency, formatNumber, type NumberPreferences } from '@alavanca/domain/locale/format';
import { personaAvatarPath, personaById } from '@alavanca/domain/mentor/personas';
import { formatRisk } from '@alavanca/domain/simulation/risk-figure';
import { USAGE_TYPES } from '@alavanca/domain/quotas/plans';
import { Flame, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Each widget keeps this height while it loads, so nothing below it moves when its data arrives. */
const WIDGET_MIN_HEIGHT = 'min-h-56';

function WidgetLoading() {
  const { t } = useTranslation('dashboard');
  return (
    <div className="flex-1 space-y-2" aria-busy="true">
      <span className="sr-only">{t('loading')}</span>
      <Skeleton className="h-6 w-2/3" />
      <Skeleton className="h-20 w-full" />
    </div>
  );
}

/**
 * A widget: its title, a link to the screen it summarises, and its content once `loaded` (a
 * skeleton of the same height before).
 */
function WidgetFrame({
  id,
  link,
  loaded,
  children,
}: {
  id: DashboardWidget;
  link: { to: string; label: string };
  loaded: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <section
      aria-labelledby={`widget-${id}-title`}
      className={`flex flex-col gap-3 rounded-xl border bg-card p-4 ${WIDGET_MIN_HEIGHT}`}
      data-testid={`widget-${id}`}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={`widget-${id}-title`} className="font-semibold">
          {t(`widgets.${id}.title`)}
        </h3>
        <Button asChild variant="ghost" size="sm">
          <Link to={link.to}>{link.label}</Link>
        </Button>
      </div>
      {loaded ? children : <WidgetLoading />}
    </section>
  );
}

/** A line through the months' values, decorative: the figures beside it say the same. */
/** A series' last months as a line, told in words to a screen reader (`label`). */
function Sparkline({ values, className, label }: { values: number[]; className: string; label: string }) {
  if (values.length < 2) return null;
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const points = values
    .map((value, index) => `${(index / (values.length - 1)) * 100},${30 - ((value - min) / span) * 28 - 1}`)
    .join(' ');
  return (
    <svg
      viewBox="0 0 100 30"
      preserveAspectRatio="none"
      className={`h-8 w-full ${className}`}
      role="img"
      aria-label={label}
    >
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth="2" vectorEffect="non-scaling-stroke" />
    </svg>
  );
}

function SimulationCard({ simulation, numbers }: { simulation: DashboardSimulation; numbers: NumberPreferences }) {
  const { t } = useTranslation('dashboard');
  const money = (cents: number) => formatCurrency(cents, simulation.currency, numbers);
  /** What a sparkline shows, in words: where the series went and its range. */
  const trend = (what: 'revenue' | 'cash', series: number[]) =>
    t(`simulations.trend.${what}`, {
      count: series.length,
      first: money(series[0] ?? 0),
      last: money(series.at(-1) ?? 0),
      low: money(Math.min(...series)),
      high: money(Math.max(...series)),
    });
  return (
    <li className="space-y-2 rounded-lg border p-3" data-testid="dashboard-simulation">
      <div className="flex items-center justify-between gap-2">
        <Link
          to={`/simulacao-negocio/${simulation.id}`}
          className="truncate font-medium text-primary underline-offset-2 hover:underline"
        >
          {simulation.name}
        </Link>
        <span className="shrink-0 text-xs text-muted-foreground">
          {t('simulations.playedOf', { played: simulation.month, horizon: simulation.horizonMonths })}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-xs text-muted-foreground">{t('simulations.cash')}</dt>
          <dd className="tabular-nums whitespace-nowrap">{money(simulation.cashCents)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t('simulations.revenue')}</dt>
          <dd className="tabular-nums whitespace-nowrap">{money(simulation.revenueCents)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t('simulations.profit')}</dt>
          <dd className="tabular-nums whitespace-nowrap">{money(simulation.netProfitCents)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t('simulations.risk')}</dt>
          <dd className="tabular-nums whitespace-nowrap">
            {simulation.cashRisk === null ? '—' : formatRisk(simulation.cashRisk, numbers)}
          </dd>
        </div>
      </dl>
      <div className="grid grid-cols-2 gap-4">
        <Sparkline
          values={simulation.revenueSeries}
          className="text-primary"
          label={trend('revenue', simulation.revenueSeries)}
        />
        <Sparkline values={simulation.cashSeries} className="text-info" label={trend('cash', simulation.cashSeries)} />
      </div>
      {simulation.runwayMonths !== null && (
        <p className="text-xs text-muted-foreground">
          {t('simulations.runway', {
            count: simulation.runwayMonths,
            months: formatNumber(simulation.runwayMonths, numbers, { maximumFractionDigits: 1 }),
          })}
        </p>
      )}
    </li>
  );
}

export function SimulationsWidget({
  summary,
  numbers,
}: {
  summary: DashboardSummary | undefined;
  numbers: NumberPreferences;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <WidgetFrame
      id="simulations"
      link={{ to: '/simulacao-negocio', label: t('widgets.simulations.all') }}
      loaded={summary !== undefined}
    >
      {!summary ? null : summary.simulations.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('widgets.simulations.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {summary.simulations.map((simulation) => (
            <SimulationCard key={simulation.id} simulation={simulation} numbers={numbers} />
          ))}
        </ul>
      )}
    </WidgetFrame>
  );
}

const VERDICT_BADGE = { promising: 'success', validateFurther: 'warning', pivot: 'destructive' } as const;

export function ValidationsWidget({ summary }: { summary: DashboardSummary | undefined }) {
  const { t } = useTranslation(['dashboard', 'validationReport']);
  return (
    <WidgetFrame
      id="validations"
      link={{ to: '/ideias', label: t('widgets.validations.all') }}
      loaded={summary !== undefined}
    >
      {!summary ? null : summary.validations.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('widgets.validations.empty')}</p>
      ) : (
        <ul className="divide-y">
          {summary.validations.map((validation) => (
            <li key={validation.id} className="flex items-center gap-3 py-2" data-testid="dashboard-validation">
              <span className="w-10 shrink-0 text-center text-lg font-bold tabular-nums">{validation.overall}</span>
              <Link
                to={`/validacao-ideia/${validation.id}`}
                className="min-w-0 flex-1 truncate text-primary hover:underline"
              >
                {validation.title}
              </Link>
              <Badge variant={VERDICT_BADGE[validation.verdict]}>
                {t(`validationReport:verdicts.${validation.verdict}.title`)}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </WidgetFrame>
  );
}

export function MentorWidget({ summary }: { summary: DashboardSummary | undefined }) {
  const { t } = useTranslation(['dashboard', 'mentor']);
  const tip = summary?.mentorTip;
  return (
    <WidgetFrame id="mentor" link={{ to: '/mentor-ia', label: t('widgets.mentor.open') }} loaded={tip !== undefined}>
      {tip && (
        <div className="space-y-2" data-testid="dashboard-tip" data-persona={tip.persona}>
          <p className="flex items-center gap-2 font-medium">
            <img src={personaAvatarPath(tip.persona)} alt="" width={28} height={28} className="size-7 rounded-full" />
            {personaById(tip.persona).name} · {t(`mentor:suggestions.${tip.suggestion}`)}
          </p>
          <Markdown text={tip.answer} className="text-sm" />
        </div>
      )}
    </WidgetFrame>
  );
}

export function NotificationsWidget({ summary }: { summary: DashboardSummary | undefined }) {
  const { t } = useTranslation(['dashboard', 'notifications']);
  const unread = summary?.notifications;
  return (
    <WidgetFrame
      id="notifications"
      link={{ to: '/notificacoes', label: t('widgets.notifications.all') }}
      loaded={unread !== undefined}
    >
      {!unread ? null : unread.unreadCount === 0 ? (
        <p className="text-sm text-muted-foreground">{t('widgets.notifications.empty')}</p>
      ) : (
        <>
          <p className="text-sm" data-testid="dashboard-unread">
            {t('widgets.notifications.unread', { count: unread.unreadCount })}
          </p>
          <ul className="space-y-2">
            {unread.latest.map((notification) => {
              const title = notificationText(notification.title, t);
              return (
                <li key={notification.id} className="text-sm">
                  {isInAppRoute(notification.route) ? (
                    <Link to={notification.route} className="font-medium text-primary hover:underline">
                      {title}
                    </Link>
                  ) : (
                    <span className="font-medium">{title}</span>
                  )}
                  <span className="block text-muted-foreground">{notificationText(notification.description, t)}</span>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </WidgetFrame>
  );
}

export function UsageWidget() {
  const { t } = useTranslation(['dashboard', 'common']);
  const subscription = useSubscription().data;
  return (
    <WidgetFrame
      id="usage"
      link={{ to: '/dashboard/planos', label: t('widgets.usage.plans') }}
      loaded={subscription !== undefined}
    >
      {subscription && (
        <div className="space-y-3">
          <p className="text-sm font-medium">
            {t('common:usage.plan', { plan: t(`common:plans.${subscription.plan}`) })}
          </p>
          {USAGE_TYPES.map((type) => (
            <UsageMeter
              key={type}
              label={t(`common:usage.types.${type}`)}
              used={subscription.usage[type]}
              limit={subscription.limits[type]}
              size="md"
            />
          ))}
        </div>
      )}
    </WidgetFrame>
  );
}

/** The founder's progress: achievements earned, the latest, and each competence's level (decision 033). */
export function ProgressWidget({ summary }: { summary: DashboardSummary | undefined }) {
  const { t } = useTranslation(['dashboard', 'progress']);
  const progress = summary?.progress;
  return (
    <WidgetFrame
      id="progress"
      link={{ to: '/conquistas', label: t('widgets.progress.open') }}
      loaded={progress !== undefined}
    >
      {progress && (
        <div className="space-y-3" data-testid="dashboard-progress">
          <p className="font-medium">
            {t('widgets.progress.earned', { earned: progress.earned, total: progress.total })}
          </p>
          <p className="flex items-center gap-2 text-sm" data-testid="dashboard-streak">
            <Flame className="size-4 shrink-0 text-primary" aria-hidden="true" />
            {progress.streak.current > 0
              ? t('widgets.progress.streak', { count: progress.streak.current })
              : t('widgets.progress.noStreak')}
          </p>
          {progress.latest ? (
            <p className="flex items-center gap-2 text-sm" data-testid="dashboard-latest-achievement">
              <Trophy className="size-4 shrink-0 text-primary" aria-hidden="true" />
              {t('widgets.progress.latest', { name: t(`progress:achievements.${progress.latest.id}`) })}
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">{t('widgets.progress.empty')}</p>
          )}
          <h4 className="sr-only">{t('widgets.progress.competences')}</h4>
          <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2" data-testid="dashboard-competences">
            {progress.levels.map(({ id, level }) => (
              <div key={id} className="flex justify-between gap-2" data-competence={id} data-level={level}>
                <dt>{t(`progress:competences.${id}.name`)}</dt>
                <dd className={level === 'none' ? 'text-muted-foreground' : 'font-medium'}>
                  {t(`progress:levels.${level}`)}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </WidgetFrame>
  );
}
