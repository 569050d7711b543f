import type { BusinessType } from '../constants';
import { presetFor } from '../simulation/presets';
import { convertMoney } from './exchange-rates';
import type { IdeaInput, PricingModel } from './idea';
import { marketPlace } from './market-data';
import type { MarketSizing } from './market-sizing';
import { normalizeText, readCustomer, readGeneral, readProblem } from './text-signals';

/*
 * The seven scores of an idea, 0–100 each. Every score is a sum the report shows line by line: a
 * base, then each factor's points, each factor saying what moved it (the founder's words and
 * numbers, a dataset figure, or an assumption of ours) — and the factors the idea missed, with
 * the points they would add ("what would raise this score"). No score is a black box, and a
 * factor never takes points away for something the founder said well: being more specific can
 * only raise a score. The points were set on a corpus of ideas in five languages kept in the
 * tests (decision 021). SCORING_VERSION changes whenever a point changes, so a stored validation
 * says which rules scored it.
 */
export const SCORING_VERSION = 2;

export const SCORE_KEYS = [
  'problem',
  'market',
  'competition',
  'differentiation',
  'monetisation',
  'feasibility',
  'risk',
] as const;
export type ScoreKey = (typeof SCORE_KEYS)[number];

/** How much each score weighs in the overall one: the problem and the money first, as investors read an idea. */
export const SCORE_WEIGHTS: Record<ScoreKey, number> = {
  problem: 0.2,
  market: 0.15,
  competition: 0.1,
  differentiation: 0.15,
  monetisation: 0.15,
  feasibility: 0.15,
  risk: 0.1,
};

export type Confidence = 'low' | 'medium' | 'high';

/** One line of a score: what moved it and by how much. */
export interface Factor {
  key: string;
  points: number;
  origin: 'told' | 'dataset' | 'assumed';
  /** The founder's words that raised it, quoted. */
  evidence?: string[];
  /** Numbers the report states beside the line (cents, ratios, counts). */
  values?: Record<string, number>;
}

/** A factor the idea missed, and the points it would add. */
export interface Raise {
  key: string;
  points: number;
}

export interface Score {
  key: ScoreKey;
  value: number;
  confidence: Confidence;
  factors: Factor[];
  raise: Raise[];
}

class ScoreBuilder {
  readonly factors: Factor[] = [];
  readonly raise: Raise[] = [];

  constructor(base: number) {
    this.factors.push({ key: 'base', points: base, origin: 'assumed' });
  }

  add(factor: Factor): this {
    this.factors.push(factor);
    return this;
  }

  /** Adds the factor when `met`; otherwise records what it would add. */
  either(met: boolean, factor: Factor, raise: Raise): this {
    if (met) this.factors.push(factor);
    else this.raise.push(raise);
    return this;
  }

  build(key: ScoreKey, confidence: Confidence): Score {
    const sum = this.factors.reduce((total, factor) => total + factor.points, 0);
    return {
      key,
      value: Math.round(Math.min(100, Math.max(0, sum))),
      confidence,
      factors: this.factors,
      raise: this.raise.sort((a, b) => b.points - a.points),
    };
  }
}

const confidenceOf = (told: number, of: number): Confidence =>
  told / of >= 0.75 ? 'high' : told / of >= 0.4 ? 'medium' : 'low';

function problemScore(idea: IdeaInput): Score {
  const problem = readProblem(idea.problem);
  const customer = readCustomer(idea.targetCustomer);
  const specificCustomer = !customer.vague.present && (customer.segment.present || customer.hasNumbers);
  const detail = problem.words >= 25 ? 10 : problem.words >= 12 ? 5 : 0;
  const score = new ScoreBuilder(20)
    .either(
      problem.pain.present,
      { key: 'pain', points: 20, origin: 'told', evidence: problem.pain.evidence },
      { key: 'describePain', points: 20 },
    )
    .either(
      problem.frequency.present,
      { key: 'recurring', points: 20, origin: 'told', evidence: problem.frequency.evidence },
      { key: 'sayHowOften', points: 20 },
    )
    .either(problem.measured, { key: 'measured', points: 15, origin: 'told' }, { key: 'measureTheCost', points: 15 })
    .either(
      detail > 0,
      { key: 'detailed', points: detail, origin: 'told', values: { words: problem.words } },
      { key: 'describeMore', points: 10 },
    )
    .either(
      idea.competitors.length > 0,
      { key: 'alternativesExist', points: 10, origin: 'told', values: { named: idea.competitors.length } },
      { key: 'nameAlternatives', points: 10 },
    )
    .either(
      specificCustomer,
      { key: 'specificCustomer', points: 5, origin: 'told' },
      { key: 'narrowCustomer', points: 5 },
    );
  const told = [problem.pain.present, problem.frequency.present, problem.measured, problem.words >= 12].filter(Boolean);
  return score.build('problem', confidenceOf(told.length, 4));
}

