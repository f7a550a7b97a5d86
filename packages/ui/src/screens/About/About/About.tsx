import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type Page, pages, type SiteOperator, type VoterListDatesFound } from '@rv/catalogue';
import { Fragment } from 'react';
import { OperatorStatement } from '../../../components/OperatorStatement';
import { PageLayout } from '../../../components/PageLayout';
import { RichText } from '../../../components/RichText';
import { SlideInPanel } from '../../../components/SlideInPanel';
import { LinkButton } from '../../../components/TextLink';
import { Eligibility, type EligibilityChoice } from '../Eligibility';
import * as styles from './About.css';
import { splitSections } from './sections';

const ELIGIBILITY_PANEL_TITLE = msg`Who can sign in?`;

type AboutProps = {
  /** content/pages/about.md from the catalogue. */
  page?: Page;
  /** Open the eligibility overlay at the start, with this state chosen (stories). */
  defaultEligibility?: EligibilityChoice | null;
  /** The voter lists' dates from the database, for the conditions (null while unknown). */
  voterListDates?: VoterListDatesFound | null;
  /** Who runs the site (site.yaml's by default; stories pass a named one). */
  operator?: SiteOperator;
};

/**
 * /about: the five sections of content/pages/about.md (Voter Verification, Petitions, Voter
 * Guide, Contact, Policies). After Voter Verification, "these conditions" opens the eligibility
 * overlay (docs/product/screens.md#eligibility-overlay).
 */
export function About({
  page = pages.about,
  defaultEligibility = null,
  voterListDates = null,
  operator,
}: AboutProps) {
  const { t, i18n } = useLingui();
  const conditions = (
    <SlideInPanel
      title={i18n._(ELIGIBILITY_PANEL_TITLE)}
      defaultOpen={defaultEligibility !== null}
      trigger={<LinkButton>{t`these conditions`}</LinkButton>}
    >
      <Eligibility defaultChoice={defaultEligibility ?? 'SELECT'} voterListDates={voterListDates} />
    </SlideInPanel>
  );
  return (
    <PageLayout kind="page">
      <div className={styles.stack}>
        <h1 className={styles.title}>{page.title}</h1>
        {splitSections(page.body).map((section) => (
          <Fragment key={section.id}>
            <section className={styles.section} aria-labelledby={section.id}>
              <RichText document={section.blocks} />
              {section.id === 'voter-verification' ? (
                <p>
                  <Trans comment="{conditions} is the link button 'these conditions', which opens the list of them">
                    You can sign in when your voter registration meets {conditions}.
                  </Trans>
                </p>
              ) : null}
              {section.id === 'contact' ? <OperatorStatement {...(operator ? { operator } : {})} /> : null}
            </section>
          </Fragment>
        ))}
      </div>
    </PageLayout>
  );
}
