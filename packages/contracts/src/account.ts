import { z } from 'zod';
import { V } from './validation-messages';

/** `DELETE /api/account`: the user types their e-mail to confirm; every row they own is removed. */
export const DeleteAccountRequest = z.object({
  confirmEmail: z.string().trim().toLowerCase().min(1, V.required),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>;
