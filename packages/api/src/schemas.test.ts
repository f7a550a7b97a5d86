import type { MatchedVoter } from '@rv/domain';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { CALLABLE_SCHEMAS, describeIssues, type VoterRecord } from './schemas';

function messageFor(
  schema: (typeof CALLABLE_SCHEMAS)[keyof typeof CALLABLE_SCHEMAS]['request'],
  data: unknown,
) {
  const result = schema.safeParse(data);
  return result.success ? 'valid' : describeIssues(result.error);
}

describe('writeStance requests', () => {
  const schema = CALLABLE_SCHEMAS.writeStance.request;
  it.each([
    [{ stance: 'YES', voterId: 'ca:34:1', fireDbPetition: 'permanentDst' }, 'valid'],
    [{ stance: 'yes', voterId: 'ca:34:1', fireDbPetition: 'permanentDst' }, 'stance: must be "YES" or "NO"'],
    [{ voterId: 'ca:34:1', fireDbPetition: 'permanentDst' }, 'stance: must be "YES" or "NO"'],
    [
      { stance: 'NO', voterId: 'x'.repeat(81), fireDbPetition: 'permanentDst' },
      "voterId: must be the voterId of one of your matched voters (1–80 letters, digits, ':', '_', '.', '-')",
    ],
    [
      { stance: 'NO', voterId: 'ca:1', fireDbPetition: 'permanent-dst' },
      'fireDbPetition: must be a petition\'s petitionKey: letters and digits, starting lower-case, e.g. "carbonFeeAndDividend"',
    ],
    [
      { stance: 'NO', voterId: 'ca:1', fireDbPetition: 'permanentDst', admin: true },
      'remove the unknown field "admin"',
    ],
    ['YES', 'send an object {stance, voterId, fireDbPetition}'],
  ])('%j → %s', (data, expected) => {
    expect(messageFor(schema, data)).toBe(expected);
  });
});

describe('withdrawStance requests', () => {
  const schema = CALLABLE_SCHEMAS.withdrawStance.request;
  it.each([
    [{ voterId: 'ca:34:1', fireDbPetition: 'permanentDst' }, 'valid'],
    [{ fireDbPetition: 'permanentDst' }, 'voterId: must be the voterId of one of your matched voters'],
    [
      { voterId: 'ca:1', fireDbPetition: 'permanent-dst' },
      'fireDbPetition: must be a petition\'s petitionKey: letters and digits, starting lower-case, e.g. "carbonFeeAndDividend"',
    ],
    [{ stance: 'YES', voterId: 'ca:1', fireDbPetition: 'permanentDst' }, 'remove the unknown field "stance"'],
    [null, 'send an object {voterId, fireDbPetition}'],
  ])('%j → %s', (data, expected) => {
    expect(messageFor(schema, data)).toBe(expected);
  });
});

describe('getVoterContact requests', () => {
  const schema = CALLABLE_SCHEMAS.getVoterContact.request;
  const valid = { first: 'MARIA', last: "O'NEIL-SMITH", zip: '95814', dob: '02/29/1988' };
  it.each([
    [valid, 'valid'],
    [{ ...valid, first: '   ' }, 'first: first is empty: type the name as it is on the voter registration'],
    [{ ...valid, dob: '1988-02-29' }, 'dob: dob must be a date in the form MM/DD/YYYY, e.g. 07/04/1980'],
    [{ ...valid, dob: '04/31/1988' }, 'dob: dob is not a real date: check the day of the month'],
    [{ ...valid, dob: '02/29/1989' }, 'dob: dob is not a real date: check the day of the month'],
    [{ ...valid, dob: '02/29/1900' }, 'dob: dob is not a real date: check the day of the month'],
    [{ ...valid, dob: '02/29/2000' }, 'valid'],
    [{ ...valid, zip: '9581' }, 'zip: zip must be 5 digits'],
    [
      { ...valid, last: 'DROP TABLE;' },
      'last: last may hold only letters, spaces, apostrophes, periods and hyphens',
    ],
  ])('%j → %s', (data, expected) => {
    expect(messageFor(schema, data)).toBe(expected);
  });
});

describe('setUpUser2023 requests', () => {
  it.each([
    [{}, 'valid'],
    [null, 'valid'],
    [{ uid: 'someone-else' }, 'remove the unknown field "uid"'],
    [[], 'send an empty object {}'],
  ])('%j → %s', (data, expected) => {
    expect(messageFor(CALLABLE_SCHEMAS.setUpUser2023.request, data)).toBe(expected);
  });
});

describe('VoterRecord', () => {
  it('is a MatchedVoter: the domain rules read the wire record as it is', () => {
    expectTypeOf<VoterRecord>().toExtend<MatchedVoter>();
  });
});
