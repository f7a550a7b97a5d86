// The Petition Stances view of /petitions/{url}: the results tables and map of a national petition,
// the state total of a state one. Its own module, loaded when the view first shows (PetitionPage,
// docs/decisions/0079-petition-page-loads-what-it-shows.md): with the catalogue's members and
// stances that the tables need, it is most of the petition page's own code.
import type { StancesByDistrict } from '@rv/api';
import type { Petition } from '@rv/catalogue';
import { type PublishedCount, STATES, type StateCode, stateTotal } from '@rv/domain';
import { FederalResults, federalResultsModel, StateTotalResults, type YourDistrict } from '@rv/ui';
import { useMemo } from 'react';
import { useServices } from '../AppContext';
import { freshCounts } from '../results/freshCounts';
import { fetchPublicResults } from '../results/publicResults';
import { useFetch } from '../results/useFetch';

/** `fresh`: read the callables (never cached) instead of the public GET, after a saved stance. */
interface StancesProps {
  petition: Petition;
  fresh: boolean;
}

/** The state whose districts show (national petitions), from the path. */
interface ExpandedProps {
  expanded: StateCode | null;
  onExpandedChange: (state: StateCode | null) => void;
  /** The signed-in voter's district: first in its state's table, outlined on the map. */
  yourDistrict: YourDistrict | null;
}

export default function PetitionStances(props: StancesProps & ExpandedProps) {
  const { petition, fresh } = props;
  const { jurisdiction } = petition;
  return jurisdiction.level === 'NATIONAL' ? (
    <NationalStances {...props} />
  ) : (
    <StateStances petition={petition} fresh={fresh} state={jurisdiction.state} />
  );
}

function NationalStances({
  petition,
  fresh,
  expanded,
  onExpandedChange,
  yourDistrict,
}: StancesProps & ExpandedProps) {
  const { session } = useServices();
  const model = useMemo(() => federalResultsModel(petition), [petition]);
  const [results, retry] = useFetch<StancesByDistrict>(async () => {
    if (fresh) return freshCounts(await session.api()).byDistrict(petition.petitionKey);
    const { congressional, districtPlans, asOf } = await fetchPublicResults(petition.url);
    return { ...congressional, districtPlans, asOf };
  });
  return (
    <FederalResults
      model={model}
      results={results}
      onRetry={retry}
      expanded={expanded}
      onExpandedChange={onExpandedChange}
      yourDistrict={yourDistrict}
    />
  );
}

// A California state petition shows the state total only ("California Total"), read from the
// state legislative tallies; a Florida state or city petition shows its state's total from the
// congressional tallies (docs/product/screens.md#state-petitions).
function StateStances({ petition, fresh, state }: StancesProps & { state: StateCode }) {
  const { session } = useServices();
  const [results, retry] = useFetch<PublishedCount>(async () => {
    if (!fresh) {
      const { congressional, california } = await fetchPublicResults(petition.url);
      // Every voter counts in exactly one Assembly district, so their sum is the state total.
      return stateTotal(state === 'ca' ? california.stateAssembly : congressional[state]);
    }
    const counts = freshCounts(await session.api());
    if (state === 'ca') {
      const california = await counts.california(petition.petitionKey);
      // Every voter counts in exactly one Assembly district, so their sum is the state total.
      return stateTotal(california.stateAssembly);
    }
    return stateTotal((await counts.byDistrict(petition.petitionKey))[state]);
  });
  return <StateTotalResults stateName={STATES[state].name} results={results} onRetry={retry} />;
}
