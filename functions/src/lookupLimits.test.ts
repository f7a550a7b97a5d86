import { SET_UP_MARKER } from '@rv/api/contract';
import { HttpsError } from 'firebase-functions/v2/https';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CallInput, Deps } from './callables';
import { getVoterContact } from './callables';
import { createDb, type Db } from './db';
import {
  addressBudgetKey,
  clientAddressOf,
  createLookupLimiters,
  type LookupBudgets,
  personKey,
} from './lookupLimits';
import { createTestDatabase, type TestDatabase } from './testkit/database';
import { insertVoters } from './testkit/fixtures';

// The lookup budgets in PostgreSQL, through the real handler: shared by separate instances
// (separate pools), not dodged by rotating addresses, spent only by valid requests, and
// renewed after each window. Each test uses its own looked-up person, so budgets do not mix.
// Windows pass on a fake clock (the limiter reads Date.now()), never by sleeping.

const voter = {
  voter_id: 'ca:LL0001',
  state: 'ca' as const,
  first_name: 'ROSA',
  last_name: 'DELGADO',
  zip: '94110',
  dob: '1975-03-09',
  phones: ['+14155550107'],
};
const rosa = { first: 'Rosa', last: 'Delgado', zip: '94110', dob: '03/09/1975' };

let test: TestDatabase;
let second: Db;
beforeAll(async () => {
  test = await createTestDatabase({ max: 4 });
  second = createDb(test.url, { max: 4 });
  await insertVoters(test.db, [voter]);
});
afterAll(async () => {
  await second.destroy();
  await test.drop();
});

const HOUR = 3600;
const DAY = 24 * HOUR;

afterEach(() => {
  vi.useRealTimers();
});

function depsOn(db: Db, budgets: Partial<LookupBudgets> = {}): Deps {
  const hour = HOUR;
  return {
    db,
    petitions: new Map(),
    zipRanges: { ca: [90000, 96699], fl: [32000, 34999] },
    setUpMarker: SET_UP_MARKER,
    stanceChangeLimit: { changes: 10, seconds: 86_400 },
    securityLogKey: 'a-test-key-of-at-least-thirty-two-characters',
    lookupLimiters: createLookupLimiters(db, {
      perAddress: [{ points: 1000, seconds: hour }],
      perUid: [{ points: 1000, seconds: hour }],
      perPerson: [{ points: 5, seconds: hour }],
      ...budgets,
    }),
  };
}

/** The outcome of one lookup: 'ok' or the error code. */
async function lookup(deps: Deps, call: Partial<CallInput> & { data: unknown }): Promise<string> {
  try {
    await getVoterContact({ clientAddress: '198.51.100.7', ...call }, deps);
    return 'ok';
  } catch (error) {
    if (error instanceof HttpsError) return error.code;
    throw error;
  }
}

describe('clientAddressOf', () => {
  it.each([
    ['the entry the trusted proxy appended', '203.0.113.5', 1, '203.0.113.5'],
    ['not what the client wrote before it', '10.0.0.1, 1.2.3.4, 203.0.113.5', 1, '203.0.113.5'],
    ['two hops: the entry before the last', '6.6.6.6, 203.0.113.5, 35.191.0.1', 2, '203.0.113.5'],
    ['IPv6', '2001:db8::1', 1, '2001:db8::1'],
    ['array headers joined', ['1.1.1.1', '203.0.113.5'], 1, '203.0.113.5'],
    ['no header: no address', undefined, 1, null],
    ['fewer entries than hops: no address', '203.0.113.5', 2, null],
    ['not an address: none', 'unknown', 1, null],
    ['no trusted hop: none', '203.0.113.5', 0, null],
  ] as const)('%s', (_, header, hops, expected) => {
    expect(clientAddressOf(header as string | string[] | undefined, hops)).toBe(expected);
  });
});