/** Yearly revenue a company must reach to pay its founder and its costs: twice the place's GDP per person (an assumption). */
const VIABLE_REVENUE_GDP_MULTIPLE = 2;

function marketScore(idea: IdeaInput, sizing: MarketSizing): Score {
  const place = marketPlace(sizing.place.kind === 'country' ? sizing.place.code : sizing.place.name);
  const som = sizing.bottomUp.som.cents ?? sizing.topDown.som.cents;
  const gdp = place.gdpPerCapita;
  const score = new ScoreBuilder(50);
  if (som === null || !gdp) {
    score.add({ key: 'unsized', points: -20, origin: 'dataset' });
    return score.build('market', 'low');
  }
  const threshold = convertMoney(gdp.value * 100 * VIABLE_REVENUE_GDP_MULTIPLE, gdp.currency ?? 'USD', idea.currency);
  const ratio = som / threshold;
  const customer = readCustomer(idea.targetCustomer);
  // Each doubling of the obtainable revenue over what a company needs adds 12 points; each halving
  // takes them. "Everyone" sizes no market: a vague customer's size never earns points.
  const scaled = Math.max(-45, Math.min(45, Math.round(12 * Math.log2(Math.max(ratio, 1e-6)))));
  const points = customer.vague.present ? Math.min(0, scaled) : scaled;
  score.add({
    key: 'obtainableRevenue',
    points,
    origin: 'dataset',
    values: { somCents: som, thresholdCents: Math.round(threshold), ratio },
  });
  // Price × people far beyond the whole sector means the customer count or the price is off.
  const sectorSom = sizing.topDown.som.cents;
  if (sectorSom !== null && som > 10 * sectorSom)
    score.add({ key: 'aboveSector', points: -10, origin: 'dataset', values: { sectorSomCents: sectorSom } });
  if (customer.vague.present) score.raise.push({ key: 'narrowCustomer', points: Math.max(0, scaled) });
  const confidence: Confidence = customer.vague.present || sizing.topDown.som.cents === null ? 'low' : 'medium';
  return score.build('market', confidence);
}

function competitionScore(idea: IdeaInput, differentiation: Score): Score {
  const named = idea.competitors.length;
  const score = new ScoreBuilder(50);
  if (named === 0) {
    score.raise.push({ key: 'nameCompetitors', points: 15 });
  } else if (named <= 3) {
    score.add({ key: 'someCompetitors', points: 15, origin: 'told', values: { named } });
  } else if (named <= 6) {
    score.add({ key: 'severalCompetitors', points: 5, origin: 'told', values: { named } });
  } else {
    score.add({ key: 'crowded', points: -15, origin: 'told', values: { named } });
  }
  if (named > 0) {
    score.either(
      differentiation.value >= 60,
      { key: 'standsApart', points: 15, origin: 'told', values: { differentiation: differentiation.value } },
      { key: 'sharpenDifference', points: 15 },
    );
  }
  return score.build('competition', named === 0 ? 'low' : 'medium');
}

/** Words that set an offer against its alternatives (comparisons, "instead of", "unlike"). */
const CONTRAST = [
  'do que',
  'em vez de',
  'ao contrario',
  'diferente de',
  'than',
  'unlike',
  'instead of',
  'compared to',
  'en lugar de',
  'a diferencia de',
  'en vez de',
  'au lieu de',
  'contrairement',
  'par rapport',
  'statt',
  'anstatt',
  'im gegensatz',
  'im vergleich',
];
/** Kinds of advantage: price, speed, quality, a niche, technology, nearness, service, personalisation. */
const ADVANTAGES = [
  'barat',
  'cheap',
  'price',
  'preco',
  'precio',
  'prix',
  'preis',
  'gunstig',
  'rapid',
  'fast',
  'quick',
  'schnell',
  'veloc',
  'vite',
  'qualidad',
  'quality',
  'calidad',
  'qualite',
  'qualitat',
  'nicho',
  'niche',
  'nische',
  'especializ',
  'specializ',
  'speziali',
  'automat',
  'tecnolog',
  'technolog',
  'app',
  'software',
  'algoritm',
  'algorithm',
  'perto',
  'near',
  'local',
  'cerca',
  'proche',
  'nah',
  'atendimento',
  'service',
  'servicio',
  'kundenservice',
  'suporte',
  'support',
  'soporte',
  'personaliz',
  'personalis',
  'custom',
  'sob medida',
  'a medida',
  'sur mesure',
  'massgeschneidert',
];
/** Claims that prove nothing on their own. */
const CLAIMS = [
  'melhor',
  'best',
  'mejor',
  'meilleur',
  'beste',
  'inovador',
  'innovative',
  'innovador',
  'innovant',
  'innovativ',
  'unico',
  'unique',
  'einzigartig',
];

