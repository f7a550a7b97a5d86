// The totals and the share action at the top of a petition (docs/product/screens.md#results-summary).
import { type Petition, site } from '@rv/catalogue';
import { countedStates, pageTimeZone, pathInLocale } from '@rv/domain';
import { ResultsSummary, PetitionShare as ShareThis } from '@rv/ui';
import { useServices, useSession } from '../AppContext';
import { PAGE_LOCALE } from '../language';
import { fetchPetitionCount, freshPetitionCount } from '../results/petitionCount';
import { useFetch } from '../results/useFetch';
import { OPEN_DATA_PATH, siteUrl } from '../routing/paths';

/** `fresh`: read the callables (never cached) instead of the public GET, after a saved stance. */
export function PetitionSummary({ petition, fresh }: { petition: Petition; fresh: boolean }) {
  const { session } = useServices();
  const voterState = useSession((s) => (s.user ? (s.matchedSelectedVoter?.state ?? null) : null));
  const states = countedStates(petition.jurisdiction);
  const [results, retry] = useFetch(async () =>
    fresh ? freshPetitionCount(await session.api(), petition) : fetchPetitionCount(petition),
  );
  return (
    <ResultsSummary
      states={states}
      timeZone={pageTimeZone(states, voterState)}
      results={results}
      onRetry={retry}
      openDataPath={OPEN_DATA_PATH}
      share={<PetitionShare petition={petition} />}
    />
  );
}

/** The petition's canonical page, shared by the browser's sheet, a copied link or a network. */
export function PetitionShare({ petition }: { petition: Petition }) {
  return (
    <ShareThis
      url={siteUrl(pathInLocale(`/petitions/${petition.url}`, PAGE_LOCALE))}
      title={petition.uiTitle}
      productName={site.productName}
    />
  );
}
