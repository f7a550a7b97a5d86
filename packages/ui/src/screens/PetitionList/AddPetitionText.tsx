import { Trans } from '@lingui/react/macro';
import { ExternalLink, linkClassName } from '../../components/TextLink';

/** The ADD YOUR OWN PETITION panel (docs/product/screens.md#petition-list). */
export function AddPetitionText({ email }: { email: string }) {
  return (
    <>
      <p>
        <Trans comment="email: the site's address">
          To submit a petition, e-mail us at{' '}
          <a className={linkClassName} href={`mailto:${email}`}>
            {email}
          </a>
          .
        </Trans>
      </p>
      <p>
        <Trans>We review every submission and help bring good ideas onto the platform.</Trans>
      </p>
      <p>
        <Trans>
          By contacting us, you agree to the{' '}
          <ExternalLink href="/about/terms-of-service">Terms of Service</ExternalLink> and the{' '}
          <ExternalLink href="/about/privacy-policy">Privacy Policy</ExternalLink>, including their policies
          on petition submissions and communication.
        </Trans>
      </p>
    </>
  );
}
