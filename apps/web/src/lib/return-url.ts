/**
 * The page to come back to after signing in. Only paths inside this app are accepted, so a link
 * like /signin?returnUrl=https://evil.example cannot send someone elsewhere after they sign in.
 */
export function safeReturnUrl(value: string | null | undefined): string | undefined {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  return value;
}

export function signInPathFor(returnUrl: string): string {
  return `/signin?returnUrl=${encodeURIComponent(returnUrl)}`;
}
