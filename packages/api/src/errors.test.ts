import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, ineligibleMessage } from './errors';

describe("the server's refusal of a stance on a petition not open to the voter", () => {
  it('names both states in full', () => {
    expect(ineligibleMessage({ status: 'OTHER_STATE', petitionState: 'ca', voterState: 'fl' })).toBe(
      'You cannot voice your opinion on this California petition because you are registered to vote in Florida.',
    );
    expect(ineligibleMessage({ status: 'OTHER_STATE', petitionState: 'fl', voterState: 'ca' })).toBe(
      'You cannot voice your opinion on this Florida petition because you are registered to vote in California.',
    );
  });

  it('refuses city petitions', () => {
    expect(ineligibleMessage({ status: 'CITY_PETITION' })).toBe('You cannot participate on city petitions');
  });

  it('asks a caller without a matched voter to sign in', () => {
    expect(ineligibleMessage({ status: 'SIGNED_OUT' })).toBe(ERROR_MESSAGES.unauthenticated);
  });
});
