import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { site } from '@rv/catalogue';
import {
  type AuthProblem,
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
import { useAuthProblemText } from '../authProblemText';

/** Where the app mounts Firebase's invisible reCAPTCHA (RecaptchaVerifier's container id). */
export const RECAPTCHA_CONTAINER_ID = 'recaptcha-container';

type PhoneSignInProps = {
  /** PHONE: enter the number; CODE: enter the code sent to it. */
  step: PhoneSignInStep;
  /** Sending the code (PHONE, or a resend on CODE) or checking it (CODE). */
  busy?: boolean;
  /** The provider's refusal of this step (authProblem), worded under the field. */
  error?: AuthProblem | null;
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
  const { t } = useLingui();
  const problemText = useAuthProblemText();
  const shownNumber = sentTo ? formatE164ForDisplay(sentTo, phoneRules) : null;
  const errorText = error ? problemText(error) : null;
  return (
    <FlowPage
      title={t`Verify your phone`}
      before={<BackLink onBack={step === 'PHONE' ? onBack : onChangeNumber} disabled={busy} />}
    >
      {step === 'PHONE' ? (
        <PhoneStep
          busy={busy}
          error={errorText}
          number={shownNumber ?? ''}
          onSendCode={onSendCode}
          phoneRules={phoneRules}
        />
      ) : (
        <CodeStep
          busy={busy}
          error={errorText}
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
  const { t } = useLingui();
  const problemText = useAuthProblemText();
  return (
    <>
      <p>
        <Trans>Enter the phone number on your voter registration. We will text it a 6-digit code.</Trans>
      </p>
      <FieldForm
        label={t`Phone number`}
        hint={t`A U.S. number that receives text messages`}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        // No maxLength: the browser would cut a pasted "+1 (415) 555-0142" before formatting.
        name="phone"
        defaultValue={number}
        format={(typed) => formatPhoneInput(typed, phoneRules)}
        check={(phone) => {
          const problem = phoneProblem(phone, phoneRules);
          return problem ? problemText({ code: problem }) : null;
        }}
        onSubmit={(phone) => {
          const e164 = phoneToE164(phone, phoneRules);
          if (e164) onSendCode(e164);
        }}
        error={error}
        submitLabel={t`Send code`}
        busy={busy}
        busyLabel={t`Sending the code...`}
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
  const { t } = useLingui();
  return (
    <>
      <p>
        {sentTo ? (
          <Trans>
            Enter the 6-digit code we sent to <strong>{sentTo}</strong>.
          </Trans>
        ) : (
          <Trans>Enter the 6-digit code we sent by text message.</Trans>
        )}{' '}
        <LinkButton onClick={onChangeNumber} disabled={busy}>
          <Trans>Change number</Trans>
        </LinkButton>
      </p>
      <FieldForm
        label={t`6-digit code`}
        inputMode="numeric"
        autoComplete="one-time-code"
        name="code"
        format={(typed) => formatCodeInput(typed, codeLength)}
        check={(code) => (isCompleteCode(code, codeLength) ? null : t`Enter the 6-digit code.`)}
        onSubmit={onConfirmCode}
        error={error}
        submitLabel={t`Verify code`}
        busy={busy}
        busyLabel={t`Checking the code...`}
      >
        <p>
          {/* Always in the page, so a screen reader hears "Code sent again." when it appears. */}
          <strong role="status">{resent ? `${t`Code sent again.`} ` : null}</strong>
          {resendInSeconds > 0 ? (
            // Not a live region: a screen reader would hear every second.
            <span className={flowStyles.muted}>
              <Plural
                value={resendInSeconds}
                one="You can resend the code in # second."
                other="You can resend the code in # seconds."
              />
            </span>
          ) : (
            <LinkButton onClick={onResendCode} disabled={busy}>
              <Trans>Resend code</Trans>
            </LinkButton>
          )}
        </p>
      </FieldForm>
    </>
  );
}
