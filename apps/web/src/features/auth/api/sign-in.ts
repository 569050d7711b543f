import { apiRequest } from '@/lib/api-client';
import type { SignInRequest } from '@alavanca/contracts/auth';
import { SessionResponse } from '@alavanca/contracts/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionQueryOptions } from './get-session';

/** `POST /api/session`: signs in with e-mail and password; the answer is the signed-in user. */
export function signIn(input: SignInRequest) {
  return apiRequest('/session', SessionResponse, { method: 'POST', body: input });
}

/** Signs in and puts the user in the session cache, so the guards see them at once. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (session) => {
      queryClient.setQueryData(sessionQueryOptions.queryKey, session);
    },
  });
}
