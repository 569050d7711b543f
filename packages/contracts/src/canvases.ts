import { BUSINESS_TYPES, CURRENCIES } from '@alavanca/domain/constants';
import {
  ALL_CANVAS_BLOCKS,
  CANVAS_KINDS,
  CANVAS_LIMITS,
  type CanvasCard as DomainCanvasCard,
} from '@alavanca/domain/canvas/canvas';
import type { ValidationFacts as DomainValidationFacts } from '@alavanca/domain/canvas/coherence';
import { PRICING_MODELS } from '@alavanca/domain/validation/idea';
import { z } from 'zod';
import { choice, integer, urlInteger } from './fields';
import { monthNumber } from './simulations';
import { HandInSummary } from './class-works';
import { text } from './text';
import { V } from './validation-messages';
import { EXPERIMENT_KEYS, VALIDATION_BOUNDS } from './validation-bounds';

/*
 * Canvases over the wire (decision 031). A card's id is made by the browser that adds it (a UUID),
 * so a card keeps its identity across tabs and versions: that is what lets two tabs' edits merge
 * without losing one. Each field is bounded here; the shape of the whole (the kind's blocks, links
 * to a segment or a cost, a block's room) is the domain's `canvasIssues`, which the server checks
 * on the canvas a write would store, after any merge (its issues become field issues through
 * `toFieldIssues`).
 */

const id = () => text(V.invalidOption).pipe(z.uuid(V.invalidOption));
const bounded = (min: number, max: number) => integer().min(min, V.outOfRange).max(max, V.outOfRange);
const statement = (max: number) => text(V.required).trim().min(1, V.required).max(max, V.tooLong);

/** The most a yearly market or a cost may say: far above any sector, below what a number holds exactly. */
const MAX_CENTS = 1_000_000_000_000_000;
/** Paying customers a month: a large chain's, not a country's. */
const MAX_CUSTOMERS = 10_000_000;

const Evidence = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('validationFigure'),
      validationId: id(),
      figure: choice(['tam', 'sam', 'som', 'likely']),
      value: bounded(0, MAX_CENTS),
      high: bounded(0, MAX_CENTS).optional(),
      currency: choice(CURRENCIES).nullable(),
      source: statement(CANVAS_LIMITS.note),
      year: bounded(1900, 2100),
      url: text(V.invalidOption).max(CANVAS_LIMITS.note, V.tooLong).pipe(z.url(V.invalidOption)).optional(),
    }),
    z.object({
      kind: z.literal('experiment'),
      validationId: id(),
      experiment: choice(EXPERIMENT_KEYS),
      result: statement(1_000),
    }),
    z.object({ kind: z.literal('simulationMonth'), simulationId: id(), month: monthNumber() }),
    z.object({ kind: z.literal('note'), note: statement(CANVAS_LIMITS.note) }),
  ],
  { error: () => V.invalidOption },
);

export const CanvasCardInput = z.object({
  id: id(),
  block: choice(ALL_CANVAS_BLOCKS),
  text: statement(CANVAS_LIMITS.cardText),
  evidence: Evidence.nullable(),
  links: z.array(id(), V.invalidOption).max(CANVAS_LIMITS.links, V.tooLong),
  revenue: z
    .object({
      priceCents: bounded(VALIDATION_BOUNDS.priceCents.min, VALIDATION_BOUNDS.priceCents.max),
      pricingModel: choice(PRICING_MODELS),
      purchasesPerYear: bounded(VALIDATION_BOUNDS.purchasesPerYear.min, VALIDATION_BOUNDS.purchasesPerYear.max),
      customers: bounded(0, MAX_CUSTOMERS),
    })
    .optional(),
  cost: z.object({ costKind: choice(['fixed', 'variable']), amountCents: bounded(0, MAX_CENTS) }).optional(),
  channel: z.object({ acquisitionCostCents: bounded(0, VALIDATION_BOUNDS.priceCents.max) }).optional(),
  segment: z.object({ marketCents: bounded(0, MAX_CENTS) }).optional(),
});

const title = statement(CANVAS_LIMITS.title);

/**
 * `POST /api/canvases`: a blank canvas of a kind, or one filled from a validation of the user's
 * (its title, business type and currency are the validation's).
 */
export const CreateCanvasRequest = z.discriminatedUnion(
  'from',
  [
    z.object({
      from: z.literal('blank'),
      kind: choice(CANVAS_KINDS),
      title,
      businessType: choice(BUSINESS_TYPES),
      currency: choice(CURRENCIES),
    }),
    z.object({ from: z.literal('validation'), kind: choice(CANVAS_KINDS), validationId: id() }),
  ],
  { error: () => V.invalidOption },
);
export type CreateCanvasRequest = z.infer<typeof CreateCanvasRequest>;

