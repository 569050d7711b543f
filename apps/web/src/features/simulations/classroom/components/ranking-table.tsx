import { TableScroll } from '@/components/table-scroll';
import { Button } from '@/components/ui/button';
import { useIsMobile } from '@/hooks/use-media-query';
import { cn } from '@/lib/utils';
import type { RankingRow } from '@alavanca/contracts/classes';
import { Check, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SimulationFormat } from '@/features/simulations/month/utils/format';
import { companyLabel } from '../utils/company-label';
import { CompanyStatusBadge } from './class-badges';
import { TableHead } from './table-head';
import { ClassSection } from './class-section';

interface RankingProps {
  rows: readonly RankingRow[];
  format: SimulationFormat;
  /** The teacher's: shows a company's decisions and results month by month. */
  onOpenCompany?: (row: RankingRow, opener: HTMLElement) => void;
}

/** A company's name in the ranking, with "yours", its status when it no longer plays, and its students. */
function CompanyName({ row, label }: { row: RankingRow; label: string }) {
  const { t } = useTranslation('classroom');
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium break-words">{label}</span>
        {row.mine && <span className="text-xs text-primary">{t('ranking.mine')}</span>}
        {row.status !== 'active' && <CompanyStatusBadge status={row.status} />}
      </div>
      {row.members.length > 0 && <div className="text-xs text-muted-foreground">{row.members.join(', ')}</div>}
    </>
  );
}

/** The teacher's way into a company's months, named for a screen reader's list of buttons. */
function OpenCompany({
  row,
  label,
  onOpen,
}: {
  row: RankingRow;
  label: string;
  onOpen: NonNullable<RankingProps['onOpenCompany']>;
}) {
  const { t } = useTranslation('classroom');
  return (
    <Button
      type="button"
      variant="link"
      size="sm"
      className="h-auto px-0"
      onClick={(event) => onOpen(row, event.currentTarget)}
    >
      {t('ranking.open')}
      {/* Which company, for a screen reader's list of buttons; the row says it to the eye. */}
      <span className="sr-only"> ({label})</span>
    </Button>
  );
}

/** Whether a company's decisions for the open round are in. */
function Submitted({ submitted }: { submitted: boolean | null }) {
  const { t } = useTranslation('classroom');
  if (submitted === null) return null;
  return submitted ? (
    <span className="inline-flex items-center gap-1 text-success">
      <Check className="size-4" aria-hidden="true" />
      {t('ranking.submittedYes')}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-muted-foreground">
      <Clock className="size-4" aria-hidden="true" />
      {t('ranking.submittedNo')}
    </span>
  );
}

/**
 * The ranking on a phone: a card per company, its place and name on top and its figures under
 * them, so that nothing needs sideways scrolling.
 */
function RankingCards({ rows, format, onOpenCompany }: RankingProps) {
  const { t } = useTranslation('classroom');
  return (
    <ol className="space-y-3" aria-label={t('ranking.caption')}>
      {rows.map((row) => {
        const label = companyLabel(row, t);
        const figures = [
          ['score', row.score === null ? '—' : format.count(row.score)],
          ['cash', format.money(row.cashCents)],
          ['profit', format.money(row.profitCents)],
          ['share', row.marketShare === null ? '—' : format.percent(row.marketShare)],
        ] as const;
        return (
          <li
            key={row.companyId}
            className={cn('space-y-2 rounded-lg border p-3', row.mine && 'border-primary/40 bg-primary/5')}
            data-testid="ranking-row"
          >
            <div className="flex items-start gap-3">
              <span className="tabular text-lg font-semibold">
                <span className="sr-only">{t('ranking.columns.rank')} </span>
                {format.count(row.rank)}
              </span>
              <div className="min-w-0 flex-1">
                <CompanyName row={row} label={label} />
              </div>
            </div>
            <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
              {figures.map(([key, value]) => (
                <div key={key} className="min-w-0">
                  <dt className="text-xs text-muted-foreground">{t(`ranking.columns.${key}`)}</dt>
                  <dd className="tabular break-words">{value}</dd>
                </div>
              ))}
            </dl>
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <Submitted submitted={row.submitted} />
              {onOpenCompany && <OpenCompany row={row} label={label} onOpen={onOpenCompany} />}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The live ranking: the engine's score of the months played, then cash. Whether each company's
 * decisions for the open round are in shows to the teacher (and to a company of its own); the
 * teacher opens any company's months from here. A table from md, a card per company on a phone.
 */
export function RankingTable({ rows, format, onOpenCompany }: RankingProps) {
  const { t } = useTranslation('classroom');
  const phone = useIsMobile();
  const showSubmitted = rows.some((row) => row.submitted !== null);
  return (
    <ClassSection title={t('ranking.title')} description={t('ranking.description')} testId="class-ranking">
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('ranking.empty')}</p>
      ) : phone ? (
        <RankingCards rows={rows} format={format} onOpenCompany={onOpenCompany} />
      ) : (
        <TableScroll label={t('ranking.title')}>
          <table className="w-full text-sm">
            <caption className="sr-only">{t('ranking.caption')}</caption>
            <TableHead
              columns={[
                { key: 'rank', label: t('ranking.columns.rank') },
                { key: 'company', label: t('ranking.columns.company') },
                { key: 'score', label: t('ranking.columns.score'), numeric: true },
                { key: 'cash', label: t('ranking.columns.cash'), numeric: true },
                { key: 'profit', label: t('ranking.columns.profit'), numeric: true },
                { key: 'share', label: t('ranking.columns.share'), numeric: true },
                ...(showSubmitted ? [{ key: 'submitted', label: t('ranking.columns.submitted') }] : []),
                ...(onOpenCompany ? [{ key: 'actions', label: t('ranking.columns.actions'), hidden: true }] : []),
              ]}
            />
            <tbody>
              {rows.map((row) => {
                const label = companyLabel(row, t);
                return (
                  <tr
                    key={row.companyId}
                    className={cn('border-b last:border-0', row.mine && 'bg-primary/5')}
                    data-testid="ranking-row"
                  >
                    <td className="tabular px-2 py-2">{format.count(row.rank)}</td>
                    <th scope="row" className="px-2 py-2 text-left font-normal">
                      <CompanyName row={row} label={label} />
                    </th>
                    <td className="tabular px-2 py-2 text-right" data-testid="ranking-score">
                      {row.score === null ? '—' : format.count(row.score)}
                    </td>
                    <td
                      className={cn(
                        'tabular px-2 py-2 text-right whitespace-nowrap',
                        row.cashCents < 0 && 'text-destructive',
                      )}
                    >
                      {format.money(row.cashCents)}
                    </td>
                    <td
                      className={cn(
                        'tabular px-2 py-2 text-right whitespace-nowrap',
                        row.profitCents < 0 && 'text-destructive',
                      )}
                    >
                      {format.money(row.profitCents)}
                    </td>
                    <td className="tabular px-2 py-2 text-right">
                      {row.marketShare === null ? '—' : format.percent(row.marketShare)}
                    </td>
                    {showSubmitted && (
                      <td className="px-2 py-2" data-testid="ranking-submitted">
                        <Submitted submitted={row.submitted} />
                      </td>
                    )}
                    {onOpenCompany && (
                      <td className="px-2 py-2 text-right">
                        <OpenCompany row={row} label={label} onOpen={onOpenCompany} />
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
    </ClassSection>
  );
}
