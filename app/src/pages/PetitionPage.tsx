// /petitions/{url}: the petition, the voter's stance (saving overlay → success dialog; withdrawing
// after a confirm step) and the results, fetched when the Petition Stances tab opens (the public,
// cached GET) and again after a stance is saved or withdrawn (the callables, so the voter's own
// change shows at once). The tab and the expanded state are in the path (…/stances,
// …/stances/ca: routing/petitionPaths.ts).
import { retryAfterOf } from '@rv/api';
import { type Petition, petitionByUrl } from '@rv/catalogue';
import { stanceEligibility, type VoterStance } from '@rv/domain';
import { Fetching, PetitionDetail, type StanceSave, type StanceWithdrawal } from '@rv/ui';
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useServices, useSession } from '../AppContext';
import { type PetitionView, parsePetitionView, petitionPath } from '../routing/petitionPaths';
import { PetitionShare, PetitionSummary } from './PetitionSummary';

// The Stances view's code (tables, map, the members and stances they show) loads when that view
// first shows, not with the petition's text (decision 0079-petition-page-loads-what-it-shows).
const PetitionStances = lazy(() => import('./PetitionStances'));

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
  // Opened on the Stances view, the page's own Suspense boundary (App.tsx) also waits for the
  // view's code: the prerendered view stays as it is and the page is marked interactive only once
  // all of it has hydrated. Opened later, the view says "Fetching results..." while its code loads.
  const [openedOnStances] = useState(view.tab === 'stances');

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
        <SuspendedUnless opened={openedOnStances}>
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
        </SuspendedUnless>
      }
      summary={<PetitionSummary key={resultsVersion} petition={petition} fresh={resultsVersion > 0} />}
      share={<PetitionShare petition={petition} />}
    />
  );
}

/** The Stances view in a Suspense boundary of its own, unless the page opened on it (see above). */
function SuspendedUnless({ opened, children }: { opened: boolean; children: ReactNode }) {
  return opened ? children : <Suspense fallback={<Fetching />}>{children}</Suspense>;
}
