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
import { BackLink, FlowPage, flowStyles } from '../../../components/FlowPage';
import { LinkButton } from '../../../components/TextLink';

/** Where the app mounts Firebase's invisible reCAPTCHA (RecaptchaVerifier's container id). */
export const RECAPTCHA_CONTAINER_ID = 'recaptcha-container';
export const PHONE_SIGN_IN_TITLE = 'Verify your phone';
export const CODE_MESSAGE = 'Enter the 6-digit code.';
export const CHANGE_NUMBER_LABEL = 'Change number';
export const RESEND_CODE_LABEL = 'Resend code';
export const CODE_SENT_AGAIN_MESSAGE = 'Code sent again.';
/** The visible countdown before "Resend code" is offered. */
export function resendCountdown(seconds: number): string {
  return `You can resend the code in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
}

type PhoneSignInProps = {
  /** PHONE: enter the number; CODE: enter the code sent to it. */
  step: PhoneSignInStep;
  /** Sending the code (PHONE, or a resend on CODE) or checking it (CODE). */
  busy?: boolean;
  /** The provider's error for this step, already worded (authErrorMessage). */
  error?: string | null;
  /** E.164 number the code went to (CODE step); back on the phone step, the number in the field. */
  sentTo?: string | null;
  onSendCode: (e164: string) => void;
  onConfirmCode: (code: string) => void;
  /** "Change number" and Back on the code step: to the phone step, the number kept. */
  onChangeNumber: () => void;
  /** Back on the phone step: to the sign-in start. */
  onBack: () => void;
  /** Seconds until "Resend code" is offered (CODE step); 0 offers it now. */
  resendInSeconds?: number;
  /** "Resend code": a new code to the same number. */
  onResendCode: () => void;
  /** A new code was just sent again ("Code sent again."). */
  resent?: boolean;
  phoneRules?: PhoneRules;
  codeLength?: number;
};

/**
 * The phone flow (docs/product/session.md#phone-flow): the phone step formats the number as typed
 * and asks for a complete one; the code step takes 6 digits and offers "Resend code" once its
 * cool-down has passed. Each step has a Back link. A failed send comes back to the phone step with
 * the provider's message.
 */
export function PhoneSignIn({
  step,
  busy = false,
  error = null,
  sentTo = null,
  onSendCode,
  onConfirmCode,
  onChangeNumber,
  onBack,
  resendInSeconds = 0,
  onResendCode,
  resent = false,
  phoneRules = site.phone,
  codeLength = site.codeLength,
}: PhoneSignInProps) {
  const shownNumber = sentTo ? formatE164ForDisplay(sentTo, phoneRules) : null;
  return (
    <FlowPage
      title={PHONE_SIGN_IN_TITLE}
      before={<BackLink onBack={step === 'PHONE' ? onBack : onChangeNumber} disabled={busy} />}
    >
      {step === 'PHONE' ? (
        <PhoneStep
          busy={busy}
          error={error}
          number={shownNumber ?? ''}
          onSendCode={onSendCode}
          phoneRules={phoneRules}
        />
      ) : (
        <CodeStep
          busy={busy}
          error={error}
          sentTo={shownNumber}
          onConfirmCode={onConfirmCode}
          onChangeNumber={onChangeNumber}
          resendInSeconds={resendInSeconds}
          onResendCode={onResendCode}
          resent={resent}
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
  number,
  onSendCode,
  phoneRules,
}: {
  busy: boolean;
  error: string | null;
  number: string;
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
        defaultValue={number}
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
  resendInSeconds,
  onResendCode,
  resent,
  codeLength,
}: {
  busy: boolean;
  error: string | null;
  sentTo: string | null;
  onConfirmCode: (code: string) => void;
  onChangeNumber: () => void;
  resendInSeconds: number;
  onResendCode: () => void;
  resent: boolean;
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
        .{' '}
        <LinkButton onClick={onChangeNumber} disabled={busy}>
          {CHANGE_NUMBER_LABEL}
        </LinkButton>
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
          {/* Always in the page, so a screen reader hears "Code sent again." when it appears. */}
          <strong role="status">{resent ? `${CODE_SENT_AGAIN_MESSAGE} ` : null}</strong>
          {resendInSeconds > 0 ? (
            // Not a live region: a screen reader would hear every second.
            <span className={flowStyles.muted}>{resendCountdown(resendInSeconds)}</span>
          ) : (
            <LinkButton onClick={onResendCode} disabled={busy}>
              {RESEND_CODE_LABEL}
            </LinkButton>
          )}
        </p>
      </FieldForm>
    </>
  );
}
