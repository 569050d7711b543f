import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { TableScroll } from '@/components/table-scroll';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import type { ClassView, RankingRow } from '@alavanca/contracts/classes';
import { Copy, Download, Flag, Lock, Trash2, UserPlus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LastMonth } from '@/features/simulations/month/components/last-month';
import type { SimulationFormat } from '@/features/simulations/month/utils/format';
import { useCloseRound, useDeleteClass, useUpdateClass } from '../api/class-changes';
import { useClassCompany } from '../api/get-classes';
import { classDateTime, type ScreenContext } from '../utils/class-dates';
import { companyLabel } from '../utils/company-label';
import { classCsvUrl, CLASSES_PATH, joinLink } from '../utils/paths';
import { fromZonedInput, toZonedInput } from '../utils/zoned-time';
import { Announcements } from './announcements';
import { ConfirmButton } from '@/components/confirm-button';
import { ClassExam } from './class-exam';
import { ClassSection } from './class-section';
import { CompanyReport } from './company-report';
import { DecisionHistory } from './decision-history';
import { MarketReport } from './market-report';
import { RankingTable } from './ranking-table';
import { StudentCompetences } from './student-competences';
import { TableHead } from './table-head';
import { TeacherWork } from './teacher-work';
import type { WorkParts } from '../utils/work-ui';

/** The round: who has decided, its deadline (movable), and closing it now. */
function RoundControl({ view, preferences, language }: { view: ClassView } & ScreenContext) {
  const { t } = useTranslation('classroom');
  const close = useCloseRound(view.id);
  const update = useUpdateClass(view.id);
  const round = view.month + 1;
  const playing = view.ranking.filter((row) => row.status === 'active');
  const submitted = playing.filter((row) => row.submitted === true).length;
  const [deadline, setDeadline] = useState(() =>
    view.deadlineAt ? toZonedInput(view.deadlineAt, preferences.timezone) : '',
  );
  const [deadlineError, setDeadlineError] = useState<string | undefined>();

  const moveDeadline = (event: FormEvent) => {
    event.preventDefault();
    const instant = fromZonedInput(deadline, preferences.timezone);
    if (!instant || Date.parse(instant) <= Date.now()) {
      setDeadlineError(t('round.deadlineInvalid'));
      return;
    }
    update.mutate(
      { deadlineAt: instant },
      {
        onSuccess: () => notify({ title: t('round.deadlineMoved'), variant: 'success' }),
        // The server's clock has the last word on "in the future".
        onError: (error) => {
          if (error instanceof ApiError && error.issues.some(({ path }) => path === 'deadlineAt'))
            setDeadlineError(t('round.deadlineInvalid'));
        },
      },
    );
  };

  if (view.status === 'finished') {
    return <ClassSection title={t('round.finishedTitle')} description={t('round.finished', { count: view.month })} />;
  }
  return (
    <ClassSection
      title={t('round.title', { round, horizon: view.horizonMonths })}
      testId="round-control"
      details={
        <>
          <p className="text-sm" data-testid="round-submitted" aria-live="polite">
            {t('round.submitted', { count: playing.length, submitted })}
          </p>
          <p className="text-sm text-muted-foreground">
            {view.deadlineAt
              ? t('round.deadline', { date: classDateTime(view.deadlineAt, preferences, language) })
              : t('round.manual')}
          </p>
        </>
      }
      action={
        <ConfirmButton
          label={t('round.close')}
          icon={<Flag aria-hidden="true" />}
          variant="default"
          title={t('round.closeTitle', { round })}
          description={t('round.closeDescription', { count: playing.length, submitted })}
          cancel={t('round.closeCancel')}
          confirm={t('round.closeConfirm')}
          pendingLabel={t('round.closing')}
          pending={close.isPending}
          onConfirm={(done) =>
            close.mutate(round, {
              onSuccess: () => {
                done();
                notify({
                  title: t('round.closedTitle', { round }),
                  description: t('round.closedMessage'),
                  variant: 'success',
                });
              },
              onError: done,
            })
          }
          testId="close-round"
        />
      }
    >
      {view.schedule === 'deadlines' && (
        <form noValidate onSubmit={moveDeadline} className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <FormField
            label={t('round.deadlineLabel')}
            hint={t('round.deadlineHint', { zone: preferences.timezone })}
            error={deadlineError}
            className="sm:w-72"
          >
            <Input
              type="datetime-local"
              value={deadline}
              onChange={(event) => {
                setDeadline(event.target.value);
                setDeadlineError(undefined);
              }}
            />
          </FormField>
          <Button type="submit" variant="outline" className="sm:mt-6" disabled={update.isPending}>
            {t('round.deadlineSave')}
          </Button>
        </form>
      )}
    </ClassSection>
  );
}

