import { LoadFailed } from '@/components/load-failed';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime, formatNumber } from '@alavanca/domain/locale/format';
import { useTranslation } from 'react-i18next';
import { usePitchAnalysis } from '../api/get-pitches';
import { AnalysisBody } from './analysis-body';
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
          <AnalysisBody analysis={analysis} />
        )}
      </DialogContent>
    </Dialog>
  );
}
