import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import type { ClassCompany, ClassView } from '@alavanca/contracts/classes';
import type { Language, NumberFormat } from '@alavanca/domain/constants';
import { classForecastMarket, classPreviewMarket } from '@alavanca/domain/classroom/company-forecast';
import { prefilledDecisions } from '@alavanca/domain/simulation/founder-policies';
import { LoaderCircle, Send } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MonthPlay, PHONE_ACTION_CLASS } from '@/features/simulations/month/components/month-play';
import type { SimulationFormat } from '@/features/simulations/month/utils/format';
import type { PlayedCompany } from '@/features/simulations/month/utils/played-company';
import type { SimulationPreferences } from '@/features/simulations/utils/setup';
import { useSubmitDecisions } from '../api/class-changes';
import { classDateTime } from '../utils/class-dates';
import { ClassSection } from './class-section';

/**
 * The student's round: the company's decisions with the month's preview and risk forecast, handed
 * in with "Enviar decisões" and replaceable until the round closes. In a shared market the preview
 * runs in the company's last slice of the market, which the rivals' decisions will move.
 */
export function StudentRound({
  view,
  company,
  played,
  format,
  numberFormat,
  preferences,
  language,
}: {
  view: ClassView;
  company: ClassCompany;
  played: PlayedCompany;
  format: SimulationFormat;
  numberFormat: NumberFormat;
  preferences: SimulationPreferences;
  language: Language;
}) {
  const { t } = useTranslation('classroom');
  const submit = useSubmitDecisions(view.id);
  const { state } = company;
  const round = state.month + 1;
  const slice = company.months.at(-1)?.slice ?? null;
  const market = useMemo(() => classPreviewMarket(state, view.marketMode, slice), [state, view.marketMode, slice]);
  const forecastMarket = useMemo(
    () => classForecastMarket(state, view.marketMode, slice),
    [state, view.marketMode, slice],
  );
  const status = company.submittedAt
    ? t('student.submittedAt', { date: classDateTime(company.submittedAt, preferences, language) })
    : t('student.notSubmitted');

  return (
    <MonthPlay
      company={played}
      format={format}
      numberFormat={numberFormat}
      // Read once per round (the parent keys this by it): decisions handed in already, or last month's kept.
      initialDecisions={company.pending ?? prefilledDecisions(state, company.months.at(-1)?.decisions ?? null)}
      market={market}
      forecastMarket={forecastMarket}
      playedIn="class"
      onSubmit={(decisions) =>
        submit.mutateAsync({ month: round, decisions }).then(() =>
          notify({
            title: t('student.sentTitle', { round }),
            description: t('student.sentMessage'),
            variant: 'success',
          }),
        )
      }
      header={(formId) => (
        <ClassSection
          title={t('student.title', { round, horizon: view.horizonMonths, name: format.monthName(round, 'long') })}
          testId="student-round"
          details={
            <>
              <p className="text-sm" aria-live="polite" data-testid="submission-status">
                {status}
              </p>
              <p className="text-sm text-muted-foreground">
                {view.deadlineAt
                  ? t('student.deadline', { date: classDateTime(view.deadlineAt, preferences, language) })
                  : t('student.manual')}
              </p>
              {view.marketMode === 'shared' && (
                <p className="text-sm text-muted-foreground">{t('student.sharedPreview')}</p>
              )}
            </>
          }
          action={
            <Button
              type="submit"
              form={formId}
              disabled={submit.isPending}
              className={PHONE_ACTION_CLASS}
              data-testid="submit-decisions"
            >
              {submit.isPending ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <Send aria-hidden="true" />
              )}
              {company.submittedAt ? t('student.resubmit') : t('student.submit')}
            </Button>
          }
        />
      )}
    />
  );
}
