import { z } from 'zod';

export const DatabaseKind = z.enum(['pglite', 'postgres']);
export type DatabaseKind = z.infer<typeof DatabaseKind>;

/** `GET /api/health`: whether the server and its database are ready. */
export const HealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    kind: DatabaseKind,
    reachable: z.boolean(),
    migrations: z.object({
      applied: z.number().int().nonnegative(),
      total: z.number().int().nonnegative(),
      latest: z.string().nullable(),
    }),
  }),
});
export type HealthResponse = z.infer<typeof HealthResponse>;
