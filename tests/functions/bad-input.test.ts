import type { CallableName } from '@rv/api/contract';
import { petitions } from '@rv/catalogue';
import type { Db } from '@rv/functions/db';
import { insertVoters } from '@rv/functions/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signInWithPhone, stackDb, tableChecksums } from './stack';
import { testVoters } from './voters';

// At least 50 malformed payloads per callable, through the Functions emulator: each gets the
// right error code, and no table changes (an md5 of every table before and after).
const { voters, phone } = testVoters('BI', 3);
const petition = petitions.find((p) => p.jurisdiction.level === 'NATIONAL')?.petitionKey ?? '';
const huge = 'x'.repeat(1_000_000);
const WRONG_TYPES: unknown[] = [null, 0, -1, 3.5, true, false, [], ['a'], {}, { nested: 'object' }];
const NOT_OBJECTS: unknown[] = [0, 42, -1, 3.5, true, false, '', 'text', huge, [], [{}], [1, 2]];
const BAD_PETITIONS: unknown[] = [
  ...WRONG_TYPES,
  '',
  ' ',
  'noSuchPetition',
  'CarbonFeeAndDividend',
  'carbon-fee-and-dividend',
  `${petition} `,
  'constructor',
  '__proto__',
  'toString',
  'x'.repeat(65),
  huge,
  "x'; DROP TABLE tallies; --",
  'ünïcödé',
];

const BAD_VOTER_IDS: unknown[] = [
  ...WRONG_TYPES,
  '',
  ' ',
  'x'.repeat(81),
  huge,
  "ca:1'; DROP TABLE voters; --",
  'ca:ÄÖ',
  '../../etc',
];

type Case = [label: string, data: unknown, code: 'INVALID_ARGUMENT' | 'PERMISSION_DENIED'];

function cases(valid: Record<string, unknown>, fields: Record<string, unknown[]>): Case[] {
  const out: Case[] = NOT_OBJECTS.map((data) => [
    `payload ${JSON.stringify(data).slice(0, 30)}`,
    data,
    'INVALID_ARGUMENT',
  ]);
  for (const field of Object.keys(valid)) {
    const { [field]: _, ...without } = valid;
    out.push([`without ${field}`, without, 'INVALID_ARGUMENT']);
    for (const value of fields[field] ?? []) {
      out.push([
        `${field} = ${JSON.stringify(value)?.slice(0, 30)}`,
        { ...valid, [field]: value },
        'INVALID_ARGUMENT',
      ]);
    }
  }
  out.push(['an unknown extra field', { ...valid, admin: true }, 'INVALID_ARGUMENT']);
  out.push(['a huge extra field', { ...valid, [huge.slice(0, 1000)]: huge }, 'INVALID_ARGUMENT']);
  return out;
}

const writeStanceCases: Case[] = [
  ...cases(
    { stance: 'YES', voterId: voters.maria.voter_id, fireDbPetition: petition },
    {
      stance: [...WRONG_TYPES, '', 'yes', 'Yes', 'MAYBE', 'SUPPORT', ' YES', 'YES ', huge],
      voterId: BAD_VOTER_IDS,
      fireDbPetition: BAD_PETITIONS,
    },
  ),
  ...[voters.james, voters.linda, voters.inactive, voters.stale, voters.rosa].map(
    (other): Case => [
      `another voter's id ${other.voter_id}`,
      { stance: 'YES', voterId: other.voter_id, fireDbPetition: petition },
      'PERMISSION_DENIED',
    ],
  ),
  [
    'an id nobody has',
    { stance: 'NO', voterId: 'fl:999999999', fireDbPetition: petition },
    'PERMISSION_DENIED',
  ],
];

// The same voterId and fireDbPetition checks as writeStance, without a stance field.
const withdrawStanceCases: Case[] = [
  ...cases(
    { voterId: voters.maria.voter_id, fireDbPetition: petition },
    {
      voterId: BAD_VOTER_IDS,
      fireDbPetition: BAD_PETITIONS,
    },
  ),
  [
    'a stance field',
    { stance: 'YES', voterId: voters.maria.voter_id, fireDbPetition: petition },
    'INVALID_ARGUMENT',
  ],
  ...[voters.james, voters.linda, voters.inactive, voters.stale, voters.rosa].map(
    (other): Case => [
      `another voter's id ${other.voter_id}`,
      { voterId: other.voter_id, fireDbPetition: petition },
      'PERMISSION_DENIED',
    ],
  ),
  ['an id nobody has', { voterId: 'fl:999999999', fireDbPetition: petition }, 'PERMISSION_DENIED'],
];

