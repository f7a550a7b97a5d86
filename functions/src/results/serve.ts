import type { ResultsFormat } from '@rv/api/contract';
import { RESULTS_PATH_PREFIX, resultsCacheControl } from '@rv/api/contract';
import type { Queryable } from '../db';
import type { PublicPetition } from './publicResults';
import { readPublicResults, resultsCsv, resultsEtag } from './publicResults';

/*
 * GET /api/results/{petition url}.json|.csv as a plain answer (status, headers, body), apart
 * from the HTTP function that sends it, so tests and the benchmark run it in-process.
 */

export interface ResultsDeps {
  readonly db: Queryable;
  readonly petitionByUrl: (url: string) => PublicPetition | undefined;
  /** Every petition's url, for the message of a 404. */
  readonly petitionUrls: readonly string[];
  readonly cache: { readonly maxAgeSeconds: number; readonly sharedMaxAgeSeconds: number };
}

export interface ResultsRequest {
  readonly method: string;
  /** The path as Hosting's rewrite passes it: /api/results/… */
  readonly path: string;
  readonly ifNoneMatch?: string | undefined;
}

export interface ResultsAnswer {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string;
}

/** `{prefix}{slug}.json|csv`: a slug of lower-case words joined by "-", nothing else. */
export const openDataPath = (prefix: string) =>
  new RegExp(`^${prefix}([a-z0-9]+(?:-[a-z0-9]+)*)\\.(json|csv)$`);

const PATH = openDataPath(RESULTS_PATH_PREFIX);

const CONTENT_TYPES: Record<ResultsFormat, string> = {
  json: 'application/json; charset=utf-8',
  csv: 'text/csv; charset=utf-8; header=present',
};

// Public data: any site may read it, and nothing in it depends on who asks.
const COMMON = { 'Access-Control-Allow-Origin': '*', 'X-Content-Type-Options': 'nosniff' };

export function error(
  status: number,
  code: string,
  message: string,
  cacheControl: string,
  extra = {},
): ResultsAnswer {
  return {
    status,
    headers: { ...COMMON, 'Content-Type': CONTENT_TYPES.json, 'Cache-Control': cacheControl, ...extra },
    body: JSON.stringify({ error: { status: code, message } }),
  };
}

/** `If-None-Match` holds `*` or a list of (possibly weak) tags; GET compares them weakly. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/** The 405 of every open-data path: they are read-only. */
export function methodNotAllowed(what: string): ResultsAnswer {
  return error(405, 'METHOD_NOT_ALLOWED', `${what} read-only: use GET (or HEAD).`, 'no-store', {
    Allow: 'GET, HEAD',
  });
}

export const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/**
 * A 200 with its weak ETag (over everything but `asOf`, the time of the read: while nothing
 * moves, every read has the same validator), or a 304 when the reader has it already.
 */
export function openDataAnswer<T extends { readonly asOf: string }>(
  request: Pick<ResultsRequest, 'ifNoneMatch'>,
  read: { body: T; format: ResultsFormat; filename: string; csv: (body: T) => string },
  cached: string,
): ResultsAnswer {
  const etag = resultsEtag(read.body, read.format);
  const headers = { ...COMMON, 'Cache-Control': cached, ETag: etag };
  if (matches(request.ifNoneMatch, etag)) return { status: 304, headers, body: '' };
  return {
    status: 200,
    headers: {
      ...headers,
      'Content-Type': CONTENT_TYPES[read.format],
      ...(read.format === 'csv' ? { 'Content-Disposition': `inline; filename="${read.filename}.csv"` } : {}),
    },
    body: read.format === 'csv' ? read.csv(read.body) : JSON.stringify(read.body),
  };
}

export async function answerResultsRequest(
  request: ResultsRequest,
  deps: ResultsDeps,
): Promise<ResultsAnswer> {
  const cached = resultsCacheControl(deps.cache);
  if (!isRead(request.method)) return methodNotAllowed('The results are');
  const example = `${RESULTS_PATH_PREFIX}${deps.petitionUrls[0] ?? '{petition url}'}.json`;
  const match = PATH.exec(request.path);
  if (!match) {
    return error(
      404,
      'NOT_FOUND',
      `Ask for ${RESULTS_PATH_PREFIX}{petition url}.json or .csv, e.g. ${example}.`,
      cached,
    );
  }
  const [, url = '', format = 'json'] = match as unknown as [string, string, ResultsFormat];
  const petition = deps.petitionByUrl(url);
  if (!petition) {
    return error(
      404,
      'NOT_FOUND',
      `No petition has this url. The petitions are: ${deps.petitionUrls.join(', ')}; e.g. ${example}.`,
      cached,
    );
  }
  const body = await readPublicResults(deps.db, petition);
  return openDataAnswer(request, { body, format, filename: url, csv: resultsCsv }, cached);
}
