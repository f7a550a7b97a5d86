// Route rules of the sign-in help pages (docs/product/session.md#sign-in-help).

import type { LookupOutcome } from './lookup';

export const SIGN_IN_PATH = '/signin';

export const HELP_PATHS = {
  FORM: '/signin/help',
  VOTER_INFO: '/signin/help/voter-info',
  UPDATE_INSTRUCTIONS: '/signin/help/update-instructions',
  VOTER_UPDATE: '/signin/help/voter-update',
} as const;
export type HelpPage = keyof typeof HELP_PATHS;
export type HelpPath = (typeof HELP_PATHS)[HelpPage];

export function isHelpPath(path: string): boolean {
  return path === HELP_PATHS.FORM || path.startsWith(`${HELP_PATHS.FORM}/`);
}

/** Leaving the help pages clears the stored form and results (docs/product/session.md#sign-in-help). */
export function leavesHelp(fromPath: string, toPath: string): boolean {
  return isHelpPath(fromPath) && !isHelpPath(toPath);
}

export interface HelpRouteFacts {
  /** The in-app path the voter came from (router state), or null on a direct visit or reload. */
  readonly from: string | null;
  /** True when the header bar's edit or clear led here. */
  readonly viaEditOrClear?: boolean;
  /** The stored lookup outcome, or null when the form was not submitted / has no result yet. */
  readonly outcome: LookupOutcome | null;
}

export type HelpRouteDecision =
  | { readonly kind: 'RENDER' }
  | { readonly kind: 'REDIRECT'; readonly to: string };

const RENDER: HelpRouteDecision = { kind: 'RENDER' };
const redirect = (to: string): HelpRouteDecision => ({ kind: 'REDIRECT', to });

/**
 * Whether a help page renders or redirects (redirects replace the history entry):
 * - the form only from /signin or via edit/clear, else /signin;
 * - voter-info only from the form, with a result, else /signin;
 * - update instructions only from voter-info, else /signin; without contacts, to voter-info;
 * - voter update only from voter-info or update instructions, else /signin; for an invalid-state
 *   or error result, to voter-info.
 */
export function helpRouteDecision(page: HelpPage, facts: HelpRouteFacts): HelpRouteDecision {
  const { from, outcome } = facts;
  switch (page) {
    case 'FORM':
      return from === SIGN_IN_PATH || facts.viaEditOrClear ? RENDER : redirect(SIGN_IN_PATH);
    case 'VOTER_INFO':
      return from === HELP_PATHS.FORM && outcome ? RENDER : redirect(SIGN_IN_PATH);
    case 'UPDATE_INSTRUCTIONS':
      if (from !== HELP_PATHS.VOTER_INFO || !outcome) return redirect(SIGN_IN_PATH);
      return outcome.classification === 'ACTIVE_HAS_CONTACT' ? RENDER : redirect(HELP_PATHS.VOTER_INFO);
    case 'VOTER_UPDATE':
      if ((from !== HELP_PATHS.VOTER_INFO && from !== HELP_PATHS.UPDATE_INSTRUCTIONS) || !outcome) {
        return redirect(SIGN_IN_PATH);
      }
      return outcome.classification === 'INVALID_STATE' || outcome.classification === 'ERROR'
        ? redirect(HELP_PATHS.VOTER_INFO)
        : RENDER;
    default:
      return page satisfies never;
  }
}
