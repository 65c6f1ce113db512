import { useState } from 'react';
import { Navigate, Outlet, useSearchParams } from 'react-router';
import { safeReturnUrl } from '../../lib/return-url.ts';
import { useSession } from '../../lib/session/auth-store.ts';

/** Spec 2: a signed-in user who opens /signin goes to the returnUrl, or home. */
export function RedirectIfSignedIn() {
  const { isAuthenticated } = useSession();
  const [searchParams] = useSearchParams();
  // Decided on arrival only: signing in on this page navigates by itself (to the returnUrl or the
  // requirements page, spec 2), and this redirect must not overtake it.
  const [arrivedSignedIn] = useState(isAuthenticated);
  if (arrivedSignedIn) return <Navigate to={safeReturnUrl(searchParams.get('returnUrl')) ?? '/'} replace />;
  return <Outlet />;
}
