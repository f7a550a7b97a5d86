import { Trans, useLingui } from '@lingui/react/macro';
import { site, type VoterListDatesFound } from '@rv/catalogue';
import { STATE_CODES, STATES } from '@rv/domain';
import { useId, useState } from 'react';
import { Button, ButtonLink } from '../../../components/Button';
import { FlowPage, flowStyles } from '../../../components/FlowPage';
import { ExternalLink, LinkButton } from '../../../components/TextLink';
import { Eligibility, type EligibilityChoice } from '../../About/Eligibility';

export const SIGN_IN_METHODS = ['phone', 'email'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

type SignInStartProps = {
  /** VERIFY PHONE or VERIFY E-MAIL was chosen. */
  onChoose: (method: SignInMethod) => void;
  /** Show the VERIFY PHONE / VERIFY E-MAIL choices from the start (stories). */
  defaultRevealed?: boolean;
  states?: typeof site.states;
  /** The voter lists' dates from the database, for the conditions (null while unknown). */
  voterListDates?: VoterListDatesFound | null;
  /** The state chosen in "Who can sign in?" at the start (stories). */
  defaultEligibility?: EligibilityChoice;
};

/** /signin: verify the phone or e-mail on your voter registration (docs/product/screens.md#sign-in). */
export function SignInStart({
  onChoose,
  defaultRevealed = false,
  states = site.states,
  voterListDates = null,
  defaultEligibility = 'SELECT',
}: SignInStartProps) {
  const { t } = useLingui();
  const [revealed, setRevealed] = useState(defaultRevealed);
  const choicesId = useId();
  const eligibilityId = useId();
  // Each state's name links to its official registration-status lookup.
  const [first, second] = STATE_CODES.map((code) => (
    <ExternalLink key={code} href={states[code].registrationCheckUrl}>
      {STATES[code].name}
    </ExternalLink>
  ));
  return (
    <FlowPage title={t`Sign in`}>
      <p className={flowStyles.lead}>
        <Trans>Sign in by verifying the phone number or e-mail address on your voter registration.</Trans>
      </p>
      <p>
        <Trans>
          Only the phone or e-mail registered with your voter record works: we send a one-time code by text,
          or a sign-in link by e-mail. Sign-in is open to registered voters of {first} and {second}.
        </Trans>
      </p>
      <div className={flowStyles.actions}>
        <ButtonLink to="/signin/help">
          <Trans>FIND PHONE/EMAIL ON FILE</Trans>
        </ButtonLink>
        <p>
          <LinkButton
            aria-expanded={revealed}
            aria-controls={choicesId}
            onClick={() => setRevealed((r) => !r)}
          >
            <Trans>Already know your phone/email on file?</Trans>
          </LinkButton>
        </p>
      </div>
      <div id={choicesId} hidden={!revealed} className={flowStyles.actions}>
        <Button variant="outlined" onClick={() => onChoose('phone')}>
          <Trans>VERIFY PHONE</Trans>
        </Button>
        <Button variant="outlined" onClick={() => onChoose('email')}>
          <Trans>VERIFY E-MAIL</Trans>
        </Button>
        <p className={flowStyles.small}>
          <Trans>
            By signing in you agree to the{' '}
            <ExternalLink href="/about/terms-of-service">Terms of Service</ExternalLink> and the{' '}
            <ExternalLink href="/about/privacy-policy">Privacy Policy</ExternalLink>.
          </Trans>
        </p>
      </div>
      {/* The conditions on the page itself, not only in About's overlay (docs/product/screens.md, Sign-in). */}
      <section aria-labelledby={eligibilityId} className={flowStyles.actions}>
        <h2 id={eligibilityId} className={flowStyles.sectionTitle}>
          <Trans>Who can sign in?</Trans>
        </h2>
        <Eligibility defaultChoice={defaultEligibility} states={states} voterListDates={voterListDates} />
      </section>
    </FlowPage>
  );
}
