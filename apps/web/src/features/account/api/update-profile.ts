import { apiRequest } from '@/lib/api-client';
import type { UpdateProfileRequest } from '@alavanca/contracts/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ProfileResponse, profileQueryKey } from './get-profile';

export function updateProfile(body: UpdateProfileRequest): Promise<ProfileResponse> {
  return apiRequest('/profile', ProfileResponse, { method: 'PUT', body });
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
