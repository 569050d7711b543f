import { ChartFigure, DataTable } from '@/components/chart-figure';
import { Badge } from '@/components/ui/badge';
import type { IdeaValidationResult } from '@alavanca/contracts/validations';
import { SCORE_KEYS, SCORE_WEIGHTS, VERDICT_THRESHOLDS } from '@alavanca/domain/validation/score-keys';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { IdeaFormat } from '../utils/format';
import { radarPoint, radarPolygon } from '../utils/radar';

const VERDICT_BADGE = { promising: 'success', validateFurther: 'warning', pivot: 'destructive' } as const;

/** The overall score, large, as a meter, with the verdict and how the overall is weighed. */
export function OverallScore({ result, format }: { result: IdeaValidationResult; format: IdeaFormat }) {
  const { t } = useTranslation(['validation', 'validationReport']);
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col items-center gap-3 rounded-xl border bg-card p-6 text-center"
    >
      <h3 id={titleId} className="text-sm font-medium text-muted-foreground">
        {t('report.overall')}
      </h3>
      <div
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={result.overall}
        aria-valuetext={t('report.overallValue', { score: result.overall })}
        aria-label={t('report.overall')}
        className="flex items-baseline gap-2"
        data-testid="validation-overall"
      >
        <span className="text-6xl font-bold tracking-tight tabular-nums" aria-hidden="true">
          {result.overall}
        </span>
        <span className="text-lg text-muted-foreground" aria-hidden="true">
          /100
        </span>
      </div>
      <Badge variant={VERDICT_BADGE[result.verdict]} data-testid="validation-verdict" data-verdict={result.verdict}>
        {t(`validationReport:verdicts.${result.verdict}.title`)}
      </Badge>
      <p className="max-w-prose text-sm">{t(`validationReport:verdicts.${result.verdict}.description`)}</p>
      <p className="max-w-prose text-xs text-muted-foreground">
        {t('report.weights', {
          weights: SCORE_KEYS.map(
            (key) => `${t(`report.radarLabels.${key}`)} ${format.share(SCORE_WEIGHTS[key])}`,
          ).join(' · '),
          promising: VERDICT_THRESHOLDS.promising,
          pivot: VERDICT_THRESHOLDS.pivot,
        })}
      </p>
    </section>
  );
}

// Wider than tall: the axes' names stand to the left and right of the drawing.
const WIDTH = 460;
const HEIGHT = 320;
const CENTER = { x: WIDTH / 2, y: HEIGHT / 2 };
const RADIUS = 104;
const RINGS = [25, 50, 75, 100] as const;

/** The seven scores on a radar, with the same numbers in a table. */
export function ScoreRadar({ result }: { result: IdeaValidationResult }) {
  const { t } = useTranslation(['validation', 'validationReport']);
  const values = SCORE_KEYS.map((key) => result.scores[key].value);
  const count = SCORE_KEYS.length;
  return (
    <ChartFigure
      title={t('report.radarTitle')}
      description={t('report.radarDescription')}
      className="rounded-xl border bg-card p-6"
      chart={
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          className="mx-auto block h-auto w-full max-w-md"
          data-testid="score-radar"
        >
          {RINGS.map((ring) => (
            <polygon
              key={ring}
              points={radarPolygon(Array<number>(count).fill(ring), CENTER, RADIUS)}
              className="fill-none stroke-border"
            />
          ))}
          {SCORE_KEYS.map((key, index) => {
            const end = radarPoint(index, count, 100, CENTER, RADIUS);
            const label = radarPoint(index, count, 124, CENTER, RADIUS);
            const anchor = Math.abs(label.x - CENTER.x) < 4 ? 'middle' : label.x > CENTER.x ? 'start' : 'end';
            return (
              <g key={key}>
                <line x1={CENTER.x} y1={CENTER.y} x2={end.x} y2={end.y} className="stroke-border" />
                <text
                  x={label.x}
                  y={label.y}
                  textAnchor={anchor}
                  dominantBaseline="middle"
                  className="fill-muted-foreground text-[11px]"
                >
                  {t(`report.radarLabels.${key}`)} {result.scores[key].value}
                </text>
              </g>
            );
          })}
          <polygon
            points={radarPolygon(values, CENTER, RADIUS)}
            className="fill-[var(--chart-1)]/20 stroke-[var(--chart-1)]"
            strokeWidth={2}
          />
          {values.map((value, index) => {
            const point = radarPoint(index, count, value, CENTER, RADIUS);
            return (
              <circle key={SCORE_KEYS[index]} cx={point.x} cy={point.y} r={3.5} className="fill-[var(--chart-1)]" />
            );
          })}
        </svg>
      }
      table={
        <DataTable
          caption={t('report.radarTitle')}
          columns={[t('report.columns.score'), t('report.columns.value'), t('report.columns.confidence')]}
          rows={SCORE_KEYS.map((key) => ({
            key,
            header: t(`validationReport:scores.${key}.name`),
            cells: [
              String(result.scores[key].value),
              t(`validationReport:confidence.${result.scores[key].confidence}`),
            ],
          }))}
        />
      }
    />
  );
}
