import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type AuthProblem, type EmailSignInState, emailProblem } from '@rv/domain';
import { Button } from '../../../components/Button';
import { FieldForm } from '../../../components/FieldForm';
import { BackLink, FlowPage, flowStyles } from '../../../components/FlowPage';
import { Spinner } from '../../../components/Spinner';
import { LinkButton } from '../../../components/TextLink';
import { useAuthProblemText } from '../authProblemText';

/** Each state's page heading (docs/product/screens.md#e-mail-sign-in). */
const TITLES: Record<EmailSignInState, MessageDescriptor> = {
  INPUT_FORM: msg`Verify your e-mail`,
  SUBMIT_LOADING: msg`Verify your e-mail`,
  SUBMIT_SUCCESS: msg`Check your e-mail`,
  TROUBLE_RECEIVING: msg`Trouble getting the e-mail?`,
  CONFIRM_EMAIL: msg`Confirm your e-mail`,
  FINISH_SUCCESS: msg`You are signed in`,
  FINISH_ERROR: msg`Sign-in did not work`,
};

type EmailSignInProps = {
  state: EmailSignInState;
  /** The address the link was sent to (SUBMIT_SUCCESS, TROUBLE_RECEIVING, FINISH_SUCCESS). */
  email?: string | null;
  /**
   * The provider's refusal (authProblem): on INPUT_FORM and CONFIRM_EMAIL worded under the field
   * ("Email did not match. Try again."), on FINISH_ERROR as the page's message.
   */
  error?: AuthProblem | null;
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

/** The e-mail field of the form and of the confirmation, in the screen's language. */
function useEmailField() {
  const { t } = useLingui();
  const problemText = useAuthProblemText();
  return {
    label: t`E-mail address`,
    type: 'email',
    autoComplete: 'email',
    name: 'email',
    check: (value: string) => {
      const problem = emailProblem(value);
      return problem ? problemText({ code: problem }) : null;
    },
  } as const;
}

/** The e-mail sign-in flow in its seven states (docs/product/session.md#e-mail-flow). */
export function EmailSignIn(props: EmailSignInProps) {
  const { t } = useLingui();
  const back = props.state === 'INPUT_FORM' || props.state === 'SUBMIT_LOADING';
  return (
    <FlowPage
      title={t(TITLES[props.state])}
      before={back ? <BackLink onBack={props.onBack} disabled={props.state === 'SUBMIT_LOADING'} /> : null}
    >
      <Body {...props} />
    </FlowPage>
  );
}

function Body({
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
}: EmailSignInProps) {
  const { t } = useLingui();
  const problemText = useAuthProblemText();
  const emailField = useEmailField();
  const errorText = error ? problemText(error) : null;
  switch (state) {
    case 'INPUT_FORM':
    case 'SUBMIT_LOADING':
      return (
        <>
          <p>
            <Trans>
              Enter the e-mail address on your voter registration. We will send it a sign-in link.
            </Trans>
          </p>
          <FieldForm
            key="input"
            {...emailField}
            submitLabel={t`Send sign-in link`}
            busyLabel={t`Sending the sign-in link...`}
            busy={state === 'SUBMIT_LOADING'}
            error={errorText}
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
              <Trans>
                Link sent again to <strong>{email}</strong>. Only this newest link works.
              </Trans>
            ) : (
              <Trans>
                We sent a sign-in link to <strong>{email}</strong>.
              </Trans>
            )}
          </p>
          <p>
            <Trans>
              Open the link on this device to finish signing in. It works once, and only the most recent link
              works.
            </Trans>
          </p>
          <p>
            <LinkButton onClick={onTroubleReceiving}>
              <Trans>Didn't get the e-mail?</Trans>
            </LinkButton>
          </p>
        </>
      );
    case 'TROUBLE_RECEIVING':
      return (
        <>
          <ul className={flowStyles.list}>
            <li>
              <Trans>Check your spam or junk folder for a message from us.</Trans>
            </li>
            <li>
              <Trans>
                Make sure <strong>{email}</strong> is the e-mail on your voter registration.
              </Trans>
            </li>
            <li>
              <Trans>The e-mail can take a few minutes to arrive.</Trans>
            </li>
          </ul>
          <div className={flowStyles.actions}>
            <Button onClick={onResend} disabled={busy} aria-busy={busy || undefined}>
              <Trans>Resend sign-in link</Trans>
            </Button>
            {busy ? (
              <div className={flowStyles.busy}>
                <Spinner label={t`Sending the sign-in link...`} showLabel />
              </div>
            ) : null}
          </div>
        </>
      );
    case 'CONFIRM_EMAIL':
      return (
        <>
          <p>
            <Trans>
              You opened the sign-in link on a different device or browser. Enter the e-mail address the link
              was sent to.
            </Trans>
          </p>
          <FieldForm
            key="confirm"
            {...emailField}
            submitLabel={t`Confirm`}
            busyLabel={t`Signing in...`}
            // Busy in place: the field keeps what was typed if the address does not match.
            busy={busy}
            error={errorText}
            onSubmit={(value) => onConfirm(value.trim())}
          />
        </>
      );
    case 'FINISH_SUCCESS':
      return (
        <p className={flowStyles.successBox} role="status">
          {email ? (
            <Trans>
              Signed in as <strong>{email}</strong>. Next, we check your voter registration.
            </Trans>
          ) : (
            <Trans>Signed in. Next, we check your voter registration.</Trans>
          )}
        </p>
      );
    case 'FINISH_ERROR':
      return (
        <>
          <p className={flowStyles.errorBox} role="alert">
            {errorText ?? t`The sign-in link did not work.`}
          </p>
          <div className={flowStyles.actions}>
            <Button onClick={onTryAgain}>
              <Trans>TRY AGAIN</Trans>
            </Button>
          </div>
        </>
      );
    default:
      return state satisfies never;
  }
}
