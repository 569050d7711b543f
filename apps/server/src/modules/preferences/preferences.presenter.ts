import { UserPreferences, UserSettings } from '@alavanca/contracts/preferences';
import { OPENABLE_SECTIONS, type OpenableSection } from '@alavanca/domain/constants';
import type { PreferencesRow, SettingsRow } from './preferences.repo';

export function toUserPreferences(row: PreferencesRow): UserPreferences {
  return UserPreferences.parse({
    language: row.language,
    currency: row.currency,
    dateFormat: row.dateFormat,
    numberFormat: row.numberFormat,
    timezone: row.timezone,
    country: row.country,
    region: row.region,
    businessType: row.businessType,
    role: row.role,
    experienceLevel: row.experienceLevel,
    primaryObjective: row.primaryObjective,
    customObjective: row.customObjective,
    onboardingCompleted: row.onboardingCompleted,
    skipTour: row.skipTour,
    completedAt: row.completedAt?.toISOString() ?? null,
    // A section a later version no longer folds is forgotten rather than refused.
    openSections: row.openSections.filter((section) => isOpenableSection(section)),
  });
}

export function toUserSettings(row: SettingsRow): UserSettings {
  return UserSettings.parse({
    emailNotifications: row.emailNotifications,
    weeklyReports: row.weeklyReports,
    aiTone: row.aiTone,
    aiVerbosity: row.aiVerbosity,
    aiContext: row.aiContext,
    communityDigest: row.communityDigest,
  });
}

function isOpenableSection(section: string): section is OpenableSection {
  return (OPENABLE_SECTIONS as readonly string[]).includes(section);
}
