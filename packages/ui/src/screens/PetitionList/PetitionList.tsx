import { Trans, useLingui } from '@lingui/react/macro';
import type { Petition } from '@rv/catalogue';
import { type Jurisdiction, STATES } from '@rv/domain';
import { Link } from 'react-router-dom';
import { Button } from '../../components/Button';
import { PageLayout } from '../../components/PageLayout';
import { SlideInPanel } from '../../components/SlideInPanel';
import { LinkButton } from '../../components/TextLink';
import { AddPetitionText } from './AddPetitionText';
import * as styles from './PetitionList.css';
import { StateSelector } from './StateSelector';

type PetitionListProps = {
  petitions: readonly Petition[];
  /** The provider's info address (site.yaml contact.email). */
  email: string;
  /** Which panel starts open (stories). */
  defaultPanel?: 'ADD_PETITION' | 'WHO_CAN_SIGN' | null;
};

/** /petitions: the sticky header, one tile per petition, and the ADD YOUR OWN PETITION bar. */
export function PetitionList({ petitions, email, defaultPanel = null }: PetitionListProps) {
  const { t } = useLingui();
  return (
    <div className={styles.screen}>
      <PageLayout kind="list">
        <h1 className={styles.stickyHeader}>
          <Trans>Select a petition to view it fully and voice your opinion:</Trans>
        </h1>
        <ul className={styles.tiles}>
          {petitions.map((petition) => (
            <li key={petition.url} className={styles.tile}>
              <h2 className={styles.tileTitle}>
                <Link className={styles.tileLink} to={`/petitions/${petition.url}`}>
                  {petition.uiTitle}
                </Link>
              </h2>
              <p className={styles.label}>
                <JurisdictionLabel jurisdiction={petition.jurisdiction} />
              </p>
              <p className={styles.description}>{petition.tileDescription}</p>
            </li>
          ))}
        </ul>
        <div className={styles.whoCanSign}>
          <SlideInPanel
            title={t`Who can voice an opinion?`}
            defaultOpen={defaultPanel === 'WHO_CAN_SIGN'}
            trigger={
              <LinkButton>
                <Trans>Who can voice an opinion here?</Trans>
              </LinkButton>
            }
          >
            <StateSelector />
          </SlideInPanel>
        </div>
      </PageLayout>
      {/* A region, not the page's footer: the shell's footer (who runs the site) is the contentinfo. */}
      <section className={styles.footer} aria-label={t`Add your own petition`}>
        <div className={styles.footerInner}>
          <SlideInPanel
            title={t`Add your own petition`}
            defaultOpen={defaultPanel === 'ADD_PETITION'}
            trigger={
              <Button>
                <Trans comment="a button, in capitals">ADD YOUR OWN PETITION</Trans>
              </Button>
            }
          >
            <AddPetitionText email={email} />
          </SlideInPanel>
        </div>
      </section>
    </div>
  );
}

/**
 * A petition tile's label: "National Petition", "CA State Petition", "FL State Petition". A city
 * petition is labelled "CA City Petition" in the same pattern (docs/decisions/0062-small-wording-and-date-rules.md), so a tile
 * never shows a blank label.
 */
export function JurisdictionLabel({ jurisdiction }: { jurisdiction: Jurisdiction }) {
  switch (jurisdiction.level) {
    case 'NATIONAL':
      return <Trans>National Petition</Trans>;
    case 'STATE': {
      const state = STATES[jurisdiction.state].abbreviation;
      return <Trans comment="state: CA or FL">{state} State Petition</Trans>;
    }
    case 'CITY': {
      const state = STATES[jurisdiction.state].abbreviation;
      return <Trans comment="state: CA or FL">{state} City Petition</Trans>;
    }
    default:
      return jurisdiction satisfies never;
  }
}
