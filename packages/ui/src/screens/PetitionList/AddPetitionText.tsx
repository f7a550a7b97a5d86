import { Trans, useLingui } from '@lingui/react/macro';
import { isLocale, pathInLocale } from '@rv/domain';
import { ExternalLink, linkClassName } from '../../components/TextLink';

/** The ADD YOUR OWN PETITION panel (docs/product/screens.md#petition-list). */
export function AddPetitionText({ email }: { email: string }) {
  // The policies open in a new tab, in the page's language.
  const { i18n } = useLingui();
  const page = (path: string) => pathInLocale(path, isLocale(i18n.locale) ? i18n.locale : 'en');
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
          <ExternalLink href={page('/about/terms-of-service')}>Terms of Service</ExternalLink> and the{' '}
          <ExternalLink href={page('/about/privacy-policy')}>Privacy Policy</ExternalLink>, including their
          policies on petition submissions and communication.
        </Trans>
      </p>
    </>
  );
}
