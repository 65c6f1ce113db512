import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  LoginPayload,
  MessageResponse,
  ResetPassword,
  SingleSignOnCallback,
  SingleSignOnSettings,
  TokenResponse,
} from '@transferdesk/shared';
import { HttpError, http } from '../../lib/http.ts';

/** `POST /core/api/auth`: e-mail, password and remember-me for a session token. */
export function useSignIn() {
  return useMutation({
    mutationFn: (payload: LoginPayload) => http.post<TokenResponse>('/api/auth', payload),
  });
}

/** `POST /core/api/auth/forgot`: the answer is the same whether or not the address exists (D13). */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => http.post<MessageResponse>('/api/auth/forgot', { email }),
  });
}

/** `POST /core/api/auth/reset` with the id and secret from the e-mailed link. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPassword) => http.post<MessageResponse>('/api/auth/reset', input),
  });
}

/**
 * D31, `GET /core/api/auth/office`: the single sign-on link of this visit (each answer is a new
 * attempt, its secrets in a cookie), or null where the server has no provider configured (404).
 * Asked only when the configuration says a provider is set up (issue 26, item 12).
 */
export function useSingleSignOnSettings(enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ['auth', 'office'] as const,
    queryFn: async ({ signal }) => {
      try {
        return await http.get<SingleSignOnSettings>('/api/auth/office', undefined, signal);
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return null;
        throw error;
      }
    },
    // One attempt per visit of the page: the link and the cookie must belong together.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}

/** D31, `POST /core/api/auth/office`: the code the provider sent back, for a session token. */
export function useFinishSingleSignOn() {
  return useMutation({
    mutationFn: (callback: SingleSignOnCallback) => http.post<TokenResponse>('/api/auth/office', callback),
  });
}
