import type { VoterRecord } from '@rv/api';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_HELP,
  helpAnswered,
  helpCleared,
  helpSubmitted,
  INITIAL_SESSION,
  type SessionState,
  setUpFailed,
  signedIn,
  signedOut,
  voterPicked,
  votersMatched,
  voterUpdated,
} from './session';

function voter(voterId: string, first: string, overrides: Partial<VoterRecord> = {}): VoterRecord {
  return {
    voterId,
    first,
    last: 'SAMPLE',
    suffix: '',
    city: 'MIAMI',
    state: 'fl',
    district: '27',
    districts: { stateHouse: '113', stateSenate: '38' },
    stances: {},
    isUpToDate: true,
    ...overrides,
  };
}

const ana = voter('fl:1', 'ANA');
const diana = voter('fl:2', 'DIANA');
const user = { uid: 'u1', phone: '+13055550102', email: null };

describe('given a visitor who signs in', () => {
  it('saves the identity and turns the loading flag on until the voters are matched', () => {
    const state = signedIn(INITIAL_SESSION, user);
    expect(state.user).toEqual(user);
    expect(state.userLoading).toBe(true);
    expect(state.matchedAllVoters).toBeNull();
  });

  it('selects the only matching voter automatically', () => {
    const state = votersMatched(signedIn(INITIAL_SESSION, user), [ana]);
    expect(state.userLoading).toBe(false);
    expect(state.matchedAllVoters).toEqual([ana]);
    expect(state.matchedSelectedVoter).toEqual(ana);
  });

  it('leaves the choice to the voter when several match and none was chosen before', () => {
    const state = votersMatched(signedIn(INITIAL_SESSION, user), [diana, ana]);
    expect(state.matchedSelectedVoter).toBeNull();
    expect(state.matchedAllVoters).toHaveLength(2);
  });

  it('keeps the previously selected voter when several match and that one is still listed', () => {
    const restored: SessionState = { ...INITIAL_SESSION, matchedSelectedVoter: diana };
    const state = votersMatched(signedIn(restored, user), [ana, diana]);
    expect(state.matchedSelectedVoter?.voterId).toBe('fl:2');
  });

  it('drops a previous selection that is no longer among the matches', () => {
    const restored: SessionState = { ...INITIAL_SESSION, matchedSelectedVoter: voter('fl:9', 'GONE') };
    const state = votersMatched(signedIn(restored, user), [ana, diana]);
    expect(state.matchedSelectedVoter).toBeNull();
  });

  it('has an empty list, not null, when nobody matches (the not-found page)', () => {
    const state = votersMatched(signedIn(INITIAL_SESSION, user), []);
    expect(state.matchedAllVoters).toEqual([]);
    expect(state.matchedSelectedVoter).toBeNull();
  });

  it('stops loading and keeps the message when set-up fails', () => {
    const state = setUpFailed(signedIn(INITIAL_SESSION, user), 'internal');
    expect(state.userLoading).toBe(false);
    expect(state.setUpError).toBe('internal');
  });
});

describe('given a signed-in voter', () => {
  const matched = votersMatched(signedIn(INITIAL_SESSION, user), [ana, diana]);

  it('can pick only a listed voter', () => {
    expect(voterPicked(matched, 'fl:2').matchedSelectedVoter).toEqual(diana);
    expect(voterPicked(matched, 'ca:404')).toBe(matched);
  });

  it('clears the identity, the list and the selected voter on sign-out', () => {
    const state = signedOut(voterPicked(matched, 'fl:1'));
    expect(state.user).toBeNull();
    expect(state.matchedAllVoters).toBeNull();
    expect(state.matchedSelectedVoter).toBeNull();
    expect(state.userLoading).toBe(false);
  });

  it('merges the record writeStance returns into the selected voter and the list', () => {
    const picked = voterPicked(matched, 'fl:1');
    const at = '2026-11-22T08:00:00.000Z';
    const record = voter('fl:1', 'ANA', {
      stances: {
        carbonFeeAndDividend: { currentStance: { stance: 'YES', at }, history: [{ stance: 'YES', at }] },
      },
    });
    const state = voterUpdated(picked, record);
    expect(state.matchedSelectedVoter?.stances.carbonFeeAndDividend?.currentStance.stance).toBe('YES');
    expect(state.matchedAllVoters?.find((v) => v.voterId === 'fl:1')?.stances).toEqual(record.stances);
  });

  it('ignores a record of another voter than the selected one', () => {
    const picked = voterPicked(matched, 'fl:1');
    expect(voterUpdated(picked, diana)).toBe(picked);
  });
});

describe('given the sign-in help form', () => {
  const form = { first: 'ANA', last: 'SAMPLE', dob: '01/02/1980', zip: '33101' };

  it('keeps the submitted values and forgets an older outcome on a new submit', () => {
    const answered = helpAnswered(helpSubmitted(INITIAL_SESSION, form), { classification: 'NOT_FOUND' });
    const again = helpSubmitted(answered, { ...form, zip: '33102' });
    expect(again.help.submitted?.zip).toBe('33102');
    expect(again.help.outcome).toBeNull();
  });

  it('forgets the form, the submitted values and the outcome when cleared', () => {
    const answered = helpAnswered(helpSubmitted(INITIAL_SESSION, form), { classification: 'NOT_FOUND' });
    expect(helpCleared(answered).help).toEqual(EMPTY_HELP);
  });
});
