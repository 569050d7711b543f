import { ConfirmButton } from '@/components/confirm-button';
import { TableScroll } from '@/components/table-scroll';
import { Button } from '@/components/ui/button';
import { verificationPath, type CertificateOverview, type StudentClassExam } from '@alavanca/contracts/certificate';
import {
  BOARD_QUERY_COUNT,
  EXAM_LEVELS,
  EXAM_MONTHS,
  EXAM_POINTS,
  KNOWLEDGE_QUESTIONS,
  PASS_MARK,
  RUN_MARK,
  type ExamLevel,
} from '@alavanca/domain/certificate/levels';
import { formatDate, formatNumber, type FormatPreferences } from '@alavanca/domain/locale/format';
import { Play } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RadioCards } from '@/features/simulations/month/components/decision-fields';
import { useStartExam } from '../api/exam';
import { resultPath } from '../utils/exam-paths';

/**
 * The exam before an attempt: how it works and is scored, what the plan allows (Free sees the
 * way to a plan that has it), the level to take, and the attempts so far with their results.
 */
export function ExamOverview({ overview, prefs }: { overview: CertificateOverview; prefs: FormatPreferences }) {
  const { t } = useTranslation(['exam', 'certificate']);
  const [level, setLevel] = useState<ExamLevel>('foundation');
  const start = useStartExam();
  const rulesId = useId();
  const startId = useId();
  const { allowance } = overview;
  const number = (value: number) => formatNumber(value, prefs);
  const left = allowance.limit - allowance.used;

  return (
    <div className="grid gap-10" data-testid="exam-overview">
      <section aria-labelledby={rulesId} className="max-w-3xl space-y-3">
        <h2 id={rulesId} className="text-lg font-semibold">
          {t('overview.rulesTitle')}
        </h2>
        <ul className="list-disc space-y-2 pl-5 text-sm">
          <li>{t('overview.rules.run', { count: EXAM_MONTHS })}</li>
          <li>{t('overview.rules.questions', { queries: BOARD_QUERY_COUNT, questions: KNOWLEDGE_QUESTIONS })}</li>
          <li>
            {t('overview.rules.points', {
              performance: number(EXAM_POINTS.performance),
              scorecard: number(EXAM_POINTS.scorecard),
              board: number(EXAM_POINTS.board),
              knowledge: number(EXAM_POINTS.knowledge),
            })}
          </li>
          <li>{t('overview.rules.pass', { pass: number(PASS_MARK), run: number(RUN_MARK) })}</li>
          <li>{t('overview.rules.time', { count: allowance.minutes })}</li>
          <li>{t('overview.rules.certificate')}</li>
        </ul>
      </section>

      {overview.classExams.map((exam) => (
        <ClassExamCard key={exam.id} exam={exam} minutes={allowance.minutes} prefs={prefs} />
      ))}

      <section aria-labelledby={startId} className="max-w-3xl space-y-4 rounded-xl border bg-card p-4 sm:p-6">
        <div className="space-y-1">
          <h2 id={startId} className="text-lg font-semibold">
            {t('overview.startTitle')}
          </h2>
          <p className="text-sm text-muted-foreground" data-testid="exam-allowance">
            {allowance.limit === 0
              ? t('overview.planRequired')
              : t('overview.allowance', {
                  count: allowance.windowDays,
                  used: number(allowance.used),
                  limit: number(allowance.limit),
                })}
          </p>
        </div>
        {allowance.limit === 0 ? (
          <Button asChild>
            <Link to="/dashboard/planos">{t('overview.seePlans')}</Link>
          </Button>
        ) : (
          <>
            <RadioCards
              name="level"
              legend={t('overview.level')}
              options={EXAM_LEVELS.map((value) => ({
                value,
                label: t(`certificate:levels.${value}.name`),
                description: t(`certificate:levels.${value}.description`),
              }))}
              value={level}
              onChange={setLevel}
            />
            {left > 0 ? (
              <ConfirmButton
                label={t('overview.start')}
                icon={<Play aria-hidden="true" />}
                variant="default"
                title={t('overview.startConfirmTitle', { level: t(`certificate:levels.${level}.name`) })}
                description={t('overview.startConfirmDescription', { count: allowance.minutes })}
                cancel={t('overview.cancel')}
                confirm={t('overview.startConfirm')}
                pendingLabel={t('overview.starting')}
                pending={start.isPending}
                onConfirm={(done) => start.mutate({ level }, { onSettled: done })}
                testId="start-exam"
              />
            ) : (
              <p className="text-sm" role="status" data-testid="exam-limit">
                {allowance.nextAt
                  ? t('overview.limitUntil', { date: formatDate(new Date(allowance.nextAt), prefs) })
                  : t('overview.limit')}
              </p>
            )}
          </>
        )}
      </section>

      {overview.past.length > 0 && <PastAttempts past={overview.past} prefs={prefs} />}
    </div>
  );
}

