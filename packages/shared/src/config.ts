import type { EnvironmentFeature } from './constants.ts';

/** `GET /core/api/config`: what the web app needs to know at start (D23). */
export interface PublicConfig {
  productName: string;
  production: boolean;
  apiUrl: string;
  features: EnvironmentFeature[];
  defaultLocale: string;
}
