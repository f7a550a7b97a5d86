import { Trans, useLingui } from '@lingui/react/macro';
import { type SiteOperator, STANCE_EXPLAINER_PATH, site } from '@rv/catalogue';
import { OperatorStatement } from '../../components/OperatorStatement';
import { linkClassName, TextLink } from '../../components/TextLink';
import * as styles from './Shell.css';

type SiteFooterProps = {
  /** site.yaml's operator (stories pass a named one). */
  operator?: SiteOperator;
  productName: string;
};

/** Every page's footer: who runs the site, how to reach them, and the pages that explain it. */
export function SiteFooter({ operator = site.operator, productName }: SiteFooterProps) {
  const { t } = useLingui();
  const { email, helpPhone, helpPhoneE164 } = site.contact;
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <h2 className={styles.footerTitle}>
          <Trans>Who runs {productName}</Trans>
        </h2>
        <OperatorStatement operator={operator} productName={productName} />
        <p>
          <Trans>
            Contact:{' '}
            <a className={linkClassName} href={`mailto:${email}`}>
              {email}
            </a>{' '}
            or{' '}
            <a className={linkClassName} href={`tel:${helpPhoneE164}`}>
              {helpPhone}
            </a>
          </Trans>
        </p>
        <nav aria-label={t({ message: 'About this site', comment: 'the name of the footer links' })}>
          <ul className={styles.footerLinks}>
            <li>
              <TextLink to="/about">
                <Trans>About {productName}</Trans>
              </TextLink>
            </li>
            <li>
              <TextLink to={STANCE_EXPLAINER_PATH}>
                <Trans>What happens to your stance</Trans>
              </TextLink>
            </li>
            <li>
              <TextLink to="/about/policies">
                <Trans>Policies</Trans>
              </TextLink>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
