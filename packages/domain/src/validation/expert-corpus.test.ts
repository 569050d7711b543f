import { describe, expect, it } from 'vitest';
import { BUSINESS_TYPES } from '../constants';
import { COUNTRY_CODES } from '../locale/country-presets';
import { sizeMarket } from './market-sizing';
import { EXPERT_CORPUS, expertIdeaInput } from './testing/expert-corpus';

/*
 * The likely SOM range against an advisor's hand estimates (docs/validation/expert-corpus.md):
 * the bar of decision 027. A range "agrees" when it overlaps the advisor's or lies within 3× of
 * it; at least 80 % must agree, and none may be off by more than 10×. A failure names every idea
 * that missed, with both ranges, so the cause can be read rather than the bar moved.
 */

/** 1 when the ranges overlap; otherwise how many times the nearer ends differ. */
function rangeDistance(low: number, high: number, expertLow: number, expertHigh: number): number {
  if (high < expertLow) return expertLow / Math.max(1, high);
  if (low > expertHigh) return low / expertHigh;
  return 1;
}

const measured = EXPERT_CORPUS.map((entry) => {
  const likely = sizeMarket(expertIdeaInput(entry)).likely;
  const distance = likely
    ? rangeDistance(likely.lowCents, likely.highCents, entry.expert.lowCents, entry.expert.highCents)
    : Infinity;
  return { entry, likely, distance };
});

const describeMiss = ({ entry, likely, distance }: (typeof measured)[number]) =>
  `${entry.id}: ${likely ? `${likely.lowCents / 100}–${likely.highCents / 100} (${likely.binding})` : 'unsized'} against ${
    entry.expert.lowCents / 100
  }–${entry.expert.highCents / 100} (${entry.expert.binding}), ${distance.toFixed(1)}×`;

describe('the expert corpus', () => {
  it('holds at least 40 ideas over the six business types and six countries', () => {
    expect(EXPERT_CORPUS.length).toBeGreaterThanOrEqual(40);
    for (const type of BUSINESS_TYPES)
      expect(EXPERT_CORPUS.filter((entry) => entry.idea.businessType === type).length).toBeGreaterThanOrEqual(5);
    for (const country of COUNTRY_CODES)
      expect(EXPERT_CORPUS.filter((entry) => entry.idea.country === country).length).toBeGreaterThanOrEqual(5);
    expect(new Set(EXPERT_CORPUS.map((entry) => entry.id)).size).toBe(EXPERT_CORPUS.length);
  });

  it('sizes a likely range that agrees with the advisor (overlaps or within 3×) for at least 80 % of the ideas', () => {
    const misses = measured.filter(({ distance }) => distance > 3);
    expect(misses.length / measured.length, misses.map(describeMiss).join('\n')).toBeLessThanOrEqual(0.2);
  });

  it('is never off by more than 10×', () => {
    const far = measured.filter(({ distance }) => distance > 10);
    expect(far.map(describeMiss)).toEqual([]);
  });
});