describe('personKey', () => {
  it('is the same for spellings of one person a caller could rotate', () => {
    const key = personKey('Rosa', "Del'gado", '94110');
    for (const [first, last] of [
      ['ROSA', 'DELGADO'],
      ['r', 'del gado'],
      ['Rosalind', 'Délgado'],
      [' rosa', 'DEL-GADO'],
    ] as const)
      expect(personKey(first, last, '94110')).toBe(key);
    expect(personKey('Rosa', 'Delgado', '94111')).not.toBe(key);
    expect(personKey('Maria', 'Delgado', '94110')).not.toBe(key);
  });

  it('is the same for every spelling the voter match finds as one name (ı → I, ß → SS)', () => {
    // The database compares upper-cased names: "rıvera" and "Strauß" find RIVERA and STRAUSS.
    expect(personKey('ıris', 'Rıvera', '94110')).toBe(personKey('Iris', 'Rivera', '94110'));
    expect(personKey('Hans', 'Strauß', '94110')).toBe(personKey('Hans', 'Strauss', '94110'));
    expect(personKey('ßabine', 'Ost', '94110')).toBe(personKey('Sabine', 'Ost', '94110'));
  });

  it('stores no name or zip in the table', async () => {
    await lookup(depsOn(test.db), { data: rosa, clientAddress: '198.51.100.99' });
    const { rows } = await sql<{ key: string }>`SELECT key FROM lookup_limits`.execute(test.db);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.key).join(' ')).not.toMatch(/DELGADO|94110|198\.51/i);
  });
});

