// Returning to where the voter started after signing in (docs/product/session.md#returning-after-sign-in).
// The path travels in /signin's query string, so it is something anyone can write into a link:
// only a path on this same site is ever honoured, anything else is dropped.

import { SIGN_IN_PATH } from './signInHelp';
/** The query parameter of /signin naming the same-site path to return to: `/signin?next=/petitions/x`. */
export const RETURN_PATH_PARAM = 'next';
/** Where a signed-in voter goes from /signin when no (acceptable) path was given. */
export const DEFAULT_RETURN_PATH = '/petitions';

// A stand-in origin to resolve a path against: whatever resolves elsewhere is another site.
const THIS_SITE = 'https://this-site.invalid';

/**
 * The path to return to, or null when `candidate` is not a plain path on this site: it must start
 * with one "/" (not "//host", a scheme such as "https:" or "javascript:", nor a relative path), hold
 * no backslash (browsers read "/\host" as "//host") and no space or control character (browsers
 * strip a tab or newline inside a URL, so "/\t/host" is "//host"). A path into sign-in itself is
 * refused too: returning there would go round in a circle. The answer is the path as a URL
 * parser normalises it ("/a/../b" is "/b"), with its query and fragment.
 */
export function safeReturnPath(candidate: unknown): string | null {
  if (typeof candidate !== 'string') return null;
  if (!candidate.startsWith('/') || candidate.startsWith('//')) return null;
  if (/[\\\s\p{Cc}]/u.test(candidate)) return null;
  let url: URL;
  try {
    url = new URL(candidate, THIS_SITE);
  } catch {
    return null;
  }
  if (url.origin !== THIS_SITE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Normalising can make "//" again: "/.//host" is "//host".
  if (path.startsWith('//')) return null;
  if (url.pathname === SIGN_IN_PATH || url.pathname.startsWith(`${SIGN_IN_PATH}/`)) return null;
  return path;
}

/** The sign-in page that returns to `returnTo` afterwards (plain /signin when it is not acceptable). */
export function signInPath(returnTo?: string | null): string {
  const path = safeReturnPath(returnTo);
  return path ? `${SIGN_IN_PATH}?${RETURN_PATH_PARAM}=${encodeURIComponent(path)}` : SIGN_IN_PATH;
}

/** The acceptable return path carried by a query string such as `location.search`, else null. */
export function returnPathFrom(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PATH_PARAM));
}

/** Where /signin sends a signed-in voter: the path its query carries, else the petitions. */
export function afterSignInPath(search: string): string {
  return returnPathFrom(search) ?? DEFAULT_RETURN_PATH;
}
