// /petitions/{url}: the petition, the voter's stance (saving overlay → success dialog; withdrawing
// after a confirm step) and the results, fetched when the Petition Stances tab opens (the public,
// cached GET) and again after a stance is saved or withdrawn (the callables, so the voter's own
// change shows at once). The tab and the expanded state are in the path (…/stances,
// …/stances/ca: routing/petitionPaths.ts).
import { retryAfterOf, type StancesByDistrict } from '@rv/api';
import { type Petition, petitionByUrl } from '@rv/catalogue';
import {
  type PublishedCount,
  STATES,
  type StateCode,
  stanceEligibility,
  stateTotal,
  type VoterStance,
} from '@rv/domain';
import {
  FederalResults,
  federalResultsModel,
  PetitionDetail,
  type StanceSave,
  type StanceWithdrawal,
  StateTotalResults,
  type YourDistrict,
} from '@rv/ui';
import { useMemo, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useServices, useSession } from '../AppContext';
import { freshCounts } from '../results/freshCounts';
import { fetchPublicResults } from '../results/publicResults';
import { useFetch } from '../results/useFetch';
import { type PetitionView, parsePetitionView, petitionPath } from '../routing/petitionPaths';
import { PetitionShare, PetitionSummary } from './PetitionSummary';

export default function PetitionPage() {
  const { url = '', '*': rest = '' } = useParams();
  const petition = petitionByUrl(url);
  if (!petition) return <Navigate to="/" replace />;
  const { view, canonical } = parsePetitionView(rest, petition);
  // A path that is nearly a view (an unknown state, "CA") is replaced by that view's own path.
  if (!canonical) return <Navigate to={petitionPath(petition.url, view)} replace />;
  // Keyed: another petition starts from a clean slate.
  return <PetitionScreen key={petition.url} petition={petition} view={view} />;
}

function PetitionScreen({ petition, view }: { petition: Petition; view: PetitionView }) {
  const { session } = useServices();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The path asked for last: a tab chosen with the pointer reports its change twice (pointer down,
  // then focus) before the page renders again, and must make one history entry, not two.
  const asked = useRef(pathname);
  asked.current = pathname;
  // Each change of view is a history entry: the back button walks back through them.
  const show = (next: PetitionView) => {
    const path = petitionPath(petition.url, next);
    if (path === asked.current) return;
    asked.current = path;
    navigate(path);
  };
  const voter = useSession((s) => s.matchedSelectedVoter);
  const signedIn = useSession((s) => s.user !== null);
  const [save, setSave] = useState<StanceSave>({ status: 'IDLE' });
  const [withdrawal, setWithdrawal] = useState<StanceWithdrawal>({ status: 'IDLE' });
  // Bumped after each saved or withdrawn stance so the results are read again.
  const [resultsVersion, setResultsVersion] = useState(0);

  const activeVoter = signedIn ? voter : null;
  const eligibility = stanceEligibility(activeVoter, petition.jurisdiction);
  const currentStance = activeVoter?.stances[petition.petitionKey]?.currentStance.stance ?? null;

  const onStance = async (stance: VoterStance) => {
    if (!activeVoter) return;
    setWithdrawal({ status: 'IDLE' });
    setSave({ status: 'SAVING', stance });
    try {
      await session.writeStance({
        stance,
        voterId: activeVoter.voterId,
        fireDbPetition: petition.petitionKey,
      });
      setResultsVersion((v) => v + 1);
      setSave({ status: 'SAVED', stance });
    } catch (error) {
      setSave({ status: 'FAILED', stance, retryAfterSeconds: retryAfterOf(error) });
    }
  };

  const onWithdraw = async () => {
    if (!activeVoter) return;
    setSave({ status: 'IDLE' });
    setWithdrawal({ status: 'WITHDRAWING' });
    try {
      await session.withdrawStance({ voterId: activeVoter.voterId, fireDbPetition: petition.petitionKey });
      setResultsVersion((v) => v + 1);
      setWithdrawal({ status: 'WITHDRAWN' });
    } catch (error) {
      setWithdrawal({ status: 'FAILED', retryAfterSeconds: retryAfterOf(error) });
    }
  };

  return (
    <PetitionDetail
      petition={petition}
      eligibility={eligibility}
      currentStance={currentStance}
      save={save}
      onStance={(stance) => void onStance(stance)}
      onDismissSuccess={() => setSave({ status: 'IDLE' })}
      withdrawal={withdrawal}
      onWithdraw={() => void onWithdraw()}
      tab={view.tab}
      onTabChange={(tab) => show(tab === 'text' ? { tab } : { tab, state: null })}
      stances={
        <PetitionStances
          key={resultsVersion}
          petition={petition}
          fresh={resultsVersion > 0}
          expanded={view.tab === 'stances' ? view.state : null}
          onExpandedChange={(state) => show({ tab: 'stances', state })}
          yourDistrict={
            activeVoter ? { state: activeVoter.state, district: Number(activeVoter.district) } : null
          }
        />
      }
      summary={<PetitionSummary key={resultsVersion} petition={petition} fresh={resultsVersion > 0} />}
      share={<PetitionShare petition={petition} />}
    />
  );
}

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

function PetitionStances(props: StancesProps & ExpandedProps) {
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
    const { congressional, asOf } = await fetchPublicResults(petition.url);
    return { ...congressional, asOf };
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
