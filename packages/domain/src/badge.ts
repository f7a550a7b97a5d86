// The round account badge (docs/product/rules.md#badge-and-account-panel).

import type { UserIdentity } from './vocabulary';

/**
 * The badge letter: the first letter of the voter's first name, else of the last name, else of
 * the e-mail, else of the phone number; upper-case. "Letter" means the first letter or digit,
 * so a phone "+14155550142" gives "1", not "+". Null when there is nothing to show.
 */
export function badgeLetter(
  voter: { readonly first?: string | null; readonly last?: string | null } | null,
  identity: UserIdentity,
): string | null {
  for (const source of [voter?.first, voter?.last, identity.email, identity.phone]) {
    const match = source ? /[\p{L}\p{N}]/u.exec(source) : null;
    if (match) return match[0].toUpperCase();
  }
  return null;
}
