import { z } from 'zod';
import { text } from './text';
import { V } from './validation-messages';

/** `DELETE /api/account`: the user types their e-mail to confirm; every row they own is removed. */
export const DeleteAccountRequest = z.object({
  confirmEmail: text().trim().toLowerCase().min(1, V.required),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>;
