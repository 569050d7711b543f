import { Profile } from '@alavanca/contracts/profile';
import type { ProfileRow } from './profile.repo';

export function toProfile(row: ProfileRow): Profile {
  return Profile.parse({
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    avatarUrl: row.avatarUrl,
    // The profile is made with the account, so its creation is the account's.
    createdAt: row.createdAt.toISOString(),
  });
}
