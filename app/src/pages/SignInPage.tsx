// /signin: the start page, then the phone flow or the e-mail link flow (docs/product/screens.md#sign-in).
// An e-mail link returning here finishes the e-mail flow by itself.
import { site } from '@rv/catalogue';
import {
  afterSignInPath,
  authErrorMessage,
  type EmailSignInState,
  type PhoneSignInStep,
  returnPathFrom,
  signInPath,
} from '@rv/domain';
import { EmailSignIn, PhoneSignIn, RECAPTCHA_CONTAINER_ID, type SignInMethod, SignInStart } from '@rv/ui';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useServices, useSession } from '../AppContext';
import { EMAIL_FOR_SIGN_IN_KEY, looksLikeEmailLinkReturn } from '../firebase/config';

type Mode = 'START' | SignInMethod;

function storedEmail(): string | null {
  try {
    return window.localStorage.getItem(EMAIL_FOR_SIGN_IN_KEY);
  } catch {
    return null;
  }
}

export default function SignInPage() {
  const location = useLocation();
  const matched = useSession((s) => s.user !== null && s.matchedSelectedVoter !== null);
  const [mode, setMode] = useState<Mode>(() =>
    looksLikeEmailLinkReturn(location.search) ? 'email' : 'START',
  );
  const { session } = useServices();

  // A voter already matched has nothing to do here: back to where they started, else the
  // petitions (docs/product/session.md#returning-after-sign-in).
  if (matched) return <Navigate to={afterSignInPath(location.search)} replace />;

  const choose = (method: SignInMethod) => {
    // Start downloading Firebase Auth while the voter types.
    void session.auth().catch(() => undefined);
    setMode(method);
  };
  switch (mode) {
    case 'START':
      return <SignInStart onChoose={choose} />;
    case 'phone':
      return <PhoneFlow />;
    case 'email':
      return <EmailFlow onRestart={() => setMode('START')} />;
    default:
      return mode satisfies never;
  }
}

function PhoneFlow() {
  const { session } = useServices();
  const [step, setStep] = useState<PhoneSignInStep>('PHONE');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const sendCode = async (e164: string) => {
    setBusy(true);
    setError(null);
    try {
      const auth = await session.auth();
      await auth.sendCode(e164, RECAPTCHA_CONTAINER_ID);
      setSentTo(e164);
      setStep('CODE');
    } catch (caught) {
      // A failed send returns to the phone step with the message (docs/product/session.md#phone-flow).
      setStep('PHONE');
      setError(authErrorMessage(caught as { code?: string; message?: string }));
    } finally {
      setBusy(false);
    }
  };

  const confirmCode = async (code: string) => {
    setBusy(true);
    setError(null);
    try {
      await (await session.auth()).confirmCode(code);
      // Signed in: the session takes over (verifying overlay, then the voter).
    } catch (caught) {
      setError(authErrorMessage(caught as { code?: string; message?: string }));
      setBusy(false);
    }
  };

  return (
    <PhoneSignIn
      step={step}
      busy={busy}
      error={error}
      sentTo={sentTo}
      onSendCode={(e164) => void sendCode(e164)}
      onConfirmCode={(code) => void confirmCode(code)}
      onChangeNumber={() => {
        setError(null);
        setStep('PHONE');
      }}
      phoneRules={site.phone}
      codeLength={site.codeLength}
    />
  );
}

function EmailFlow({ onRestart }: { onRestart: () => void }) {
  const { session } = useServices();
  const navigate = useNavigate();
  const location = useLocation();
  const returning = looksLikeEmailLinkReturn(location.search);
  const returnTo = returnPathFrom(location.search);
  const [state, setState] = useState<EmailSignInState>(returning ? 'SUBMIT_LOADING' : 'INPUT_FORM');
  const [email, setEmail] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = async (address: string) => {
    setState('SUBMIT_LOADING');
    setError(null);
    try {
      await (await session.auth()).sendEmailLink(address, returnTo);
      setEmail(address);
      setState('SUBMIT_SUCCESS');
    } catch (caught) {
      setError(authErrorMessage(caught as { code?: string; message?: string }));
      setState('INPUT_FORM');
    }
  };

  const finish = async (address: string, confirming: boolean) => {
    const href = window.location.href;
    try {
      const auth = await session.auth();
      if (!auth.isEmailLink(href)) throw Object.assign(new Error(''), { code: 'auth/invalid-action-code' });
      await auth.finishEmailLink(address, href);
      setEmail(address);
      setError(null);
      setState('FINISH_SUCCESS');
    } catch (caught) {
      const failure = caught as { code?: string; message?: string };
      if (failure.code === 'auth/invalid-email') {
        // The stored address is missing or not the one the link was sent to: ask for it.
        setError(confirming ? authErrorMessage(failure, { confirming: true }) : null);
        setState('CONFIRM_EMAIL');
      } else {
        setError(authErrorMessage(failure, { confirming }));
        setState('FINISH_ERROR');
      }
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
      onSubmit={(address) => void send(address)}
      onTroubleReceiving={() => setState('TROUBLE_RECEIVING')}
      onResend={() => {
        if (email) void send(email);
        else setState('INPUT_FORM');
      }}
      onConfirm={(address) => {
        setState('SUBMIT_LOADING');
        void finish(address, true);
      }}
      onTryAgain={() => {
        navigate(signInPath(returnTo), { replace: true });
        onRestart();
      }}
    />
  );
}
