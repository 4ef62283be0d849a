import { z } from './zod';

export const healthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    version: z.string(),
    database: z.object({
      kind: z.enum(['pglite', 'postgres']),
      reachable: z.boolean(),
    }),
  })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof healthSchema>;
