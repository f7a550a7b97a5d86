import { describe, expect, it, vi } from 'vitest';
import { fetchPublicResults, ResultsUnavailable } from './publicResults';

const zeros = (n: number) =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [String(i + 1), { YES: 0, NO: 0 }]));
const body = {
  url: 'clean-air-now',
  title: 'Clean Air Now',
  asOf: '2026-11-22T20:00:00.000Z',
  licence: 'CC0-1.0',
  fewerThan: 10,
  congressional: {
    ca: { ...zeros(52), '34': { YES: 12, NO: null }, TOTAL: { YES: 12, NO: 0 } },
    fl: { ...zeros(28), TOTAL: { YES: 0, NO: 0 } },
  },
  districtPlans: { ca: 'ca-legislature-2025', fl: 'fl-2022' },
  california: { stateAssembly: zeros(80), stateSenate: zeros(40) },
};

describe('reading the public results', () => {
  it('asks the site’s own origin for the petition’s JSON and returns it checked against the schema', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
    const results = await fetchPublicResults('clean-air-now', fetchImpl as typeof fetch);
    expect(fetchImpl).toHaveBeenCalledWith('/api/results/clean-air-now.json', expect.anything());
    expect(results.congressional.ca['34']).toEqual({ YES: 12, NO: null });
    expect(results.districtPlans).toEqual({ ca: 'ca-legislature-2025', fl: 'fl-2022' });
  });

  it('fails (so the screen offers a retry) on an error answer or a body that is not the results', async () => {
    const notFound = vi.fn(async () => new Response('{"error":{}}', { status: 404 }));
    await expect(fetchPublicResults('x', notFound as typeof fetch)).rejects.toBeInstanceOf(
      ResultsUnavailable,
    );
    const wrong = vi.fn(async () => new Response('{"ca":{}}', { status: 200 }));
    await expect(fetchPublicResults('x', wrong as typeof fetch)).rejects.toThrow();
  });
});
