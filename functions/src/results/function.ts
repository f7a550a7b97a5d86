import { legislatorById, petitionByUrl, petitions, site } from '@rv/catalogue';
import { onRequest } from 'firebase-functions/v2/https';
import { maxInstances, productionDeps, REGION } from '../config';
import { logResultsFailed } from '../logs';
import type { LegislatorReportDeps } from './legislatorReport';
import { answerLegislatorReportRequest, isLegislatorReportRequest } from './legislatorReport';
import type { ResultsDeps } from './serve';
import { answerResultsRequest } from './serve';
import { answerVoterListsRequest, isVoterListsRequest } from './voterLists';

/*
 * The `results` HTTP function: Hosting rewrites /api/results/**, /api/legislators/** and
 * /api/voter-lists.json to it
 * (firebase.json), so the CDN caches each answer for site.yaml's openData.sharedMaxAgeSeconds
 * and the database sees at most one read per petition and format in that time, however many
 * people read them.
 */

let deps: (ResultsDeps & LegislatorReportDeps) | undefined;
function resultsDeps(): ResultsDeps & LegislatorReportDeps {
  deps ??= {
    db: productionDeps().db,
    petitionByUrl,
    petitionUrls: petitions.map((p) => p.url),
    petitions,
    legislatorById,
    cache: site.openData,
    now: () => new Date(),
  };
  return deps;
}

export const results = onRequest(
  {
    region: REGION,
    concurrency: 80,
    // Counted in the connection budget like each callable (index.ts); the CDN absorbs the readers.
    maxInstances: maxInstances(),
    timeoutSeconds: 30,
    memory: '256MiB',
  },
  async (req, res) => {
    try {
      const request = { method: req.method, path: req.path, ifNoneMatch: req.get('if-none-match') };
      const answer = isVoterListsRequest(request)
        ? await answerVoterListsRequest(request, resultsDeps())
        : isLegislatorReportRequest(request)
          ? await answerLegislatorReportRequest(request, resultsDeps())
          : await answerResultsRequest(request, resultsDeps());
      res.status(answer.status).set(answer.headers).send(answer.body);
    } catch (error) {
      logResultsFailed(error);
      res
        .status(500)
        .set({ 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' })
        .json({
          error: {
            status: 'INTERNAL',
            message: 'The results could not be read just now; try again in a minute.',
          },
        });
    }
  },
);
