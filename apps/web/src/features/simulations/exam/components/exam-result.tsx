import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CERTIFICATE_PATH, type ExamAttemptView } from '@alavanca/contracts/certificate';
import { boardQueries, POINTS_PER_QUERY } from '@alavanca/domain/certificate/board-queries';
import {
  EXAM_POINTS,
  PASS_MARK,
  PERFORMANCE_POINTS,
  RUN_MARK,
  SCORECARD_PERSPECTIVES,
} from '@alavanca/domain/certificate/levels';
import { formatNumber, type FormatPreferences } from '@alavanca/domain/locale/format';
import { ArrowLeft, Check, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A knowledge question after the exam: the situation, the answer picked against the right one, and why. */
function KnowledgeReview({ question }: { question: NonNullable<ExamAttemptView['review']>[number] }) {
  const { t } = useTranslation('exam');
  const right = question.picked === question.right;
  return (
    <li className="space-y-2 rounded-lg border p-4 text-sm" data-testid={`review-${question.id}`}>
      <p className="text-muted-foreground">{question.scenario}</p>
      <p className="font-medium">{question.question}</p>
      <p className="flex items-start gap-2">
        {right ? (
          <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        ) : (
          <X className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
        )}
        <span>
          {question.picked === null
            ? t('result.notAnswered')
            : t(right ? 'result.pickedRight' : 'result.pickedWrong', { answer: question.options[question.picked] })}
        </span>
      </p>
      {!right && <p>{t('result.rightAnswer', { answer: question.options[question.right] })}</p>}
      <p className="text-muted-foreground">{question.why}</p>
    </li>
  );
}

/**
 * An ended attempt: its score part by part against each part's maximum, whether it passed and by
 * which rule, the seed it was played on (the same decisions on it always score the same), and the
 * certificate a pass earned (`certificate`, drawn by the caller). An attempt given up or timed out
 * has no score, and says so.
 */
export function ExamResult({
  attempt,
  prefs,
  certificate,
}: {
  attempt: ExamAttemptView;
  prefs: FormatPreferences;
  certificate: (id: string) => ReactNode;
}) {
  const { t } = useTranslation(['exam', 'certificate']);
  const points = (value: number) => formatNumber(value, prefs, { maximumFractionDigits: 1 });
  const ofMax = (value: number, max: number) => t('result.ofMax', { points: points(value), max: points(max) });
  const { score } = attempt;
  const back = (
    <Button asChild variant="ghost" className="-ml-3 w-fit">
      <Link to={CERTIFICATE_PATH}>
        <ArrowLeft aria-hidden="true" />
        {t('result.back')}
      </Link>
    </Button>
  );

  if (!score)
    return (
      <div className="max-w-3xl space-y-4" data-testid="exam-result" data-status={attempt.status}>
        {back}
        <h2 className="text-xl font-semibold">
          {t(`result.unscored.${attempt.status === 'expired' ? 'expired' : 'abandoned'}`)}
        </h2>
        <p className="text-sm text-muted-foreground">{t('result.unscoredDescription')}</p>
      </div>
    );

  const run = score.parts.performance + score.parts.scorecard;
  // The month each query named, as it was asked of this run.
  const askedMonth = new Map(boardQueries(attempt.months.length).map((query) => [query.id, query.month ?? 0]));
  const rows: { label: string; value: number; max: number; sub?: boolean; testId?: string }[] = [
    { label: t('certificate:parts.performance'), value: score.parts.performance, max: EXAM_POINTS.performance },
    { label: t('result.profit'), value: score.performance.profit, max: PERFORMANCE_POINTS.profit, sub: true },
    { label: t('result.growth'), value: score.performance.growth, max: PERFORMANCE_POINTS.growth, sub: true },
    { label: t('certificate:parts.scorecard'), value: score.parts.scorecard, max: EXAM_POINTS.scorecard },
    ...SCORECARD_PERSPECTIVES.map((perspective) => ({
      label: t(`result.perspectives.${perspective}`),
      value: score.scorecard[perspective],
      max: EXAM_POINTS.scorecard / SCORECARD_PERSPECTIVES.length,
      sub: true,
    })),
    { label: t('certificate:parts.board'), value: score.parts.board, max: EXAM_POINTS.board },
    { label: t('certificate:parts.knowledge'), value: score.parts.knowledge, max: EXAM_POINTS.knowledge },
  ];

  return (
    <div className="grid max-w-3xl gap-8" data-testid="exam-result" data-status={attempt.status}>
      <section aria-labelledby="exam-result-title" className="space-y-3">
        {back}
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="exam-result-title" className="text-2xl font-semibold tracking-tight" data-testid="exam-total">
            {t('result.total', { points: points(score.total) })}
          </h2>
          <Badge variant={score.passed ? 'default' : 'destructive'} data-testid="exam-passed">
            {t(score.passed ? 'result.passed' : 'result.failed')}
          </Badge>
        </div>
        <p className="text-sm">
          {t('result.rule', {
            pass: points(PASS_MARK),
            run: points(RUN_MARK),
            total: points(score.total),
            runScore: points(run),
          })}
        </p>
        <p className="text-sm text-muted-foreground" data-testid="exam-seed">
          {t('result.seed', { seed: attempt.seed ?? 0 })}
        </p>
      </section>

      {attempt.certificateId && certificate(attempt.certificateId)}

      <table className="w-full text-sm" data-testid="exam-score">
        <caption className="sr-only">{t('result.caption')}</caption>
        <thead>
          <tr className="border-b text-left">
            <th scope="col" className="py-2 font-medium">
              {t('result.part')}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {t('result.points')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className={row.sub ? 'text-muted-foreground' : 'border-b'}>
              <th scope="row" className={row.sub ? 'py-1 pl-4 text-left font-normal' : 'py-2 text-left font-medium'}>
                {row.label}
              </th>
              <td className="py-1 text-right tabular-nums">{ofMax(row.value, row.max)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <section aria-labelledby="exam-board-title" className="space-y-3">
        <h3 id="exam-board-title" className="font-semibold">
          {t('result.boardTitle', {
            right: score.board.filter((query) => query.points === POINTS_PER_QUERY).length,
            total: score.board.length,
          })}
        </h3>
        <ul className="grid gap-2 text-sm" data-testid="exam-board-result">
          {score.board.map((query) => {
            const right = query.points === POINTS_PER_QUERY;
            return (
              <li key={query.id} className="flex items-start justify-between gap-4 border-b pb-2">
                <span className="flex items-start gap-2">
                  {right ? (
                    <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  ) : (
                    <X className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
                  )}
                  {t(`board.queries.${query.id}.short`, { month: askedMonth.get(query.id) })}
                </span>
                <span className="shrink-0 tabular-nums">{ofMax(query.points, POINTS_PER_QUERY)}</span>
              </li>
            );
          })}
        </ul>
      </section>

      {attempt.review && attempt.review.length > 0 && (
        <section aria-labelledby="exam-review-title" className="space-y-3">
          <div className="space-y-1">
            <h3 id="exam-review-title" className="font-semibold">
              {t('result.knowledge', { right: score.knowledge.right, asked: score.knowledge.asked })}
            </h3>
            <p className="text-sm text-muted-foreground">{t('result.reviewIntro')}</p>
          </div>
          <ol className="grid gap-3" data-testid="exam-review">
            {attempt.review.map((question) => (
              <KnowledgeReview key={question.id} question={question} />
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
