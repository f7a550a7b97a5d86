// The client state (docs/product/data.md#client-state) and its transitions
// (docs/product/session.md#sign-in-change, docs/product/session.md#persistence), as pure functions
// over one value so the rules are tested without React or Firebase. store.ts holds the value and
// persists part of it.
import type { VoterRecord } from '@rv/api';
import {
  EMPTY_LOOKUP_FORM,
  type LookupForm,
  type LookupOutcome,
  selectVoter,
  sortVotersForPicker,
} from '@rv/domain';

export interface SessionUser {
  readonly uid: string;
  readonly phone: string | null;
  readonly email: string | null;
}

/** The sign-in help state: the form as typed, the submitted values and the lookup outcome. */
export interface HelpState {
  readonly form: LookupForm;
  readonly submitted: LookupForm | null;
  readonly outcome: LookupOutcome | null;
}

export interface SessionState {
  readonly user: SessionUser | null;
  readonly userLoading: boolean;
  readonly matchedAllVoters: readonly VoterRecord[] | null;
  readonly matchedSelectedVoter: VoterRecord | null;
  /** setUpUser2023 failed (docs/product/screens.md#set-up-failed): the message and a way to retry. */
  readonly setUpError: string | null;
  readonly help: HelpState;
}

export const EMPTY_HELP: HelpState = { form: EMPTY_LOOKUP_FORM, submitted: null, outcome: null };

/** What the server renders and the browser hydrates with: nobody signed in, nothing loading. */
export const INITIAL_SESSION: SessionState = {
  user: null,
  userLoading: false,
  matchedAllVoters: null,
  matchedSelectedVoter: null,
  setUpError: null,
  help: EMPTY_HELP,
};

/** Steps 1 and 3: the identity is saved and the loading flag goes on while set-up runs. */
export function signedIn(state: SessionState, user: SessionUser): SessionState {
  return { ...state, user, userLoading: true, matchedAllVoters: null, setUpError: null };
}

/** Start-up found a saved session: loading until Firebase says who it is. */
export function restoringUser(state: SessionState): SessionState {
  return { ...state, userLoading: true };
}

/**
 * Steps 4–6: the matches are stored; one is selected automatically, several keep the previous
 * selection when still listed; the loading flag is cleared.
 */
export function votersMatched(state: SessionState, voters: readonly VoterRecord[]): SessionState {
  const selection = selectVoter(voters, state.matchedSelectedVoter?.voterId, sortVotersForPicker);
  return {
    ...state,
    userLoading: false,
    matchedAllVoters: voters,
    matchedSelectedVoter: selection.status === 'SELECTED' ? selection.voter : null,
    setUpError: null,
  };
}

export function setUpFailed(state: SessionState, message: string): SessionState {
  return { ...state, userLoading: false, setUpError: message };
}

/** Sign-out clears the identity, the list and the selected voter (docs/product/session.md#sign-out). */
export function signedOut(state: SessionState): SessionState {
  return {
    ...state,
    user: null,
    userLoading: false,
    matchedAllVoters: null,
    matchedSelectedVoter: null,
    setUpError: null,
  };
}

/** The picker: only a listed voter can be chosen. */
export function voterPicked(state: SessionState, voterId: string): SessionState {
  const voter = state.matchedAllVoters?.find((v) => v.voterId === voterId);
  return voter ? { ...state, matchedSelectedVoter: voter } : state;
}

/** After writeStance: the returned record is merged into the selected voter and the list. */
export function voterUpdated(state: SessionState, record: VoterRecord): SessionState {
  if (state.matchedSelectedVoter?.voterId !== record.voterId) return state;
  const merged = { ...state.matchedSelectedVoter, ...record };
  return {
    ...state,
    matchedSelectedVoter: merged,
    matchedAllVoters: state.matchedAllVoters?.map((v) => (v.voterId === record.voterId ? merged : v)) ?? null,
  };
}

export function helpFormChanged(state: SessionState, form: LookupForm): SessionState {
  return { ...state, help: { ...state.help, form } };
}

/** FIND VOTER INFO: the submitted values are kept; an old outcome no longer applies. */
export function helpSubmitted(state: SessionState, submitted: LookupForm): SessionState {
  return { ...state, help: { form: submitted, submitted, outcome: null } };
}

export function helpAnswered(state: SessionState, outcome: LookupOutcome): SessionState {
  return { ...state, help: { ...state.help, outcome } };
}

/** "clear", or leaving the help pages (docs/product/session.md#sign-in-help). */
export function helpCleared(state: SessionState): SessionState {
  return state.help === EMPTY_HELP ? state : { ...state, help: EMPTY_HELP };
}

/** What survives a reload under the persist key: the selected voter and the help state. */
export interface PersistedSession {
  readonly matchedSelectedVoter: VoterRecord | null;
  readonly help: HelpState;
}

export function persistedPart(state: SessionState): PersistedSession {
  return { matchedSelectedVoter: state.matchedSelectedVoter, help: state.help };
}
