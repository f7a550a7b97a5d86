// /my-stances (docs/product/screens.md#my-stances): the voter's record is read again when the page
// opens (stances given on another device show too), then listed with Change and Withdraw.
// Signed out, SIGN IN asks the sign-in page to come back here (the screen's SignInButtonLink).
import { retryAfterOf } from '@rv/api';
import { type Petition, petitions } from '@rv/catalogue';
import { myStancesList, pageTimeZone } from '@rv/domain';
import { MyStances, type MyStancesView, type PetitionWithdrawal, yourRepresentatives } from '@rv/ui';
import { useEffect, useMemo, useState } from 'react';
import { useServices, useSession } from '../AppContext';

export default function MyStancesPage() {
  const { session } = useServices();
  const voter = useSession((s) => (s.user ? s.matchedSelectedVoter : null));
  const [load, setLoad] = useState<'LOADING' | 'ERROR' | 'READY'>('LOADING');
  const [attempt, setAttempt] = useState(0);
  const [withdrawal, setWithdrawal] = useState<PetitionWithdrawal>({ status: 'IDLE' });
  const voterId = voter?.voterId ?? null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is TRY AGAIN's trigger.
  useEffect(() => {
    if (!voterId) return;
    let live = true;
    setLoad('LOADING');
    session.refreshVoters().then(
      () => live && setLoad('READY'),
      () => live && setLoad('ERROR'),
    );
    return () => {
      live = false;
    };
  }, [session, voterId, attempt]);

  const onWithdraw = async (petition: Petition) => {
    if (!voterId) return;
    setWithdrawal({ status: 'WITHDRAWING', petition });
    try {
      await session.withdrawStance({ voterId, fireDbPetition: petition.petitionKey });
      setWithdrawal({ status: 'WITHDRAWN', petition });
    } catch (error) {
      setWithdrawal({ status: 'FAILED', petition, retryAfterSeconds: retryAfterOf(error) });
    }
  };

  const view: MyStancesView = !voter
    ? { status: 'SIGNED_OUT' }
    : load === 'READY'
      ? { status: 'READY', list: myStancesList(voter, petitions) }
      : { status: load };

  // The day it is, read once per voter: the representatives and the district notice agree.
  const now = useMemo(() => (voter ? new Date() : null), [voter]);
  const representatives = useMemo(() => (voter && now ? yourRepresentatives(voter, now) : []), [voter, now]);

  return (
    <MyStances
      representatives={representatives}
      ownDistrict={voter && now ? { voter, now } : undefined}
      view={view}
      withdrawal={withdrawal}
      onWithdraw={(petition) => void onWithdraw(petition)}
      onRetry={() => setAttempt((a) => a + 1)}
      timeZone={voter ? pageTimeZone([], voter.state) : undefined}
    />
  );
}
