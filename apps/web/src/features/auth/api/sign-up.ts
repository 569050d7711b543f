import { apiRequest } from '@/lib/api-client';
import type { SignUpRequest } from '@alavanca/contracts/auth';
import { SignUpResponse } from '@alavanca/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionQueryOptions } from './get-session';

/** `POST /api/account`: creates an account; `user` is null while the e-mail awaits confirmation. */
export function signUp(input: SignUpRequest) {
  return apiRequest('/account', SignUpResponse, { method: 'POST', body: input });
}

/** Creates the account; when the server signs the new user in, the session cache learns it. */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: ({ user }) => {
      if (user) queryClient.setQueryData(sessionQueryOptions.queryKey, { user });
    },
  });
}
