import { CreateClassRequest, type CLASS_GROUPINGS, type CLASS_SCHEDULES } from '@alavanca/contracts/classes';
import type { MarketMode } from '@alavanca/domain/classroom/class-month';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { V } from '@alavanca/contracts/validation-messages';
import {
  capitalFieldFor,
  defaultSetup,
  emptyAsMissing,
  type SetupFormValues,
  type SimulationPreferences,
} from '@/features/simulations/utils/setup';
import { SETUP_FIELDS } from '@/features/simulations/utils/setup-form';

/**
 * The class form's values: a simulation's setup (its name is the class's) and how the class plays.
 * Team size and round length are kept while hidden, so switching back restores what was typed.
 */
export type ClassFormValues = Omit<SetupFormValues, 'firstPriceCents'> & {
  marketMode: MarketMode;
  grouping: (typeof CLASS_GROUPINGS)[number];
  teamSize: number | undefined;
  schedule: (typeof CLASS_SCHEDULES)[number];
  roundDays: number | undefined;
  showNames: boolean;
};

export const DEFAULT_TEAM_SIZE = 3;
export const DEFAULT_ROUND_DAYS = 7;

/** A new class: the user's country, currency and business type, a shared market, individual students, manual rounds. */
export function defaultClassValues(preferences: SimulationPreferences): ClassFormValues {
  const { firstPriceCents: _none, ...setup } = defaultSetup(preferences);
  return {
    ...setup,
    marketMode: 'shared',
    grouping: 'individual',
    teamSize: DEFAULT_TEAM_SIZE,
    schedule: 'manual',
    roundDays: DEFAULT_ROUND_DAYS,
    showNames: true,
  };
}

/**
 * The contract's schema with what it leaves to the server made here too: the capital's range by
 * currency, a team size with teams and a round length with deadlines. A hidden field is dropped.
 */
function classSchemaFor(currency: unknown) {
  return CreateClassRequest.extend({
    startingCapitalCents: capitalFieldFor(currency),
    teamSize: z.preprocess(emptyAsMissing, CreateClassRequest.shape.teamSize),
    roundDays: z.preprocess(emptyAsMissing, CreateClassRequest.shape.roundDays),
  })
    .superRefine((values, context) => {
      if (values.grouping === 'teams' && values.teamSize === undefined)
        context.addIssue({ code: 'custom', path: ['teamSize'], message: V.required });
      if (values.schedule === 'deadlines' && values.roundDays === undefined)
        context.addIssue({ code: 'custom', path: ['roundDays'], message: V.required });
    })
    .transform(({ teamSize, roundDays, ...request }) => ({
      ...request,
      ...(request.grouping === 'teams' && { teamSize }),
      ...(request.schedule === 'deadlines' && { roundDays }),
    }));
}

type ClassResolver = Resolver<ClassFormValues, unknown, CreateClassRequest>;
export const classResolver: ClassResolver = (values, context, options) =>
  (zodResolver(classSchemaFor(values.currency)) as unknown as ClassResolver)(values, context, options);

const CLASS_FIELDS = [
  ...SETUP_FIELDS.filter((field) => field !== 'firstPriceCents'),
  'marketMode',
  'grouping',
  'teamSize',
  'schedule',
  'roundDays',
  'showNames',
];

/** Whether a server issue's path names one of the form's fields. */
export const isClassField = (path: string): path is keyof ClassFormValues =>
  (CLASS_FIELDS as readonly string[]).includes(path);
