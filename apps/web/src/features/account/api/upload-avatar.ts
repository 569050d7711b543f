import { apiRequest } from '@/lib/api-client';
import type { UploadAvatarRequest } from '@alavanca/contracts/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Profile } from '@alavanca/contracts/profile';
import { profileQueryKey } from './get-profile';

export function uploadAvatar(body: UploadAvatarRequest): Promise<Profile> {
  return apiRequest('/profile/avatar', Profile, { method: 'PUT', body });
}

/** Sends an avatar the browser already resized; the answer carries its new address. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey, profile),
  });
}
