import { apiRequest } from '@/lib/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { Profile } from '@alavanca/contracts/profile';
import { profileQueryKey } from './get-profile';

/** Removes the avatar. The server may answer the updated profile or nothing (204). */
export async function deleteAvatar(): Promise<Profile | null> {
  const payload = await apiRequest('/profile/avatar', z.unknown(), { method: 'DELETE' });
  const parsed = Profile.safeParse(payload);
  return parsed.success ? parsed.data : null;
}

export function useDeleteAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAvatar,
    onSuccess: (profile) => {
      if (profile) queryClient.setQueryData(profileQueryKey, profile);
      else queryClient.setQueryData<Profile>(profileQueryKey, (old) => (old ? { ...old, avatarUrl: null } : old));
    },
  });
}
