import { TableScroll } from '@/components/table-scroll';
import { Button } from '@/components/ui/button';
import type { PitchAnalysisSummary } from '@alavanca/contracts/pitches';
import { formatDateTime, formatNumber } from '@alavanca/domain/locale/format';
import { RUBRIC_CRITERIA } from '@alavanca/domain/pitch/rubric';
import { History } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnalysisDialog } from './analysis-dialog';
import { usePitchEnvironment } from './pitch-context';
import { signedPoints } from './score-panel';

/** The kept versions, newest first: each one's score and its change, its criteria, its flagged figures. */
export function VersionsSection({ pitchId, versions }: { pitchId: string; versions: readonly PitchAnalysisSummary[] }) {
  const { t } = useTranslation(['pitchStudio', 'pitch']);
  const { prefs, dates } = usePitchEnvironment();
  const titleId = useId();
  const [open, setOpen] = useState<number | null>(null);
  const points = (value: number) => formatNumber(value, prefs, { maximumFractionDigits: 1 });
  return (
    <section
      aria-labelledby={titleId}
      className="space-y-3 rounded-xl border bg-card p-4 sm:p-6"
      data-testid="versions"
    >
      <div className="space-y-1">
        <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold">
          <History className="size-5" aria-hidden="true" />
          {t('pitchStudio:versions.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('pitchStudio:versions.intro')}</p>
      </div>
      {versions.length === 0 ? (
        <p className="text-sm text-muted-foreground" data-testid="no-versions">
          {t('pitchStudio:versions.none')}
        </p>
      ) : (
        <TableScroll label={t('pitchStudio:versions.title')}>
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b text-left text-muted-foreground">
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('pitchStudio:versions.number')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('pitchStudio:versions.date')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('pitchStudio:versions.score')}
                </th>
                {RUBRIC_CRITERIA.map((criterion) => (
                  <th key={criterion} scope="col" className="py-2 pr-3 font-medium">
                    {t(`pitch:criteria.${criterion}`)}
                  </th>
                ))}
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('pitchStudio:versions.flagged')}
                </th>
                <th scope="col" className="py-2 font-medium">
                  <span className="sr-only">{t('pitchStudio:versions.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {versions.map((version, index) => {
                const previous = versions[index + 1];
                return (
                  <tr key={version.number} className="border-b last:border-0" data-testid="version-row">
                    <th scope="row" className="py-2 pr-3 text-left font-medium">
                      {t('pitchStudio:versions.version', { number: version.number })}
                    </th>
                    <td className="py-2 pr-3 whitespace-nowrap">
                      {formatDateTime(new Date(version.createdAt), dates)}
                    </td>
                    <td className="py-2 pr-3 whitespace-nowrap tabular-nums" data-testid="version-score">
                      {points(version.score)}
                      {previous && (
                        <span className="ml-1 text-muted-foreground">
                          ({signedPoints(version.score - previous.score, prefs)})
                        </span>
                      )}
                    </td>
                    {RUBRIC_CRITERIA.map((criterion) => (
                      <td key={criterion} className="py-2 pr-3 whitespace-nowrap tabular-nums">
                        {t('pitchStudio:score.points', {
                          score: points(version.criteria[criterion].score),
                          max: points(version.criteria[criterion].max),
                        })}
                      </td>
                    ))}
                    <td className="py-2 pr-3 tabular-nums">{formatNumber(version.flagged, prefs)}</td>
                    <td className="py-2">
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() => setOpen(version.number)}
                        aria-label={t('pitchStudio:versions.openLabel', { number: version.number })}
                      >
                        {t('pitchStudio:versions.open')}
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
      {open !== null && <AnalysisDialog pitchId={pitchId} number={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
