import type { LegislatorReport } from '@rv/api/contract';
import { legislatorReportPath } from '@rv/api/contract';
import { ResultsUnavailable } from './publicResults';

/**
 * A member's report (docs/architecture/results.md#members-reports): their constituency's counts on
 * every petition and the counts over time, in one CDN-cached request.
 */
export async function fetchMemberReport(
  address: string,
  fetchImpl: typeof fetch = fetch,
): Promise<LegislatorReport> {
  // The schema loads beside the request, as fetchPublicResults's does (keeps zod off the landing).
  const [response, { legislatorReport }] = await Promise.all([
    fetchImpl(legislatorReportPath(address, 'json'), { headers: { Accept: 'application/json' } }),
    import('@rv/api'),
  ]);
  if (!response.ok) throw new ResultsUnavailable(`The member's report answered ${response.status}`);
  return legislatorReport.parse(await response.json());
}
