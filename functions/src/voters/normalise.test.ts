import { describe, expect, it } from 'vitest';
import { CALIFORNIA_HEADER, californiaLine, floridaLine } from '../testkit/voterFiles';
import { caVoter, flVoter } from '../testkit/voterRecords';
import {
  normaliseCaliforniaRow,
  normaliseFloridaRow,
  parseFileDate,
  readCaliforniaHeader,
} from './normalise';

describe('parseFileDate', () => {
  it('reads the layouts’ date forms and rejects impossible dates', () => {
    expect(parseFileDate('03/04/1975')).toBe('1975-03-04');
    expect(parseFileDate('3/4/1975')).toBe('1975-03-04');
    expect(parseFileDate('19750304')).toBe('1975-03-04');
    expect(parseFileDate('1975-03-04')).toBe('1975-03-04');
    expect(parseFileDate('02/29/2000')).toBe('2000-02-29');
    expect(parseFileDate('02/29/1900')).toBeNull();
    expect(parseFileDate('02/30/1980')).toBeNull();
    expect(parseFileDate('13/01/1980')).toBeNull();
    expect(parseFileDate('')).toBeNull();
    expect(parseFileDate('*')).toBeNull();
  });
});

describe('normaliseFloridaRow', () => {
  it('normalises names, zip+4, phone to E.164, e-mail to lower case, ACT/INA to A/I', () => {
    const line = floridaLine(
      flVoter('123456789', {
        first: '  mary  ann ',
        last: "o'neil",
        zip: '331301234',
        phones: ['3055550199'],
        email: ' Mary.ONeil@Example.COM ',
        status: 'I',
      }),
    );
    const result = normaliseFloridaRow(line);
    expect(result).toEqual({
      kind: 'voter',
      warnings: [],
      voter: expect.objectContaining({
        voter_id: 'fl:123456789',
        first_name: 'MARY ANN',
        last_name: "O'NEIL",
        zip: '33130',
        phones: ['+13055550199'],
        email: 'mary.oneil@example.com',
        status: 'I',
        middle_name: null,
        suffix: null,
      }),
    });
  });

  it('accepts dates of birth the product accepts (1800–2029), no others', () => {
    const dob = (d: string) => normaliseFloridaRow(floridaLine(flVoter('4', { dob: d }))).kind;
    expect(['1800-01-01', '2029-12-31', '1799-12-31', '2030-01-01'].map(dob)).toEqual([
      'voter',
      'voter',
      'malformed',
      'malformed',
    ]);
  });

  it('treats * as blank and skips exempt records whatever else they hold', () => {
    const fields = floridaLine(flVoter('1')).split('\t');
    fields[5] = '*';
    expect(normaliseFloridaRow(fields.join('\t'))).toMatchObject({
      kind: 'voter',
      voter: { middle_name: null },
    });
    expect(normaliseFloridaRow(floridaLine(flVoter('2', { exempt: true, dob: 'garbage' })))).toEqual({
      kind: 'exempt',
    });
  });

  it('keeps a voter whose phone is not a US number but reports it without the value', () => {
    const result = normaliseFloridaRow(floridaLine(flVoter('3', { phones: ['1235550100'] })));
    expect(result).toMatchObject({
      kind: 'voter',
      voter: { phones: [] },
      warnings: ['phone (fields 35–36) is not a 10-digit US phone number; imported without it'],
    });
    expect(JSON.stringify(result)).not.toContain('1235550100');
  });
});

describe('normaliseCaliforniaRow', () => {
  const parsed = readCaliforniaHeader(CALIFORNIA_HEADER);
  const header = 'header' in parsed ? parsed.header : new Map();

  it('reads up to four phones in file order (Phone1…Phone4), de-duplicated, and the district columns', () => {
    const line = californiaLine(
      caVoter('77', { phones: ['4155550102', '2135550101', '4155550102'], lower: '17', upper: '11' }),
      '20260101',
    );
    expect(normaliseCaliforniaRow(line, header)).toMatchObject({
      kind: 'voter',
      voter: {
        voter_id: 'ca:77',
        phones: ['+14155550102', '+12135550101'],
        congressional_district: 34,
        state_lower_district: 17,
        state_upper_district: 11,
      },
    });
  });

  it.each([
    ['MM/DD/YYYY', (line: string) => line.replace('19800506', '05/06/1980')],
    ['YYYY-MM-DD', (line: string) => line.replace('19800506', '1980-05-06')],
    ['M/D/YYYY', (line: string) => line.replace('19800506', '5/6/1980')],
  ])('refuses a date of birth as %s (the layout has YYYYMMDD)', (_, edit) => {
    const line = californiaLine(caVoter('78'), '20260101');
    expect(line).toContain('19800506');
    expect(normaliseCaliforniaRow(edit(line), header)).toEqual({
      kind: 'malformed',
      problem: 'DOB is missing or not a valid date in the form YYYYMMDD',
    });
  });

  it('reads a date of birth as YYYYMMDD', () => {
    expect(normaliseCaliforniaRow(californiaLine(caVoter('79'), '20260101'), header)).toMatchObject({
      kind: 'voter',
      voter: { dob: '1980-05-06' },
    });
  });

  it('names missing header columns', () => {
    expect(readCaliforniaHeader('CountyCode\tRegistrantID\tLastName')).toEqual({
      problem:
        'header lacks column(s) FirstName, City, Zip, DOB, Status, USCongressionalDistrict, StateAssembly, StateSenate',
    });
  });
});
