import type { PitchAnalysis } from '@alavanca/contracts/pitches';
import { formatNumber } from '@alavanca/domain/locale/format';
import { partsOf } from '@alavanca/domain/pitch/pitch';
import { RUBRIC_CRITERIA } from '@alavanca/domain/pitch/rubric';
import { useTranslation } from 'react-i18next';
import { ClaimsList } from './claims-list';
import { FindingsList } from './findings-list';
import { usePitchEnvironment } from './pitch-context';

/**
 * A pitch as it was analysed, read only: the five criteria, its text part by part, the findings
 * ranked by the points a fix adds and every figure checked. A kept version shows it, and so does a
 * pitch handed in to a class, where the teacher reads it beside their own rubric.
 */
export function AnalysisBody({
  analysis,
}: {
  analysis: Pick<PitchAnalysis, 'kind' | 'language' | 'parts' | 'result'>;
}) {
  const { t } = useTranslation(['pitchStudio', 'pitch']);
  const { prefs } = usePitchEnvironment();
  return (
    <div className="space-y-6">
      <ul className="grid gap-2 text-sm sm:grid-cols-5" aria-label={t('pitchStudio:score.criteria')}>
        {RUBRIC_CRITERIA.map((criterion) => (
          <li key={criterion} className="rounded-lg border p-2">
            <span className="block text-muted-foreground">{t(`pitch:criteria.${criterion}`)}</span>
            <span className="font-medium tabular-nums">
              {t('pitchStudio:score.points', {
                score: formatNumber(analysis.result.criteria[criterion].score, prefs, {
                  maximumFractionDigits: 1,
                }),
                max: formatNumber(analysis.result.criteria[criterion].max, prefs, { maximumFractionDigits: 1 }),
              })}
            </span>
          </li>
        ))}
      </ul>
      <section className="space-y-3">
        <h3 className="font-semibold">{t('pitchStudio:versions.text')}</h3>
        {partsOf(analysis.kind).map((part) => (
          <div key={part} className="space-y-1" data-testid="kept-part" data-part={part}>
            <h4 className="text-sm font-medium">{t(`pitch:parts.${part}.name`)}</h4>
            {analysis.parts[part]?.trim() ? (
              <p className="text-sm whitespace-pre-line" lang={analysis.language}>
                {analysis.parts[part]}
              </p>
            ) : (
              <p className="text-sm text-muted-foreground">{t('pitchStudio:versions.emptyPart')}</p>
            )}
          </div>
        ))}
      </section>
      <section className="space-y-3">
        <h3 className="font-semibold">{t('pitchStudio:findings.title')}</h3>
        <FindingsList findings={analysis.result.findings} />
      </section>
      {analysis.result.claims.length > 0 && (
        <section className="space-y-3">
          <h3 className="font-semibold">{t('pitchStudio:claims.title')}</h3>
          <ClaimsList claims={analysis.result.claims} />
        </section>
      )}
    </div>
  );
}
