import { apiRequest } from '@/lib/api-client';
import type { PasswordResetConfirm } from '@alavanca/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';

const NoContent = z.unknown();

/** `POST /api/account/password-reset`: sets a new password with the token from the e-mail. */
export function resetPassword(input: PasswordResetConfirm) {
  return apiRequest('/account/password-reset', NoContent, { method: 'POST', body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
