import { ApiError, apiRequest } from '@/lib/api-client';
import type { SignUpRequest } from '@alavanca/contracts/auth';
import { SignUpChallenge, SignUpResponse } from '@alavanca/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { solveSignUpChallenge } from '../utils/solve-challenge';
import { sessionQueryOptions } from './get-session';

/** `POST /api/account`: creates an account; `user` is null while the e-mail awaits confirmation. */
function signUp(input: SignUpRequest) {
  return apiRequest('/account', SignUpResponse, { method: 'POST', body: input });
}

/** `GET /api/account/challenge`: a proof-of-work puzzle, asked for only when the server wants one. */
function getSignUpChallenge() {
  return apiRequest('/account/challenge', SignUpChallenge);
}

/**
 * Signs up; when many accounts were just made from the visitor's network (a classroom behind one
 * router) the server answers CHALLENGE_REQUIRED, and the sign-up is sent again with a solved
 * challenge. `onChecking` tells the form the solving started.
 */
async function signUpSolvingIfAsked(input: SignUpRequest, onChecking: () => void) {
  try {
    return await signUp(input);
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'CHALLENGE_REQUIRED')) throw error;
  }
  onChecking();
  const proof = await solveSignUpChallenge(await getSignUpChallenge());
  return signUp({ ...input, proof });
}

/** Creates the account; when the server signs the new user in, the session cache learns it. */
export function useSignUp(onChecking: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignUpRequest) => signUpSolvingIfAsked(input, onChecking),
    onSuccess: ({ user }) => {
      if (user) queryClient.setQueryData(sessionQueryOptions.queryKey, { user });
    },
  });
}
