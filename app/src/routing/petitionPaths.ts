// The views of a petition page and their paths (docs/product/screens.md#routes): the tab and the
// expanded state live in the URL, so a link opens the same view, a reload restores it and the back
// button walks back through the views.
import type { Petition } from '@rv/catalogue';
import { isStateCode, STATE_CODES, type StateCode } from '@rv/domain';

export type PetitionView =
  | { readonly tab: 'text' }
  /** `state`: the state whose congressional districts are shown (national petitions), else null. */
  | { readonly tab: 'stances'; readonly state: StateCode | null };

/** The path of a view: /petitions/{url}, …/stances, …/stances/{ca|fl}. */
export function petitionPath(url: string, view: PetitionView): string {
  const base = `/petitions/${url}`;
  if (view.tab === 'text') return base;
  return view.state ? `${base}/stances/${view.state}` : `${base}/stances`;
}

/** Only a national petition has a district table per state. */
const hasStates = (petition: Pick<Petition, 'jurisdiction'>) => petition.jurisdiction.level === 'NATIONAL';

/**
 * The view named by what follows /petitions/{url}/ (`rest`), and whether that is its own path.
 * A path that is not quite a view is read as the nearest one, which the page then redirects to:
 * an unknown or upper-case state, or a state of a state petition → the Stances tab (lower-cased
 * when known); anything else → the text.
 */
export function parsePetitionView(
  rest: string,
  petition: Pick<Petition, 'jurisdiction'>,
): { view: PetitionView; canonical: boolean } {
  const segments = rest.split('/').filter(Boolean);
  const [tab, state, ...extra] = segments;
  if (segments.length === 0) return { view: { tab: 'text' }, canonical: true };
  if (tab !== 'stances') return { view: { tab: 'text' }, canonical: false };
  if (state === undefined) return { view: { tab: 'stances', state: null }, canonical: true };
  const code = state.toLowerCase();
  if (!isStateCode(code) || !hasStates(petition)) {
    return { view: { tab: 'stances', state: null }, canonical: false };
  }
  return { view: { tab: 'stances', state: code }, canonical: code === state && extra.length === 0 };
}

/** Every view of a petition, in the order a visitor meets them (each is prerendered). */
export function petitionViews(petition: Pick<Petition, 'jurisdiction'>): PetitionView[] {
  const states = hasStates(petition) ? STATE_CODES.map((state) => ({ tab: 'stances', state }) as const) : [];
  return [{ tab: 'text' }, { tab: 'stances', state: null }, ...states];
}

/**
 * The page a path belongs to: the views of one petition are one page, so moving between them
 * keeps the scroll position (focus moves instead) where a new page starts at the top.
 */
export function pageOf(pathname: string): string {
  const match = /^\/petitions\/[^/]+/.exec(pathname);
  return match ? match[0] : pathname;
}
