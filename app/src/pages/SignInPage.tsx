// /signin: the start page, then the phone flow or the e-mail link flow (docs/product/screens.md#sign-in).
// An e-mail link returning here finishes the e-mail flow by itself.
import { afterSignInPath } from '@rv/domain';
import { type SignInMethod, SignInStart } from '@rv/ui';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useServices, useSession } from '../AppContext';
import { looksLikeEmailLinkReturn } from '../firebase/config';
import { useVoterListDates } from '../results/voterLists';
import { JUST_SIGNED_IN } from '../routing/paths';
import { EmailFlow } from './signIn/EmailFlow';
import { PhoneFlow } from './signIn/PhoneFlow';

type Mode = 'START' | SignInMethod;

export default function SignInPage() {
  const location = useLocation();
  const matched = useSession((s) => s.user !== null && s.matchedSelectedVoter !== null);
  const [mode, setMode] = useState<Mode>(() =>
    looksLikeEmailLinkReturn(location.search) ? 'email' : 'START',
  );
  // Back from a flow shows the choices the voter had opened.
  const [cameBack, setCameBack] = useState(false);
  const { session } = useServices();
  const voterListDates = useVoterListDates();

  // A voter already matched has nothing to do here: back to where they started, else the
  // petitions (docs/product/session.md#returning-after-sign-in), where the shell says who as.
  if (matched) return <Navigate to={afterSignInPath(location.search)} replace state={JUST_SIGNED_IN} />;

  const choose = (method: SignInMethod) => {
    // Start downloading Firebase Auth while the voter types.
    void session.auth().catch(() => undefined);
    setMode(method);
  };
  const restart = () => {
    setCameBack(true);
    setMode('START');
  };
  switch (mode) {
    case 'START':
      return <SignInStart onChoose={choose} defaultRevealed={cameBack} voterListDates={voterListDates} />;
    case 'phone':
      return <PhoneFlow onBack={restart} />;
    case 'email':
      return <EmailFlow onRestart={restart} />;
    default:
      return mode satisfies never;
  }
}
