import type { LikelyRange, MarketSizing } from './market-sizing';

/*
 * The sentences that state a likely range, built once for every place that writes them (the
 * report's screen, its PDF): which catalog texts of `validationReport`, with which values. The
 * caller's `t` reads the catalog in the reader's language and `estimate` writes money rounded.
 */

type Translate = (key: string, values?: Record<string, string>) => string;

export interface LikelyText {
  range: string;
  binding: string;
  whoAndWhere: string;
}

/** Where the company sells, as a phrase: "Curitiba", "the neighbourhood around your shop in Lyon". */
export function areaText(served: MarketSizing['served'], t: Translate): string {
  if (served.kind === 'catchment')
    return served.city ? t('likely.area.catchmentIn', { city: served.city.name }) : t('likely.area.catchment');
  if (served.kind === 'city' && served.city) return t('likely.area.city', { city: served.city.name });
  return t(`likely.area.${served.kind === 'city' ? 'typicalCity' : served.kind}`);
}

export function likelyText(
  market: Pick<MarketSizing, 'served' | 'customer' | 'capacity'>,
  likely: LikelyRange,
  t: Translate,
  estimate: (cents: number) => string,
): LikelyText {
  const area = areaText(market.served, t);
  const { customer, capacity } = market;
  const who =
    customer.kind === 'business' && customer.activity
      ? t('likely.customer.businessOf', { activity: t(`activities.${customer.activity}`) })
      : t(`likely.customer.${customer.kind}`);
  return {
    range: t('likely.range', { low: estimate(likely.lowCents), high: estimate(likely.highCents) }),
    binding:
      likely.binding === 'capacity' && capacity
        ? t('likely.binding.capacity', { basis: t(`likely.basis.${capacity.basis}`) })
        : t('likely.binding.market', { area }),
    whoAndWhere: t('likely.whoAndWhere', { customer: who, area }),
  };
}
