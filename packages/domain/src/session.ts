// The signed-in session (docs/product/session.md#sign-in-change,
// docs/product/session.md#what-replaces-the-app).

import type { UserIdentity } from './vocabulary';

/**
 * Does sign-in need to call setUpUser2023 first? Yes when the set-up status record is missing
 * or its lastSetUp is not the current marker (site.yaml setUpMarker, "apr_2025").
 */
export function needsSetUp(lastSetUp: string | null | undefined, marker: string): boolean {
  return lastSetUp !== marker;
}

/** What replaces the app, if anything. */
export const SESSION_SCREENS = ['VERIFYING', 'NOT_FOUND', 'PICK_VOTER', 'APP'] as const;
export type SessionScreen = (typeof SESSION_SCREENS)[number];

export interface SessionFacts {
  readonly userLoading: boolean;
  /** The Firebase uid; null when signed out. */
  readonly uid: string | null;
  /** The matched voters, or null before they have been fetched. */
  readonly matchedAllVoters: readonly unknown[] | null;
  readonly matchedSelectedVoter: unknown | null;
}

/**
 * The full-screen overlay to show: VERIFYING (the verifying overlay) while the user loads
 * (or a signed-in user's matches are not fetched yet), the not-found page for no matches, the
 * picker for matches without a selection, else the app itself. Signed-out visitors see the app.
 */
export function sessionScreen(facts: SessionFacts): SessionScreen {
  if (facts.userLoading) return 'VERIFYING';
  if (facts.uid === null || facts.matchedSelectedVoter) return 'APP';
  if (facts.matchedAllVoters === null) return 'VERIFYING';
  return facts.matchedAllVoters.length === 0 ? 'NOT_FOUND' : 'PICK_VOTER';
}

/**
 * Pages a signed-in user whose voter record was not found can still read: About and the policies
 * (what they agreed to) and the sign-in help pages (how to find the phone or e-mail on file).
 * Everywhere else the not-found page replaces the app (docs/product/session.md#what-replaces-the-app).
 */
export function readableWhileNotFound(pathname: string): boolean {
  return ['/about', '/signin/help'].some((root) => pathname === root || pathname.startsWith(`${root}/`));
}

export type SignInIdentity =
  | { readonly kind: 'phone'; readonly phone: string }
  | { readonly kind: 'email'; readonly email: string };

/** The identity voters are matched on: the phone when present, else the e-mail (docs/product/roles.md#identity). */
export function signInIdentity(identity: UserIdentity): SignInIdentity | null {
  if (identity.phone) return { kind: 'phone', phone: identity.phone };
  if (identity.email) return { kind: 'email', email: identity.email };
  return null;
}
