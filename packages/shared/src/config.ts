import { z } from 'zod';
import { ENVIRONMENT_FEATURES } from './constants.ts';

/** `GET /core/api/config`: what the web app needs to know at start (D23). */
export const publicConfigSchema = z.object({
  productName: z.string(),
  production: z.boolean(),
  apiUrl: z.string(),
  features: z.array(z.enum(ENVIRONMENT_FEATURES)),
  defaultLocale: z.string(),
  /**
   * D31: whether a single sign-on provider is configured (OIDC_ISSUER). Without one the sign-in
   * page offers no link and asks nothing of `GET /auth/office` (issue 26, item 12).
   */
  singleSignOn: z.boolean(),
  /** The agency on the public player pages and CV PDFs (COMPANY_* settings). */
  company: z.object({
    name: z.string(),
    address: z.string(),
    website: z.string(),
    /** Where the company logo is served. */
    logoUrl: z.string(),
  }),
});

/** `GET {COMPANY_LOGO_PATH}` answers the COMPANY_LOGO file, or the product's mark without one. */
export const COMPANY_LOGO_PATH = '/core/api/company/logo';
export type PublicConfig = z.infer<typeof publicConfigSchema>;
