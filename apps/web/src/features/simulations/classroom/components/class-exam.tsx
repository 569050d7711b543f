import { ConfirmButton } from '@/components/confirm-button';
import { TableScroll } from '@/components/table-scroll';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { verificationPath, type ClassExamView } from '@alavanca/contracts/certificate';
import type { ClassView } from '@alavanca/contracts/classes';
import { EXAM_LEVELS, type ExamLevel } from '@alavanca/domain/certificate/levels';
import { EXAM_MINUTES } from '@alavanca/domain/certificate/limits';
import { formatNumber } from '@alavanca/domain/locale/format';
import { Award, Lock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RadioCards } from '@/features/simulations/month/components/decision-fields';
import { useClassExams, useCloseClassExam, useOpenClassExam } from '../api/class-exams';
import { classDateTime, type ScreenContext } from '../utils/class-dates';
import { ClassSection } from './class-section';
import { TableHead } from './table-head';

/**
 * The certificate's exam run for the whole class (decision 035): opened at a level on one seed,
 * every student taking it once whatever their plan, each one's attempt and score followed here,
 * and closed when the teacher says.
 */
export function ClassExam({ view, preferences, language }: { view: ClassView } & ScreenContext) {
  const { t } = useTranslation(['classroom', 'certificate']);
  const query = useClassExams(view.id);
  const open = useOpenClassExam(view.id);
  const [level, setLevel] = useState<ExamLevel>('foundation');
  const exams = query.data;
  const running = exams?.some((exam) => exam.closedAt === null) ?? false;
  const levelName = (value: ExamLevel) => t(`certificate:levels.${value}.name`);

  return (
    <ClassSection title={t('exam.title')} description={t('exam.intro')} testId="class-exam">
      {query.isError ? (
        <>
          <p className="text-sm text-destructive">{t('exam.loadFailed')}</p>
          <Button type="button" variant="outline" className="w-fit" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </>
      ) : !exams ? (
        <Skeleton className="h-24 w-full" />
      ) : (
        <>
          {!running && (
            <div className="space-y-3">
              <RadioCards
                name="class-exam-level"
                legend={t('exam.level')}
                options={EXAM_LEVELS.map((value) => ({
                  value,
                  label: levelName(value),
                  description: t(`certificate:levels.${value}.description`),
                }))}
                value={level}
                onChange={setLevel}
              />
              <ConfirmButton
                label={t('exam.open')}
                icon={<Award aria-hidden="true" />}
                variant="default"
                title={t('exam.openTitle', { level: levelName(level) })}
                description={t('exam.openDescription', { count: EXAM_MINUTES })}
                cancel={t('exam.cancel')}
                confirm={t('exam.openConfirm')}
                pendingLabel={t('exam.opening')}
                pending={open.isPending}
                onConfirm={(done) => open.mutate({ level }, { onSettled: done })}
                testId="open-class-exam"
              />
            </div>
          )}
          {exams.map((exam) => (
            <ExamResults key={exam.id} classId={view.id} exam={exam} preferences={preferences} language={language} />
          ))}
        </>
      )}
    </ClassSection>
  );
}

/** One exam: when it opened, whether it is still open (and closing it), and each student's attempt. */
function ExamResults({
  classId,
  exam,
  preferences,
  language,
}: { classId: string; exam: ClassExamView } & ScreenContext) {
  const { t } = useTranslation(['classroom', 'certificate']);
  const close = useCloseClassExam(classId);
  const when = (iso: string) => classDateTime(iso, preferences, language);
  const outcome = (student: ClassExamView['students'][number]) =>
    student.status !== 'submitted'
      ? t(`exam.status.${student.status}`)
      : t(student.passed ? 'exam.status.passed' : 'exam.status.failed', {
          total: formatNumber(student.total ?? 0, { ...preferences, language }, { maximumFractionDigits: 1 }),
        });
  const caption = t('exam.caption', { level: t(`certificate:levels.${exam.level}.name`), date: when(exam.openedAt) });
  return (
    <div className="space-y-2 border-t pt-4" data-testid="class-exam-results">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h3 className="font-medium">{caption}</h3>
          <p className="text-sm text-muted-foreground">
            {exam.closedAt ? t('exam.closedOn', { date: when(exam.closedAt) }) : t('exam.openNow')}
          </p>
        </div>
        {!exam.closedAt && (
          <ConfirmButton
            label={t('exam.close')}
            icon={<Lock aria-hidden="true" />}
            title={t('exam.closeTitle')}
            description={t('exam.closeDescription')}
            cancel={t('exam.cancel')}
            confirm={t('exam.closeConfirm')}
            pendingLabel={t('exam.closing')}
            pending={close.isPending}
            onConfirm={(done) => close.mutate(exam.id, { onSettled: done })}
            testId="close-class-exam"
          />
        )}
      </div>
      {exam.students.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('exam.noStudents')}</p>
      ) : (
        <TableScroll label={caption}>
          <table className="w-full text-sm">
            <caption className="sr-only">{caption}</caption>
            <TableHead
              columns={[
                { key: 'student', label: t('exam.student') },
                { key: 'outcome', label: t('exam.outcome') },
                { key: 'certificate', label: t('exam.certificate') },
              ]}
            />
            <tbody>
              {exam.students.map((student) => (
                <tr key={student.userId} className="border-b last:border-0">
                  <th scope="row" className="px-2 py-2 text-left font-normal whitespace-nowrap">
                    {student.name}
                  </th>
                  <td className="px-2 py-2">{outcome(student)}</td>
                  <td className="px-2 py-2">
                    {student.certificateId ? (
                      <Link
                        to={verificationPath(student.certificateId)}
                        className="font-medium text-primary underline-offset-2 hover:underline"
                      >
                        {t('exam.seeCertificate', { name: student.name })}
                      </Link>
                    ) : (
                      <span className="text-muted-foreground">—</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </div>
  );
}
