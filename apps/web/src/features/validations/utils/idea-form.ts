import { ValidationRequest } from '@alavanca/contracts/validations';
import {
  CURRENCIES,
  REGIONS,
  type BusinessType,
  type Currency,
  type ExperienceLevel,
  type Region,
} from '@alavanca/domain/constants';
import { findCountryPreset } from '@alavanca/domain/locale/country-presets';
import { presetFor } from '@alavanca/domain/simulation/presets';
import { COUNTRY_REGION } from '@alavanca/domain/validation/idea';
import { PRESET_PRICING_MODEL } from '@alavanca/domain/validation/score-keys';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';

/**
 * What the idea form holds before validation: the contract's input, with an emptied money or
 * number field as null (the contract reports it as `validation.required`).
 */
export type IdeaFormValues = Omit<
  z.input<typeof ValidationRequest>,
  'priceCents' | 'purchasesPerYear' | 'hoursPerWeek' | 'capitalCents' | 'competitors' | 'differentiation'
> & {
  priceCents: number | null;
  purchasesPerYear: number | null;
  hoursPerWeek: number | null;
  capitalCents: number | null;
  competitors: string[];
  differentiation: string;
};
export type IdeaField = keyof IdeaFormValues;

/** The form's steps, each with the fields it asks; "Continuar" checks only the step's own. */
export const IDEA_STEPS = [
  { key: 'idea', fields: ['title', 'problem', 'targetCustomer', 'solution'] },
  {
    key: 'market',
    fields: ['businessType', 'country', 'region', 'channels', 'city', 'competitors', 'differentiation'],
  },
  { key: 'pricing', fields: ['currency', 'priceCents', 'pricingModel', 'purchasesPerYear'] },
  { key: 'founder', fields: ['experienceLevel', 'hoursPerWeek', 'capitalCents'] },
] as const satisfies readonly { key: string; fields: readonly IdeaField[] }[];
export type IdeaStep = (typeof IDEA_STEPS)[number]['key'];

const IDEA_FIELDS: readonly IdeaField[] = IDEA_STEPS.flatMap((step) => step.fields);

/** Whether a server issue's path names one of the form's fields (a competitor's path is `competitors.2`). */
export function ideaFieldOf(path: string): IdeaField | null {
  const field = path.split('.')[0] ?? '';
  return (IDEA_FIELDS as readonly string[]).includes(field) ? (field as IdeaField) : null;
}

/** The step that holds a field: the form goes back to it when the server finds a problem there. */
export const stepOf = (field: IdeaField): number =>
  IDEA_STEPS.findIndex((step) => (step.fields as readonly IdeaField[]).includes(field));

const NUMBER_FIELDS = ['priceCents', 'purchasesPerYear', 'hoursPerWeek', 'capitalCents'] as const;
/**
 * The contract's schema over the form's values: an emptied number (null) is missing; one typed that
 * is not a number (NaN) stays, so its error says so.
 */
const IdeaFormSchema = z.preprocess((values: IdeaFormValues) => {
  const out: Record<string, unknown> = { ...values };
  for (const field of NUMBER_FIELDS) if (out[field] === null) delete out[field];
  return out;
}, ValidationRequest);

export const ideaResolver = zodResolver(IdeaFormSchema) as unknown as Resolver<
  IdeaFormValues,
  unknown,
  ValidationRequest
>;

/** What the user's preferences bring to a new idea: their country, its region, currency and business type. */
export interface IdeaPreferences {
  country: string;
  currency: Currency;
  region: string | null;
  experienceLevel?: ExperienceLevel | null;
  businessType?: BusinessType | null;
}

/** A new idea's form before the user types anything. */
export function emptyIdea(preferences: IdeaPreferences): IdeaFormValues {
  const country = findCountryPreset(preferences.country)?.code ?? 'BR';
  const businessType = preferences.businessType ?? 'service';
  const region = (REGIONS as readonly string[]).includes(preferences.region ?? '')
    ? (preferences.region as Region)
    : COUNTRY_REGION[country];
  return {
    title: '',
    problem: '',
    targetCustomer: '',
    solution: '',
    businessType,
    country,
    region,
    city: null,
    priceCents: null,
    currency: CURRENCIES.includes(preferences.currency) ? preferences.currency : 'BRL',
    pricingModel: PRESET_PRICING_MODEL[businessType],
    purchasesPerYear: null,
    channels: [],
    competitors: [],
    differentiation: '',
    experienceLevel: preferences.experienceLevel ?? 'beginner',
    hoursPerWeek: null,
    capitalCents: null,
  };
}

/** A stored idea as the form edits it. */
export const ideaFormValues = (idea: ValidationRequest): IdeaFormValues => ({
  ...idea,
  city: idea.city ?? null,
  channels: [...idea.channels],
  competitors: [...idea.competitors],
});

/** The typical price of the business type, as a hint beside the price (the simulation's reference). */
export const typicalPriceCents = (businessType: BusinessType, currency: Currency): number =>
  presetFor(businessType, currency).referencePriceCents;
