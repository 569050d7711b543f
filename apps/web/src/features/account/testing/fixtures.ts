import type { UserSettings } from '@alavanca/contracts/preferences';
import type { Profile } from '@alavanca/contracts/profile';
import { PREFERENCES } from '@/test/fake-api';

export const PROFILE: Profile = {
  id: '8d0f7f7e-6a59-4c43-9d6e-2f3b4b8a9c01',
  email: 'ana@exemplo.com.br',
  firstName: 'Ana',
  lastName: 'Souza',
  avatarUrl: null,
  createdAt: '2025-03-05T12:00:00.000Z',
};

export const SETTINGS: UserSettings = {
  emailNotifications: true,
  weeklyReports: true,
  aiTone: 'balanced',
  aiVerbosity: 70,
  aiContext: '',
  communityDigest: 'off',
};

export const SAVED_PREFERENCES = { ...PREFERENCES, onboardingCompleted: true, completedAt: '2025-03-05T12:00:00.000Z' };