describe('lookup budgets', () => {
  it('give rotating client addresses no more than the per-person budget', async () => {
    const deps = depsOn(test.db);
    const person = { ...rosa, first: 'Tomas', last: 'Rotate' };
    const outcomes: string[] = [];
    // 30 guesses at a date of birth, each from a fresh address.
    for (let i = 0; i < 30; i++)
      outcomes.push(
        await lookup(deps, {
          data: { ...person, dob: `01/${String((i % 28) + 1).padStart(2, '0')}/1970` },
          clientAddress: `203.0.113.${i + 1}`,
        }),
      );
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(5);
    expect(outcomes.slice(5)).toEqual(Array(25).fill('resource-exhausted'));
  });

  it('give a name written with ı or ß no budget of its own', async () => {
    const deps = depsOn(test.db);
    const strauss = { ...rosa, first: 'Iris', last: 'Strauss' };
    const outcomes = [];
    for (let i = 0; i < 5; i++) outcomes.push(await lookup(deps, { data: strauss }));
    // Each of these finds the same voter as STRAUSS / IRIS (the match upper-cases), so each is refused.
    for (const [first, last] of [
      ['ıris', 'Strauss'],
      ['Iris', 'Strauß'],
      ['ıRıS', 'STRAUß'],
    ])
      outcomes.push(await lookup(deps, { data: { ...strauss, first, last } }));
    expect(outcomes).toEqual([...Array(5).fill('ok'), ...Array(3).fill('resource-exhausted')]);
  });

  it('are shared by two instances on one database', async () => {
    // Two handler instances, each with its own pool and limiters, as two Cloud Functions instances.
    const [a, b] = [depsOn(test.db), depsOn(second)];
    const person = { ...rosa, first: 'Sam', last: 'Shared' };
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, i) => lookup(i % 2 ? a : b, { data: person })),
    );
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(5);
    expect(outcomes.filter((o) => o === 'resource-exhausted')).toHaveLength(7);
  });

  it('count per address and per signed-in uid too', async () => {
    const deps = depsOn(test.db, {
      perAddress: [{ points: 3, seconds: 3600 }],
      perUid: [{ points: 2, seconds: 3600 }],
    });
    const people = ['Ann', 'Bob', 'Cy', 'Di'].map((first) => ({ ...rosa, first, last: `Addr${first}` }));
    const byAddress = [];
    for (const data of people) byAddress.push(await lookup(deps, { data, clientAddress: '192.0.2.50' }));
    expect(byAddress).toEqual(['ok', 'ok', 'ok', 'resource-exhausted']);
    const auth = { uid: 'uid-limits', token: {} };
    const byUid = [];
    for (const [i, data] of people.entries())
      byUid.push(await lookup(deps, { data, auth, clientAddress: `192.0.2.${60 + i}` }));
    expect(byUid).toEqual(['ok', 'ok', 'resource-exhausted', 'resource-exhausted']);
  });

  it('are not spent by bad requests', async () => {
    const deps = depsOn(test.db);
    const person = { ...rosa, first: 'Bea', last: 'Badrequest' };
    const bad = [
      { ...person, dob: '13/01/1970' },
      { ...person, dob: '02/29/1989' },
      { ...person, zip: '10001' },
      { ...person, zip: '9411' },
      { ...person, extra: true },
      { ...person, first: '' },
    ];
    for (const data of [...bad, ...bad]) expect(await lookup(deps, { data })).toBe('invalid-argument');
    const outcomes = [];
    for (let i = 0; i < 6; i++) outcomes.push(await lookup(deps, { data: person }));
    expect(outcomes).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'resource-exhausted']);
  });

  it('refuse a call without a client address, spending nothing', async () => {
    const deps = depsOn(test.db);
    const person = { ...rosa, first: 'Nia', last: 'Noaddress' };
    for (let i = 0; i < 6; i++)
      expect(await lookup(deps, { data: person, clientAddress: null })).toBe('permission-denied');
    expect(await lookup(deps, { data: person })).toBe('ok');
  });

  it('renew after the window', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T10:00:00Z') });
    const deps = depsOn(test.db, { perPerson: [{ points: 2, seconds: HOUR }] });
    const person = { ...rosa, first: 'Wes', last: 'Window' };
    const first = [];
    for (let i = 0; i < 3; i++) first.push(await lookup(deps, { data: person }));
    expect(first).toEqual(['ok', 'ok', 'resource-exhausted']);
    vi.setSystemTime(new Date('2026-11-27T10:59:00Z'));
    expect(await lookup(deps, { data: person })).toBe('resource-exhausted');
    vi.setSystemTime(new Date('2026-11-27T11:00:01Z'));
    expect(await lookup(deps, { data: person })).toBe('ok');
  });

  it('hold over a day and a week when the hours renew', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T00:00:00Z') });
    const deps = depsOn(test.db, {
      perPerson: [
        { points: 5, seconds: HOUR },
        { points: 10, seconds: DAY },
        { points: 20, seconds: 7 * DAY },
      ],
    });
    const person = { ...rosa, first: 'Dee', last: 'Daily' };
    // A careful guesser spends two hours' budgets a day, each morning, for eight days.
    const start = Date.now();
    const answeredPerDay: number[] = [];
    for (let day = 0; day < 8; day++) {
      let answered = 0;
      for (let hour = 0; hour < 2; hour++) {
        vi.setSystemTime(start + (day * DAY + hour * HOUR) * 1000);
        for (let guess = 0; guess < 5; guess++)
          if ((await lookup(deps, { data: person })) === 'ok') answered++;
      }
      answeredPerDay.push(answered);
    }
    // Ten a day, twenty a week: then nothing until the week is over.
    expect(answeredPerDay).toEqual([10, 10, 0, 0, 0, 0, 0, 10]);
  });

  it('tell a refused person where people can help them', async () => {
    const deps = depsOn(test.db, { perPerson: [{ points: 1, seconds: DAY }] });
    const person = { ...rosa, first: 'Hal', last: 'Helpline' };
    await getVoterContact({ clientAddress: '198.51.100.7', data: person }, deps);
    const refused = await getVoterContact({ clientAddress: '198.51.100.8', data: person }, deps).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(HttpsError);
    expect((refused as HttpsError).message).toBe(
      'Too many look-ups of this name and zip code. Wait 24 hours, then try again. Or call our help line, (415) 555-0142, or write to info@registeredvoice.example.org: we can help you find your registration.',
    );
  });

  it('count an IPv6 network by its /64', async () => {
    const deps = depsOn(test.db, { perAddress: [{ points: 2, seconds: HOUR }] });
    const people = ['Ivo', 'Ian', 'Ike'].map((first) => ({ ...rosa, first, last: `Six${first}` }));
    const outcomes = [];
    for (const [i, data] of people.entries())
      outcomes.push(await lookup(deps, { data, clientAddress: `2001:db8:aa:bb::${i + 1}` }));
    expect(outcomes).toEqual(['ok', 'ok', 'resource-exhausted']);
    expect(await lookup(deps, { data: people[2], clientAddress: '2001:db8:aa:bc::1' })).toBe('ok');
  });
});

describe('addressBudgetKey', () => {
  it.each([
    ['2001:db8:aa:bb::1', '2001:0db8:00aa:00bb:ffff:1:2:3'],
    ['2001:db8::', '2001:db8:0:0:1::'],
    ['::ffff:192.0.2.1', '192.0.2.1'],
    ['fe80::1%eth0', 'FE80::2'],
  ])('%s and %s are one network', (a, b) => {
    expect(addressBudgetKey(a)).toBe(addressBudgetKey(b));
  });

  it.each([
    ['2001:db8:aa:bb::1', '2001:db8:aa:bc::1'],
    ['192.0.2.1', '192.0.2.2'],
    ['::1', '::2:0:0:0:1'],
  ])('%s and %s are two', (a, b) => {
    expect(addressBudgetKey(a)).not.toBe(addressBudgetKey(b));
  });
});
