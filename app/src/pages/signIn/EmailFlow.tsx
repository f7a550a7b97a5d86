// The e-mail flow of /signin (docs/product/session.md#e-mail-flow): send a link, send it again,
// and finish sign-in when the link comes back here.
import {
  type AuthErrorLike,
  type AuthProblem,
  authProblem,
  type EmailSignInState,
  returnPathFrom,
  signInPath,
} from '@rv/domain';
import { EmailSignIn } from '@rv/ui';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useServices } from '../../AppContext';
import { EMAIL_FOR_SIGN_IN_KEY, looksLikeEmailLinkReturn } from '../../firebase/config';
import { finishEmailLinkOnce } from './emailLink';

function storedEmail(): string | null {
  try {
    return window.localStorage.getItem(EMAIL_FOR_SIGN_IN_KEY);
  } catch {
    return null;
  }
}

export function EmailFlow({ onRestart }: { onRestart: () => void }) {
  const { session } = useServices();
  const navigate = useNavigate();
  const location = useLocation();
  const returning = looksLikeEmailLinkReturn(location.search);
  const returnTo = returnPathFrom(location.search);
  const [state, setState] = useState<EmailSignInState>(returning ? 'SUBMIT_LOADING' : 'INPUT_FORM');
  const [email, setEmail] = useState<string | null>(null);
  const [error, setError] = useState<AuthProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const [resent, setResent] = useState(false);

  const send = async (address: string, again: boolean) => {
    if (again) setBusy(true);
    else setState('SUBMIT_LOADING');
    setError(null);
    try {
      await (await session.auth()).sendEmailLink(address, returnTo);
      setEmail(address);
      setResent(again);
      setState('SUBMIT_SUCCESS');
    } catch (caught) {
      setError(authProblem(caught as AuthErrorLike));
      setState('INPUT_FORM');
    } finally {
      setBusy(false);
    }
  };

  const finish = async (address: string, confirming: boolean) => {
    const href = window.location.href;
    try {
      const auth = await session.auth();
      if (!auth.isEmailLink(href)) throw Object.assign(new Error(''), { code: 'auth/invalid-action-code' });
      await finishEmailLinkOnce(auth, address, href);
      setEmail(address);
      setError(null);
      setState('FINISH_SUCCESS');
    } catch (caught) {
      const failure = caught as AuthErrorLike;
      if (failure.code === 'auth/invalid-email') {
        // The stored address is missing or not the one the link was sent to: ask for it.
        setError(confirming ? authProblem(failure, { confirming: true }) : null);
        setState('CONFIRM_EMAIL');
      } else {
        setError(authProblem(failure, { confirming }));
        setState('FINISH_ERROR');
      }
    } finally {
      setBusy(false);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on the return from the link.
  useEffect(() => {
    if (!returning) return;
    const saved = storedEmail();
    if (saved) void finish(saved, false);
    else setState('CONFIRM_EMAIL');
  }, []);

  return (
    <EmailSignIn
      state={state}
      email={email}
      error={error}
      busy={busy}
      resent={resent}
      onSubmit={(address) => void send(address, false)}
      onTroubleReceiving={() => setState('TROUBLE_RECEIVING')}
      onResend={() => {
        if (email) void send(email, true);
        else setState('INPUT_FORM');
      }}
      onConfirm={(address) => {
        // Checked in place, so a mismatch leaves what was typed in the field.
        setBusy(true);
        setError(null);
        void finish(address, true);
      }}
      onTryAgain={() => {
        navigate(signInPath(returnTo), { replace: true });
        onRestart();
      }}
      onBack={onRestart}
    />
  );
}
