import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUSINESS_TYPES } from '../constants';
import { detPow, saturate } from './det-math';
import { BUSINESS_PRESETS } from './presets';
import {
  EQUIPMENT_MAX_BOOST,
  QUALITY_DECAY,
  QUALITY_GAIN_MAX,
  appealOf,
  churnRateOf,
  nextBrand,
  nextQuality,
  priceResponseOf,
  staffCapacityOf,
} from './response-curves';

describe('awareness and quality', () => {
  const preset = BUSINESS_PRESETS.retail;

  it('decays without marketing and gains (1 − 1/e) of the maximum at the marketing scale', () => {
    expect(nextBrand(preset, 0.5, 0)).toBeCloseTo(0.5 * (1 - preset.brandDecay), 12);
    const decayed = 0.5 * (1 - preset.brandDecay);
    expect(nextBrand(preset, 0.5, preset.marketingScaleCents)).toBeCloseTo(
      decayed + (1 - decayed) * preset.brandGainMax * (1 - Math.exp(-1)),
      12,
    );
  });

  it('has diminishing returns on marketing and never passes 1', () => {
    const gain = (spend: number) => nextBrand(preset, 0.2, spend) - nextBrand(preset, 0.2, 0);
    const k = preset.marketingScaleCents;
    expect(gain(2 * k) - gain(k)).toBeLessThan(gain(k));
    expect(gain(3 * k) - gain(2 * k)).toBeLessThan(gain(2 * k) - gain(k));
    expect(nextBrand(preset, 0.99, 100 * k)).toBeLessThanOrEqual(1);
  });

  it('erodes quality without investment and raises it with diminishing returns', () => {
    expect(nextQuality(preset, 0.5, 0)).toBeCloseTo(0.5 * (1 - QUALITY_DECAY), 12);
    const once = nextQuality(preset, 0.5, 1e12);
    expect(once).toBeCloseTo(0.5 * (1 - QUALITY_DECAY) + (1 - 0.5 * (1 - QUALITY_DECAY)) * QUALITY_GAIN_MAX, 9);
    expect(nextQuality(preset, 0.999, 1e12)).toBeLessThanOrEqual(1);
  });
});

describe('cached transcendental arguments', () => {
  // The month keeps the last argument and result of each saturate and detPow call: interleaved
  // calls with other presets and amounts must give exactly the uncached formula's bits.
  it('give the uncached formulas’ exact values, whatever the order of the calls', () => {
    const presets = BUSINESS_TYPES.map((type) => BUSINESS_PRESETS[type]);
    const call = fc.record({
      preset: fc.constantFrom(...presets),
      level: fc.double({ min: 0, max: 1, noNaN: true }),
      amount: fc.constantFrom(0, 1, 2_500_00, 3_000_00, 10_000_00, 123_456_78),
      ratio: fc.constantFrom(0.5, 0.9, 1, 1.1, 2.5, 10),
      satisfaction: fc.double({ min: 0, max: 100, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(call, { minLength: 1, maxLength: 30 }), (calls) => {
        for (const { preset, level, amount, ratio, satisfaction } of calls) {
          const decayed = level * (1 - preset.brandDecay);
          expect(nextBrand(preset, level, amount)).toBe(
            decayed + (1 - decayed) * preset.brandGainMax * saturate(amount / preset.marketingScaleCents),
          );
          const eroded = level * (1 - QUALITY_DECAY);
          expect(nextQuality(preset, level, amount)).toBe(
            eroded + (1 - eroded) * QUALITY_GAIN_MAX * saturate(amount / preset.qualityScaleCents),
          );
          const boost = 1 + EQUIPMENT_MAX_BOOST * saturate(amount / preset.equipmentScaleCents);
          expect(staffCapacityOf(preset, 3, 1, amount, 0.2)).toBe(
            Math.floor((3 - 0.5) * preset.unitsPerEmployee * boost * (1 - 0.2)),
          );
          const subscription = preset.mode === 'subscription';
          const exponent = subscription ? preset.priceElasticity : preset.priceElasticity / 2;
          expect(appealOf(preset, level, 0.3, ratio)).toBe(
            ((0.7 + 0.6 * level) * Math.min(3, detPow(ratio, -exponent))) / 1.3,
          );
          expect(priceResponseOf(preset, ratio)).toBe(
            subscription ? 1 : Math.min(3, detPow(ratio, -preset.priceElasticity / 2)),
          );
          const satisfactionFactor = Math.min(2, Math.max(0.5, (100 - satisfaction) / 40));
          const priceFactor = subscription ? Math.min(2, Math.max(0.7, detPow(ratio, 0.5))) : 1;
          expect(churnRateOf(preset, level, satisfaction, ratio)).toBe(
            Math.min(0.5, preset.baseChurn * (1.5 - level) * satisfactionFactor * priceFactor),
          );
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('staff capacity', () => {
  const preset = BUSINESS_PRESETS.service;

  it.each<[string, number, number, number, number, number]>([
    ['two settled people', 2, 0, 0, 0, 200],
    ['a new hire at half output', 3, 1, 0, 0, 250],
    ['broken equipment −25%', 2, 0, 0, 0.25, 150],
    ['nobody', 0, 0, 0, 0, 0],
  ])('%s', (_label, headcount, newHires, equipment, loss, expected) => {
    expect(staffCapacityOf(preset, headcount, newHires, equipment, loss)).toBe(expected);
  });

  it('rises with equipment towards +50%', () => {
    expect(staffCapacityOf(preset, 2, 0, preset.equipmentScaleCents, 0)).toBe(
      Math.floor(200 * (1 + EQUIPMENT_MAX_BOOST * (1 - Math.exp(-1)))),
    );
    expect(staffCapacityOf(preset, 2, 0, 1e15, 0)).toBe(300);
  });
});
