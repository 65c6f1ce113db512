import { useMutation } from '@tanstack/react-query';
import type { LoginPayload, MessageResponse, ResetPassword, TokenResponse } from '@transferdesk/shared';
import { http } from '../../lib/http.ts';

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
