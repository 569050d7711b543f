import { BUSINESS_TYPES, CURRENCIES, EXPERIENCE_LEVELS, REGIONS, TEXT_LIMITS } from '@alavanca/domain/constants';
import { COUNTRY_CODES } from '@alavanca/domain/locale/country-presets';
import type { IdeaValidation as EngineIdeaValidation } from '@alavanca/domain/validation/validate-idea';
import type { IdeaInput } from '@alavanca/domain/validation/idea';
import type { SourcedFigure as EngineSourcedFigure } from '@alavanca/domain/validation/market-data';
import { PRICING_MODELS, SALES_CHANNELS } from '@alavanca/domain/validation/idea';
import { SCORE_KEYS } from '@alavanca/domain/validation/score-keys';
import { ACTIVITIES, CUSTOMER_KINDS } from '@alavanca/domain/validation/activities';
import { CAPACITY_BASES, MISSING_REASONS, TERM_NAMES } from '@alavanca/domain/validation/sizing-terms';
import { z } from 'zod';
import { EXPERIMENT_KEYS, VALIDATION_BOUNDS } from './validation-bounds';

export { EXPERIMENT_KEYS, VALIDATION_BOUNDS };
import { choice, integer, pageLimit } from './fields';
import { text } from './text';
import { V } from './validation-messages';

/*
 * Idea validations over the wire. The client posts the founder's description; every score and
 * figure is computed by the server (the domain's validateIdea) and stored with the version it
 * scored. The response mirrors the domain's types: the checks at the end fail to compile when one
 * side changes without the other.
 */

export const MAX_COMPETITORS = 10;

const requiredText = (max: number) => text(V.required).trim().min(1, V.required).max(max, V.tooLong);
const bounded = (bounds: { min: number; max: number }) =>
  integer().min(bounds.min, V.outOfRange).max(bounds.max, V.outOfRange);

/**
 * `POST /api/validations` and `PUT /api/validations/:id` (a new version): the idea as the founder
 * describes it. Texts may be in any of the five languages.
 */
export const ValidationRequest = z
  .object({
    title: requiredText(TEXT_LIMITS.idea.title),
    problem: requiredText(TEXT_LIMITS.idea.problem),
    targetCustomer: requiredText(TEXT_LIMITS.idea.targetCustomer),
    solution: requiredText(TEXT_LIMITS.idea.solution),
    businessType: choice(BUSINESS_TYPES),
    country: choice(COUNTRY_CODES),
    region: choice(REGIONS),
    // A city of the country's list (country-data.ts): the server checks it against the country, so
    // the lists' figures stay out of every screen that only reads validations.
    city: text(V.invalidOption).max(80, V.invalidOption).nullable().optional(),
    priceCents: bounded(VALIDATION_BOUNDS.priceCents),
    currency: choice(CURRENCIES),
    pricingModel: choice(PRICING_MODELS),
    purchasesPerYear: bounded(VALIDATION_BOUNDS.purchasesPerYear),
    channels: z
      .array(choice(SALES_CHANNELS), V.invalidOption)
      .min(1, V.chooseSome)
      .refine((channels) => new Set(channels).size === channels.length, V.invalidOption),
    competitors: z
      .array(requiredText(TEXT_LIMITS.idea.competitor), V.invalidOption)
      .max(MAX_COMPETITORS, V.tooLong)
      .default([]),
    differentiation: text(V.invalidOption).trim().max(TEXT_LIMITS.idea.differentiation, V.tooLong).default(''),
    experienceLevel: choice(EXPERIENCE_LEVELS),
    hoursPerWeek: bounded(VALIDATION_BOUNDS.hoursPerWeek),
    capitalCents: bounded(VALIDATION_BOUNDS.capitalCents),
  })
  .superRefine((idea, context) => {
    const most =
      idea.pricingModel === 'monthly'
        ? VALIDATION_BOUNDS.monthlyPurchasesPerYear
        : idea.pricingModel === 'weekly'
          ? VALIDATION_BOUNDS.weeklyPurchasesPerYear
          : VALIDATION_BOUNDS.purchasesPerYear.max;
    if (idea.purchasesPerYear > most)
      context.addIssue({ code: 'custom', path: ['purchasesPerYear'], message: V.outOfRange });
  });
export type ValidationRequest = z.infer<typeof ValidationRequest>;

