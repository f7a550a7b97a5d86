import { SelectOrdinal, Trans } from '@lingui/react/macro';
import { greetingName, type MatchedVoter, STATES } from '@rv/domain';
import { ButtonLink } from '../../components/Button';
import { PageLayout } from '../../components/PageLayout';
import { ExternalLink } from '../../components/TextLink';
import * as styles from './Landing.css';

/** What the landing shows of a signed-in voter: no more than their account panel does. */
export type LandingVoter = Pick<MatchedVoter, 'first' | 'state' | 'district'>;

type LandingProps = {
  productName: string;
  /** "Online petitions for registered voters." */
  tagline: string;
  /** The signed-in voter's record; null or absent when signed out (and when prerendered). */
  voter?: LandingVoter | null;
};

/** "Welcome back, Ava." ("Welcome back." when the record has no first name). */
function Greeting({ voter }: { voter: LandingVoter }) {
  const name = greetingName(voter);
  return name ? <Trans>Welcome back, {name}.</Trans> : <Trans>Welcome back.</Trans>;
}

/** "You are registered in California's 34th congressional district." */
function RegisteredDistrict({ voter }: { voter: LandingVoter }) {
  const state = STATES[voter.state].name;
  const district = Number(voter.district);
  return (
    <Trans>
      You are registered in {state}'s{' '}
      <SelectOrdinal value={district} one="#st" two="#nd" few="#rd" other="#th" /> congressional district.
    </Trans>
  );
}

/**
 * Home (/): title, tagline, then either the sign-in prompt with SIGN IN, or for a signed-in voter
 * a greeting with Browse Petitions and My Stances. Both forms have two lines and three buttons,
 * so the page keeps its height when the signed-in form replaces the prerendered one.
 */
export function Landing({ productName, tagline, voter = null }: LandingProps) {
  return (
    <PageLayout kind="list">
      <div className={styles.landing}>
        <h1 className={styles.title}>{productName}</h1>
        <p className={styles.tagline}>{tagline}</p>
        {voter ? (
          <div className={styles.prompt}>
            <p className={styles.greeting}>
              <Greeting voter={voter} />
            </p>
            <p>
              <RegisteredDistrict voter={voter} />
            </p>
          </div>
        ) : (
          <div className={styles.prompt}>
            <p>
              <Trans>Sign in as a registered voter of California or Florida to voice your opinion.</Trans>
            </p>
            <p>
              <Trans>Via phone or email verification.</Trans>
            </p>
          </div>
        )}
        <div className={styles.buttons}>
          {voter ? (
            <ButtonLink to="/petitions">
              <Trans>Browse Petitions</Trans>
            </ButtonLink>
          ) : (
            <ButtonLink to="/signin">
              <Trans>SIGN IN</Trans>
            </ButtonLink>
          )}
          <div className={styles.secondary}>
            {voter ? (
              <ButtonLink to="/my-stances" variant="outlined">
                <Trans>My Stances</Trans>
              </ButtonLink>
            ) : (
              <ButtonLink to="/petitions" variant="outlined">
                <Trans>Browse Petitions</Trans>
              </ButtonLink>
            )}
            <ButtonLink to="/about" variant="outlined">
              <Trans>About</Trans>
            </ButtonLink>
          </div>
        </div>
        <p className={styles.notice}>
          <Trans>
            By browsing this site, you agree to the{' '}
            <ExternalLink href="/about/terms-of-service">Terms of Service</ExternalLink> and the{' '}
            <ExternalLink href="/about/privacy-policy">Privacy Policy</ExternalLink>.
          </Trans>
        </p>
      </div>
    </PageLayout>
  );
}
