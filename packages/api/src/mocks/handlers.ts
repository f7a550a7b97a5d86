import type { HttpHandler } from 'msw';
import { delay, HttpResponse, http } from 'msw';
import type { ServerErrorCode } from '../errors';
import { ERROR_MESSAGES, HTTP_STATUS_OF, protocolStatusOf, SERVER_ERROR_CODES } from '../errors';
import type { CallableName } from '../names';
import { CALLABLE_NAMES } from '../names';
import type { CallableResponse, ParsedRequest, VoterRecord } from '../schemas';
import { CALLABLE_SCHEMAS, describeIssues } from '../schemas';
import { fixtures } from './fixtures';

/*
 * MSW handlers that speak the callable protocol: POST `{functionsUrl}/{name}` with body
 * `{data}`, answered `{result}` (200) or `{error: {status, message}}` with the protocol's HTTP
 * status. Browser-only (msw/browser via Storybook); never import msw/node here.
 */

/** How one callable answers in a story. */
export type Scenario<N extends CallableName> =
  /** The default fixture for the request. */
  | 'success'
  /** The default fixture after 1.5 s, to see spinners. */
  | 'slow'
  /** Never answers: the loading state, frozen. */
  | 'loading'
  /** Fails with this code and its standard message. */
  | ServerErrorCode
  /** A given result, optionally after a delay. */
  | { result: CallableResponse<N>; delayMs?: number }
  /** A given error and message, with the protocol's `details` when the server sends them. */
  | { error: ServerErrorCode; message: string; details?: unknown };

export type Scenarios = { [N in CallableName]?: Scenario<N> };

export const SCENARIO_NAMES = ['success', 'slow', 'loading', ...SERVER_ERROR_CODES] as const;

export interface HandlerOptions {
  /**
   * Base URL the client calls (see `emulatorFunctionsUrl`). Default: any origin and path
   * ending in the callable's name, which matches both production and emulator URLs.
   */
  functionsUrl?: string;
  /** Delay of the 'slow' scenario in ms. */
  slowMs?: number;
}

function errorResponse(code: ServerErrorCode, message: string = ERROR_MESSAGES[code], details?: unknown) {
  return HttpResponse.json(
    { error: { status: protocolStatusOf(code), message, ...(details === undefined ? {} : { details }) } },
    { status: HTTP_STATUS_OF[code] },
  );
}

function withStance(voter: VoterRecord, request: ParsedRequest<'writeStance'>, at: string): VoterRecord {
  const previous = voter.stances[request.fireDbPetition];
  if (previous?.currentStance.stance === request.stance) return voter;
  const entry = { stance: request.stance, at };
  return {
    ...voter,
    stances: {
      ...voter.stances,
      [request.fireDbPetition]: { currentStance: entry, history: [...(previous?.history ?? []), entry] },
    },
  };
}

function withoutStance(voter: VoterRecord, request: ParsedRequest<'withdrawStance'>): VoterRecord {
  const { [request.fireDbPetition]: _withdrawn, ...stances } = voter.stances;
  return { ...voter, stances };
}

function fixtureVoter(voterId: string): VoterRecord {
  return Object.values(fixtures.voters).find((v) => v.voterId === voterId) ?? fixtures.voters.california;
}

/** The default answer per callable, computed from the (valid) request. */
const defaultResult: { [N in CallableName]: (request: ParsedRequest<N>) => CallableResponse<N> } = {
  setUpUser2023: () => fixtures.setUp.oneVoter,
  writeStance: (request) => withStance(fixtureVoter(request.voterId), request, new Date().toISOString()),
  withdrawStance: (request) => withoutStance(fixtureVoter(request.voterId), request),
  getStancesByDistrict: (request) =>
    request.fireDbPetition === 'carbonFeeAndDividend' ? fixtures.results.carbonFee : fixtures.results.empty,
  getStanceCountState: () => fixtures.stateResults.california,
  getVoterContact: () => fixtures.lookups.activeWithContact,
};

function handlerFor<N extends CallableName>(
  name: N,
  scenario: Scenario<N>,
  options: HandlerOptions,
): HttpHandler {
  const url = options.functionsUrl ? `${options.functionsUrl.replace(/\/+$/, '')}/${name}` : `*/${name}`;
  return http.post(url, async ({ request }) => {
    if (scenario === 'loading') {
      await delay('infinite');
    }
    if (typeof scenario === 'object' && 'error' in scenario)
      return errorResponse(scenario.error, scenario.message, scenario.details);
    if (
      typeof scenario === 'string' &&
      scenario !== 'success' &&
      scenario !== 'slow' &&
      scenario !== 'loading'
    ) {
      return errorResponse(scenario);
    }
    const body: unknown = await request.json().catch(() => null);
    const data = typeof body === 'object' && body !== null && 'data' in body ? body.data : undefined;
    // Answer a bad request as the server would, so forms can be tested against mocks too.
    const parsed = CALLABLE_SCHEMAS[name].request.safeParse(data);
    if (!parsed.success) return errorResponse('invalid-argument', describeIssues(parsed.error));
    if (scenario === 'slow') await delay(options.slowMs ?? 1500);
    if (typeof scenario === 'object') {
      if (scenario.delayMs) await delay(scenario.delayMs);
      return HttpResponse.json({ result: scenario.result });
    }
    return HttpResponse.json({ result: defaultResult[name](parsed.data as ParsedRequest<N>) });
  });
}

/**
 * One handler per callable; each answers as its scenario says ('success' when not given).
 * In a story: `parameters: { msw: { handlers: createHandlers({ writeStance: 'internal' }) } }`.
 */
export function createHandlers(scenarios: Scenarios = {}, options: HandlerOptions = {}): HttpHandler[] {
  return CALLABLE_NAMES.map((name) =>
    handlerFor(name, (scenarios[name] ?? 'success') as Scenario<typeof name>, options),
  );
}

/** Every callable succeeding with the default fixtures. */
export const handlers: HttpHandler[] = createHandlers();
