/*
 * The shape of a held-out set of pitches (decision 032): a strong pitch in each language with its
 * evidence, a vague twin told in other words, and an over-claiming twin that is the strong text
 * with figures inflated. Each set is written blind — without reading the scorer — and measured by
 * the pitch benchmark.
 */

import type { Currency, Language } from '../../constants';
import type { ClaimMetric, EvidenceFigure } from '../claims';
import type { PitchKind, PitchPart } from '../pitch';

export interface HeldOutPitch {
  id: string;
  language: Language;
  kind: PitchKind;
  quality: 'strong' | 'vague' | 'overClaiming';
  twinOf?: string;
  parts: Partial<Record<PitchPart, string>>;
  evidence: EvidenceFigure[];
  /** For the over-claiming twin: the figures inflated, as said in the text, with the metric each overstates. */
  inflated?: { metric: ClaimMetric; said: string }[];
  note: string;
}

export type Source = EvidenceFigure['source'];

export function figure(
  source: Source,
  metric: ClaimMetric,
  value: number,
  currency: Currency | null,
  scope: EvidenceFigure['scope'] = null,
): EvidenceFigure {
  return { metric, scope, value, currency, source };
}

/** The vague twin: the same business and evidence, told in other words. */
export function vagueTwin(strong: HeldOutPitch, parts: HeldOutPitch['parts'], note: string): HeldOutPitch {
  return { ...strong, id: strong.id.replace(/-strong$/, '-vague'), quality: 'vague', twinOf: strong.id, parts, note };
}

/**
 * The over-claiming twin: the strong text with each `from` replaced by `said`, nothing else. A
 * figure not found in its part throws, so a twin never silently equals its original.
 */
export function overClaimingTwin(
  strong: HeldOutPitch,
  swaps: { part: PitchPart; metric: ClaimMetric; from: string; said: string }[],
  note: string,
): HeldOutPitch {
  const parts = { ...strong.parts };
  for (const { part, from, said } of swaps) {
    const text = parts[part];
    if (!text?.includes(from)) throw new Error(`${strong.id}: "${from}" is not in its ${part}`);
    parts[part] = text.replace(from, said);
  }
  return {
    ...strong,
    id: strong.id.replace(/-strong$/, '-over'),
    quality: 'overClaiming',
    twinOf: strong.id,
    parts,
    inflated: swaps.map(({ metric, said }) => ({ metric, said })),
    note,
  };
}
