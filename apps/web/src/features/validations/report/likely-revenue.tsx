import type { IdeaValidationResult } from '@alavanca/contracts/validations';
import { likelyText } from '@alavanca/domain/validation/likely-text';
import { useTranslation } from 'react-i18next';
import type { IdeaFormat } from '../utils/format';

type Market = IdeaValidationResult['market'];
/** The market as the engine sizes it now; versions validated before hold two estimates only. */
export type CurrentMarket = Extract<Market, { likely: unknown }>;
type Estimate = CurrentMarket['topDown']['som'];

export const isCurrentMarket = (market: Market): market is CurrentMarket => 'likely' in market;

/**
 * What the company can likely take in a year by its third, first on the report: the range, what
 * binds it (its capacity or the market it serves), who pays and where, and the estimates the range
 * reconciles, rounded to what is known. A version validated before ranges existed says so instead
 * of repeating its single figures, which could be a whole sector's.
 */
export function LikelyRevenue({ market, format }: { market: Market; format: IdeaFormat }) {
  const { t } = useTranslation('validationReport');
  if (!isCurrentMarket(market))
    return (
      <p className="text-sm text-muted-foreground" data-testid="likely-legacy">
        {t('likely.legacy')}
      </p>
    );
  const { likely, capacity } = market;
  if (!likely)
    return (
      <p className="text-sm text-muted-foreground" data-testid="likely-unsized">
        {t('likely.unsized')}
      </p>
    );
  const text = likelyText(
    market,
    likely,
    (key, values) => t(key, values ?? {}),
    (cents) => format.estimate(cents),
  );
  const som = (estimate: Estimate) =>
    estimate.cents === null ? t('likely.none') : format.estimate(estimate.cents, estimate.highCents);
  return (
    <div className="space-y-2" data-testid="likely-revenue" data-binding={likely.binding}>
      <h4 className="text-sm font-medium text-muted-foreground">{t('likely.title')}</h4>
      <p className="text-2xl font-semibold tracking-tight tabular-nums" data-testid="likely-range">
        {text.range}
      </p>
      <p className="text-sm font-medium" data-testid="likely-binding">
        {text.binding}
      </p>
      <p className="text-sm text-muted-foreground">{text.whoAndWhere}</p>
      <p className="text-xs text-muted-foreground tabular-nums" data-testid="likely-estimates">
        {t('likely.estimates', {
          topDown: som(market.topDown.som),
          bottomUp: som(market.bottomUp.som),
          capacity: capacity ? format.estimate(capacity.lowCents, capacity.highCents) : t('likely.none'),
        })}
      </p>
      {likely.disagreement !== null && likely.disagreement > 3 && (
        <p className="text-xs text-muted-foreground" data-testid="likely-disagree">
          {t('likely.disagree', { times: format.number(likely.disagreement) })}
        </p>
      )}
    </div>
  );
}
