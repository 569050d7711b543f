import { apiRequest } from '@/lib/api-client';
import type { PasswordResetRequest } from '@alavanca/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';

// 202 with no body: the answer never says whether the address has an account.
const Accepted = z.unknown();

/** `POST /api/account/password-reset-request`: e-mails a reset link if the address has an account. */
export function requestPasswordReset(input: PasswordResetRequest) {
  return apiRequest('/account/password-reset-request', Accepted, { method: 'POST', body: input });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