function differentiationScore(idea: IdeaInput): Score {
  const text = normalizeText(idea.differentiation);
  const { words, hasNumbers } = readGeneral(idea.differentiation);
  const contrast = CONTRAST.filter((word) => text.includes(` ${word} `));
  const kinds = ADVANTAGES.filter((stem) => text.includes(` ${stem}`));
  const namesCompetitor = idea.competitors.some((name) => {
    const normalised = normalizeText(name).trim();
    return normalised.length > 1 && text.includes(` ${normalised} `);
  });
  const claims = CLAIMS.filter((word) => text.includes(` ${word} `));
  const score = new ScoreBuilder(15)
    .either(
      words >= 5,
      { key: 'explained', points: words >= 12 ? 15 : 8, origin: 'told', values: { words } },
      { key: 'explainDifference', points: 15 },
    )
    .either(
      hasNumbers,
      { key: 'measuredAdvantage', points: 15, origin: 'told' },
      { key: 'quantifyAdvantage', points: 15 },
    )
    .either(
      contrast.length > 0,
      { key: 'comparedToAlternatives', points: 15, origin: 'told', evidence: contrast },
      { key: 'compareToAlternatives', points: 15 },
    )
    .either(
      namesCompetitor,
      { key: 'namesCompetitor', points: 15, origin: 'told' },
      { key: 'nameWhoYouBeat', points: 15 },
    )
    .either(
      kinds.length > 0,
      { key: 'advantageKinds', points: Math.min(20, 10 * kinds.length), origin: 'told', evidence: kinds },
      { key: 'sayWhatIsBetter', points: 20 },
    );
  if (claims.length > 0 && !hasNumbers && contrast.length === 0)
    score.add({ key: 'claimsWithoutProof', points: -10, origin: 'told', evidence: claims });
  return score.build(
    'differentiation',
    confidenceOf([words >= 5, hasNumbers, contrast.length > 0].filter(Boolean).length, 3),
  );
}

/** The pricing model each type's typical price (the simulation's presets) is quoted in. */
export const PRESET_PRICING_MODEL: Record<BusinessType, PricingModel> = {
  ecommerce: 'oneOff',
  retail: 'oneOff',
  service: 'hourly',
  saas: 'monthly',
  food: 'oneOff',
  other: 'oneOff',
};

function monetisationScore(idea: IdeaInput): Score {
  const preset = presetFor(idea.businessType, idea.currency);
  const score = new ScoreBuilder(40);
  const comparable = PRESET_PRICING_MODEL[idea.businessType] === idea.pricingModel;
  if (comparable) {
    const ratio = idea.priceCents / preset.referencePriceCents;
    const values = { ratio, referenceCents: preset.referencePriceCents, unitCostCents: preset.unitCostCents };
    if (idea.priceCents < preset.unitCostCents)
      score.add({ key: 'belowTypicalCost', points: -30, origin: 'assumed', values });
    else if (ratio > 4) score.add({ key: 'farAboveTypical', points: -10, origin: 'assumed', values });
    else if (ratio >= 0.5) score.add({ key: 'plausiblePrice', points: 15, origin: 'assumed', values });
    const margin = idea.priceCents > 0 ? (idea.priceCents - preset.unitCostCents) / idea.priceCents : 0;
    if (margin >= 0.5) score.add({ key: 'healthyMargin', points: 10, origin: 'assumed', values: { margin } });
  } else {
    score.add({ key: 'noTypicalPrice', points: 0, origin: 'assumed' });
  }
  score.either(
    idea.pricingModel === 'monthly' || idea.purchasesPerYear >= 12,
    { key: 'recurringRevenue', points: 20, origin: 'told', values: { purchasesPerYear: idea.purchasesPerYear } },
    { key: 'repeatPurchases', points: 20 },
  );
  if (idea.pricingModel !== 'monthly' && idea.purchasesPerYear >= 4 && idea.purchasesPerYear < 12)
    score.add({ key: 'repeatBuyers', points: 10, origin: 'told', values: { purchasesPerYear: idea.purchasesPerYear } });
  return score.build('monetisation', comparable ? 'medium' : 'low');
}

