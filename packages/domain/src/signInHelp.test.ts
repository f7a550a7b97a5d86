import { describe, expect, it } from 'vitest';
import type { LookupOutcome } from './lookup';
import {
  type HelpPage,
  type HelpRouteDecision,
  type HelpRouteFacts,
  helpRouteDecision,
  leavesHelp,
} from './signInHelp';

const WITH_PHONE: LookupOutcome = {
  classification: 'ACTIVE_HAS_CONTACT',
  activeCount: 1,
  phones: ['(•••) •••-4567'],
  emails: [],
};
const NO_CONTACT: LookupOutcome = { classification: 'ACTIVE_NO_CONTACT', activeCount: 1 };
const INACTIVE: LookupOutcome = { classification: 'INACTIVE', inactiveCount: 1 };
const INVALID_STATE: LookupOutcome = { classification: 'INVALID_STATE' };
const ERROR: LookupOutcome = { classification: 'ERROR' };

const RENDER: HelpRouteDecision = { kind: 'RENDER' };
const TO_SIGN_IN: HelpRouteDecision = { kind: 'REDIRECT', to: '/signin' };
const TO_VOTER_INFO: HelpRouteDecision = { kind: 'REDIRECT', to: '/signin/help/voter-info' };

describe('the sign-in help pages', () => {
  it.each<[string, HelpPage, HelpRouteFacts, HelpRouteDecision]>([
    ['the form opens from /signin', 'FORM', { from: '/signin', outcome: null }, RENDER],
    [
      'the form opens via edit or clear',
      'FORM',
      { from: '/signin/help/voter-info', viaEditOrClear: true, outcome: WITH_PHONE },
      RENDER,
    ],
    ['the form sends a direct visit to /signin', 'FORM', { from: null, outcome: null }, TO_SIGN_IN],
    [
      'the form sends a visit from the petitions to /signin',
      'FORM',
      { from: '/petitions', outcome: null },
      TO_SIGN_IN,
    ],
    [
      'voter-info opens from the form with a result',
      'VOTER_INFO',
      { from: '/signin/help', outcome: INACTIVE },
      RENDER,
    ],
    [
      'voter-info shows an invalid-state result',
      'VOTER_INFO',
      { from: '/signin/help', outcome: INVALID_STATE },
      RENDER,
    ],
    [
      'voter-info without a result goes to /signin',
      'VOTER_INFO',
      { from: '/signin/help', outcome: null },
      TO_SIGN_IN,
    ],
    ['voter-info on a reload goes to /signin', 'VOTER_INFO', { from: null, outcome: WITH_PHONE }, TO_SIGN_IN],
    [
      'update instructions open from voter-info with contacts',
      'UPDATE_INSTRUCTIONS',
      { from: '/signin/help/voter-info', outcome: WITH_PHONE },
      RENDER,
    ],
    [
      'update instructions without contacts go back to voter-info',
      'UPDATE_INSTRUCTIONS',
      { from: '/signin/help/voter-info', outcome: NO_CONTACT },
      TO_VOTER_INFO,
    ],
    [
      'update instructions from the form go to /signin',
      'UPDATE_INSTRUCTIONS',
      { from: '/signin/help', outcome: WITH_PHONE },
      TO_SIGN_IN,
    ],
    [
      'voter update opens from voter-info',
      'VOTER_UPDATE',
      { from: '/signin/help/voter-info', outcome: NO_CONTACT },
      RENDER,
    ],
    [
      'voter update opens from update instructions',
      'VOTER_UPDATE',
      { from: '/signin/help/update-instructions', outcome: WITH_PHONE },
      RENDER,
    ],
    [
      'voter update for an invalid state goes to voter-info',
      'VOTER_UPDATE',
      { from: '/signin/help/voter-info', outcome: INVALID_STATE },
      TO_VOTER_INFO,
    ],
    [
      'voter update for an error goes to voter-info',
      'VOTER_UPDATE',
      { from: '/signin/help/voter-info', outcome: ERROR },
      TO_VOTER_INFO,
    ],
    [
      'voter update from elsewhere goes to /signin',
      'VOTER_UPDATE',
      { from: '/about', outcome: WITH_PHONE },
      TO_SIGN_IN,
    ],
  ])('%s', (_rule, page, facts, decision) => {
    expect(helpRouteDecision(page, facts)).toEqual(decision);
  });
});

describe('leaving the help pages', () => {
  it.each([
    ['/signin/help/voter-info', '/signin', true],
    ['/signin/help', '/', true],
    ['/signin/help', '/signin/help/voter-info', false],
    ['/signin/help/voter-update', '/signin/help/voter-info', false],
    ['/signin', '/signin/help', false],
    ['/signin/helpdesk', '/', false],
  ])('from %s to %s clears the stored form: %s', (from, to, clears) => {
    expect(leavesHelp(from, to)).toBe(clears);
  });
});
