import { describe, expect, it, vi } from 'vitest';
import { fetchPetitionCount, petitionCountOf } from './petitionCount';
import { ResultsUnavailable } from './publicResults';

const zeros = (n: number) =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [String(i + 1), { YES: 0, NO: 0 }]));
const body = {
  url: 'clean-air-now',
  title: 'Clean Air Now',
  asOf: '2026-11-22T20:00:00.000Z',
  licence: 'CC0-1.0',
  fewerThan: 10,
  congressional: {
    // Counts under k are published as null ("fewer than k"); TOTAL adds up the counts shown.
    ca: { ...zeros(52), '34': { YES: 12, NO: null }, TOTAL: { YES: 12, NO: 0 } },
    fl: { ...zeros(28), '27': { YES: null, NO: 14 }, TOTAL: { YES: 0, NO: 14 } },
  },
  california: { stateAssembly: { ...zeros(80), '54': { YES: 12, NO: null } }, stateSenate: zeros(40) },
};
const national = { url: 'clean-air-now', jurisdiction: { level: 'NATIONAL' } } as const;

describe('the totals at the top of a petition', () => {
  it('read the public JSON of the petition on the site’s own origin', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
    await expect(fetchPetitionCount(national, fetchImpl as typeof fetch)).resolves.toEqual({
      count: { YES: 12, NO: 14 },
      asOf: body.asOf,
    });
    expect(fetchImpl).toHaveBeenCalledWith('/api/results/clean-air-now.json', expect.anything());
  });

  it.each([
    ['California', { level: 'STATE', state: 'ca' } as const, { YES: 12, NO: 0 }],
    ['Florida', { level: 'CITY', state: 'fl' } as const, { YES: 0, NO: 14 }],
  ])('count only the voters of %s on its state and city petitions', (_state, jurisdiction, count) => {
    expect(petitionCountOf({ jurisdiction }, body).count).toEqual(count);
  });

  it.each([
    ['an error answer', new Response('{"error":{}}', { status: 404 })],
    ['no time of count', new Response(JSON.stringify({ ...body, asOf: 'yesterday' }))],
    [
      'a count that is not a whole number',
      new Response(
        JSON.stringify({
          ...body,
          congressional: { ...body.congressional, fl: { TOTAL: { YES: -1, NO: 0 } } },
        }),
      ),
    ],
    ['no Assembly districts', new Response(JSON.stringify({ ...body, california: {} }))],
    ['a body that is not the results', new Response('[]')],
  ])('fail (so the summary offers a retry) on %s', async (_case, response) => {
    await expect(fetchPetitionCount(national, (async () => response) as typeof fetch)).rejects.toBeInstanceOf(
      ResultsUnavailable,
    );
  });
});
