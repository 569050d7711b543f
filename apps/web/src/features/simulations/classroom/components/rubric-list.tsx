import type { HandInGrade, RubricCriterion } from '@alavanca/contracts/class-works';
import { useTranslation } from 'react-i18next';

/** The teacher's criteria with the most points each is worth, and their total. */
export function RubricList({ rubric, testId }: { rubric: readonly RubricCriterion[]; testId?: string }) {
  const { t } = useTranslation('classroom');
  const total = rubric.reduce((sum, criterion) => sum + criterion.maxPoints, 0);
  return (
    <div className="grid gap-2" data-testid={testId}>
      <ul className="grid gap-1 text-sm">
        {rubric.map((criterion) => (
          <li key={criterion.id} className="flex justify-between gap-3 border-b py-1 last:border-0">
            <span className="min-w-0 break-words">{criterion.name}</span>
            <span className="shrink-0 text-muted-foreground tabular-nums">
              {t('work.points', { count: criterion.maxPoints })}
            </span>
          </li>
        ))}
      </ul>
      <p className="text-sm font-medium">{t('work.rubricTotal', { count: total })}</p>
    </div>
  );
}

/** A grade as given: each criterion's points of its most, the total, and the teacher's comment. */
export function GradeSummary({ grade, testId }: { grade: HandInGrade; testId?: string }) {
  const { t } = useTranslation('classroom');
  return (
    <div className="grid gap-3" data-testid={testId}>
      <p className="text-lg font-semibold tabular-nums">
        {t('work.gradeTotal', { total: grade.total, count: grade.maxTotal })}
      </p>
      <dl className="grid gap-1 text-sm">
        {grade.scores.map((score) => (
          <div key={score.id} className="flex justify-between gap-3 border-b py-1 last:border-0">
            <dt className="min-w-0 break-words">{score.name}</dt>
            <dd className="shrink-0 tabular-nums">{t('work.outOf', { points: score.points, max: score.maxPoints })}</dd>
          </div>
        ))}
      </dl>
      {grade.comment !== '' && (
        <div className="grid gap-1">
          <p className="text-sm font-medium">{t('work.comment')}</p>
          <p className="rounded-lg bg-muted p-3 text-sm whitespace-pre-line">{grade.comment}</p>
        </div>
      )}
    </div>
  );
}
