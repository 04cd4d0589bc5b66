import type { Session } from '@sparked/features/session';

/** The sign-in host: this app's own page unless VITE_SIGN_IN_URL names another. */
export const signInUrl = import.meta.env.VITE_SIGN_IN_URL ?? '/sign-in';

/** Only a same-origin relative path may be a post-sign-in destination (no open redirects). */
export function safeRedirectPath(value: unknown): string {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\')
  ) {
    return '/';
  }
  try {
    const url = new URL(value, 'http://same.origin');
    if (url.origin !== 'http://same.origin') return '/';
    // Coming back to the sign-in page after signing in is going nowhere. A guard that runs while
    // a sign-out is already on its way there would otherwise name it (`/sign-in?redirect=/sign-in`).
    if (url.pathname === signInUrl) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}

/**
 * Logs out (spec §4/§8) and returns where the sign-in host is, carrying where to come back to.
 * `external` is set when the sign-in host is another site, which needs a full page load.
 */
export async function signInLocation(
  session: Session,
  returnTo: string,
): Promise<{ href: string; external: boolean }> {
  await session.logout();
  const destination = safeRedirectPath(returnTo);
  const external = !signInUrl.startsWith('/');
  const url = new URL(signInUrl, window.location.origin);
  if (destination !== '/') {
    url.searchParams.set(
      'redirect',
      external ? new URL(destination, window.location.origin).href : destination,
    );
  }
  return { href: external ? url.href : `${url.pathname}${url.search}`, external };
}
