import { useMutation } from '@tanstack/react-query';
import type { TokenResponse } from '@transferdesk/shared';
import { http } from '../http.ts';
import { useSwitchSession } from './switch-session.ts';

/** `DELETE /core/api/auth/impersonate`: back to the Superadmin's own session (spec 4). */
export function useStopImpersonating() {
  const switchSession = useSwitchSession();
  return useMutation({
    mutationFn: () => http.delete<TokenResponse>('/api/auth/impersonate'),
    onSuccess: ({ token }) => switchSession(token),
  });
}
