import { greetingName, type MatchedVoter, ordinal, STATES } from '@rv/domain';
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
export function landingGreeting(voter: LandingVoter): string {
  const name = greetingName(voter);
  return name ? `Welcome back, ${name}.` : 'Welcome back.';
}

/** "You are registered in California's 34th congressional district." */
export function registeredDistrictLine(voter: LandingVoter): string {
  return `You are registered in ${STATES[voter.state].name}'s ${ordinal(Number(voter.district))} congressional district.`;
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
            <p className={styles.greeting}>{landingGreeting(voter)}</p>
            <p>{registeredDistrictLine(voter)}</p>
          </div>
        ) : (
          <div className={styles.prompt}>
            <p>Sign in as a registered voter of California or Florida to voice your opinion.</p>
            <p>Via phone or email verification.</p>
          </div>
        )}
        <div className={styles.buttons}>
          {voter ? (
            <ButtonLink to="/petitions">Browse Petitions</ButtonLink>
          ) : (
            <ButtonLink to="/signin">SIGN IN</ButtonLink>
          )}
          <div className={styles.secondary}>
            {voter ? (
              <ButtonLink to="/my-stances" variant="outlined">
                My Stances
              </ButtonLink>
            ) : (
              <ButtonLink to="/petitions" variant="outlined">
                Browse Petitions
              </ButtonLink>
            )}
            <ButtonLink to="/about" variant="outlined">
              About
            </ButtonLink>
          </div>
        </div>
        <p className={styles.notice}>
          By browsing this site, you agree to the{' '}
          <ExternalLink href="/about/terms-of-service">Terms of Service</ExternalLink> and the{' '}
          <ExternalLink href="/about/privacy-policy">Privacy Policy</ExternalLink>.
        </p>
      </div>
    </PageLayout>
  );
}
