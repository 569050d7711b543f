import { formatNumber } from '@alavanca/domain/locale/format';
import type { RubricFinding } from '@alavanca/domain/pitch/rubric';
import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { findingTexts, partNames } from '../utils/figures';
import { usePitchEnvironment } from './pitch-context';

/** What to change, the most points first: each finding's sentence, the parts it is about, and what to do. */
export function FindingsList({ findings }: { findings: readonly RubricFinding[] }) {
  const { t } = useTranslation(['pitchStudio', 'pitch']);
  const { prefs } = usePitchEnvironment();
  if (findings.length === 0)
    return (
      <p className="flex items-center gap-2 text-sm font-medium" data-testid="no-findings">
        <CircleCheck className="size-4 text-success" aria-hidden="true" />
        {t('pitchStudio:findings.none')}
      </p>
    );
  return (
    <ol className="space-y-3" aria-label={t('pitchStudio:findings.label')}>
      {findings.map((finding) => {
        const { title, todo } = findingTexts(finding, t, prefs);
        return (
          <li
            key={finding.check}
            className="space-y-1 rounded-lg border p-3"
            data-testid="finding"
            data-check={finding.check}
          >
            <p className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-medium">{title}</span>
              <span className="text-xs text-muted-foreground tabular-nums">
                {t('pitchStudio:findings.points', {
                  count: finding.points,
                  points: formatNumber(finding.points, prefs, { maximumFractionDigits: 1 }),
                })}
                {' · '}
                {t(`pitch:criteria.${finding.criterion}`)}
              </span>
            </p>
            {finding.parts.length > 0 && (
              <p className="text-xs text-muted-foreground">
                {t('pitchStudio:findings.parts', { parts: partNames(finding.parts, t, prefs) })}
              </p>
            )}
            <p className="text-sm">{todo}</p>
          </li>
        );
      })}
    </ol>
  );
}
