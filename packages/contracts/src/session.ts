import { z } from 'zod';

export const SessionUser = z.object({
  id: z.uuid(),
  email: z.email(),
  name: z.string(),
});
export type SessionUser = z.infer<typeof SessionUser>;

/** `GET /api/session`: who is signed in on this browser, if anyone. */
export const SessionResponse = z.object({
  user: SessionUser.nullable(),
});
export type SessionResponse = z.infer<typeof SessionResponse>;
