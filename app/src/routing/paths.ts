/** The Open data page: the public results' formats, licence and update interval. */
export const OPEN_DATA_PATH = '/open-data';

/**
 * The canonical address of a page of the site, to share: the configured public origin
 * (VITE_SITE_ORIGIN) when set, else the origin the page was opened on.
 */
export function siteUrl(path: string): string {
  const origin =
    import.meta.env.VITE_SITE_ORIGIN || (typeof window === 'undefined' ? '' : window.location.origin);
  return `${origin.replace(/\/+$/, '')}${path}`;
}

/**
 * The history state of the page a voter lands on after signing in: the shell confirms who they
 * are signed in as (decision 0061).
 */
export const JUST_SIGNED_IN = { justSignedIn: true } as const;

export function isJustSignedIn(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && 'justSignedIn' in state && state.justSignedIn === true
  );
}
