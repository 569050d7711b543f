import { ChartFigure, DataTable } from '@/components/chart-figure';
import { SelectField } from '@/components/ui/select-field';
import type { ClassRound } from '@alavanca/contracts/classes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SimulationFormat } from '@/features/simulations/month/utils/format';
import { companyLabel } from '../utils/company-label';
import { ClassSection } from './class-section';

/** Each company's share of the round's revenue as a bar (the table under it has the same numbers). */
function ShareBars({ rows }: { rows: readonly { key: string; label: string; share: number; text: string }[] }) {
  const widest = Math.max(0.0001, ...rows.map((row) => row.share));
  return (
    <div className="grid gap-2">
      {rows.map((row) => (
        <div key={row.key} className="grid grid-cols-[minmax(0,8rem)_1fr_auto] items-center gap-3 text-sm">
          <span className="truncate">{row.label}</span>
          <span className="h-3 rounded-sm bg-muted">
            <span
              className="block h-3 rounded-sm"
              style={{ width: `${(row.share / widest) * 100}%`, backgroundColor: 'var(--chart-1)' }}
            />
          </span>
          <span className="tabular text-right">{row.text}</span>
        </div>
      ))}
    </div>
  );
}

/**
 * The class's market after a round: its revenue, units and average price, and each company's
 * price, sales and shares (no decision but the price, which customers see). Any closed round can
 * be picked; the newest shows first.
 */
export function MarketReport({ rounds, format }: { rounds: readonly ClassRound[]; format: SimulationFormat }) {
  const { t } = useTranslation('classroom');
  const [picked, setPicked] = useState<number | null>(null);
  const round = rounds.find((candidate) => candidate.month === picked) ?? rounds[0];
  return (
    <ClassSection
      title={t('market.title')}
      description={t('market.description')}
      testId="market-report"
      action={
        rounds.length > 1 &&
        round && (
          <SelectField
            label={t('market.round')}
            value={String(round.month)}
            onValueChange={(value) => setPicked(Number(value))}
            options={rounds.map((candidate) => ({
              value: String(candidate.month),
              label: t('market.roundOption', {
                round: candidate.month,
                month: format.monthName(candidate.month, 'long'),
              }),
            }))}
            className="w-56"
          />
        )
      }
    >
      {!round ? (
        <p className="text-sm text-muted-foreground">{t('market.empty')}</p>
      ) : (
        <>
          <dl className="grid gap-3 sm:grid-cols-3">
            {[
              { key: 'revenue', label: t('market.revenue'), value: format.money(round.revenueCents) },
              { key: 'units', label: t('market.units'), value: format.count(round.unitsSold) },
              {
                key: 'price',
                label: t('market.averagePrice'),
                value: round.averagePriceCents === null ? '—' : format.money(round.averagePriceCents),
              },
            ].map((figure) => (
              <div key={figure.key} className="rounded-lg border p-3">
                <dt className="text-xs text-muted-foreground">{figure.label}</dt>
                <dd className="tabular text-lg font-semibold">{figure.value}</dd>
              </div>
            ))}
          </dl>
          <ChartFigure
            title={t('market.chartTitle', { round: round.month })}
            description={t('market.chartDescription')}
            chart={
              <ShareBars
                rows={round.companies.map((company) => ({
                  key: company.companyId,
                  label: companyLabel(company, t),
                  share: company.revenueShare,
                  text: format.percent(company.revenueShare),
                }))}
              />
            }
            table={
              <DataTable
                caption={t('market.tableCaption', { round: round.month })}
                columns={[
                  t('market.columns.company'),
                  t('market.columns.price'),
                  t('market.columns.revenue'),
                  t('market.columns.units'),
                  t('market.columns.customers'),
                  t('market.columns.revenueShare'),
                  t('market.columns.unitsShare'),
                ]}
                rows={round.companies.map((company) => ({
                  key: company.companyId,
                  header: companyLabel(company, t),
                  cells: [
                    format.money(company.priceCents),
                    format.money(company.revenueCents),
                    format.count(company.unitsSold),
                    format.count(company.customers),
                    format.percent(company.revenueShare),
                    format.percent(company.unitsShare),
                  ],
                }))}
              />
            }
          />
        </>
      )}
    </ClassSection>
  );
}
