import { site } from '@rv/catalogue';
import {
  formatCodeInput,
  formatE164ForDisplay,
  formatPhoneInput,
  isCompleteCode,
  type PhoneRules,
  type PhoneSignInStep,
  phoneProblem,
  phoneToE164,
} from '@rv/domain';
import { FieldForm } from '../../../components/FieldForm';
import { FlowPage } from '../../../components/FlowPage';
import { LinkButton } from '../../../components/TextLink';

/** Where the app mounts Firebase's invisible reCAPTCHA (RecaptchaVerifier's container id). */
export const RECAPTCHA_CONTAINER_ID = 'recaptcha-container';
export const PHONE_SIGN_IN_TITLE = 'Verify your phone';
export const CODE_MESSAGE = 'Enter the 6-digit code.';

type PhoneSignInProps = {
  /** PHONE: enter the number; CODE: enter the code sent to it. */
  step: PhoneSignInStep;
  /** Sending the code (PHONE) or checking it (CODE). */
  busy?: boolean;
  /** The provider's error for this step, already worded (authErrorMessage). */
  error?: string | null;
  /** E.164 number the code went to (CODE step). */
  sentTo?: string | null;
  onSendCode: (e164: string) => void;
  onConfirmCode: (code: string) => void;
  /** Back from the code step to the phone step. */
  onChangeNumber: () => void;
  phoneRules?: PhoneRules;
  codeLength?: number;
};

/**
 * The phone flow (docs/product/session.md#phone-flow): the phone step formats the number as typed
 * and asks for a complete one; the code step takes 6 digits. A failed send comes back to the phone
 * step with the provider's message.
 */
export function PhoneSignIn({
  step,
  busy = false,
  error = null,
  sentTo = null,
  onSendCode,
  onConfirmCode,
  onChangeNumber,
  phoneRules = site.phone,
  codeLength = site.codeLength,
}: PhoneSignInProps) {
  return (
    <FlowPage title={PHONE_SIGN_IN_TITLE}>
      {step === 'PHONE' ? (
        <PhoneStep busy={busy} error={error} onSendCode={onSendCode} phoneRules={phoneRules} />
      ) : (
        <CodeStep
          busy={busy}
          error={error}
          sentTo={sentTo ? formatE164ForDisplay(sentTo, phoneRules) : null}
          onConfirmCode={onConfirmCode}
          onChangeNumber={onChangeNumber}
          codeLength={codeLength}
        />
      )}
      {/* Firebase renders the invisible reCAPTCHA badge here. */}
      <div id={RECAPTCHA_CONTAINER_ID} />
    </FlowPage>
  );
}

function PhoneStep({
  busy,
  error,
  onSendCode,
  phoneRules,
}: {
  busy: boolean;
  error: string | null;
  onSendCode: (e164: string) => void;
  phoneRules: PhoneRules;
}) {
  return (
    <>
      <p>Enter the phone number on your voter registration. We will text it a 6-digit code.</p>
      <FieldForm
        label="Phone number"
        hint="A U.S. number that receives text messages"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        // No maxLength: the browser would cut a pasted "+1 (415) 555-0142" before formatting.
        name="phone"
        format={(typed) => formatPhoneInput(typed, phoneRules)}
        check={(phone) => phoneProblem(phone, phoneRules)}
        onSubmit={(phone) => {
          const e164 = phoneToE164(phone, phoneRules);
          if (e164) onSendCode(e164);
        }}
        error={error}
        submitLabel="SEND CODE"
        busy={busy}
        busyLabel="Sending the code..."
      />
    </>
  );
}

function CodeStep({
  busy,
  error,
  sentTo,
  onConfirmCode,
  onChangeNumber,
  codeLength,
}: {
  busy: boolean;
  error: string | null;
  sentTo: string | null;
  onConfirmCode: (code: string) => void;
  onChangeNumber: () => void;
  codeLength: number;
}) {
  return (
    <>
      <p>
        Enter the 6-digit code we sent{' '}
        {sentTo ? (
          <>
            to <strong>{sentTo}</strong>
          </>
        ) : (
          'by text message'
        )}
        .
      </p>
      <FieldForm
        label="6-digit code"
        inputMode="numeric"
        autoComplete="one-time-code"
        name="code"
        format={(typed) => formatCodeInput(typed, codeLength)}
        check={(code) => (isCompleteCode(code, codeLength) ? null : CODE_MESSAGE)}
        onSubmit={onConfirmCode}
        error={error}
        submitLabel="VERIFY CODE"
        busy={busy}
        busyLabel="Checking the code..."
      >
        <p>
          <LinkButton onClick={onChangeNumber} disabled={busy}>
            Use a different phone number
          </LinkButton>
        </p>
      </FieldForm>
    </>
  );
}
