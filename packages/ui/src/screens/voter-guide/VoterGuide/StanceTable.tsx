import { type Petition, stanceOf, stancesCheckedOn } from '@rv/catalogue';
import {
  abbreviatedName,
  CHAMBER_ABBREVIATIONS,
  CHAMBER_TITLES,
  type Chamber,
  formatLongDate,
  LEGISLATOR_STANCE_LABELS,
  type MatchedVoter,
  ownStance,
  VOTER_STANCE_AS_LEGISLATOR_STANCE,
  voterStanceAbbreviation,
} from '@rv/domain';
import { useState } from 'react';
import { InfoButton } from '../../../components/InfoButton';
import { LegislatorDetail } from '../../../components/LegislatorDetail';
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
  seatLabel,
  voter,
  petitions,
  defaultStanceKeyOpen,
}: {
  chamber: Chamber;
  legislatorId: string;
  legislatorName: string;
  /** "Senior Senator", "CA-24": shown in the legislator's panel. */
  seatLabel: string;
  voter: MatchedVoter | null;
  petitions: readonly Petition[];
  defaultStanceKeyOpen: boolean;
}) {
  const asOf = stancesCheckedOn(petitions);
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
                      <LegislatorDetail
                        legislatorId={legislatorId}
                        petition={petition}
                        seatLabel={seatLabel}
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
      {asOf ? <p className={styles.asOf}>Stances as of {formatLongDate(asOf)}.</p> : null}
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
