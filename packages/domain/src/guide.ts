// The voter guide's pickers (docs/product/screens.md#voter-guide,
// docs/product/session.md#voter-guide-selection): State, then Office, then Seat. Changing state or
// office resets the seat to SELECT.

import type { Chamber, MatchedVoter, StateCode } from './vocabulary';
import { SENATE_SEATS } from './vocabulary';

export interface GuideSelection {
  readonly state: StateCode | null;
  readonly chamber: Chamber | null;
  /** 'SENIOR' | 'JUNIOR' for the Senate, a district number ("12") for the House; null is SELECT. */
  readonly seat: string | null;
}

export const EMPTY_GUIDE_SELECTION: GuideSelection = { state: null, chamber: null, seat: null };

export type GuideAction =
  | { readonly type: 'state'; readonly state: StateCode | null }
  | { readonly type: 'chamber'; readonly chamber: Chamber | null }
  | { readonly type: 'seat'; readonly seat: string | null };

/** Picking the same state or office again is not a change and keeps the seat. */
export function guideReducer(selection: GuideSelection, action: GuideAction): GuideSelection {
  switch (action.type) {
    case 'state':
      return action.state === selection.state ? selection : { ...selection, state: action.state, seat: null };
    case 'chamber':
      return action.chamber === selection.chamber
        ? selection
        : { ...selection, chamber: action.chamber, seat: null };
    case 'seat':
      return selection.state && selection.chamber ? { ...selection, seat: action.seat } : selection;
    default:
      return action satisfies never;
  }
}

export const GUIDE_STAGES = ['NOTHING_SELECTED', 'SEAT_PICKER', 'FULL_SELECTION'] as const;
export type GuideStage = (typeof GUIDE_STAGES)[number];

/** The seat picker appears once state and office are chosen; the legislator once a seat is. */
export function guideStage(selection: GuideSelection): GuideStage {
  if (!selection.state || !selection.chamber) return 'NOTHING_SELECTED';
  return selection.seat ? 'FULL_SELECTION' : 'SEAT_PICKER';
}

/**
 * The Seat picker's values: SENIOR and JUNIOR for the Senate, or every district "1"…"52" for the
 * House. The screen words them ("Senior Senator" in the voter's language, "CA-12").
 */
export function guideSeatOptions(chamber: Chamber, congressionalDistricts: number): readonly string[] {
  return chamber === 'senate'
    ? SENATE_SEATS
    : Array.from({ length: congressionalDistricts }, (_, i) => String(i + 1));
}

/** Where a voter is registered: the fields the guide reads to find their own seats. */
export type RegisteredSeats = Pick<MatchedVoter, 'state' | 'district' | 'districtPlan'>;

/**
 * The House seat of the voter's registered congressional district, where the guide opens for a
 * signed-in voter (docs/product/session.md#voter-guide-selection). A district that is not a
 * whole number leaves the seat at SELECT.
 */
export function ownGuideSelection(voter: RegisteredSeats): GuideSelection {
  const district = Number(voter.district);
  const seat = Number.isInteger(district) && district > 0 ? String(district) : null;
  return { state: voter.state, chamber: 'house', seat };
}

/**
 * What the pickers show: the visitor's own choice once they have made one, else the signed-in
 * voter's own district, else nothing. The own seat is never stored, so it follows the voter:
 * a voter restored after the page loads, or picked on a shared phone, gets their own district.
 */
export function shownGuideSelection(
  choice: GuideSelection | null,
  voter: RegisteredSeats | null,
): GuideSelection {
  if (choice) return choice;
  return voter ? ownGuideSelection(voter) : EMPTY_GUIDE_SELECTION;
}

export type OwnSeatKind = 'REPRESENTATIVE' | 'SENATOR';

/** Whether a full selection is the voter's own representative's or one of their senators' seats. */
export function ownSeatKind(selection: GuideSelection, voter: RegisteredSeats | null): OwnSeatKind | null {
  if (!voter || !selection.seat || selection.state !== voter.state) return null;
  if (selection.chamber === 'senate') return 'SENATOR';
  return selection.seat === ownGuideSelection(voter).seat ? 'REPRESENTATIVE' : null;
}
