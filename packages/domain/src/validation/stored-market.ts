import type { LikelyRange, MarketSizing } from './market-sizing';

/** The market as versions scored before SCORING_VERSION 3 stored it: two estimates, nothing bounding them. */
export type LegacyMarketSizing = Pick<MarketSizing, 'place' | 'topDown' | 'bottomUp'>;

/**
 * A stored version's likely range; none for a legacy version, whose single figures may be a whole
 * sector's and are never repeated as what the company can reach. Apart from the engine, so the
 * screens that read stored versions do not load its data.
 */
export const likelyRangeOf = (market: MarketSizing | LegacyMarketSizing): LikelyRange | null =>
  'likely' in market ? market.likely : null;
