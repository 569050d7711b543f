import { isItemNotFound, ItemNotFound } from '@/components/item-not-found';
import { LoadFailed } from '@/components/load-failed';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/lib/notify';
import type { ClassView } from '@alavanca/contracts/classes';
import { LogOut } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LastMonth } from '@/features/simulations/month/components/last-month';
import { useSimulationFormat } from '@/features/simulations/month/hooks/use-simulation-format';
import type { SimulationFormat } from '@/features/simulations/month/utils/format';
import type { PlayedCompany } from '@/features/simulations/month/utils/played-company';
import { useLeaveClass } from '../api/class-changes';
import { useClass } from '../api/get-classes';
import type { ScreenContext } from '../utils/class-dates';
import { CLASSES_PATH } from '../utils/paths';
import { Announcements } from './announcements';
import { CompanyStatusBadge, RoleBadge } from './class-badges';
import { CompanyReport } from './company-report';
import { ConfirmButton } from '@/components/confirm-button';
import { DecisionHistory } from './decision-history';
import { MarketReport } from './market-report';
import { RankingTable } from './ranking-table';
import { cn } from '@/lib/utils';
import { StudentRound } from './student-round';
import { StudentStanding } from './student-standing';
import { PHONE_ACTION_SPACE } from '@/features/simulations/month/components/month-play';
import { TeacherConsole } from './teacher-console';
import { StudentWork } from './student-work';
import type { WorkParts } from '../utils/work-ui';
import { ClassSection } from './class-section';

function ClassHeader({ view }: { view: ClassView }) {
  const { t } = useTranslation(['classroom', 'simulation']);
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-2xl font-semibold tracking-tight" data-testid="class-name">
          {view.name}
        </h2>
        <RoleBadge role={view.role} />
      </div>
      <p className="text-sm text-muted-foreground">
        {[
          t('header.teacher', { name: view.teacherName }),
          t(`simulation:businessTypes.${view.setup.businessType}.name`),
          t(`marketModes.${view.marketMode}.name`),
          t(`groupings.${view.grouping}.name`),
          view.status === 'finished'
            ? t('header.finished', { count: view.month })
            : t('header.round', { round: view.month + 1, horizon: view.horizonMonths }),
        ].join(' · ')}
      </p>
    </div>
  );
}

/** A student's class: their company's round, the ranking, the market, and their company's months. */
function StudentView({
  view,
  format,
  preferences,
  language,
  parts,
}: { view: ClassView; format: SimulationFormat; parts: WorkParts } & ScreenContext) {
  const { t } = useTranslation('classroom');
  const navigate = useNavigate();
  const leave = useLeaveClass();
  const company = view.company;
  const played = useMemo<PlayedCompany | null>(
    () => company && { setup: company.state.setup, state: company.state, months: company.months },
    [company],
  );
  if (!company || !played) return null;
  const playing = view.status === 'open' && company.status === 'active' && company.state.status === 'running';
  return (
    <div className={cn('space-y-8', playing && PHONE_ACTION_SPACE)}>
      <StudentStanding view={view} format={format} />
      <Announcements view={view} preferences={preferences} language={language} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold">{t('student.company', { name: company.name })}</h2>
          {company.status !== 'active' && <CompanyStatusBadge status={company.status} />}
          {company.members.length > 1 && (
            <span className="text-sm text-muted-foreground">{company.members.join(', ')}</span>
          )}
        </div>
        <ConfirmButton
          label={t('student.leave')}
          icon={<LogOut aria-hidden="true" />}
          title={t('student.leaveTitle', { name: view.name })}
          description={view.month === 0 ? t('student.leaveBefore') : t('student.leaveAfter')}
          cancel={t('student.leaveCancel')}
          confirm={t('student.leaveConfirm')}
          pendingLabel={t('student.leaving')}
          pending={leave.isPending}
          onConfirm={(done) =>
            leave.mutate(view.id, {
              onSuccess: () => {
                done();
                notify({ title: t('student.leftTitle', { name: view.name }), variant: 'success' });
                void navigate(CLASSES_PATH, { replace: true });
              },
              onError: done,
            })
          }
          testId="leave-class"
        />
      </div>
      {playing ? (
        <StudentRound
          key={company.state.month}
          view={view}
          company={company}
          played={played}
          format={format}
          numberFormat={preferences.numberFormat}
          preferences={preferences}
          language={language}
        />
      ) : (
        <p className="rounded-xl border bg-card p-6 text-sm" data-testid="student-closed">
          {view.status === 'finished' ? t('student.classFinished') : t(`student.closed.${company.status}`)}
        </p>
      )}
      <StudentWork work="canvas" classId={view.id} parts={parts} preferences={preferences} language={language} />
      <StudentWork work="pitch" classId={view.id} parts={parts} preferences={preferences} language={language} />
      <RankingTable rows={view.ranking} format={format} />
      <MarketReport rounds={view.rounds} format={format} />
      <ClassSection title={t('history.title')}>
        {company.months.length > 0 && <CompanyReport classId={view.id} companyId={company.id} />}
        <DecisionHistory months={company.months} format={format} />
      </ClassSection>
      <LastMonth company={played} format={format} playedIn="class" />
    </div>
  );
}

function ClassSkeleton() {
  const { t } = useTranslation('classroom');
  return (
    <div className="space-y-6" aria-busy="true">
      <span className="sr-only">{t('loading')}</span>
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

/**
 * /turmas/:id: the teacher's console, or a student's class. New results, submissions, the ranking,
 * canvas and pitch hand-ins and grades arrive live (the realtime sync refetches on `class.changed`).
 * `parts` is what the class's canvas and pitch take from their features, composed by the route.
 */
export function ClassScreen({
  id,
  preferences,
  language,
  parts = {},
}: { id: string; parts?: WorkParts } & ScreenContext) {
  const { t } = useTranslation('classroom');
  const query = useClass(id);
  const view = query.data;
  const format = useSimulationFormat(view, preferences.numberFormat);

  if (!view || !format) {
    if (query.isError && isItemNotFound(query.error)) {
      return (
        <ItemNotFound
          titleKey="classroom:notFound.title"
          descriptionKey="classroom:notFound.description"
          listTo={CLASSES_PATH}
          listKey="classroom:notFound.backToList"
        />
      );
    }
    if (query.isError) {
      return <LoadFailed message={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />;
    }
    return <ClassSkeleton />;
  }

  return (
    <div className="space-y-8">
      <ClassHeader view={view} />
      {view.role === 'teacher' ? (
        <TeacherConsole view={view} format={format} preferences={preferences} language={language} parts={parts} />
      ) : (
        <StudentView view={view} format={format} preferences={preferences} language={language} parts={parts} />
      )}
    </div>
  );
}
