import type { ApiClient } from '@rv/api';
import type { Petition } from '@rv/catalogue';
import { type PublishedCount, petitionTotal, type StateResults, stateTotal } from '@rv/domain';
import type { PetitionCount } from '@rv/ui';
import { freshCounts } from './freshCounts';
import { publicResultsBody, ResultsUnavailable } from './publicResults';

/*
 * The totals at the top of every petition, from the same public, cached GET as the results
 * (docs/architecture/results.md). Read without zod on purpose: the schemas' chunk is 25.7 KB
 * gzip, and every visitor of a petition would download it for five numbers; so only what the
 * total needs is checked, and anything else in the body is left to the Stances tab's full check.
 */

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
// A count is a whole number, or null for one published as "fewer than k" (decision 0054).
const isCount = (value: unknown): value is PublishedCount =>
  isObject(value) &&
  [value.YES, value.NO].every((n) => n === null || (Number.isSafeInteger(n) && (n as number) >= 0));

function tallies(value: unknown, where: string): StateResults {
  if (!isObject(value) || !Object.values(value).every(isCount)) {
    throw new ResultsUnavailable(`The results' ${where} are not counts`);
  }
  return value as StateResults;
}

/** The petition's total and time of count from a public results body; throws on anything else. */
export function petitionCountOf(petition: Pick<Petition, 'jurisdiction'>, body: unknown): PetitionCount {
  const { asOf, congressional, california } = isObject(body) ? body : {};
  if (typeof asOf !== 'string' || Number.isNaN(Date.parse(asOf))) {
    throw new ResultsUnavailable('The results have no time of count');
  }
  const congress = isObject(congressional) ? congressional : {};
  const count = petitionTotal(petition.jurisdiction, {
    congressional: {
      ca: tallies(congress.ca, 'California districts'),
      fl: tallies(congress.fl, 'Florida districts'),
    },
    california: {
      stateAssembly: tallies(
        isObject(california) ? california.stateAssembly : undefined,
        'Assembly districts',
      ),
    },
  });
  return { count, asOf };
}

export async function fetchPetitionCount(
  petition: Pick<Petition, 'url' | 'jurisdiction'>,
  fetchImpl: typeof fetch = fetch,
): Promise<PetitionCount> {
  return petitionCountOf(petition, await publicResultsBody(petition.url, fetchImpl));
}

/** Right after the voter's own stance: the callables, which are never cached. */
export async function freshPetitionCount(
  api: ApiClient,
  petition: Pick<Petition, 'jurisdiction' | 'petitionKey'>,
): Promise<PetitionCount> {
  const { jurisdiction, petitionKey } = petition;
  if (jurisdiction.level !== 'NATIONAL' && jurisdiction.state === 'ca') {
    const counts = await freshCounts(api).california(petitionKey);
    return { count: stateTotal(counts.stateAssembly), asOf: counts.asOf };
  }
  const { ca, fl, asOf } = await freshCounts(api).byDistrict(petitionKey);
  return {
    count: petitionTotal(jurisdiction, { congressional: { ca, fl }, california: { stateAssembly: {} } }),
    asOf,
  };
}
