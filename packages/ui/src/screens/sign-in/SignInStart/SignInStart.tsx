import { site } from '@rv/catalogue';
import { STATE_CODES, STATES } from '@rv/domain';
import { useId, useState } from 'react';
import { Button, ButtonLink } from '../../../components/Button';
import { FlowPage, flowStyles } from '../../../components/FlowPage';
import { ExternalLink, LinkButton } from '../../../components/TextLink';

export const SIGN_IN_TITLE = 'Sign in';
export const ALREADY_KNOW_LINK = 'Already know your phone/email on file?';
export const SIGN_IN_METHODS = ['phone', 'email'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

type SignInStartProps = {
  /** VERIFY PHONE or VERIFY E-MAIL was chosen. */
  onChoose: (method: SignInMethod) => void;
  /** Show the VERIFY PHONE / VERIFY E-MAIL choices from the start (stories). */
  defaultRevealed?: boolean;
  states?: typeof site.states;
};

/** /signin: verify the phone or e-mail on your voter registration (docs/product/screens.md#sign-in). */
export function SignInStart({ onChoose, defaultRevealed = false, states = site.states }: SignInStartProps) {
  const [revealed, setRevealed] = useState(defaultRevealed);
  const choicesId = useId();
  return (
    <FlowPage title={SIGN_IN_TITLE}>
      <p className={flowStyles.lead}>
        Sign in by verifying the phone number or e-mail address on your voter registration.
      </p>
      <p>
        Only the phone or e-mail registered with your voter record works: we send a one-time code by text, or
        a sign-in link by e-mail. Sign-in is open to registered voters of{' '}
        {STATE_CODES.map((code, index) => (
          <span key={code}>
            {index > 0 ? ' and ' : ''}
            <ExternalLink href={states[code].registrationCheckUrl}>{STATES[code].name}</ExternalLink>
          </span>
        ))}
        .
      </p>
      <div className={flowStyles.actions}>
        <ButtonLink to="/signin/help">FIND PHONE/EMAIL ON FILE</ButtonLink>
        <p>
          <LinkButton
            aria-expanded={revealed}
            aria-controls={choicesId}
            onClick={() => setRevealed((r) => !r)}
          >
            {ALREADY_KNOW_LINK}
          </LinkButton>
        </p>
      </div>
      <div id={choicesId} hidden={!revealed} className={flowStyles.actions}>
        <Button variant="outlined" onClick={() => onChoose('phone')}>
          VERIFY PHONE
        </Button>
        <Button variant="outlined" onClick={() => onChoose('email')}>
          VERIFY E-MAIL
        </Button>
        <p className={flowStyles.small}>
          By signing in you agree to the{' '}
          <ExternalLink href="/about/terms-of-service">Terms of Service</ExternalLink> and the{' '}
          <ExternalLink href="/about/privacy-policy">Privacy Policy</ExternalLink>.
        </p>
      </div>
    </FlowPage>
  );
}
