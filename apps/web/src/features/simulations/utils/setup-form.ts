import type { CreateSimulationRequest } from '@alavanca/contracts/simulations';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver, UseFormReturn } from 'react-hook-form';
import { setupSchemaFor, type SetupFormValues } from './setup';

/** The setup form as its field groups receive it: what the user typed in, the request out. */
export type SetupForm = UseFormReturn<SetupFormValues, unknown, CreateSimulationRequest>;

export const SETUP_FIELDS = [
  'name',
  'businessType',
  'country',
  'currency',
  'startingCapitalCents',
  'horizonMonths',
  'difficulty',
  'seed',
  'firstCalendarMonth',
  'firstPriceCents',
] as const;
export type SetupField = (typeof SETUP_FIELDS)[number];

/** Whether a server issue's path names one of the form's fields, so it can go under that field. */
export const isSetupField = (path: string): path is SetupField => (SETUP_FIELDS as readonly string[]).includes(path);

/** Fields under "Opções avançadas": the section opens when one of them has an error. */
export const ADVANCED_FIELDS: readonly SetupField[] = ['seed', 'firstCalendarMonth'];

// The starting capital's range depends on the currency chosen in the same form.
type SetupResolver = Resolver<SetupFormValues, unknown, CreateSimulationRequest>;
export const setupResolver: SetupResolver = (values, context, options) =>
  (zodResolver(setupSchemaFor(values.currency)) as unknown as SetupResolver)(values, context, options);

/** The setup form's field messages are written in the regular weight. */
export const SETUP_ERROR = { className: 'font-normal' };
