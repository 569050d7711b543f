import { apiRequest } from '@/lib/api-client';
import type { ChangePasswordRequest } from '@alavanca/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';

/** Changes the password; the server signs every other session out. A wrong current password answers WRONG_PASSWORD. */
export async function changePassword(body: ChangePasswordRequest): Promise<void> {
  await apiRequest('/account/password', z.unknown(), { method: 'PUT', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
