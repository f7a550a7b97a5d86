import { resultsCacheControl, VOTER_LISTS_PATH } from '@rv/api/contract';
import type { Queryable } from '../db';
import { readVoterListDates } from '../db/voterLists';
import type { ResultsAnswer, ResultsRequest } from './serve';

/*
 * GET /api/voter-lists.json: the date of each state's voter list, public and cached like the
 * results (docs/architecture/results.md#voter-list-dates). The `results` function answers it.
 */

export interface VoterListsDeps {
  readonly db: Queryable;
  readonly cache: { readonly maxAgeSeconds: number; readonly sharedMaxAgeSeconds: number };
}

export function isVoterListsRequest(request: Pick<ResultsRequest, 'path'>): boolean {
  return request.path === VOTER_LISTS_PATH;
}

const HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'X-Content-Type-Options': 'nosniff',
  'Content-Type': 'application/json; charset=utf-8',
};

export async function answerVoterListsRequest(
  request: Pick<ResultsRequest, 'method'>,
  deps: VoterListsDeps,
): Promise<ResultsAnswer> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return {
      status: 405,
      headers: { ...HEADERS, 'Cache-Control': 'no-store', Allow: 'GET, HEAD' },
      body: JSON.stringify({
        error: {
          status: 'METHOD_NOT_ALLOWED',
          message: 'The voter-list dates are read-only: use GET (or HEAD).',
        },
      }),
    };
  }
  return {
    status: 200,
    headers: { ...HEADERS, 'Cache-Control': resultsCacheControl(deps.cache) },
    body: JSON.stringify(await readVoterListDates(deps.db)),
  };
}
