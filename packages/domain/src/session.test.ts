import { describe, expect, it } from 'vitest';
import {
  needsSetUp,
  readableWhileNotFound,
  type SessionFacts,
  type SessionScreen,
  sessionScreen,
  signInIdentity,
} from './session';

const SET_UP_MARKER = 'apr_2025'; // site.yaml setUpMarker (docs/product/rules.md#constants)

describe('the set-up call on sign-in', () => {
  it.each<[string | null | undefined, boolean, string]>([
    [undefined, true, 'no set-up record'],
    [null, true, 'a record without lastSetUp'],
    ['jan_2024', true, 'an older set-up'],
    ['apr_2025', false, 'the current set-up'],
  ])('with lastSetUp %s is needed: %s (%s)', (lastSetUp, needed) => {
    expect(needsSetUp(lastSetUp, SET_UP_MARKER)).toBe(needed);
  });
});

describe('the screen over the app', () => {
  const voter = { voterId: 'ca:1' };
  it.each<[string, SessionFacts, SessionScreen]>([
    [
      'while the user loads',
      { userLoading: true, uid: 'u1', matchedAllVoters: null, matchedSelectedVoter: null },
      'VERIFYING',
    ],
    [
      'while a signed-out visitor loads',
      { userLoading: true, uid: null, matchedAllVoters: null, matchedSelectedVoter: null },
      'VERIFYING',
    ],
    [
      'for a signed-out visitor',
      { userLoading: false, uid: null, matchedAllVoters: null, matchedSelectedVoter: null },
      'APP',
    ],
    [
      'before the matches are fetched',
      { userLoading: false, uid: 'u1', matchedAllVoters: null, matchedSelectedVoter: null },
      'VERIFYING',
    ],
    [
      'for no matches',
      { userLoading: false, uid: 'u1', matchedAllVoters: [], matchedSelectedVoter: null },
      'NOT_FOUND',
    ],
    [
      'for matches and no selection',
      { userLoading: false, uid: 'u1', matchedAllVoters: [voter, voter], matchedSelectedVoter: null },
      'PICK_VOTER',
    ],
    [
      'for a selected voter',
      { userLoading: false, uid: 'u1', matchedAllVoters: [voter], matchedSelectedVoter: voter },
      'APP',
    ],
  ])('%s is %s', (_situation, facts, screen) => {
    expect(sessionScreen(facts)).toBe(screen);
  });
});

describe('the identity voters are matched on', () => {
  it.each([
    [
      { phone: '+14155550142', email: 'a@example.org' },
      { kind: 'phone', phone: '+14155550142' },
    ],
    [
      { phone: null, email: 'a@example.org' },
      { kind: 'email', email: 'a@example.org' },
    ],
    [{ phone: '', email: '' }, null],
  ])('for %o is %o', (identity, matched) => {
    expect(signInIdentity(identity)).toEqual(matched);
  });
});

describe('the pages a voter who was not found can still read', () => {
  it.each([
    '/about',
    '/about/policies',
    '/about/terms-of-service',
    '/about/privacy-policy',
    '/signin/help',
    '/signin/help/voter-info',
    '/signin/help/voter-update',
  ])('%s stays readable', (path) => {
    expect(readableWhileNotFound(path)).toBe(true);
  });

  it.each([
    '/',
    '/signin',
    '/petitions',
    '/petitions/carbon-fee-and-dividend',
    '/voter-guide',
    '/aboutx',
    '/signin/helpers',
  ])('%s shows the not-found page', (path) => {
    expect(readableWhileNotFound(path)).toBe(false);
  });
});
