import { z } from 'zod';
import { ENVIRONMENT_FEATURES } from './constants.ts';

/** `GET /core/api/config`: what the web app needs to know at start (D23). */
export const publicConfigSchema = z.object({
  productName: z.string(),
  production: z.boolean(),
  apiUrl: z.string(),
  features: z.array(z.enum(ENVIRONMENT_FEATURES)),
  defaultLocale: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
