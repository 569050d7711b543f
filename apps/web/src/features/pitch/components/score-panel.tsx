import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import type { PitchAnalysisSummary } from '@alavanca/contracts/pitches';
import { formatNumber, type NumberPreferences } from '@alavanca/domain/locale/format';
import { RUBRIC_CRITERIA, type RubricResult } from '@alavanca/domain/pitch/rubric';
import { Archive, LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePitchEnvironment } from './pitch-context';

/** A screen reader hears the score once typing pauses, not at every key. */
const ANNOUNCE_AFTER_MS = 1_000;

/** A change in points, signed: "+6", "−3", "±0". */
export function signedPoints(change: number, prefs: NumberPreferences): string {
  const magnitude = formatNumber(Math.abs(change), prefs, { maximumFractionDigits: 1 });
  return change > 0 ? `+${magnitude}` : change < 0 ? `−${magnitude}` : `±${magnitude}`;
}

/**
 * The live score as the founder types: the total out of 100, its change since the last kept
 * version, the five criteria, and the button that keeps this text and its score as a version.
 */
export function ScorePanel({
  result,
  latest,
  analysing,
  onAnalyse,
}: {
  result: RubricResult;
  /** The newest kept version, to say how far the text on screen has moved since. */
  latest: PitchAnalysisSummary | undefined;
  analysing: boolean;
  onAnalyse: () => void;
}) {
  const { t } = useTranslation(['pitchStudio', 'pitch']);
  const { prefs } = usePitchEnvironment();
  const titleId = useId();
  const settled = useDebouncedValue(result.score, ANNOUNCE_AFTER_MS);
  const since = (score: number) =>
    latest
      ? t('pitchStudio:score.since', { change: signedPoints(score - latest.score, prefs), number: latest.number })
      : t('pitchStudio:score.noVersion');
  return (
    <section
      aria-labelledby={titleId}
      className="space-y-4 rounded-xl border bg-card p-4 lg:sticky lg:top-4"
      data-testid="score-panel"
    >
      <div className="space-y-1">
        <h2 id={titleId} className="text-lg font-semibold">
          {t('pitchStudio:score.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('pitchStudio:score.intro')}</p>
      </div>
      <p className="text-4xl font-bold tabular-nums" data-testid="live-score">
        {t('pitchStudio:score.value', { score: formatNumber(result.score, prefs) })}
      </p>
      <p className="text-sm text-muted-foreground" data-testid="score-since">
        {since(result.score)}
      </p>
      <p className="sr-only" aria-live="polite" data-testid="score-announcement">
        {t('pitchStudio:score.announce', { score: formatNumber(settled, prefs), since: since(settled) })}
      </p>
      <ul className="space-y-3" aria-label={t('pitchStudio:score.criteria')}>
        {RUBRIC_CRITERIA.map((criterion) => {
          const { score, max } = result.criteria[criterion];
          return (
            <li key={criterion} className="space-y-1 text-sm" data-testid="criterion" data-criterion={criterion}>
              <p className="flex justify-between gap-2">
                <span className="font-medium">{t(`pitch:criteria.${criterion}`)}</span>
                <span className="text-muted-foreground tabular-nums">
                  {t('pitchStudio:score.points', {
                    score: formatNumber(score, prefs, { maximumFractionDigits: 1 }),
                    max: formatNumber(max, prefs, { maximumFractionDigits: 1 }),
                  })}
                </span>
              </p>
              <Progress value={score} max={max || 1} aria-label={t(`pitch:criteria.${criterion}`)} />
            </li>
          );
        })}
      </ul>
      <div className="space-y-2">
        <Button className="w-full" onClick={onAnalyse} aria-disabled={analysing} data-testid="analyse-pitch">
          {analysing ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Archive aria-hidden="true" />}
          {t(analysing ? 'pitchStudio:analysis.analysing' : 'pitchStudio:analysis.keep')}
        </Button>
        <p className="text-xs text-muted-foreground">{t('pitchStudio:analysis.keepHint')}</p>
      </div>
    </section>
  );
}
