import { describe, expect, it } from 'vitest';
import { classifyLookup, LOOKUP_CALL_FAILED_MESSAGE, type LookupOutcome, lookupMessage } from './lookup';
import type { ZipRanges } from './zip';

const SPEC_ZIP_RANGES: ZipRanges = { ca: [90000, 96699], fl: [32000, 34999] };

function response(active: unknown, inactive: unknown, phones: unknown = [], emails: unknown = []) {
  return { A: { numVotersFound: active, phones, emails }, I: { numVotersFound: inactive } };
}

describe('classifying a lookup', () => {
  it.each<[string, string, unknown, LookupOutcome]>([
    ['a New York zip', '10001', response(1, 0, ['(•••) •••-4567']), { classification: 'INVALID_STATE' }],
    ['a New York zip with no call made', '10001', null, { classification: 'INVALID_STATE' }],
    ['counts that are text', '94110', response('1', 0), { classification: 'ERROR' }],
    ['a fractional count', '94110', response(1.5, 0), { classification: 'ERROR' }],
    ['a negative count', '94110', response(0, -1), { classification: 'ERROR' }],
    [
      'a missing inactive part',
      '94110',
      { A: { numVotersFound: 1, phones: [], emails: [] } },
      { classification: 'ERROR' },
    ],
    ['no response at all', '94110', undefined, { classification: 'ERROR' }],
    ['no active and no inactive voters', '94110', response(0, 0), { classification: 'NOT_FOUND' }],
    ['only inactive voters', '33139', response(0, 2), { classification: 'INACTIVE', inactiveCount: 2 }],
    [
      'an active voter with a phone',
      '33139',
      response(1, 0, ['(•••) •••-4567']),
      { classification: 'ACTIVE_HAS_CONTACT', activeCount: 1, phones: ['(•••) •••-4567'], emails: [] },
    ],
    [
      'an active voter with an e-mail and an inactive one',
      '94110',
      response(1, 1, [], ['j•••@g•••.com']),
      { classification: 'ACTIVE_HAS_CONTACT', activeCount: 1, phones: [], emails: ['j•••@g•••.com'] },
    ],
    [
      'an active voter with no contact',
      '94110',
      response(1, 0),
      { classification: 'ACTIVE_NO_CONTACT', activeCount: 1 },
    ],
    [
      'an active voter whose contact lists hold only blanks',
      '94110',
      response(1, 0, [''], null),
      { classification: 'ACTIVE_NO_CONTACT', activeCount: 1 },
    ],
  ])('%s is %o', (_situation, zip, data, outcome) => {
    expect(classifyLookup(zip, data, SPEC_ZIP_RANGES)).toEqual(outcome);
  });
});

describe('the message for each lookup outcome', () => {
  const context = { productName: 'Registered Voice' };

  it('keeps the agreed words for a zip outside California and Florida', () => {
    expect(lookupMessage({ classification: 'INVALID_STATE' }, context).body[0]).toBe(
      'This is not a California or Florida Zip Code. Registered Voice can only verify California and Florida voters at this time.',
    );
  });

  it('keeps the agreed words for an error result', () => {
    expect(lookupMessage({ classification: 'ERROR' }, context).body).toEqual([
      'Some error occurred. Please try again later.',
    ]);
  });

  it('has a separate message for a failed call', () => {
    expect(LOOKUP_CALL_FAILED_MESSAGE).toBe('Some error occurred. Please try again.');
  });

  it.each<[LookupOutcome, string, RegExp]>([
    [
      { classification: 'NOT_FOUND' },
      'No voter registration found',
      /no California or Florida voter registration/,
    ],
    [
      { classification: 'INACTIVE', inactiveCount: 1 },
      'Your voter registration is inactive',
      /^We found your voter/,
    ],
    [
      { classification: 'INACTIVE', inactiveCount: 3 },
      'Your voter registration is inactive',
      /^We found 3 matching/,
    ],
    [
      { classification: 'ACTIVE_HAS_CONTACT', activeCount: 1, phones: ['(•••) •••-4567'], emails: [] },
      'Your phone/email on file',
      /has this phone number on file\. Sign in by verifying it\./,
    ],
    [
      { classification: 'ACTIVE_HAS_CONTACT', activeCount: 1, phones: [], emails: ['j•••@g•••.com'] },
      'Your phone/email on file',
      /has this email on file/,
    ],
    [
      {
        classification: 'ACTIVE_HAS_CONTACT',
        activeCount: 1,
        phones: ['(•••) •••-4567'],
        emails: ['j•••@g•••.com'],
      },
      'Your phone/email on file',
      /has these contacts on file\. Sign in by verifying one of them\./,
    ],
    [
      { classification: 'ACTIVE_NO_CONTACT', activeCount: 1 },
      'No phone or email on file',
      /no phone number or email/,
    ],
  ])('%o is headed %s', (outcome, heading, firstParagraph) => {
    const message = lookupMessage(outcome, context);
    expect(message.heading).toBe(heading);
    expect(message.body[0]).toMatch(firstParagraph);
  });
});
