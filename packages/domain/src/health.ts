import * as z from 'zod';

export const HealthSchema = z.object({
  status: z.enum(['UP', 'DOWN']),
  database: z.enum(['UP', 'DOWN']),
  uptimeSeconds: z.number(),
  maintenance: z.boolean()
});
export type Health = z.infer<typeof HealthSchema>;

/** Public settings the storefront reads at start-up. */
export const AppSettingsSchema = z.object({ maintenance: z.boolean() });
export type AppSettings = z.infer<typeof AppSettingsSchema>;
