import { apiRequest } from '@/lib/api-client';
import type { DeleteAccountRequest } from '@alavanca/contracts/account';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';

/** Deletes the account and every row the user owns; the e-mail typed must match the account's. */
export async function deleteAccount(body: DeleteAccountRequest): Promise<void> {
  await apiRequest('/account', z.unknown(), { method: 'DELETE', body });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
