import { Trans } from '@lingui/react/macro';
import { linkClassName } from '../../../components/TextLink';
import * as styles from './HelpContactFooter.css';

type HelpContactFooterProps = {
  /** site.yaml contact.helpPhone, as shown: "(415) 555-0142". */
  helpPhone: string;
  /** site.yaml contact.helpPhoneE164, for the tel: link. */
  helpPhoneE164: string;
  /** site.yaml contact.email. */
  email: string;
};

/** The help pages' contact footer: a help phone number and the info e-mail (docs/product/screens.md#header-bar-and-contact-footer). */
export function HelpContactFooter({ helpPhone, helpPhoneE164, email }: HelpContactFooterProps) {
  return (
    <footer className={styles.footer}>
      <h2 className={styles.heading}>
        <Trans>Need help?</Trans>
      </h2>
      <p className={styles.lines}>
        <span>
          <Trans>
            Call us at{' '}
            <a className={linkClassName} href={`tel:${helpPhoneE164}`}>
              {helpPhone}
            </a>
          </Trans>
        </span>
        <span>
          <Trans>
            or e-mail{' '}
            <a className={linkClassName} href={`mailto:${email}`}>
              {email}
            </a>
          </Trans>
        </span>
      </p>
    </footer>
  );
}
