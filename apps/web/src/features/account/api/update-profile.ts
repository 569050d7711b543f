import { apiRequest } from '@/lib/api-client';
import type { UpdateProfileRequest } from '@alavanca/contracts/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Profile } from '@alavanca/contracts/profile';
import { profileQueryKey } from './get-profile';

export function updateProfile(body: UpdateProfileRequest): Promise<Profile> {
  return apiRequest('/profile', Profile, { method: 'PUT', body });
}

/** Saves first and last name; the answer replaces the cached profile. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      // The top bar greets the user by the session's name, which the server derives from the profile.
      void queryClient.invalidateQueries({ queryKey: ['session'] });
    },
  });
}
