import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { TableScroll } from '@/components/table-scroll';
import type { Canvas } from '@alavanca/domain/canvas/canvas';
import {
  MONTHS_BEFORE_JUDGING,
  simulationSetupFromCanvas,
  type CanvasSimulationSetup,
  type PlanAgainstResult,
  type PlanRow,
} from '@alavanca/domain/canvas/simulate';
import {
  MISSING_VALUE,
  formatCurrency,
  formatNumber,
  formatPercent,
  type NumberPreferences,
} from '@alavanca/domain/locale/format';
import { FlaskConical } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The simulation a canvas was tested in, as the canvas screen shows it. */
export interface TestedIn {
  name: string;
  /** Where its months are played. */
  href: string;
  result: PlanAgainstResult;
}

/** A plan row's figure in its unit: customers, money a month, or a share. */
function figureText(row: PlanRow, value: number | null, canvas: Canvas, prefs: NumberPreferences): string {
  if (value === null) return MISSING_VALUE;
  if (row.figure === 'margin') return formatPercent(value, prefs);
  if (row.figure === 'customers') return formatNumber(Math.round(value), prefs);
  return formatCurrency(Math.round(value), canvas.currency, prefs);
}

/**
 * "Test it in the simulation": what the canvas brings to a new simulation, said before it spends a
 * unit of the plan, then the one action that starts it.
 */
export function TestInSimulation({
  canvas,
  prefs,
  pending,
  onStart,
}: {
  canvas: Canvas;
  prefs: NumberPreferences;
  pending: boolean;
  onStart: (setup: CanvasSimulationSetup) => void;
}) {
  const { t } = useTranslation(['canvas', 'account']);
  const [open, setOpen] = useState(false);
  const setup = simulationSetupFromCanvas(canvas);
  const money = (cents: number | undefined) =>
    cents === undefined ? t('canvas:simulate.typical') : formatCurrency(cents, canvas.currency, prefs);
  const lines = [
    ['businessType', t(`account:enums.businessTypes.${setup.businessType}`)],
    ['price', money(setup.firstPriceCents)],
    ['fixedCosts', money(setup.fixedCostsCents)],
    ['marketing', money(setup.firstMarketingCents)],
  ] as const;
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} data-testid="test-in-simulation">
        <FlaskConical aria-hidden="true" />
        {t('canvas:simulate.open')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent data-testid="test-in-simulation-dialog">
          <DialogHeader>
            <DialogTitle>{t('canvas:simulate.title')}</DialogTitle>
            <DialogDescription>{t('canvas:simulate.intro')}</DialogDescription>
          </DialogHeader>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
            {lines.map(([key, value]) => (
              <div key={key} className="contents">
                <dt className="text-muted-foreground">{t(`canvas:simulate.fields.${key}`)}</dt>
                <dd className="font-medium tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="text-sm text-muted-foreground">{t('canvas:simulate.spends')}</p>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              {t('canvas:card.cancel')}
            </Button>
            <Button disabled={pending} onClick={() => onStart(setup)} data-testid="start-simulation">
              {t(pending ? 'canvas:simulate.starting' : 'canvas:simulate.start')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}

/** Each block's plan against what the simulated months did, and what they contradicted. */
export function PlanAgainstResultPanel({
  tested,
  canvas,
  prefs,
  onMarkTested,
}: {
  tested: TestedIn;
  canvas: Canvas;
  prefs: NumberPreferences;
  /** Records the months as the evidence of the assumptions of a block whose figure they bore out. */
  onMarkTested: (row: PlanRow) => void;
}) {
  const { t } = useTranslation('canvas');
  const titleId = useId();
  const { result } = tested;
  const last = result.window.at(-1);
  return (
    <section
      aria-labelledby={titleId}
      className="space-y-3 rounded-xl border bg-card p-4 sm:p-6"
      data-testid="plan-result"
    >
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div className="space-y-1">
          <h3 id={titleId} className="flex items-center gap-2 text-lg font-semibold">
            <FlaskConical className="size-5" aria-hidden="true" />
            {t('plan.title')}
          </h3>
          <p className="text-sm text-muted-foreground">
            {result.monthsPlayed === 0
              ? t('plan.noMonths', { name: tested.name })
              : t('plan.intro', {
                  name: tested.name,
                  months: t('plan.monthsPlayed', { count: result.monthsPlayed }),
                  first: result.window[0],
                  last,
                })}
          </p>
        </div>
        <Button variant="outline" size="sm" asChild>
          <Link to={tested.href}>{t('plan.play')}</Link>
        </Button>
      </div>
      {result.monthsPlayed > 0 && !result.judged && (
        <p className="text-sm" data-testid="plan-too-early">
          {t('plan.tooEarly', { count: MONTHS_BEFORE_JUDGING })}
        </p>
      )}
      {result.monthsPlayed > 0 && (
        <TableScroll label={t('plan.title')}>
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b text-left text-muted-foreground">
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('plan.columns.figure')}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('plan.columns.block')}
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-medium">
                  {t('plan.columns.plan')}
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-medium">
                  {t('plan.columns.result')}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {t('plan.columns.verdict')}
                </th>
              </tr>
            </thead>
            <tbody>
              {result.rows.map((row) => {
                const verdict =
                  !result.judged || row.plan === null || row.result === null
                    ? 'open'
                    : row.contradicted
                      ? 'contradicted'
                      : 'borneOut';
                const assumptions =
                  verdict === 'borneOut' && canvas.cards.some((card) => card.block === row.block && !card.evidence);
                return (
                  <tr
                    key={row.figure}
                    className="border-b last:border-0"
                    data-testid="plan-row"
                    data-figure={row.figure}
                    data-verdict={verdict}
                  >
                    <th scope="row" className="py-2 pr-4 text-left font-medium">
                      {t(`plan.figures.${row.figure}`)}
                    </th>
                    <td className="py-2 pr-4">{t(`blocks.${row.block}.name`)}</td>
                    <td className="py-2 pr-4 text-right tabular-nums">{figureText(row, row.plan, canvas, prefs)}</td>
                    <td className="py-2 pr-4 text-right tabular-nums">{figureText(row, row.result, canvas, prefs)}</td>
                    <td className="py-2">
                      <span className="flex flex-wrap items-center gap-2">
                        <Badge
                          variant={
                            verdict === 'contradicted' ? 'destructive' : verdict === 'borneOut' ? 'success' : 'outline'
                          }
                        >
                          {t(`plan.verdicts.${verdict}`)}
                        </Badge>
                        {assumptions && last !== undefined && (
                          <Button variant="link" size="sm" className="h-auto px-0" onClick={() => onMarkTested(row)}>
                            {t('plan.markTested', { month: last })}
                          </Button>
                        )}
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
      {result.contradictedCardIds.length > 0 && (
        <p className="text-sm" data-testid="plan-contradicted">
          {t('plan.contradictedCards', { count: result.contradictedCardIds.length })}
        </p>
      )}
    </section>
  );
}