/**
 * `PATCH /api/canvases/:id`: what changed since `baseVersion`, the version this tab edited. When
 * another tab saved in between, the server merges by card (decision 031): nothing either tab added
 * is lost. `validationId` names the validation the canvas is checked against (null: none).
 */
export const UpdateCanvasRequest = z.object({
  baseVersion: bounded(1, 1_000_000),
  title: title.optional(),
  businessType: choice(BUSINESS_TYPES).optional(),
  currency: choice(CURRENCIES).optional(),
  validationId: id().nullable().optional(),
  cards: z.array(CanvasCardInput, V.invalidOption).max(CANVAS_LIMITS.cards, V.tooLong).optional(),
});
export type UpdateCanvasRequest = z.infer<typeof UpdateCanvasRequest>;

/**
 * `PUT /api/canvases/:id/simulation`: the simulation of the user's that tests the canvas (null:
 * none). Not a version: it names where the plan is tested, not what the plan says.
 */
export const CanvasSimulationRequest = z.object({ simulationId: id().nullable() });
export type CanvasSimulationRequest = z.infer<typeof CanvasSimulationRequest>;

/** `/api/canvases/:id/versions/:version`: a canvas's id and one of its versions' numbers. */
export const CanvasVersionParams = z.object({
  id: id(),
  version: urlInteger({ min: 1, max: 1_000_000 }),
});

// ---- Responses ----

const ValidationFacts = z.object({
  validationId: z.uuid(),
  currency: z.enum(CURRENCIES),
  priceCents: z.number(),
  tamCents: z.number().nullable(),
  likelyHighCents: z.number().nullable(),
});

export const CanvasSummary = z.object({
  id: z.uuid(),
  kind: z.enum(CANVAS_KINDS),
  title: z.string(),
  businessType: z.enum(BUSINESS_TYPES),
  version: z.number().int(),
  cardCount: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type CanvasSummary = z.infer<typeof CanvasSummary>;

export const CanvasDetail = CanvasSummary.extend({
  currency: z.enum(CURRENCIES),
  validationId: z.uuid().nullable(),
  /** The simulation the canvas was last tested in; null when none (or once it is deleted). */
  simulationId: z.uuid().nullable(),
  cards: z.array(CanvasCardInput),
  /** What the linked validation says, for the checks that compare with it; null without one. */
  validationFacts: ValidationFacts.nullable(),
});
export type CanvasDetail = z.infer<typeof CanvasDetail>;

export const CanvasResponse = z.object({ canvas: CanvasDetail });
export const CanvasListResponse = z.object({ canvases: z.array(CanvasSummary) });

/** One saved version, without its cards (`GET …/versions/:version` has them). */
export const CanvasVersionSummary = z.object({
  version: z.number().int(),
  cardCount: z.number().int(),
  createdAt: z.iso.datetime(),
});
export const CanvasVersionListResponse = z.object({ versions: z.array(CanvasVersionSummary) });

// ---- Compile-time agreement with the domain ----

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Card = z.output<typeof CanvasCardInput>;
const agreesWithDomain: [
  Same<Card['block'], DomainCanvasCard['block']>,
  Same<NonNullable<Card['evidence']>, NonNullable<DomainCanvasCard['evidence']>>,
  Same<Card['revenue'], DomainCanvasCard['revenue']>,
  Same<Card['cost'], DomainCanvasCard['cost']>,
  Same<Card['channel'], DomainCanvasCard['channel']>,
  Same<Card['segment'], DomainCanvasCard['segment']>,
  Same<z.output<typeof ValidationFacts>, DomainValidationFacts>,
] = [true, true, true, true, true, true, true];
void agreesWithDomain;

// ---- A canvas handed in to a class (decision 031, "Classes"; the flow is class-works.ts) ----

/** One hand-in with the canvas as handed in: its cards and the facts of the validation it was checked against. */
export const HandIn = HandInSummary.extend({
  businessType: z.enum(BUSINESS_TYPES),
  currency: z.enum(CURRENCIES),
  cards: z.array(CanvasCardInput),
  validationFacts: CanvasDetail.shape.validationFacts,
});
export type HandIn = z.infer<typeof HandIn>;

export const HandInResponse = z.object({ handIn: HandIn });
export type HandInResponse = z.infer<typeof HandInResponse>;
