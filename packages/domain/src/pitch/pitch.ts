/*
 * A pitch: the founder's own words in parts, for one of three kinds of audience and time (decision
 * 032). The parts follow Sequoia Capital's business plan outline (purpose, problem, solution, why
 * now, market, competition, product, business model, team, financials), with Y Combinator's
 * one-sentence opening in front, the product folded into the solution, the financials split into
 * the business model and the traction shown so far, and the ask at the end.
 */

export const PITCH_KINDS = ['investor', 'elevator', 'class'] as const;
export type PitchKind = (typeof PITCH_KINDS)[number];

export const PITCH_PARTS = [
  'oneLiner',
  'problem',
  'solution',
  'whyNow',
  'market',
  'competition',
  'businessModel',
  'traction',
  'team',
  'ask',
] as const;
export type PitchPart = (typeof PITCH_PARTS)[number];

/**
 * What each kind gives the founder: the time to speak, in seconds, and each part's share of it
 * (the parts a kind leaves out have none). An investor pitch is the three minutes DocSend measured
 * investors spending on a deck; an elevator pitch a minute; a class or competition pitch five.
 * The shares weigh the parts an audience decides on: the problem, the solution and the traction.
 */
export const PITCH_KIND_TIMES = {
  investor: {
    seconds: 180,
    shares: {
      oneLiner: 0.05,
      problem: 0.12,
      solution: 0.12,
      whyNow: 0.08,
      market: 0.1,
      competition: 0.08,
      businessModel: 0.1,
      traction: 0.13,
      team: 0.12,
      ask: 0.1,
    },
  },
  elevator: {
    seconds: 60,
    shares: {
      oneLiner: 0.1,
      problem: 0.2,
      solution: 0.2,
      whyNow: 0,
      market: 0.1,
      competition: 0,
      businessModel: 0.1,
      traction: 0.15,
      team: 0,
      ask: 0.15,
    },
  },
  class: {
    seconds: 300,
    shares: {
      oneLiner: 0.04,
      problem: 0.12,
      solution: 0.12,
      whyNow: 0.08,
      market: 0.1,
      competition: 0.1,
      businessModel: 0.12,
      traction: 0.12,
      team: 0.1,
      ask: 0.1,
    },
  },
} as const satisfies Record<PitchKind, { seconds: number; shares: Record<PitchPart, number> }>;

/** The parts a kind asks for, in the order they are told. */
export function partsOf(kind: PitchKind): PitchPart[] {
  return PITCH_PARTS.filter((part) => PITCH_KIND_TIMES[kind].shares[part] > 0);
}

/** A spoken pace an audience follows: about 130–160 words a minute. */
export const WORDS_PER_MINUTE = { low: 130, high: 160 } as const;