/** `PATCH /api/validations/:id/experiments/:key`: an experiment marked done with its result, or open again. */
export const ExperimentProgressRequest = z.object({
  done: z.boolean(V.invalidOption),
  result: text(V.invalidOption).trim().max(TEXT_LIMITS.idea.experimentResult, V.tooLong).default(''),
});
export type ExperimentProgressRequest = z.infer<typeof ExperimentProgressRequest>;

export const ExperimentParams = z.object({
  id: text().pipe(z.uuid(V.invalidOption)),
  key: text().pipe(z.enum(EXPERIMENT_KEYS, V.invalidOption)),
});

export const VALIDATION_LIST_SORTS = ['updated', 'created', 'title', 'score'] as const;
export const ValidationListSort = z.enum(VALIDATION_LIST_SORTS);
export type ValidationListSort = z.infer<typeof ValidationListSort>;
export const VALIDATION_PAGE_SIZE = { default: 20, max: 50 } as const;

/** `GET /api/validations?search=&sort=&limit=&cursor=`: one page at a time, by keyset. */
export const ValidationListQuery = z.object({
  search: text(V.invalidOption).trim().max(TEXT_LIMITS.idea.title, V.tooLong).default(''),
  sort: z.enum(VALIDATION_LIST_SORTS, V.invalidOption).default('updated'),
  limit: pageLimit(VALIDATION_PAGE_SIZE),
  cursor: text().max(500, V.invalidOption).optional(),
});
export type ValidationListQuery = z.infer<typeof ValidationListQuery>;

// ---- The domain's shapes ----

const ScoreKey = z.enum(SCORE_KEYS);
const Origin = z.enum(['told', 'dataset', 'assumed']);
// Lazy, since a figure's alternatives are figures too.
const SourcedFigure: z.ZodType<EngineSourcedFigure> = z.lazy(() =>
  z.object({
    value: z.number(),
    unit: z.string(),
    source: z.string(),
    url: z.string().optional(),
    year: z.number(),
    currency: z.enum(CURRENCIES).nullable(),
    estimate: z.boolean().optional(),
    method: z.string().optional(),
    verification: z.string().optional(),
    stale: z.boolean().optional(),
    proxy: z.boolean().optional(),
    sourceType: z.string().optional(),
    yearUncertain: z.boolean().optional(),
    note: z.string().optional(),
    metric: z.string().optional(),
    definition: z.string().optional(),
    geography: z.string().optional(),
    averageHouseholdSize: z.number().optional(),
    alternatives: z.array(SourcedFigure).optional(),
  }),
);
const Term = z.object({
  name: z.enum(TERM_NAMES),
  value: z.number(),
  high: z.number().optional(),
  kind: z.enum(['money', 'share', 'count']),
  origin: Origin,
  figure: SourcedFigure.optional(),
  converted: z.object({ from: z.enum(CURRENCIES), rateDate: z.string() }).optional(),
});
const Estimate = z.object({
  cents: z.number().nullable(),
  highCents: z.number().optional(),
  terms: z.array(Term),
  cap: Term.optional(),
  missing: z.enum(MISSING_REASONS).optional(),
});
const Sizing = z.object({ tam: Estimate, sam: Estimate, som: Estimate });
const Score = z.object({
  key: ScoreKey,
  value: z.number(),
  confidence: z.enum(['low', 'medium', 'high']),
  factors: z.array(
    z.object({
      key: z.string(),
      points: z.number(),
      origin: Origin,
      evidence: z.array(z.string()).optional(),
      values: z.record(z.string(), z.number()).optional(),
    }),
  ),
  raise: z.array(z.object({ key: z.string(), points: z.number() })),
});
const Place = z.union([
  z.object({ kind: z.literal('country'), code: z.enum(COUNTRY_CODES) }),
  z.object({ kind: z.literal('region'), name: z.enum(REGIONS) }),
]);
const Market = z.object({
  place: Place,
  served: z.object({
    kind: z.enum(['catchment', 'city', 'typicalCity', 'country', 'region']),
    city: z.object({ id: z.string(), name: z.string() }).nullable(),
    share: Term.nullable(),
    people: Term.nullable(),
  }),
  customer: z.object({
    kind: z.enum(CUSTOMER_KINDS),
    activity: z.enum(ACTIVITIES).nullable(),
    offerActivity: z.enum(ACTIVITIES).nullable(),
  }),
  topDown: Sizing,
  bottomUp: Sizing,
  capacity: z
    .object({
      basis: z.enum(CAPACITY_BASES),
      lowCents: z.number(),
      highCents: z.number(),
      terms: z.array(Term),
    })
    .nullable(),
  likely: z
    .object({
      lowCents: z.number(),
      highCents: z.number(),
      binding: z.enum(['capacity', 'market']),
      disagreement: z.number().nullable(),
    })
    .nullable(),
});
/** The market as versions scored before SCORING_VERSION 3 stored it: two estimates, no served area, capacity or likely range. */
const LegacyMarket = z.object({ place: Place, topDown: Sizing, bottomUp: Sizing });
const SwotItem = z.object({ score: ScoreKey, factor: z.string(), points: z.number() });

