import type { Petition } from '@rv/catalogue';
import { jurisdictionLabel } from '@rv/domain';
import { Link } from 'react-router-dom';
import { Button } from '../../components/Button';
import { PageLayout } from '../../components/PageLayout';
import { SlideInPanel } from '../../components/SlideInPanel';
import { LinkButton } from '../../components/TextLink';
import { AddPetitionText } from './AddPetitionText';
import * as styles from './PetitionList.css';
import { StateSelector } from './StateSelector';

export const PETITION_LIST_HEADER = 'Select a petition to view it fully and voice your opinion:';

type PetitionListProps = {
  petitions: readonly Petition[];
  /** The provider's info address (site.yaml contact.email). */
  email: string;
  /** Which panel starts open (stories). */
  defaultPanel?: 'ADD_PETITION' | 'WHO_CAN_SIGN' | null;
};

/** /petitions: the sticky header, one tile per petition, and the ADD YOUR OWN PETITION bar. */
export function PetitionList({ petitions, email, defaultPanel = null }: PetitionListProps) {
  return (
    <div className={styles.screen}>
      <PageLayout kind="list">
        <h1 className={styles.stickyHeader}>{PETITION_LIST_HEADER}</h1>
        <ul className={styles.tiles}>
          {petitions.map((petition) => (
            <li key={petition.url} className={styles.tile}>
              <h2 className={styles.tileTitle}>
                <Link className={styles.tileLink} to={`/petitions/${petition.url}`}>
                  {petition.uiTitle}
                </Link>
              </h2>
              <p className={styles.label}>{jurisdictionLabel(petition.jurisdiction)}</p>
              <p className={styles.description}>{petition.tileDescription}</p>
            </li>
          ))}
        </ul>
        <div className={styles.whoCanSign}>
          <SlideInPanel
            title="Who can voice an opinion?"
            defaultOpen={defaultPanel === 'WHO_CAN_SIGN'}
            trigger={<LinkButton>Who can voice an opinion here?</LinkButton>}
          >
            <StateSelector />
          </SlideInPanel>
        </div>
      </PageLayout>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <SlideInPanel
            title="Add your own petition"
            defaultOpen={defaultPanel === 'ADD_PETITION'}
            trigger={<Button>ADD YOUR OWN PETITION</Button>}
          >
            <AddPetitionText email={email} />
          </SlideInPanel>
        </div>
      </footer>
    </div>
  );
}
