import type { CanvasCard, Evidence } from '@alavanca/domain/canvas/canvas';
import type { Currency } from '@alavanca/domain/constants';
import { formatCurrency, formatEstimate, formatNumber, type NumberPreferences } from '@alavanca/domain/locale/format';
import type { TFunction } from 'i18next';

/** Where a card's evidence comes from, in one line: the figure and its source, the experiment, the month, the note. */
export function describeEvidence(evidence: Evidence, t: TFunction, prefs: NumberPreferences): string {
  switch (evidence.kind) {
    case 'validationFigure': {
      // Rounded as the validation's report rounds its estimates: two significant digits.
      const amount = (cents: number) =>
        evidence.currency ? formatEstimate(cents, evidence.currency, prefs) : formatNumber(cents, prefs);
      return t('canvas:evidence.validationFigure', {
        figure: t(`canvas:evidence.figures.${evidence.figure}`),
        value:
          evidence.high === undefined
            ? amount(evidence.value)
            : t('canvas:evidence.range', {
                low: amount(evidence.value),
                high: amount(evidence.high),
              }),
        source: evidence.source,
        year: evidence.year,
      });
    }
    case 'experiment':
      return t('canvas:evidence.experiment', {
        name: t(`validationReport:experiments.${evidence.experiment}.title`),
        result: evidence.result,
      });
    case 'simulationMonth':
      return t('canvas:evidence.simulationMonth', { month: evidence.month });
    case 'note':
      return evidence.note;
  }
}

/** Paying customers a month, in the user's number format. */
export function customersAMonth(customers: number, t: TFunction, prefs: NumberPreferences): string {
  return t('canvas:numbers.customers', { count: customers, customers: formatNumber(customers, prefs) });
}

/** The numbers a card carries, in one line; null when it carries none. */
export function describeNumbers(
  card: CanvasCard,
  currency: Currency,
  t: TFunction,
  prefs: NumberPreferences,
): string | null {
  const money = (cents: number) => formatCurrency(cents, currency, prefs);
  if (card.revenue) {
    return t('canvas:numbers.revenue', {
      price: money(card.revenue.priceCents),
      model: t(`validation:pricingModels.${card.revenue.pricingModel}`),
      purchases: formatNumber(card.revenue.purchasesPerYear, prefs),
      customers: customersAMonth(card.revenue.customers, t, prefs),
    });
  }
  if (card.cost) {
    return t(`canvas:numbers.cost.${card.cost.costKind}`, { amount: money(card.cost.amountCents) });
  }
  if (card.channel) return t('canvas:numbers.channel', { amount: money(card.channel.acquisitionCostCents) });
  if (card.segment) return t('canvas:numbers.segment', { amount: money(card.segment.marketCents) });
  return null;
}
