import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../lib/mail.ts';
import type { UserService } from '../users/service.ts';
import { createCurrentUserReader } from './current-user.ts';
import { createImpersonation } from './impersonation.ts';
import { createPasswordChange } from './password-change.ts';
import { createPasswordReset, type ServiceLogger } from './password-reset.ts';
import { createSessionStore } from './session-store.ts';
import { createSessionOperations } from './sessions.ts';
import { createSignInLimiter } from './sign-in-limits.ts';
import type { TokenSigner } from './tokens.ts';

export interface AuthServiceDependencies {
  db: Db;
  tokens: TokenSigner;
  users: UserService;
  mailer: Mailer;
  /** Where the web app lives; reset links point there. */
  publicUrl: string;
  log: ServiceLogger;
}

export type AuthService = ReturnType<typeof createAuthService>;

/**
 * The account operations the routes and the auth plugin use, put together from one file per job:
 * sessions (sign-in, refresh, sign-out, the per-request check), `/auth/me`, password reset,
 * password change and impersonation, all over one session store and one sign-in limiter (D14).
 */
export function createAuthService({ db, tokens, users, mailer, publicUrl, log }: AuthServiceDependencies) {
  const store = createSessionStore({ db, tokens });
  const limiter = createSignInLimiter(db);
  return {
    ...createSessionOperations({ db, tokens, store, limiter }),
    ...createCurrentUserReader({ db }),
    ...createPasswordReset({ db, mailer, publicUrl, log, store }),
    ...createPasswordChange({ db, users, store, limiter }),
    ...createImpersonation({ db, store }),
  };
}
