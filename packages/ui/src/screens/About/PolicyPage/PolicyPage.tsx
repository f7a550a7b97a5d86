import { Trans, useLingui } from '@lingui/react/macro';
import type { Page } from '@rv/catalogue';
import { PageLayout } from '../../../components/PageLayout';
import { RichText } from '../../../components/RichText';
import { linkClassName } from '../../../components/TextLink';
import { useFormats } from '../../../i18n';
import * as styles from './PolicyPage.css';

type PolicyPageProps = {
  /** pages.policies, pages['terms-of-service'] or pages['privacy-policy'] from the catalogue. */
  page: Page;
};

/**
 * /about/policies, /about/terms-of-service and /about/privacy-policy: the page's title, its
 * last-updated date, a table of contents linking each section's anchor (terms and privacy),
 * then the body.
 */
export function PolicyPage({ page }: PolicyPageProps) {
  const { t } = useLingui();
  const { longDate } = useFormats();
  const title = page.title;
  const lastUpdated = page.lastUpdated ? longDate(page.lastUpdated) : null;
  return (
    <PageLayout kind="page" wide>
      <article className={styles.stack}>
        <header className={styles.header}>
          <h1 className={styles.title}>{page.title}</h1>
          {lastUpdated ? (
            <p className={styles.muted}>
              <Trans>Last updated {lastUpdated}</Trans>
            </p>
          ) : null}
        </header>
        {page.tableOfContents ? (
          <nav aria-label={t`${title}: contents`} className={styles.toc}>
            <h2 className={styles.tocTitle}>
              <Trans comment="the heading of a page's table of contents">Contents</Trans>
            </h2>
            <ol className={styles.tocList}>
              {page.sections.map((section) => (
                <li key={section.id}>
                  <a className={linkClassName} href={`#${section.id}`}>
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <RichText document={page.body} className={styles.body} />
      </article>
    </PageLayout>
  );
}
