import type { PublicResults } from '@rv/api/contract';
import { resultsPath } from '@rv/api/contract';
import { site } from '@rv/catalogue';
import { sharedReadsPer } from './sharedRead';

/*
 * The results a visitor sees come from the public, CDN-cached GET (docs/architecture/results.md)
 * on the site's own origin; only right after the voter's own stance does the page ask the
 * callables, which are never cached, so the voter sees their stance counted at once.
 */

export class ResultsUnavailable extends Error {
  override name = 'ResultsUnavailable';
}

// The totals and the open view read the same body: one request, reused for as long as the
// browser's own cache would reuse it (the response's max-age, docs/architecture/results.md).
const bodiesOf = sharedReadsPer<typeof fetch>(site.openData.maxAgeSeconds * 1000);

/** A petition's public results body, unchecked; one request for every part of the page. */
export function publicResultsBody(petitionUrl: string, fetchImpl: typeof fetch = fetch): Promise<unknown> {
  return bodiesOf(fetchImpl)(petitionUrl, async () => {
    const response = await fetchImpl(resultsPath(petitionUrl, 'json'), {
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw new ResultsUnavailable(`The results answered ${response.status}`);
    return response.json() as Promise<unknown>;
  });
}

export async function fetchPublicResults(
  petitionUrl: string,
  fetchImpl: typeof fetch = fetch,
): Promise<PublicResults> {
  // The schemas (zod) load beside the request from the same chunk as the callables' client
  // (firebase/services.ts): importing '@rv/api/contract' here made the whole contract a chunk the
  // landing page loaded too (+28.8 KB gzip in bench:web).
  const [body, { publicResults }] = await Promise.all([
    publicResultsBody(petitionUrl, fetchImpl),
    import('@rv/api'),
  ]);
  return publicResults.parse(body);
}