/** What validateIdea computes, stored with each version. */
export const IdeaValidationResult = z.object({
  version: z.number().int(),
  scores: z.object({
    problem: Score,
    market: Score,
    competition: Score,
    differentiation: Score,
    monetisation: Score,
    feasibility: Score,
    risk: Score,
  }),
  overall: z.number(),
  verdict: z.enum(['promising', 'validateFurther', 'pivot']),
  market: z.union([Market, LegacyMarket]),
  competitors: z.object({
    rows: z.array(z.object({ name: z.string(), addressed: z.boolean(), how: z.enum(['named', 'general']).optional() })),
    lookFor: z.array(z.enum(['directCompetitors', 'substitutes', 'statusQuo'])),
  }),
  swot: z.object({
    strengths: z.array(SwotItem),
    weaknesses: z.array(SwotItem),
    opportunities: z.array(SwotItem),
    threats: z.array(SwotItem),
  }),
  assumptions: z.array(
    z.object({
      key: z.enum([
        'segmentShare',
        'obtainableShare',
        'localReach',
        'typicalCosts',
        'problemIsReal',
        'competitionKnown',
        'customersPay',
      ]),
      impact: z.number(),
    }),
  ),
  experiments: z.array(
    z.object({ key: z.enum(EXPERIMENT_KEYS), target: z.number(), costCents: z.number(), weeks: z.number() }),
  ),
});
export type IdeaValidationResult = z.infer<typeof IdeaValidationResult>;

// ---- Responses ----

export const ExperimentProgress = z.object({
  key: z.enum(EXPERIMENT_KEYS),
  done: z.boolean(),
  result: z.string(),
  doneAt: z.string().nullable(),
});
export type ExperimentProgress = z.infer<typeof ExperimentProgress>;

/** One version of a validation: the idea as described then and what it scored. */
export const ValidationVersion = z.object({
  version: z.number().int(),
  input: ValidationRequest,
  result: IdeaValidationResult,
  /** Prose a language model wrote from the scores, when one is configured; it writes no number but the scores. */
  narrative: z.string().nullable(),
  createdAt: z.string(),
});
export type ValidationVersion = z.infer<typeof ValidationVersion>;

/** A row of the list. */
export const ValidationSummary = z.object({
  id: z.uuid(),
  title: z.string(),
  businessType: z.enum(BUSINESS_TYPES),
  overall: z.number(),
  verdict: z.enum(['promising', 'validateFurther', 'pivot']),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ValidationSummary = z.infer<typeof ValidationSummary>;

/** `GET /api/validations/:id`: the latest version first, every version kept. */
export const Validation = ValidationSummary.extend({
  versions: z.array(ValidationVersion),
  experiments: z.array(ExperimentProgress),
});
export type Validation = z.infer<typeof Validation>;

export const ValidationResponse = z.object({ validation: Validation });
export const ValidationListResponse = z.object({
  validations: z.array(ValidationSummary),
  nextCursor: z.string().nullable(),
});
export type ValidationListResponse = z.infer<typeof ValidationListResponse>;

// ---- Compile-time agreement with the domain ----

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** The domain takes read-only lists; a parsed request's are plain arrays. */
type WithArrays<T> = { [K in keyof T]: T[K] extends readonly (infer U)[] ? U[] : T[K] };
/** What the engine computes today: the newest market shape, not a stored version's older one. */
type CurrentResult = Omit<IdeaValidationResult, 'market'> & { market: z.infer<typeof Market> };
const agreesWithDomain: [Same<CurrentResult, EngineIdeaValidation>, Same<ValidationRequest, WithArrays<IdeaInput>>] = [
  true,
  true,
];
void agreesWithDomain;
