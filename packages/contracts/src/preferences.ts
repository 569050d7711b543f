import {
  AI_TONES,
  AI_VERBOSITY_RANGE,
  BUSINESS_TYPES,
  CURRENCIES,
  DATE_FORMATS,
  EXPERIENCE_LEVELS,
  LANGUAGES,
  NUMBER_FORMATS,
  OBJECTIVES,
  OPENABLE_SECTIONS,
  REGIONS,
  ROLES,
  TEXT_LIMITS,
} from '@alavanca/domain/constants';
import { COMMUNITY_DIGESTS } from '@alavanca/domain/community/digest';
import { z } from 'zod';
import { text } from './text';
import { V } from './validation-messages';

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, V.invalidOption);

/** An IANA time zone the runtime knows (e.g. America/Sao_Paulo). */
export const TimeZone = text()
  .max(64, V.tooLong)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, V.invalidOption);

export const UserPreferences = z.object({
  language: oneOf(LANGUAGES),
  currency: oneOf(CURRENCIES),
  dateFormat: oneOf(DATE_FORMATS),
  numberFormat: oneOf(NUMBER_FORMATS),
  timezone: TimeZone,
  country: text().regex(/^[A-Z]{2}$/, V.invalidOption),
  region: oneOf(REGIONS),
  businessType: oneOf(BUSINESS_TYPES).nullable(),
  role: oneOf(ROLES).nullable(),
  experienceLevel: oneOf(EXPERIENCE_LEVELS),
  primaryObjective: oneOf(OBJECTIVES).nullable(),
  customObjective: text().trim().max(TEXT_LIMITS.customObjective, V.tooLong).nullable(),
  onboardingCompleted: z.boolean(),
  skipTour: z.boolean(),
  completedAt: z.iso.datetime().nullable(),
  /** The month screen's folded sections this user keeps open. */
  openSections: z
    .array(oneOf(OPENABLE_SECTIONS))
    .max(OPENABLE_SECTIONS.length, V.tooLong)
    .refine((sections) => new Set(sections).size === sections.length, V.invalidOption),
});
export type UserPreferences = z.infer<typeof UserPreferences>;

/** `PATCH /api/preferences`: any subset of the editable preferences (the settings page, the language switcher). */
export const UpdatePreferencesRequest = UserPreferences.pick({
  language: true,
  currency: true,
  dateFormat: true,
  numberFormat: true,
  timezone: true,
  country: true,
  region: true,
  businessType: true,
  role: true,
  experienceLevel: true,
  openSections: true,
})
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, V.required);
export type UpdatePreferencesRequest = z.infer<typeof UpdatePreferencesRequest>;

/** `POST /api/onboarding`: the wizard's answers. The custom objective is kept only when the objective is 'other'. */
export const CompleteOnboardingRequest = z.object({
  language: oneOf(LANGUAGES),
  currency: oneOf(CURRENCIES),
  region: oneOf(REGIONS),
  businessType: oneOf(BUSINESS_TYPES).nullable(),
  role: oneOf(ROLES).nullable(),
  experienceLevel: oneOf(EXPERIENCE_LEVELS),
  primaryObjective: oneOf(OBJECTIVES),
  customObjective: text().trim().max(TEXT_LIMITS.customObjective, V.tooLong).nullable(),
});
export type CompleteOnboardingRequest = z.infer<typeof CompleteOnboardingRequest>;

export const UserSettings = z.object({
  emailNotifications: z.boolean(),
  weeklyReports: z.boolean(),
  aiTone: oneOf(AI_TONES),
  aiVerbosity: z
    .number()
    .int(V.outOfRange)
    .min(AI_VERBOSITY_RANGE.min, V.outOfRange)
    .max(AI_VERBOSITY_RANGE.max, V.outOfRange),
  aiContext: text().max(TEXT_LIMITS.aiContext, V.tooLong),
  /** The community's e-mail digest: none, daily or weekly (decision 036). */
  communityDigest: oneOf(COMMUNITY_DIGESTS),
});
export type UserSettings = z.infer<typeof UserSettings>;

/** `PATCH /api/settings` */
export const UpdateSettingsRequest = UserSettings.partial().refine(
  (patch) => Object.keys(patch).length > 0,
  V.required,
);
export type UpdateSettingsRequest = z.infer<typeof UpdateSettingsRequest>;
