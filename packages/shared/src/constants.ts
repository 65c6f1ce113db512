/** Product-wide constants from the spec (platform section 9) and DECISIONS.md. */

export const PRODUCT_NAME = 'Transferdesk';

export const ROLES = ['Superadmin', 'TenantAdmin', 'User'] as const;
export type Role = (typeof ROLES)[number];

/** Who administers users and posts news: the platform's admins and a sport's (D9, ADR 005). */
export const ADMIN_ROLES = ['Superadmin', 'TenantAdmin'] as const satisfies readonly Role[];
/** Who works in a sport and reads its records (D10). */
export const SPORT_READER_ROLES = ['TenantAdmin', 'User'] as const satisfies readonly Role[];
/** Who keeps a sport's catalogue: teams, transfers, currencies, clubs, contacts (D10). */
export const SPORT_ADMIN_ROLES = ['TenantAdmin'] as const satisfies readonly Role[];

/** D2: the all-zero UUID means "my first tenant". */
export const EMPTY_TENANT_ID = '00000000-0000-0000-0000-000000000000';

/**
 * Spec 2, section 8: what a missing value shows, on every page and in the CV: a hyphen-minus,
 * never an en or em dash (issue 26, item 17).
 */
export const MISSING_VALUE = '-';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
/** The pagination control shows at most this many page buttons. */
export const MAX_PAGE_BUTTONS = 5;

export const EXPIRY_CHECK_INTERVAL_MS = 5000;
export const EXPIRING_SOON_SECONDS = 10;

/**
 * Spec 1, section 9: the service worker registers once the app is stable, or after this long at
 * the latest (the other reading, 2000 ms, is the production configuration's; 30000 ms is the rule).
 */
export const SERVICE_WORKER_REGISTRATION_FALLBACK_MS = 30_000;

/** D12: the local test host on which the forced reloads are skipped. */
export const LOCAL_TEST_PORT = 9876;

export const HEADER_ACTIVE_SCROLL_PX = 15;
export const MENU_BREAKPOINT_PX = 768;
export const AVATAR_SIZES = { large: 160, medium: 120, small: 36 } as const;
export const NEWS_EXCERPT_LENGTH = 100;

export const MIN_PASSWORD_LENGTH = 8;
/** Long enough for any passphrase; short enough that argon2 is never asked to hash megabytes. */
export const MAX_PASSWORD_LENGTH = 256;

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export const STORAGE_KEYS = {
  specialToken: 'specialToken',
  refreshing: 'refreshing',
  auth: 'transferdesk-auth',
  interface: 'transferdesk-interface',
  offlineQueue: 'transferdesk-offline-queue',
} as const;

export const XSRF_COOKIE = 'XSRF-TOKEN';
/** Spec 1, Offline queue: marks a queued change being sent again, so that it is never queued twice. */
export const OFFLINE_REPLAY_HEADER = 'x-offline-replay';
export const XSRF_HEADER = 'x-xsrf-token';

/** The API base (D1). */
export const API_BASE = '/core';

export const LOCALES = ['en-gb', 'da'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-gb';

/** Environment feature flags (spec 1, D23). */
export const ENVIRONMENT_FEATURES = ['sport', 'news', 'offlineChanges'] as const;
export type EnvironmentFeature = (typeof ENVIRONMENT_FEATURES)[number];