/** An exam a teacher opened for a class the founder is a student in: taken once, on the class's market, whatever the plan. */
function ClassExamCard({
  exam,
  minutes,
  prefs,
}: {
  exam: StudentClassExam;
  minutes: number;
  prefs: FormatPreferences;
}) {
  const { t } = useTranslation(['exam', 'certificate']);
  const start = useStartExam();
  const titleId = useId();
  const level = t(`certificate:levels.${exam.level}.name`);
  return (
    <section
      aria-labelledby={titleId}
      className="max-w-3xl space-y-3 rounded-xl border border-primary/40 bg-primary/5 p-4 sm:p-6"
      data-testid="class-exam-card"
    >
      <div className="space-y-1">
        <h2 id={titleId} className="text-lg font-semibold">
          {t('classExam.title', { className: exam.className })}
        </h2>
        <p className="text-sm">
          {t('classExam.description', { level, date: formatDate(new Date(exam.openedAt), prefs) })}
        </p>
      </div>
      {exam.attemptId ? (
        <p className="text-sm">
          {t('classExam.taken')}{' '}
          <Link to={resultPath(exam.attemptId)} className="font-medium text-primary underline-offset-2 hover:underline">
            {t('classExam.result')}
          </Link>
        </p>
      ) : (
        <ConfirmButton
          label={t('classExam.start')}
          icon={<Play aria-hidden="true" />}
          variant="default"
          title={t('overview.startConfirmTitle', { level })}
          description={t('overview.startConfirmDescription', { count: minutes })}
          cancel={t('overview.cancel')}
          confirm={t('overview.startConfirm')}
          pendingLabel={t('overview.starting')}
          pending={start.isPending}
          onConfirm={(done) => start.mutate({ level: exam.level, classExamId: exam.id }, { onSettled: done })}
          testId="start-class-exam"
        />
      )}
    </section>
  );
}

/** The attempts that ended, newest first: when, the level, how it ended, and the way to its result and certificate. */
function PastAttempts({ past, prefs }: { past: CertificateOverview['past']; prefs: FormatPreferences }) {
  const { t } = useTranslation(['exam', 'certificate']);
  const titleId = useId();
  const outcome = (attempt: CertificateOverview['past'][number]) =>
    attempt.status !== 'submitted'
      ? t(`past.status.${attempt.status}`)
      : t(attempt.passed ? 'past.status.passed' : 'past.status.failed', {
          total: formatNumber(attempt.total ?? 0, prefs, { maximumFractionDigits: 1 }),
        });
  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <h2 id={titleId} className="text-lg font-semibold">
        {t('past.title')}
      </h2>
      <TableScroll label={t('past.title')}>
        <table className="w-full text-sm" data-testid="past-attempts">
          <thead>
            <tr className="border-b text-left">
              <th scope="col" className="py-2 pr-4 font-medium">
                {t('past.started')}
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                {t('past.level')}
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                {t('past.outcome')}
              </th>
              <th scope="col" className="py-2 font-medium">
                <span className="sr-only">{t('past.links')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {past.map((attempt) => (
              <tr key={attempt.id} className="border-b">
                <td className="py-2 pr-4 whitespace-nowrap">{formatDate(new Date(attempt.startedAt), prefs)}</td>
                <td className="py-2 pr-4">{t(`certificate:levels.${attempt.level}.name`)}</td>
                <td className="py-2 pr-4">{outcome(attempt)}</td>
                <td className="py-2">
                  <div className="flex flex-wrap gap-x-4 gap-y-1">
                    {attempt.status === 'submitted' && (
                      <Link
                        to={resultPath(attempt.id)}
                        className="font-medium text-primary underline-offset-2 hover:underline"
                      >
                        {t('past.result')}
                      </Link>
                    )}
                    {attempt.certificateId && (
                      <Link
                        to={verificationPath(attempt.certificateId)}
                        className="font-medium text-primary underline-offset-2 hover:underline"
                      >
                        {t('past.certificate')}
                      </Link>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
