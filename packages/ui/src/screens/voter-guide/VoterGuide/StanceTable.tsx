import { explainStance, type Petition, stanceOf } from '@rv/catalogue';
import {
  abbreviatedName,
  CHAMBER_ABBREVIATIONS,
  CHAMBER_TITLES,
  type Chamber,
  LEGISLATOR_STANCE_LABELS,
  type MatchedVoter,
  ownStance,
  VOTER_STANCE_AS_LEGISLATOR_STANCE,
  voterStanceAbbreviation,
} from '@rv/domain';
import { useState } from 'react';
import { InfoButton } from '../../../components/InfoButton';
import { RichText } from '../../../components/RichText';
import { Abbreviation, StanceAbbreviation, StanceKey } from '../../../components/StanceKey';
import { ExternalLink } from '../../../components/TextLink';
import * as styles from './VoterGuide.css';

const YOU_COLUMN_NOTE =
  'The "You" column shows your own stance: Sup. or Opp., or - when you have not voiced one.';

/** Each petition with the legislator's stance and the voter's own, and the key to the short forms. */
export function StanceTable({
  chamber,
  legislatorId,
  legislatorName,
  voter,
  petitions,
  defaultStanceKeyOpen,
}: {
  chamber: Chamber;
  legislatorId: string;
  legislatorName: string;
  voter: MatchedVoter | null;
  petitions: readonly Petition[];
  defaultStanceKeyOpen: boolean;
}) {
  return (
    <>
      <table className={styles.table}>
        <caption className={styles.caption}>Stances of {legislatorName} and you on each petition</caption>
        <thead>
          <tr>
            <th scope="col">Petition</th>
            <th scope="col" className={styles.stanceColumn}>
              <span className={styles.headerWithIcon}>
                <Abbreviation short={CHAMBER_ABBREVIATIONS[chamber]} long={CHAMBER_TITLES[chamber]} />
                <StanceKeyPanel defaultOpen={defaultStanceKeyOpen} />
              </span>
            </th>
            <th scope="col" className={styles.stanceColumn}>
              You
            </th>
          </tr>
        </thead>
        <tbody>
          {petitions.map((petition) => {
            const entry = stanceOf(petition, legislatorId);
            const stance = entry?.stance ?? 'NOT_RESEARCHED';
            const own = ownStance(voter, petition.fireDbPath);
            return (
              <tr key={petition.url}>
                <th scope="row" className={styles.petitionCell}>
                  <span className={styles.petitionLink}>
                    <ExternalLink href={`/petitions/${petition.url}`}>{petition.uiTitle}</ExternalLink>
                    <InfoButton
                      label={`${legislatorName}'s stance on ${petition.uiTitle}`}
                      title={`${abbreviatedName({ fullName: legislatorName })} on ${petition.uiTitle}`}
                    >
                      <StanceDetail
                        chamber={chamber}
                        legislatorId={legislatorId}
                        legislatorName={legislatorName}
                        petition={petition}
                      />
                    </InfoButton>
                  </span>
                </th>
                <td className={styles.stanceColumn}>
                  <StanceAbbreviation stance={stance} />
                </td>
                <td className={styles.stanceColumn}>
                  <Abbreviation
                    short={voterStanceAbbreviation(own)}
                    long={
                      own ? LEGISLATOR_STANCE_LABELS[VOTER_STANCE_AS_LEGISLATOR_STANCE[own]] : 'No stance'
                    }
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <StanceKey note={YOU_COLUMN_NOTE} />
    </>
  );
}

/** The header's info icon: the key in a panel (docs/product/screens.md#voter-guide). */
function StanceKeyPanel({ defaultOpen }: { defaultOpen: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <InfoButton label="Stance key" title="Stance key" open={open} onOpenChange={setOpen}>
      <StanceKey note={YOU_COLUMN_NOTE} />
    </InfoButton>
  );
}

function StanceDetail({
  chamber,
  legislatorId,
  legislatorName,
  petition,
}: {
  chamber: Chamber;
  legislatorId: string;
  legislatorName: string;
  petition: Petition;
}) {
  const entry = stanceOf(petition, legislatorId);
  const stance = entry?.stance ?? 'NOT_RESEARCHED';
  const explanation = explainStance(petition, legislatorId);
  return (
    <>
      <dl className={styles.detail}>
        <div>
          <dt>{CHAMBER_TITLES[chamber]}</dt>
          <dd>{legislatorName}</dd>
        </div>
        <div>
          <dt>Stance</dt>
          <dd>{LEGISLATOR_STANCE_LABELS[stance]}</dd>
        </div>
      </dl>
      {explanation ? <RichText document={explanation} /> : null}
    </>
  );
}
