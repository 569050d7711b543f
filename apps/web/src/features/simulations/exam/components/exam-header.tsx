import { ConfirmButton } from '@/components/confirm-button';
import type { ExamAttemptView } from '@alavanca/contracts/certificate';
import type { NumberFormat } from '@alavanca/domain/constants';
import type { SimulationFormat } from '@/features/simulations/month/utils/format';
import { Flag } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAbandonExam } from '../api/exam';
import { useMinutesLeft } from '../utils/use-time-left';

/** What each phase of an open attempt is drawn with. */
export interface AttemptPhaseProps {
  attempt: ExamAttemptView;
  format: SimulationFormat;
  numberFormat: NumberFormat;
  /** The attempt's time ran out: read what the server made of it. */
  onTimeUp: () => void;
}

/**
 * The top of an open attempt: where it stands, the level, the minutes left (the server ends the
 * attempt at its deadline: `onTimeUp` reads what it made of it), giving up, and the phase's action.
 */
export function ExamHeader({
  attempt,
  title,
  action,
  onTimeUp,
}: {
  attempt: ExamAttemptView;
  title: string;
  action: ReactNode;
  onTimeUp: () => void;
}) {
  const { t } = useTranslation(['exam', 'certificate']);
  const abandon = useAbandonExam(attempt.id);
  const minutes = useMinutesLeft(attempt.deadlineAt, onTimeUp);
  return (
    <section
      aria-labelledby="exam-title"
      className="flex flex-col gap-4 rounded-xl border bg-card p-4 sm:p-6 md:flex-row md:items-end md:justify-between"
      data-testid="exam-header"
    >
      <div className="space-y-1">
        <p className="text-sm text-muted-foreground">
          {t('header.level', { level: t(`certificate:levels.${attempt.level}.name`) })}
        </p>
        <h2 id="exam-title" className="text-xl font-semibold tracking-tight">
          {title}
        </h2>
        <p className="text-sm" data-testid="exam-time-left">
          {t('header.minutesLeft', { count: minutes })}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <ConfirmButton
          label={t('header.abandon')}
          icon={<Flag aria-hidden="true" />}
          title={t('header.abandonTitle')}
          description={t('header.abandonDescription')}
          cancel={t('header.abandonCancel')}
          confirm={t('header.abandonConfirm')}
          pendingLabel={t('header.abandoning')}
          pending={abandon.isPending}
          onConfirm={(done) => abandon.mutate(undefined, { onSettled: done })}
          testId="abandon-exam"
        />
        {action}
      </div>
    </section>
  );
}
