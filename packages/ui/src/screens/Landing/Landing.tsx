import { ButtonLink } from '../../components/Button';
import { PageLayout } from '../../components/PageLayout';
import { ExternalLink } from '../../components/TextLink';
import * as styles from './Landing.css';

type LandingProps = {
  productName: string;
  /** "Online petitions for registered voters." */
  tagline: string;
};

/** Home (/): title, tagline, sign-in prompt and the three ways in. */
export function Landing({ productName, tagline }: LandingProps) {
  return (
    <PageLayout kind="list">
      <div className={styles.landing}>
        <h1 className={styles.title}>{productName}</h1>
        <p className={styles.tagline}>{tagline}</p>
        <div className={styles.prompt}>
          <p>Sign in as a registered voter of California or Florida to voice your opinion.</p>
          <p>Via phone or email verification.</p>
        </div>
        <div className={styles.buttons}>
          <ButtonLink to="/signin">SIGN IN</ButtonLink>
          <div className={styles.secondary}>
            <ButtonLink to="/petitions" variant="outlined">
              Browse Petitions
            </ButtonLink>
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
