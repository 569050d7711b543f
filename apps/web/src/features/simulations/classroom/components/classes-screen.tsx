import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { ScreenIntro } from '@/components/screen-intro';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { CLASS_ROLES, type ClassSummary } from '@alavanca/contracts/classes';
import { JOIN_CODE_LENGTH } from '@alavanca/domain/classroom/limits';
import type { Language } from '@alavanca/domain/constants';
import { ArrowRight, GraduationCap, LogIn, Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { SimulationPreferences } from '@/features/simulations/utils/setup';
import { useClasses } from '../api/get-classes';
import { classDateTime } from '../utils/class-dates';
import { createsClasses, type PlanScreenProps } from '../utils/class-plan';
import { isJoinCode, normaliseCode } from '../utils/join-code';
import { classPath, joinPath, NEW_CLASS_PATH } from '../utils/paths';
import { RoleBadge } from './class-badges';
import { ClassSection } from './class-section';

/** Joining by code: the code typed (as on the board), then the class's page to join it. */
function JoinByCode() {
  const { t } = useTranslation('classroom');
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const normalised = normaliseCode(code);
    if (!isJoinCode(normalised)) {
      setError(t('list.join.invalid', { length: JOIN_CODE_LENGTH }));
      return;
    }
    void navigate(joinPath(normalised));
  };
  return (
    <ClassSection title={t('list.join.title')} description={t('list.join.description')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormField label={t('list.join.code')} error={error} className="sm:w-64">
          <Input
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setError(undefined);
            }}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={JOIN_CODE_LENGTH + 4}
            className="tabular tracking-widest uppercase"
            data-testid="join-code"
          />
        </FormField>
        <Button type="submit" variant="outline" className="sm:mt-6">
          <LogIn aria-hidden="true" />
          {t('list.join.submit')}
        </Button>
      </form>
    </ClassSection>
  );
}

function ClassRow({
  summary,
  preferences,
  language,
}: {
  summary: ClassSummary;
  preferences: SimulationPreferences;
  language: Language;
}) {
  const { t } = useTranslation(['classroom', 'simulation']);
  const titleId = useId();
  const finished = summary.status === 'finished';
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="flex flex-col gap-3 rounded-xl border bg-card p-5 sm:flex-row sm:items-center sm:justify-between"
        data-testid="class-row"
      >
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={titleId} className="truncate text-base font-semibold">
              {summary.name}
            </h3>
            <RoleBadge role={summary.role} />
          </div>
          <p className="text-sm text-muted-foreground">
            {[
              t(`simulation:businessTypes.${summary.businessType}.name`),
              t(`marketModes.${summary.marketMode}.name`),
              t('list.students', { count: summary.students }),
              finished
                ? t('list.finished', { horizon: summary.horizonMonths })
                : t('list.round', { round: summary.month + 1, horizon: summary.horizonMonths }),
            ].join(' · ')}
          </p>
          {!finished && summary.deadlineAt && (
            <p className="text-sm">
              {t('list.deadline', { date: classDateTime(summary.deadlineAt, preferences, language) })}
            </p>
          )}
        </div>
        <Button asChild variant="outline" className="shrink-0">
          <Link to={classPath(summary.id)} aria-describedby={titleId}>
            {summary.role === 'teacher' ? t('list.openConsole') : t('list.openClass')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </article>
    </li>
  );
}

/** The list's heading for each role the user has in a class. */
const ROLE_HEADINGS = { teacher: 'list.teaching', student: 'list.playing' } as const;

/** The classes the user has one role in, under that role's heading; nothing when there are none. */
function ClassList({
  title,
  classes,
  ...rest
}: { title: string; classes: readonly ClassSummary[] } & Omit<Parameters<typeof ClassRow>[0], 'summary'>) {
  const titleId = useId();
  if (classes.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      <ul className="grid gap-3">
        {classes.map((summary) => (
          <ClassRow key={summary.id} summary={summary} {...rest} />
        ))}
      </ul>
    </section>
  );
}

/**
 * /turmas: the classes the user teaches and those they play in, joining one by its code, and
 * creating one (Pro and Enterprise; other plans see why and where to upgrade).
 */
export function ClassesScreen({ preferences, language, plan }: PlanScreenProps) {
  const { t } = useTranslation('classroom');
  const query = useClasses();
  const canCreate = createsClasses(plan) === true;
  const createAction = canCreate ? (
    <Button asChild>
      <Link to={NEW_CLASS_PATH}>
        <Plus aria-hidden="true" />
        {t('list.create')}
      </Link>
    </Button>
  ) : plan !== undefined ? (
    <Button asChild variant="outline">
      <Link to="/dashboard/planos">{t('list.upgrade')}</Link>
    </Button>
  ) : null;

  let body;
  if (query.isError) {
    body = <LoadFailed message={t('list.loadFailed')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />;
  } else if (!query.data) {
    body = (
      <div className="grid gap-3" aria-busy="true">
        <span className="sr-only">{t('list.loading')}</span>
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  } else if (query.data.length === 0) {
    body = (
      <EmptyState
        icon={GraduationCap}
        title={t('list.empty.title')}
        description={canCreate ? t('list.empty.teacher') : t('list.empty.student')}
        action={createAction}
      />
    );
  } else {
    body = (
      <div className="space-y-8">
        {CLASS_ROLES.map((role) => (
          <ClassList
            key={role}
            title={t(ROLE_HEADINGS[role])}
            classes={query.data.filter((summary) => summary.role === role)}
            preferences={preferences}
            language={language}
          />
        ))}
      </div>
    );
  }

  return (
    <>
      <ScreenIntro
        title={t('list.title')}
        description={canCreate || plan === undefined ? t('list.intro') : t('list.introUpgrade')}
        action={createAction}
      />
      <div className="space-y-8">
        {body}
        <JoinByCode />
      </div>
    </>
  );
}
