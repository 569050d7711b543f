import { TableScroll } from '@/components/table-scroll';
import type { IdeaValidationResult } from '@alavanca/contracts/validations';
import { Check, Minus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { IdeaFormat } from '../utils/format';

type Result = IdeaValidationResult;

/** The competitors the founder named, and whether the differentiation says how the idea beats each; none invented. */
export function CompetitorMatrix({ competitors }: { competitors: Result['competitors'] }) {
  const { t } = useTranslation(['validation', 'validationReport']);
  if (competitors.rows.length === 0)
    return (
      <div className="space-y-2" data-testid="competitors-none">
        <p className="text-sm">{t('report.competitors.none')}</p>
        <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
          {competitors.lookFor.map((key) => (
            <li key={key}>{t(`validationReport:lookFor.${key}`)}</li>
          ))}
        </ul>
      </div>
    );
  return (
    <TableScroll label={t('report.competitors.title')}>
      <table className="w-full text-sm" data-testid="competitor-matrix">
        <caption className="mb-2 text-left text-xs text-muted-foreground">{t('report.competitors.caption')}</caption>
        <thead>
          <tr className="border-b">
            <th scope="col" className="px-2 py-1.5 text-left font-medium">
              {t('report.competitors.name')}
            </th>
            <th scope="col" className="px-2 py-1.5 text-left font-medium">
              {t('report.competitors.addressed')}
            </th>
          </tr>
        </thead>
        <tbody>
          {competitors.rows.map((row) => (
            <tr key={row.name} className="border-b last:border-0">
              <th scope="row" className="px-2 py-1.5 text-left font-normal">
                {row.name}
              </th>
              <td className="px-2 py-1.5">
                <span className="inline-flex items-center gap-1.5">
                  {row.addressed ? (
                    <Check className="size-4 text-success" aria-hidden="true" />
                  ) : (
                    <Minus className="size-4 text-muted-foreground" aria-hidden="true" />
                  )}
                  {!row.addressed
                    ? t('report.competitors.no')
                    : row.how === 'general'
                      ? t('report.competitors.general')
                      : t('report.competitors.yes')}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

const QUADRANTS = ['strengths', 'weaknesses', 'opportunities', 'threats'] as const;

/** SWOT from the scores' own lines: nothing in it that a score does not show. */
export function Swot({ result }: { result: Result }) {
  const { t } = useTranslation(['validation', 'validationReport']);
  const { swot } = result;
  // A weakness may be a line the idea missed (a "raise" item): it reads as what is missing.
  const text = (item: Result['swot']['strengths'][number]) =>
    result.scores[item.score].factors.some((factor) => factor.key === item.factor)
      ? t(`validationReport:factors.${item.score}.${item.factor}.label`)
      : t(`validationReport:raise.${item.score}.${item.factor}.missing`);
  return (
    <div className="grid gap-3 sm:grid-cols-2" data-testid="swot">
      {QUADRANTS.map((quadrant) => (
        <section key={quadrant} className="space-y-2 rounded-lg border p-4">
          <h4 className="text-sm font-semibold">{t(`validationReport:swot.${quadrant}`)}</h4>
          {swot[quadrant].length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('report.swotEmpty')}</p>
          ) : (
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {swot[quadrant].map((item) => (
                <li key={`${item.score}-${item.factor}`}>
                  {text(item)} <span className="text-muted-foreground">({t(`report.radarLabels.${item.score}`)})</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

/** The assumptions the result rests on, the costliest if wrong first, each with how to check it. */
export function RiskiestAssumptions({
  assumptions,
  format,
}: {
  assumptions: Result['assumptions'];
  format: IdeaFormat;
}) {
  const { t } = useTranslation(['validation', 'validationReport']);
  return (
    <ol className="space-y-3" data-testid="assumptions">
      {assumptions.map((assumption, index) => (
        <li key={assumption.key} className="flex gap-3">
          <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-muted text-xs font-semibold">
            {index + 1}
          </span>
          <div className="space-y-1 text-sm">
            <p className="font-medium">{t(`validationReport:assumptions.${assumption.key}.text`)}</p>
            <p className="text-muted-foreground">{t(`validationReport:assumptions.${assumption.key}.test`)}</p>
            <p className="text-xs text-muted-foreground tabular-nums">
              {t('report.assumptionImpact', { points: format.number(assumption.impact, 1) })}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