/**
 * The code on the board and the link to send: joining is open until the first round closes, and
 * after it while the teacher keeps enrolment open for latecomers (their missed rounds held).
 */
function ShareClass({ view }: { view: ClassView }) {
  const { t } = useTranslation('classroom');
  const update = useUpdateClass(view.id);
  if (!view.joinCode) return null;
  const link = joinLink(view.joinCode);
  const running = view.status === 'open';
  const state = !running ? 'finished' : view.month === 0 ? 'open' : view.lateEnrolment ? 'lateOpen' : 'closed';
  const copy = () => {
    const failed = () => notify({ title: t('share.copyFailed'), variant: 'destructive' });
    // Pages served over plain HTTP (and some embedded browsers) have no clipboard to write to.
    if (!('clipboard' in navigator) || !navigator.clipboard) return failed();
    void navigator.clipboard
      .writeText(link)
      .then(() => notify({ title: t('share.copied'), variant: 'success' }), failed);
  };
  return (
    <ClassSection title={t('share.title')} description={t(`share.${state}`)}>
      <dl className="grid gap-3 sm:grid-cols-[auto_1fr] sm:items-center">
        <dt className="text-sm text-muted-foreground">{t('share.code')}</dt>
        <dd className="tabular text-2xl font-semibold tracking-widest" data-testid="join-code-value">
          {view.joinCode}
        </dd>
        <dt className="text-sm text-muted-foreground">{t('share.link')}</dt>
        <dd className="flex min-w-0 flex-wrap items-center gap-2">
          <code className="min-w-0 truncate rounded bg-muted px-2 py-1 text-sm" data-testid="join-link">
            {link}
          </code>
          <Button type="button" variant="outline" size="sm" onClick={copy}>
            <Copy aria-hidden="true" />
            {t('share.copy')}
          </Button>
        </dd>
      </dl>
      {running && view.month > 0 && (
        <Button
          type="button"
          variant="outline"
          disabled={update.isPending}
          onClick={() => update.mutate({ lateEnrolment: !view.lateEnrolment })}
          data-testid="late-enrolment"
        >
          {view.lateEnrolment ? <Lock aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
          {view.lateEnrolment ? t('share.closeLate') : t('share.reopen')}
        </Button>
      )}
    </ClassSection>
  );
}

/** One company's months, opened from the ranking: the decisions for grading, and the statements. */
function CompanyDetail({
  classId,
  row,
  format,
  onClose,
}: {
  classId: string;
  row: RankingRow;
  format: SimulationFormat;
  onClose: () => void;
}) {
  const { t } = useTranslation('classroom');
  const query = useClassCompany(classId, row.companyId);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [row.companyId]);
  const company = query.data;
  return (
    <ClassSection
      title={t('company.title', { name: companyLabel(row, t) })}
      description={row.members.join(', ')}
      headingRef={heading}
      testId="company-detail"
      action={
        <Button type="button" variant="ghost" size="sm" onClick={onClose}>
          <X aria-hidden="true" />
          {t('company.close')}
        </Button>
      }
    >
      <CompanyReport key={row.companyId} classId={classId} companyId={row.companyId} />
      {!company ? (
        query.isError ? (
          <p className="text-sm text-destructive">{t('company.loadFailed')}</p>
        ) : (
          <Skeleton className="h-40 w-full" />
        )
      ) : (
        <>
          <DecisionHistory months={company.months} format={format} />
          {/* Before the first round the history says there is nothing yet; the statements would only repeat it. */}
          {company.months.length > 0 && (
            <LastMonth
              company={{ setup: company.state.setup, state: company.state, months: company.months }}
              format={format}
            />
          )}
        </>
      )}
    </ClassSection>
  );
}

