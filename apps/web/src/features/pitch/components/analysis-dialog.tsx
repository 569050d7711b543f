import { LoadFailed } from '@/components/load-failed';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime, formatNumber } from '@alavanca/domain/locale/format';
import { partsOf } from '@alavanca/domain/pitch/pitch';
import { RUBRIC_CRITERIA } from '@alavanca/domain/pitch/rubric';
import { useTranslation } from 'react-i18next';
import { usePitchAnalysis } from '../api/get-pitches';
import { ClaimsList } from './claims-list';
import { FindingsList } from './findings-list';
import { usePitchEnvironment } from './pitch-context';

/** A kept version, read only: its text as it was analysed, its score, findings and figures checked. */
export function AnalysisDialog({ pitchId, number, onClose }: { pitchId: string; number: number; onClose: () => void }) {
  const { t } = useTranslation(['pitchStudio', 'pitch']);
  const { prefs, dates } = usePitchEnvironment();
  const query = usePitchAnalysis(pitchId, number);
  const analysis = query.data;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl" data-testid="analysis-dialog">
        <DialogHeader>
          <DialogTitle>{t('pitchStudio:versions.version', { number })}</DialogTitle>
          <DialogDescription>
            {analysis
              ? t('pitchStudio:versions.keptOn', {
                  date: formatDateTime(new Date(analysis.createdAt), dates),
                  kind: t(`pitch:kinds.${analysis.kind}.name`),
                  score: formatNumber(analysis.result.score, prefs),
                })
              : t('pitchStudio:versions.loading')}
          </DialogDescription>
        </DialogHeader>
        {!analysis ? (
          query.isError ? (
            <LoadFailed
              message={t('pitchStudio:versions.loadFailed')}
              retryLabel={t('pitchStudio:retry')}
              onRetry={() => void query.refetch()}
            />
          ) : (
            <Skeleton className="h-64 w-full" />
          )
        ) : (
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
        )}
      </DialogContent>
    </Dialog>
  );
}
