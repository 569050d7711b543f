import { BUSINESS_TYPES, CURRENCIES } from '@alavanca/domain/constants';
import { COUNTRY_CODES } from '@alavanca/domain/locale/country-presets';
import type { IdeaSimulationSetup } from '@alavanca/domain/validation/simulate-idea';
import { z } from 'zod';

/**
 * Navigation state that asks the simulations list to start creating a simulation on arrival (the
 * results page's "new simulation", an idea report's "Simular esta ideia"): the plan's usage check
 * runs first, as for the list's own button. State, not an address parameter, so a reload or Back
 * does not ask again. It lives here because two features send it and one reads it.
 */
export interface StartCreateState {
  startCreate: true;
  /** The setup form's first values, brought from a validated idea. */
  setup?: IdeaSimulationSetup;
}

export const START_CREATE_STATE: StartCreateState = { startCreate: true };

export const startCreateFromIdea = (setup: IdeaSimulationSetup): StartCreateState => ({ startCreate: true, setup });

const State = z.object({
  startCreate: z.literal(true),
  setup: z
    .object({
      name: z.string(),
      businessType: z.enum(BUSINESS_TYPES),
      country: z.enum(COUNTRY_CODES),
      currency: z.enum(CURRENCIES),
      firstPriceCents: z.number().int().positive().optional(),
    })
    .optional(),
});

/** The request a history entry's state carries, or null (any other state, or one written by hand). */
export function readStartCreate(state: unknown): StartCreateState | null {
  const parsed = State.safeParse(state);
  if (!parsed.success) return null;
  const { setup } = parsed.data;
  return setup ? startCreateFromIdea(setup) : START_CREATE_STATE;
}