function Roster({ view, preferences, language }: { view: ClassView } & ScreenContext) {
  const { t } = useTranslation('classroom');
  const roster = view.roster ?? [];
  const companies = new Map(view.ranking.map((row) => [row.companyId, row]));
  return (
    <ClassSection title={t('roster.title', { count: roster.length })}>
      {roster.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('roster.empty')}</p>
      ) : (
        <TableScroll label={t('roster.caption')}>
          <table className="w-full text-sm" data-testid="roster">
            <caption className="sr-only">{t('roster.caption')}</caption>
            <TableHead
              columns={(['name', 'email', 'company', 'joined'] as const).map((key) => ({
                key,
                label: t(`roster.columns.${key}`),
              }))}
            />
            <tbody>
              {roster.map((student) => {
                const company = companies.get(student.companyId);
                return (
                  <tr key={student.userId} className="border-b last:border-0">
                    <th scope="row" className="px-2 py-2 text-left font-normal">
                      {student.name}
                    </th>
                    <td className="px-2 py-2">{student.email}</td>
                    <td className="px-2 py-2">{company ? companyLabel(company, t) : '—'}</td>
                    <td className="px-2 py-2 whitespace-nowrap">
                      {classDateTime(student.joinedAt, preferences, language)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
    </ClassSection>
  );
}

/** Names in the ranking, the spreadsheet of grades, and deleting the class. */
function ClassSettings({ view }: { view: ClassView }) {
  const { t } = useTranslation('classroom');
  const navigate = useNavigate();
  const update = useUpdateClass(view.id);
  const remove = useDeleteClass();
  const namesId = useId();
  return (
    <ClassSection title={t('settings.title')}>
      <div className="flex items-start gap-3">
        <Checkbox
          id={namesId}
          checked={view.showNames}
          disabled={update.isPending}
          onCheckedChange={(checked) => update.mutate({ showNames: checked === true })}
          aria-describedby={`${namesId}-hint`}
          className="mt-0.5"
        />
        <div className="grid gap-1">
          <Label htmlFor={namesId}>{t('create.showNames')}</Label>
          <p id={`${namesId}-hint`} className="text-sm text-muted-foreground">
            {t('create.showNamesHint')}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {/* A long label (German's) wraps on the narrowest phones rather than widen the page. */}
        <Button asChild variant="outline" className="h-auto min-h-9 max-w-full shrink text-left whitespace-normal">
          <a href={classCsvUrl(view.id)} download data-testid="class-csv">
            <Download aria-hidden="true" />
            {t('settings.csv')}
          </a>
        </Button>
        <ConfirmButton
          label={t('settings.delete')}
          icon={<Trash2 aria-hidden="true" />}
          variant="destructive"
          title={t('settings.deleteTitle', { name: view.name })}
          description={t('settings.deleteDescription')}
          cancel={t('settings.deleteCancel')}
          confirm={t('settings.deleteConfirm')}
          pendingLabel={t('settings.deleting')}
          pending={remove.isPending}
          onConfirm={(done) =>
            remove.mutate(view.id, {
              onSuccess: () => {
                done();
                notify({ title: t('settings.deletedTitle'), variant: 'success' });
                void navigate(CLASSES_PATH, { replace: true });
              },
              onError: done,
            })
          }
          testId="delete-class"
        />
      </div>
      <p className="text-sm text-muted-foreground">{t('settings.csvHint')}</p>
    </ClassSection>
  );
}

/**
 * The teacher's console: the round and its deadline, the code to share, the live ranking with each
 * company's months, the canvas and the pitch the class hands in, the market report, the roster, the
 * students' competences, announcements and the class's settings.
 */
export function TeacherConsole({
  view,
  format,
  preferences,
  language,
  parts,
}: { view: ClassView; format: SimulationFormat; parts: WorkParts } & ScreenContext) {
  const [openCompany, setOpenCompany] = useState<string | null>(null);
  // Closing a company's months gives the focus back to the button that opened them.
  const opener = useRef<HTMLElement | null>(null);
  const row = view.ranking.find((candidate) => candidate.companyId === openCompany) ?? null;
  return (
    <div className="space-y-6">
      <div className="grid gap-6 xl:grid-cols-2">
        <RoundControl
          key={`${view.month}-${view.deadlineAt ?? ''}`}
          view={view}
          preferences={preferences}
          language={language}
        />
        <ShareClass view={view} />
      </div>
      <RankingTable
        rows={view.ranking}
        format={format}
        onOpenCompany={(picked, button) => {
          opener.current = button;
          setOpenCompany(picked.companyId);
        }}
      />
      {row && (
        <CompanyDetail
          classId={view.id}
          row={row}
          format={format}
          onClose={() => {
            setOpenCompany(null);
            opener.current?.focus();
          }}
        />
      )}
      <TeacherWork work="canvas" view={view} parts={parts} preferences={preferences} language={language} />
      <TeacherWork work="pitch" view={view} parts={parts} preferences={preferences} language={language} />
      <MarketReport rounds={view.rounds} format={format} />
      <Roster view={view} preferences={preferences} language={language} />
      <StudentCompetences view={view} />
      <ClassExam view={view} preferences={preferences} language={language} />
      <Announcements view={view} preferences={preferences} language={language} />
      <ClassSettings view={view} />
    </div>
  );
}
