import type { PublicResults } from '@rv/api/contract';
import { resultsPath } from '@rv/api/contract';

/*
 * The results a visitor sees come from the public, CDN-cached GET (docs/architecture/results.md)
 * on the site's own origin; only right after the voter's own stance does the page ask the
 * callables, which are never cached, so the voter sees their stance counted at once.
 */

export class ResultsUnavailable extends Error {
  override name = 'ResultsUnavailable';
}

export async function fetchPublicResults(
  petitionUrl: string,
  fetchImpl: typeof fetch = fetch,
): Promise<PublicResults> {
  // The schemas (zod) load beside the request from the same chunk as the callables' client
  // (firebase/services.ts): importing '@rv/api/contract' here made the whole contract a chunk the
  // landing page loaded too (+28.8 KB gzip in bench:web).
  const [response, { publicResults }] = await Promise.all([
    fetchImpl(resultsPath(petitionUrl, 'json'), { headers: { Accept: 'application/json' } }),
    import('@rv/api'),
  ]);
  if (!response.ok) throw new ResultsUnavailable(`The results answered ${response.status}`);
  return publicResults.parse(await response.json());
}