const setUpCases: Case[] = [
  ...NOT_OBJECTS.map(
    (data): Case => [`payload ${JSON.stringify(data).slice(0, 30)}`, data, 'INVALID_ARGUMENT'],
  ),
  ...['uid', 'phone', 'email', 'voterId', 'lastSetUp', 'admin', 'force', 'state', 'token'].flatMap((key) =>
    ['x', 1, true, null, { a: 1 }].map(
      (value): Case => [`{${key}: ${JSON.stringify(value)}}`, { [key]: value }, 'INVALID_ARGUMENT'],
    ),
  ),
];

const byDistrictCases = cases(
  { fireDbPetition: petition },
  {
    fireDbPetition: [
      ...BAD_PETITIONS,
      ...[
        '1',
        'null',
        'undefined',
        'a',
        'a b',
        'a.b',
        'a/b',
        '../x',
        '$where',
        '{"$ne":null}',
        '*',
        '%',
        'PERMANENTDST',
      ],
    ],
  },
);

const stateCases = cases(
  { state: 'California', fireDbPetition: petition },
  {
    state: [...WRONG_TYPES, '', 'california', 'CALIFORNIA', 'CA', 'ca', 'Florida', 'fl', ' California', huge],
    fireDbPetition: BAD_PETITIONS,
  },
);

const lookupCases = cases(
  { first: 'ROSA', last: voters.rosa.last_name, zip: '94110', dob: '03/09/1975' },
  {
    first: [...WRONG_TYPES, '', '   ', 'x'.repeat(51), huge, 'R0SA', 'ROSA;', '<script>', '🙂'],
    last: [...WRONG_TYPES, '', 'x'.repeat(51), "O'BRIEN; DROP TABLE voters", '%'],
    zip: [...WRONG_TYPES, 94110, '', '9411', '941100', 'abcde', '10001', '00000', '99999', huge],
    dob: [
      ...WRONG_TYPES,
      3091975,
      '',
      '1975-03-09',
      '3/9/1975',
      '13/09/1975',
      '02/30/1975',
      '02/29/1989',
      '02/29/1900',
      '00/10/1975',
      '03/09/75',
      '03/09/2150',
      huge,
    ],
  },
);

const ALL: [CallableName, Case[], boolean][] = [
  ['setUpUser2023', setUpCases, true],
  ['writeStance', writeStanceCases, true],
  ['withdrawStance', withdrawStanceCases, true],
  ['getStancesByDistrict', byDistrictCases, false],
  ['getStanceCountState', stateCases, false],
  ['getVoterContact', lookupCases, false],
];

let db: Db;
let idToken: string;

beforeAll(async () => {
  db = stackDb();
  await insertVoters(db, Object.values(voters));
  idToken = await signInWithPhone(phone(1));
  // The caller has set up and holds a stance, so a stray write would show in every table.
  await call('setUpUser2023', {}, { idToken });
  await call(
    'writeStance',
    { stance: 'YES', voterId: voters.maria.voter_id, fireDbPetition: petition },
    { idToken },
  );
});
afterAll(async () => {
  await db.destroy();
});

describe.each(ALL)('%s given malformed payloads', (name, list, signedIn) => {
  it(`has at least 50 of them (${list.length})`, () => {
    expect(list.length).toBeGreaterThanOrEqual(50);
  });

  it('answers each with the right error and an actionable message, and changes no table', async () => {
    const before = await tableChecksums(db);
    const outcomes: string[] = [];
    // One after another: one warm emulator worker answers them all (parallel calls would
    // start more worker processes, each a cold start on this 2-core machine).
    for (const [label, data, code] of list) {
      const response = await call(name, data, {
        idToken: signedIn ? idToken : undefined,
        clientIp: '192.0.2.1',
      });
      const message = response.error?.message ?? '';
      const ok = response.error?.status === code && message.length > 0 && message.length < 400;
      if (!ok)
        outcomes.push(`${label}: got ${response.status} ${response.error?.status} "${message.slice(0, 80)}"`);
    }
    expect(outcomes).toEqual([]);
    expect(await tableChecksums(db)).toEqual(before);
  });
});

describe('given a body that is not the callable protocol', () => {
  const deep = (n: number) => `${'['.repeat(n)}1${']'.repeat(n)}`;
  it.each(ALL.map(([name]) => name))(
    '%s answers JSON nested 3,000 deep with 400 before decoding it',
    async (name) => {
      for (const rawBody of [deep(3000), `{"data":${deep(3000)}}`, `{"data":{"a":${deep(3000)}}}`]) {
        const response = await call(name, undefined, { idToken, rawBody });
        expect([response.status, response.error?.status]).toEqual([400, 'INVALID_ARGUMENT']);
      }
    },
  );

  it.each([
    ['not JSON', 'this is not json'],
    ['JSON without data', '{"payload": {}}'],
  ])('answers %s with 400 and writes nothing', async (_, rawBody) => {
    const before = await tableChecksums(db);
    const response = await call('writeStance', undefined, { idToken, rawBody });
    expect(response.status).toBe(400);
    expect(await tableChecksums(db)).toEqual(before);
  });
});
