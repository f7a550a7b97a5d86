// The phone flow of /signin (docs/product/session.md#phone-flow): send a code, confirm it, resend
// it once the cool-down has passed, go back a step.
import { site } from '@rv/catalogue';
import { type AuthErrorLike, type AuthProblem, authProblem, type PhoneSignInStep } from '@rv/domain';
import { PhoneSignIn, RECAPTCHA_CONTAINER_ID } from '@rv/ui';
import { useState } from 'react';
import { useServices } from '../../AppContext';
import { useSecondsLeft } from './useSecondsLeft';

export function PhoneFlow({ onBack }: { onBack: () => void }) {
  const { session } = useServices();
  const [step, setStep] = useState<PhoneSignInStep>('PHONE');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AuthProblem | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [resent, setResent] = useState(false);
  const resendInSeconds = useSecondsLeft(resendAt);

  const sendCode = async (e164: string, again: boolean) => {
    setBusy(true);
    setError(null);
    setResent(false);
    try {
      const auth = await session.auth();
      await auth.sendCode(e164, RECAPTCHA_CONTAINER_ID);
      setSentTo(e164);
      setStep('CODE');
      setResendAt(Date.now() + site.resendCodeAfterSeconds * 1000);
      setResent(again);
    } catch (caught) {
      // A failed send returns to the phone step with the message; a failed resend stays on the
      // code step, where the number is already right (docs/product/session.md#phone-flow).
      if (!again) setStep('PHONE');
      setError(authProblem(caught as AuthErrorLike));
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
      setError(authProblem(caught as AuthErrorLike));
      setBusy(false);
    }
  };

  return (
    <PhoneSignIn
      step={step}
      busy={busy}
      error={error}
      sentTo={sentTo}
      onSendCode={(e164) => void sendCode(e164, false)}
      onConfirmCode={(code) => void confirmCode(code)}
      onChangeNumber={() => {
        setError(null);
        setResent(false);
        setStep('PHONE');
      }}
      onBack={onBack}
      resendInSeconds={resendInSeconds}
      onResendCode={() => {
        if (sentTo) void sendCode(sentTo, true);
      }}
      resent={resent}
      phoneRules={site.phone}
      codeLength={site.codeLength}
    />
  );
}
