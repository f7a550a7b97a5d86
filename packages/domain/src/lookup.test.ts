import { describe, expect, it } from 'vitest';
import { type ContactsOnFile, classifyLookup, contactsOnFile, type LookupOutcome } from './lookup';
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

describe('the contacts on file a help page names', () => {
  it.each<[readonly string[], readonly string[], ContactsOnFile]>([
    [['(•••) •••-4567'], [], 'ONE_PHONE'],
    [[], ['j•••@g•••.com'], 'ONE_EMAIL'],
    [['(•••) •••-4567'], ['j•••@g•••.com'], 'SEVERAL'],
    [['(•••) •••-4567', '(•••) •••-0123'], [], 'SEVERAL'],
    [[], ['j•••@g•••.com', 'm•••@e•••.org'], 'SEVERAL'],
  ])('phones %o and e-mails %o are %s', (phones, emails, named) => {
    expect(contactsOnFile({ phones, emails })).toBe(named);
  });
});
