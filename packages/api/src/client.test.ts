import { initializeApp } from 'firebase/app';
import { getFunctions } from 'firebase/functions';
import { getResponse, HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  createApiClient,
  emulatorFunctionsUrl,
  firebaseTransport,
  retryAfterOf,
  SERVER_ERROR_CODES,
} from './index';
import type { Scenarios } from './mocks';
import { createHandlers, fixtures } from './mocks';

// The real Firebase SDK talks to the MSW handlers: fetch is routed through msw's getResponse,
// so the callable protocol (POST {data} → {result} | {error}) is exercised end to end.
const app = initializeApp(
  { projectId: 'demo-registered-voice', apiKey: 'demo-key', appId: 'demo' },
  'api-test',
);
const functions = getFunctions(app);

function clientWith(scenarios: Scenarios, functionsUrl = emulatorFunctionsUrl()) {
  const handlers = createHandlers(scenarios);
  const seen: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    seen.push(request.url);
    return (await getResponse(handlers, request)) ?? new Response('no handler', { status: 404 });
  });
  return { client: createApiClient(firebaseTransport(functions, { functionsUrl })), seen };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('given every callable succeeds', () => {
  it('returns the signed-in voter from setUpUser2023', async () => {
    const { client, seen } = clientWith({});
    await expect(client.setUpUser2023()).resolves.toEqual(fixtures.setUp.oneVoter);
    expect(seen).toEqual(['http://127.0.0.1:5001/demo-registered-voice/us-central1/setUpUser2023']);
  });

  it('returns the voter record with the new stance appended to its history', async () => {
    const { client } = clientWith({});
    const voter = await client.writeStance({
      stance: 'NO',
      voterId: fixtures.voters.california.voterId,
      fireDbPetition: 'carbonFeeAndDividend',
    });
    const stance = voter.stances.carbonFeeAndDividend;
    expect(stance?.currentStance.stance).toBe('NO');
    expect(stance?.history.map((entry) => entry.stance)).toEqual(['YES', 'NO', 'YES', 'NO']);
  });

  it('returns the voter record without the petition once its stance is withdrawn', async () => {
    const { client, seen } = clientWith({});
    const voter = await client.withdrawStance({
      voterId: fixtures.voters.california.voterId,
      fireDbPetition: 'carbonFeeAndDividend',
    });
    expect(voter.stances.carbonFeeAndDividend).toBeUndefined();
    expect(voter.voterId).toBe(fixtures.voters.california.voterId);
    expect(seen).toEqual(['http://127.0.0.1:5001/demo-registered-voice/us-central1/withdrawStance']);
  });

  it('returns tallies for both states with a TOTAL row equal to the sum of districts', async () => {
    const { client } = clientWith({});
    const results = await client.getStancesByDistrict({ fireDbPetition: 'carbonFeeAndDividend' });
    expect(Object.keys(results.ca)).toHaveLength(53);
    expect(Object.keys(results.fl)).toHaveLength(29);
    const sumYes = Object.entries(results.ca)
      .filter(([key]) => key !== 'TOTAL')
      .reduce((sum, [, count]) => sum + (count.YES ?? 0), 0);
    expect(results.ca.TOTAL?.YES).toBe(sumYes);
  });

  it('returns 80 Assembly and 40 State Senate districts for California', async () => {
    const { client } = clientWith({});
    const results = await client.getStanceCountState({ state: 'California', fireDbPetition: 'permanentDst' });
    expect(Object.keys(results.stateAssembly)).toHaveLength(80);
    expect(Object.keys(results.stateSenate)).toHaveLength(40);
  });

  it('returns a lookup with masked contacts only', async () => {
    const { client } = clientWith({ getVoterContact: { result: fixtures.lookups.activeWithTwoContacts } });
    const lookup = await client.getVoterContact({
      first: 'MARIA',
      last: 'ALVAREZ',
      zip: '95814',
      dob: '02/29/1988',
    });
    expect(lookup.A.phones).toEqual(['(•••) •••-0123', '(•••) •••-0187']);
    expect(lookup.I.numVotersFound).toBe(1);
  });
});

describe('given a callable fails', () => {
  it.each(SERVER_ERROR_CODES)('rejects with an ApiError of code %s and its message', async (code) => {
    const { client } = clientWith({ getStancesByDistrict: code });
    const failure = client.getStancesByDistrict({ fireDbPetition: 'carbonFeeAndDividend' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ code });
  });

  it('passes the server message through', async () => {
    const { client } = clientWith({
      writeStance: { error: 'permission-denied', message: 'Not your voter.' },
    });
    const error = await client
      .writeStance({ stance: 'YES', voterId: 'ca:1:2', fireDbPetition: 'carbonFeeAndDividend' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect([(error as ApiError).code, (error as ApiError).message]).toEqual([
      'permission-denied',
      'Not your voter.',
    ]);
  });
});

describe('given a limit refuses the call', () => {
  const refusal = (details: unknown) =>
    clientWith({ writeStance: { error: 'resource-exhausted', message: 'Wait.', details } })
      .client.writeStance({ stance: 'YES', voterId: 'ca:1:2', fireDbPetition: 'carbonFeeAndDividend' })
      .catch((e: unknown) => e);

  it('carries the wait the server gave, in whole seconds', async () => {
    const error = await refusal({ retryAfterSeconds: 1560.2 });
    expect(error).toBeInstanceOf(ApiError);
    expect([(error as ApiError).code, retryAfterOf(error)]).toEqual(['resource-exhausted', 1561]);
  });

  it.each([undefined, { retryAfterSeconds: 'soon' }, { retryAfterSeconds: -5 }, 'x'])(
    'carries no wait when the details are %j',
    async (details) => {
      expect(retryAfterOf(await refusal(details))).toBeUndefined();
    },
  );

  it('is no wait for any other failure', () => {
    expect(retryAfterOf(new ApiError('internal', 'x', 30))).toBeUndefined();
    expect(retryAfterOf(new Error('x'))).toBeUndefined();
  });
});

describe('given a bad request', () => {
  it('rejects with invalid-argument naming the field, without calling the server', async () => {
    const { client, seen } = clientWith({});
    const error = await client
      // @ts-expect-error: the stance is deliberately not YES or NO
      .writeStance({ stance: 'MAYBE', voterId: 'ca:1:2', fireDbPetition: 'carbonFeeAndDividend' })
      .catch((e: unknown) => e);
    expect([(error as ApiError).code, (error as ApiError).message]).toEqual([
      'invalid-argument',
      'stance: must be "YES" or "NO"',
    ]);
    expect(seen).toEqual([]);
  });
});

describe('given the server answers something unexpected', () => {
  it('rejects with internal instead of handing the UI a wrong shape', async () => {
    const handlers = [
      http.post('*/getVoterContact', () => HttpResponse.json({ result: fixtures.malformedLookup })),
    ];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      return (await getResponse(handlers, new Request(input, init))) ?? new Response(null, { status: 404 });
    });
    const client = createApiClient(firebaseTransport(functions, { functionsUrl: emulatorFunctionsUrl() }));
    await expect(
      client.getVoterContact({ first: 'A', last: 'B', zip: '33602', dob: '01/01/1990' }),
    ).rejects.toMatchObject({ code: 'internal' });
  });
});
