import { type EmailSignInState, INVALID_EMAIL_MESSAGE, isValidEmail } from '@rv/domain';
import type { ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { FieldForm } from '../../../components/FieldForm';
import { BackLink, FlowPage, flowStyles } from '../../../components/FlowPage';
import { Spinner } from '../../../components/Spinner';
import { LinkButton } from '../../../components/TextLink';

/** Each state's page heading (docs/product/screens.md#e-mail-sign-in). */
export const EMAIL_SIGN_IN_TITLES: Record<EmailSignInState, string> = {
  INPUT_FORM: 'Verify your e-mail',
  SUBMIT_LOADING: 'Verify your e-mail',
  SUBMIT_SUCCESS: 'Check your e-mail',
  TROUBLE_RECEIVING: 'Trouble getting the e-mail?',
  CONFIRM_EMAIL: 'Confirm your e-mail',
  FINISH_SUCCESS: 'You are signed in',
  FINISH_ERROR: 'Sign-in did not work',
};

type EmailSignInProps = {
  state: EmailSignInState;
  /** The address the link was sent to (SUBMIT_SUCCESS, TROUBLE_RECEIVING, FINISH_SUCCESS). */
  email?: string | null;
  /**
   * The provider's error, already worded (authErrorMessage): on INPUT_FORM and CONFIRM_EMAIL under
   * the field ("Email did not match. Try again."), on FINISH_ERROR as the page's message.
   */
  error?: string | null;
  /** Send the sign-in link (INPUT_FORM). */
  onSubmit: (email: string) => void;
  /** "Didn't get it?" (SUBMIT_SUCCESS). */
  onTroubleReceiving: () => void;
  /** Send the link again (TROUBLE_RECEIVING). */
  onResend: () => void;
  /** Finish with the re-entered address (CONFIRM_EMAIL). */
  onConfirm: (email: string) => void;
  /** TRY AGAIN: back to /signin (FINISH_ERROR). */
  onTryAgain: () => void;
  /** Back from the e-mail form to the sign-in start (INPUT_FORM). */
  onBack: () => void;
  /** Finishing with the re-entered address (CONFIRM_EMAIL) or sending the link again (TROUBLE_RECEIVING). */
  busy?: boolean;
  /** The link was just sent again (SUBMIT_SUCCESS says "Link sent again"). */
  resent?: boolean;
};

export const LINK_SENT_AGAIN_MESSAGE = 'Link sent again';

/** The e-mail field of the form and of the confirmation. */
const EMAIL_FIELD = {
  label: 'E-mail address',
  type: 'email',
  autoComplete: 'email',
  name: 'email',
  check: (value: string) => (isValidEmail(value) ? null : INVALID_EMAIL_MESSAGE),
} as const;

/** The e-mail sign-in flow in its seven states (docs/product/session.md#e-mail-flow). */
export function EmailSignIn(props: EmailSignInProps) {
  const back = props.state === 'INPUT_FORM' || props.state === 'SUBMIT_LOADING';
  return (
    <FlowPage
      title={EMAIL_SIGN_IN_TITLES[props.state]}
      before={back ? <BackLink onBack={props.onBack} disabled={props.state === 'SUBMIT_LOADING'} /> : null}
    >
      {body(props)}
    </FlowPage>
  );
}

function body({
  state,
  email = null,
  error = null,
  onSubmit,
  onTroubleReceiving,
  onResend,
  onConfirm,
  onTryAgain,
  busy = false,
  resent = false,
}: EmailSignInProps): ReactNode {
  switch (state) {
    case 'INPUT_FORM':
    case 'SUBMIT_LOADING':
      return (
        <>
          <p>Enter the e-mail address on your voter registration. We will send it a sign-in link.</p>
          <FieldForm
            key="input"
            {...EMAIL_FIELD}
            submitLabel="SEND SIGN-IN LINK"
            busyLabel="Sending the sign-in link..."
            busy={state === 'SUBMIT_LOADING'}
            error={error}
            defaultValue={email ?? ''}
            onSubmit={(value) => onSubmit(value.trim())}
          />
        </>
      );
    case 'SUBMIT_SUCCESS':
      return (
        <>
          <p className={flowStyles.successBox} role="status">
            {resent ? (
              <>
                {LINK_SENT_AGAIN_MESSAGE} to <strong>{email}</strong>. Only this newest link works.
              </>
            ) : (
              <>
                We sent a sign-in link to <strong>{email}</strong>.
              </>
            )}
          </p>
          <p>
            Open the link on this device to finish signing in. It works once, and only the most recent link
            works.
          </p>
          <p>
            <LinkButton onClick={onTroubleReceiving}>Didn't get the e-mail?</LinkButton>
          </p>
        </>
      );
    case 'TROUBLE_RECEIVING':
      return (
        <>
          <ul className={flowStyles.list}>
            <li>Check your spam or junk folder for a message from us.</li>
            <li>
              Make sure <strong>{email}</strong> is the e-mail on your voter registration.
            </li>
            <li>The e-mail can take a few minutes to arrive.</li>
          </ul>
          <div className={flowStyles.actions}>
            <Button onClick={onResend} disabled={busy} aria-busy={busy || undefined}>
              RESEND SIGN-IN LINK
            </Button>
            {busy ? (
              <div className={flowStyles.busy}>
                <Spinner label="Sending the sign-in link..." showLabel />
              </div>
            ) : null}
          </div>
        </>
      );
    case 'CONFIRM_EMAIL':
      return (
        <>
          <p>
            You opened the sign-in link on a different device or browser. Enter the e-mail address the link
            was sent to.
          </p>
          <FieldForm
            key="confirm"
            {...EMAIL_FIELD}
            submitLabel="CONFIRM"
            busyLabel="Signing in..."
            // Busy in place: the field keeps what was typed if the address does not match.
            busy={busy}
            error={error}
            onSubmit={(value) => onConfirm(value.trim())}
          />
        </>
      );
    case 'FINISH_SUCCESS':
      return (
        <p className={flowStyles.successBox} role="status">
          Signed in
          {email ? (
            <>
              {' '}
              as <strong>{email}</strong>
            </>
          ) : null}
          . Next, we check your voter registration.
        </p>
      );
    case 'FINISH_ERROR':
      return (
        <>
          <p className={flowStyles.errorBox} role="alert">
            {error ?? 'The sign-in link did not work.'}
          </p>
          <div className={flowStyles.actions}>
            <Button onClick={onTryAgain}>TRY AGAIN</Button>
          </div>
        </>
      );
    default:
      return state satisfies never;
  }
}
