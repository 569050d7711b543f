import { isItemNotFound, ItemNotFound } from '@/components/item-not-found';
import { LoadFailed } from '@/components/load-failed';
import { ScreenIntro } from '@/components/screen-intro';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/lib/notify';
import { CERTIFICATE_PATH, type ExamAttemptView } from '@alavanca/contracts/certificate';
import type { FormatPreferences } from '@alavanca/domain/locale/format';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSimulationFormat } from '@/features/simulations/month/hooks/use-simulation-format';
import { examOverviewQueryOptions, useExamAttempt, useExamOverview } from '../api/exam';
import { RESULT_PARAM } from '../utils/exam-paths';
import { ExamOverview } from './exam-overview';

// Taking an attempt needs the month screen's panel and statements, and a result the engine's
// board queries, which the overview, where most visits start, does without: they load when shown.
const ExamMonth = lazy(() => import('./exam-month').then(({ ExamMonth }) => ({ default: ExamMonth })));
const ExamResult = lazy(() => import('./exam-result').then(({ ExamResult }) => ({ default: ExamResult })));
const ExamAnswers = lazy(() => import('./exam-answers').then(({ ExamAnswers }) => ({ default: ExamAnswers })));

/**
 * `/certificado`: the entrepreneur certificate's exam (decision 035). Without an open attempt, how
 * it works, the way to start one and the attempts so far; with one, its months to play, then its
 * questions; `?tentativa=<id>`, an ended attempt's result with the certificate a pass earned
 * (`certificate`, drawn by the app, which composes the certificate's own feature).
 */
export function ExamScreen({
  prefs,
  certificate,
}: {
  prefs: FormatPreferences;
  certificate: (id: string) => ReactNode;
}) {
  const { t } = useTranslation(['exam', 'certificate']);
  const [search] = useSearchParams();
  const viewing = search.get(RESULT_PARAM);
  const overview = useExamOverview();
  const result = useExamAttempt(viewing);

  const body = () => {
    if (viewing) {
      if (result.isError)
        return isItemNotFound(result.error) ? (
          <ItemNotFound
            titleKey="exam:result.notFoundTitle"
            descriptionKey="exam:result.notFoundDescription"
            listTo={CERTIFICATE_PATH}
            listKey="exam:result.back"
          />
        ) : (
          <LoadFailed message={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void result.refetch()} />
        );
      if (!result.data) return <Loading />;
      return (
        <Suspense fallback={<Loading />}>
          <ExamResult attempt={result.data} prefs={prefs} certificate={certificate} />
        </Suspense>
      );
    }
    if (overview.isError)
      return <LoadFailed message={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void overview.refetch()} />;
    if (!overview.data) return <Loading />;
    const open = overview.data.open;
    return open ? (
      <OpenAttempt attempt={open} prefs={prefs} />
    ) : (
      <ExamOverview overview={overview.data} prefs={prefs} />
    );
  };

  return (
    <div data-testid="exam-screen">
      <ScreenIntro title={t('certificate:title')} description={t('intro')} />
      {body()}
    </div>
  );
}

/** An attempt being taken: a month to play, or the questions once the months are played. */
function OpenAttempt({ attempt, prefs }: { attempt: ExamAttemptView; prefs: FormatPreferences }) {
  const { t } = useTranslation('exam');
  const queryClient = useQueryClient();
  const format = useSimulationFormat(attempt.state, prefs.numberFormat)!;
  // The server ends an attempt past its deadline when it next reads it: read it, and say why it ended.
  const timeUp = () => {
    notify({ title: t('toasts.timeUpTitle'), description: t('toasts.timeUpMessage'), variant: 'warning' });
    void queryClient.invalidateQueries(examOverviewQueryOptions());
  };
  return (
    <Suspense fallback={<Loading />}>
      {attempt.phase === 'playing' ? (
        <ExamMonth
          key={attempt.state.month}
          attempt={attempt}
          format={format}
          numberFormat={prefs.numberFormat}
          onTimeUp={timeUp}
        />
      ) : (
        <ExamAnswers attempt={attempt} format={format} numberFormat={prefs.numberFormat} onTimeUp={timeUp} />
      )}
    </Suspense>
  );
}

function Loading() {
  const { t } = useTranslation('exam');
  return (
    <div className="grid gap-4" aria-busy="true">
      <span className="sr-only">{t('loading')}</span>
      <Skeleton className="h-32 w-full max-w-3xl" />
      <Skeleton className="h-64 w-full max-w-3xl" />
    </div>
  );
}
