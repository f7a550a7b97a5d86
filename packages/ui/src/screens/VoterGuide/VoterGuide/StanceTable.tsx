import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type Petition, stanceOf, stancesCheckedOn } from '@rv/catalogue';
import {
  abbreviatedName,
  type Chamber,
  LEGISLATOR_STANCES,
  type MatchedVoter,
  ownStance,
  VOTER_STANCE_AS_LEGISLATOR_STANCE,
} from '@rv/domain';
import { type ReactNode, useState } from 'react';
import { InfoButton } from '../../../components/InfoButton';
import { LegislatorDetail } from '../../../components/LegislatorDetail';
import { Abbreviation, type BadgeStance, StanceBadge, StanceKey } from '../../../components/StanceKey';
import { ExternalLink } from '../../../components/TextLink';
import { useFormats } from '../../../i18n';
import * as styles from './VoterGuide.css';

/** The legislator's column heading: "Sen." on screen, "Senator" for screen readers. */
const CHAMBER_COLUMN: Readonly<Record<Chamber, { short: MessageDescriptor; long: MessageDescriptor }>> = {
  senate: {
    short: msg({ message: 'Sen.', comment: 'short for Senator, a narrow column heading' }),
    long: msg({ message: 'Senator', comment: "the heading of a senator's stance column" }),
  },
  house: {
    short: msg({ message: 'Rep.', comment: 'short for Representative, a narrow column heading' }),
    long: msg({ message: 'Representative', comment: "the heading of a representative's stance column" }),
  },
};

/** What the "You" column shows, under the stance key. */
function YouColumnNote(): ReactNode {
  return (
    <Trans>
      The "You" column shows your own stance: Sup. or Opp., or a plain - when you have not voiced one.
    </Trans>
  );
}

/** The key's entries: the legislator's four stances, then the voter's "no stance". */
const KEY_STANCES: readonly BadgeStance[] = [...LEGISLATOR_STANCES, 'NONE'];

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
  const { t, i18n } = useLingui();
  const { longDate } = useFormats();
  const checkedOn = stancesCheckedOn(petitions);
  const asOf = checkedOn ? longDate(checkedOn) : null;
  const shortName = abbreviatedName({ fullName: legislatorName });
  return (
    <>
      <table className={styles.table}>
        <caption className={styles.caption}>
          <Trans>Stances of {legislatorName} and you on each petition</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Petition</Trans>
            </th>
            <th scope="col" className={styles.stanceColumn}>
              <span className={styles.headerWithIcon}>
                <Abbreviation
                  short={i18n._(CHAMBER_COLUMN[chamber].short)}
                  long={i18n._(CHAMBER_COLUMN[chamber].long)}
                />
                <StanceKeyPanel defaultOpen={defaultStanceKeyOpen} />
              </span>
            </th>
            <th scope="col" className={styles.stanceColumn}>
              <Trans comment="the column of the voter's own stances">You</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {petitions.map((petition) => {
            const entry = stanceOf(petition, legislatorId);
            const stance = entry?.stance ?? 'NOT_RESEARCHED';
            const own = ownStance(voter, petition.petitionKey);
            const title = petition.uiTitle;
            return (
              <tr key={petition.url}>
                <th scope="row" className={styles.petitionCell}>
                  <span className={styles.petitionLink}>
                    <ExternalLink href={`/petitions/${petition.url}`}>{title}</ExternalLink>
                    <InfoButton
                      label={t`${legislatorName}'s stance on ${title}`}
                      title={t`${shortName} on ${title}`}
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
                  <StanceBadge stance={stance} form="short" />
                </td>
                <td className={styles.stanceColumn}>
                  <StanceBadge stance={own ? VOTER_STANCE_AS_LEGISLATOR_STANCE[own] : 'NONE'} form="short" />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {asOf ? (
        <p className={styles.asOf}>
          <Trans>Stances as of {asOf}.</Trans>
        </p>
      ) : null}
      <StanceKey stances={KEY_STANCES} note={<YouColumnNote />} />
    </>
  );
}

/** The header's info icon: the key in a panel (docs/product/screens.md#voter-guide). */
function StanceKeyPanel({ defaultOpen }: { defaultOpen: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const { t } = useLingui();
  const name = t`Stance key`;
  return (
    <InfoButton label={name} title={name} open={open} onOpenChange={setOpen}>
      <StanceKey stances={KEY_STANCES} note={<YouColumnNote />} />
    </InfoButton>
  );
}