function feasibilityScore(idea: IdeaInput): Score {
  const preset = presetFor(idea.businessType, idea.currency);
  const experience = { beginner: 0, intermediate: 10, advanced: 20 }[idea.experienceLevel];
  const hours = idea.hoursPerWeek < 10 ? -15 : idea.hoursPerWeek < 20 ? 0 : idea.hoursPerWeek < 40 ? 10 : 15;
  const capital = idea.capitalCents / preset.suggestedCapitalCents;
  const capitalPoints = capital >= 1 ? 25 : capital >= 0.5 ? 12 : capital >= 0.25 ? 0 : -15;
  const channels = idea.channels.length;
  const score = new ScoreBuilder(35)
    .add({ key: 'experience', points: experience, origin: 'told' })
    .add({ key: 'hours', points: hours, origin: 'told', values: { hoursPerWeek: idea.hoursPerWeek } })
    .add({
      key: 'capital',
      points: capitalPoints,
      origin: 'assumed',
      values: { capitalCents: idea.capitalCents, typicalCents: preset.suggestedCapitalCents },
    })
    .add({
      key: 'channels',
      points: channels === 0 ? -10 : channels <= 3 ? 5 : -5,
      origin: 'told',
      values: { channels },
    });
  if (experience < 20) score.raise.push({ key: 'partnerWithExperience', points: 20 - experience });
  if (capitalPoints < 25) score.raise.push({ key: 'raiseCapital', points: 25 - capitalPoints });
  return score.build('feasibility', 'medium');
}

/** Risk is scored as control: 100 is an idea with none of the usual risks in sight. */
function riskScore(idea: IdeaInput, sizing: MarketSizing): Score {
  const preset = presetFor(idea.businessType, idea.currency);
  const problem = readProblem(idea.problem);
  const customer = readCustomer(idea.targetCustomer);
  const monthlyCosts = preset.fixedCostsCents + preset.salaryCents;
  const score = new ScoreBuilder(70);
  if (customer.vague.present)
    score.add({ key: 'vagueCustomer', points: -15, origin: 'told', evidence: customer.vague.evidence });
  if (idea.competitors.length === 0) score.add({ key: 'unknownCompetition', points: -10, origin: 'told' });
  if (!problem.pain.present && !problem.frequency.present)
    score.add({ key: 'unprovenProblem', points: -10, origin: 'told' });
  if (idea.capitalCents < 3 * monthlyCosts)
    score.add({
      key: 'shortRunway',
      points: -15,
      origin: 'assumed',
      values: { months: idea.capitalCents / monthlyCosts },
    });
  if (idea.hoursPerWeek < 10) score.add({ key: 'partTime', points: -10, origin: 'told' });
  const comparable = PRESET_PRICING_MODEL[idea.businessType] === idea.pricingModel;
  if (comparable && idea.priceCents < preset.unitCostCents)
    score.add({ key: 'priceBelowCost', points: -15, origin: 'assumed' });
  const sector = sizing.topDown.tam.terms[0]?.figure;
  if (sector?.stale) score.add({ key: 'oldData', points: -5, origin: 'dataset' });
  return score.build('risk', 'medium');
}

export type Verdict = 'promising' | 'validateFurther' | 'pivot';
/** Overall score from which an idea is promising, and under which it should pivot. */
export const VERDICT_THRESHOLDS = { promising: 70, pivot: 45 } as const;

export interface IdeaScores {
  version: number;
  scores: Record<ScoreKey, Score>;
  overall: number;
  verdict: Verdict;
}

export function scoreIdea(idea: IdeaInput, sizing: MarketSizing): IdeaScores {
  const differentiation = differentiationScore(idea);
  const scores: Record<ScoreKey, Score> = {
    problem: problemScore(idea),
    market: marketScore(idea, sizing),
    competition: competitionScore(idea, differentiation),
    differentiation,
    monetisation: monetisationScore(idea),
    feasibility: feasibilityScore(idea),
    risk: riskScore(idea, sizing),
  };
  const overall = Math.round(SCORE_KEYS.reduce((total, key) => total + SCORE_WEIGHTS[key] * scores[key].value, 0));
  const verdict: Verdict =
    overall >= VERDICT_THRESHOLDS.promising
      ? 'promising'
      : overall < VERDICT_THRESHOLDS.pivot
        ? 'pivot'
        : 'validateFurther';
  return { version: SCORING_VERSION, scores, overall, verdict };
}
