import type { Request } from 'firebase-functions/v2/https';

/*
 * Checks a callable's HTTP request before firebase-functions sees it. The library answers a
 * body that is not `{"data": …}` itself, but first logs it whole ("Request body is missing
 * data.", with the body as structured fields), so names and dates of birth would reach the logs
 * and a caller could set logging fields. Here such requests are answered `invalid-argument`
 * without a log line, as are bodies too large or nested too deep to be worth decoding (the
 * library decodes `data` recursively). Only the callable protocol's own shape passes.
 */

export interface BodyLimits {
  /** Largest accepted request body, in bytes. */
  maxBytes: number;
  /** Deepest accepted nesting of objects and arrays, counting the `{"data": …}` envelope. */
  maxDepth: number;
}

/** What is wrong with the request, in words the caller can act on; null when it may go on. */
export function requestProblem(req: Request, limits: BodyLimits): string | null {
  // CORS preflights are the library's to answer.
  if (req.method === 'OPTIONS') return null;
  if (req.method !== 'POST') return 'Send the call as an HTTP POST.';
  const type = (req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') return 'Send the call as JSON (Content-Type: application/json).';
  const bytes = req.rawBody?.length ?? Number(req.header('content-length') ?? 0);
  if (bytes > limits.maxBytes)
    return `The request is larger than ${Math.round(limits.maxBytes / 1024)} KB; send only the fields the call takes.`;
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return 'Send a JSON object {"data": …} as the callable protocol does.';
  const keys = Object.keys(body);
  if (keys.length !== 1 || keys[0] !== 'data' || (body as { data?: unknown }).data === undefined)
    return 'Send a JSON object with exactly one field, "data", as the callable protocol does.';
  if (depthExceeds(body, limits.maxDepth))
    return `The request is nested deeper than ${limits.maxDepth} levels; send only the fields the call takes.`;
  return null;
}

/** Whether objects/arrays nest deeper than `max`; iterative, so no input can exhaust the stack. */
function depthExceeds(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (typeof current !== 'object' || current === null) continue;
    if (depth > max) return true;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return false;
}
