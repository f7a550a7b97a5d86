import { SET_UP_MARKER } from '@rv/api/contract';
import { HttpsError } from 'firebase-functions/v2/https';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallInput, Deps } from './callables';
import { getVoterContact } from './callables';
import { createDb, type Db } from './db';
import { createTestDatabase, type TestDatabase } from './db/testing/database';
import { insertVoters } from './db/testing/fixtures';
import { clientAddressOf, createLookupLimiters, type LookupBudgets, personKey } from './lookupLimits';

// The lookup budgets in PostgreSQL, through the real handler: shared by separate instances
// (separate pools), not dodged by rotating addresses, spent only by valid requests, and
// renewed after the window. Each test uses its own looked-up person, so budgets do not mix.

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

function depsOn(db: Db, budgets: Partial<LookupBudgets> = {}): Deps {
  const hour = 3600;
  return {
    db,
    petitions: new Map(),
    zipRanges: { ca: [90000, 96699], fl: [32000, 34999] },
    setUpMarker: SET_UP_MARKER,
    stanceChangeLimit: { changes: 10, seconds: 86_400 },
    securityLogKey: 'a-test-key-of-at-least-thirty-two-characters',
    lookupLimiters: createLookupLimiters(db, {
      perAddress: { points: 1000, seconds: hour },
      perUid: { points: 1000, seconds: hour },
      perPerson: { points: 5, seconds: hour },
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
      perAddress: { points: 3, seconds: 3600 },
      perUid: { points: 2, seconds: 3600 },
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
    const deps = depsOn(test.db, { perPerson: { points: 2, seconds: 1 } });
    const person = { ...rosa, first: 'Wes', last: 'Window' };
    const first = [];
    for (let i = 0; i < 3; i++) first.push(await lookup(deps, { data: person }));
    expect(first).toEqual(['ok', 'ok', 'resource-exhausted']);
    // Wait out the window the store reports (a wait, not a timing assertion).
    const key = `person:${personKey(person.first, person.last, person.zip)}`;
    const { rows } = await sql<{
      expire: number;
    }>`SELECT expire FROM lookup_limits WHERE key = ${key}`.execute(test.db);
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, Number(rows[0]?.expire) - Date.now()) + 50),
    );
    expect(await lookup(deps, { data: person })).toBe('ok');
  });
});
