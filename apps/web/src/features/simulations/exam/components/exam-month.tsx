import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import type { ExamAttemptView } from '@alavanca/contracts/certificate';
import { EXAM_MONTHS } from '@alavanca/domain/certificate/levels';
import { ArrowRight, LoaderCircle } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DecisionPanel } from '@/features/simulations/month/components/decision-panel';
import { LastMonth } from '@/features/simulations/month/components/last-month';
import { PHONE_ACTION_CLASS, PHONE_ACTION_SPACE } from '@/features/simulations/month/components/month-play';
import { useDecisionForm } from '@/features/simulations/month/hooks/use-decision-form';
import type { SimulationFormat } from '@/features/simulations/month/utils/format';
import { usePlayExamMonth } from '../api/exam';
import { examCompany } from '../utils/exam-company';
import { ExamHeader, type AttemptPhaseProps } from './exam-header';

/**
 * A month of the exam: the decision panel, with each lever's bounds and the event to answer as the
 * month screen shows them, beside the last month's results and statements. No preview, no risk
 * forecast: the month is played on the server, whose seed this screen does not know. Mounted once
 * per month (keyed by it), so the next month's form starts from the decisions just played.
 */
export function ExamMonth({ attempt, format, numberFormat, onTimeUp }: AttemptPhaseProps) {
  const { t } = useTranslation('exam');
  const company = useMemo(() => examCompany(attempt), [attempt]);
  const play = usePlayExamMonth(attempt.id);
  const month = attempt.state.month + 1;
  const { formId, draft, errors, change, submit } = useDecisionForm({
    state: attempt.state,
    initialDecisions: attempt.prefill!,
    numberFormat,
    onSubmit: (decisions) =>
      play.mutateAsync({ month, decisions }).then((next) =>
        notify({
          title: t('toasts.played', { month }),
          // After the last month the questions follow, which say so themselves.
          description: next.phase === 'playing' ? t('toasts.playedMessage') : undefined,
          variant: 'success',
        }),
      ),
  });

  return (
    <div className={`space-y-6 ${PHONE_ACTION_SPACE}`} data-testid="exam-month">
      <ExamHeader
        attempt={attempt}
        title={t('playing.title', { month, months: EXAM_MONTHS, name: format.monthName(month, 'long') })}
        onTimeUp={onTimeUp}
        action={
          <Button
            type="submit"
            form={formId}
            disabled={play.isPending}
            className={PHONE_ACTION_CLASS}
            data-testid="play-exam-month"
          >
            {play.isPending ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <ArrowRight aria-hidden="true" />
            )}
            {play.isPending ? t('playing.playing') : t('playing.play', { month })}
          </Button>
        }
      />
      <p className="max-w-3xl text-sm text-muted-foreground">{t('playing.noPreview')}</p>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <DecisionPanel
          formId={formId}
          company={company}
          draft={draft}
          onChange={change}
          errors={errors}
          onSubmit={submit}
          format={format}
          alerts={[]}
          playedIn="exam"
        />
        <CompanyNow attempt={attempt} format={format} />
      </div>
      <LastMonth company={company} format={format} playedIn="exam" />
    </div>
  );
}

/** Where the company stands before the month: what the decisions start from (the month screen's preview's place). */
function CompanyNow({ attempt, format }: { attempt: ExamAttemptView; format: SimulationFormat }) {
  const { t } = useTranslation('exam');
  const { state } = attempt;
  const rows = [
    { key: 'cash', value: format.money(state.cashCents) },
    { key: 'customers', value: format.count(state.customers) },
    { key: 'team', value: format.count(state.headcount) },
    ...(state.inventoryUnits > 0 ? [{ key: 'stock', value: format.count(state.inventoryUnits) }] : []),
    { key: 'debt', value: format.money(state.loanCents) },
    { key: 'satisfaction', value: t('playing.now.outOf100', { value: format.decimal(state.satisfaction) }) },
  ];
  return (
    <section aria-labelledby="exam-now-title" className="min-w-0 space-y-4 self-start rounded-xl border bg-card p-6">
      <div className="space-y-1">
        <h2 id="exam-now-title" className="text-lg font-semibold">
          {t('playing.now.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('playing.now.intro')}</p>
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-3" data-testid="exam-company-now">
        {rows.map((row) => (
          <div key={row.key} className="min-w-0">
            <dt className="text-muted-foreground">{t(`playing.now.${row.key}`)}</dt>
            <dd className="tabular text-base font-semibold break-words">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
