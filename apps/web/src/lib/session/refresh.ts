import type { TokenResponse } from '@transferdesk/shared';
import { request } from '../http.ts';
import { currentToken, useAuthStore } from './auth-store.ts';

/** Spec 7: a missing stored token is sent as the word "empty". */
const NO_TOKEN = 'empty';

/**
 * `POST /core/api/auth/refresh?token=<token>` with the token as body too (spec 7): a new token
 * for the same session, stored at once. Throws (an HttpError) when the session has ended.
 */
export async function refreshSession(): Promise<string> {
  const token = currentToken() ?? NO_TOKEN;
  const answer = await request<TokenResponse>('/api/auth/refresh', {
    method: 'POST',
    query: { token },
    body: { token },
  });
  useAuthStore.getState().setToken(answer.token);
  return answer.token;
}
