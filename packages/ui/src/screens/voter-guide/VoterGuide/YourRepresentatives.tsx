import { type site, type VoterListDatesFound, voterListAsOf } from '@rv/catalogue';
import {
  formatLongDate,
  type GuideSelection,
  type MatchedVoter,
  STATES,
  VACANT_SEAT_LABEL,
} from '@rv/domain';
import { useRef, useState } from 'react';
import { SlideInPanel } from '../../../components/SlideInPanel';
import { LinkButton } from '../../../components/TextLink';
import { type RepresentativeSeat, yourRepresentatives } from './guideSeat';
import * as styles from './VoterGuide.css';

export const SEE_WHO_REPRESENTS_YOU = 'See who represents you.';

/**
 * "See who represents you.": the signed-in voter's senators and representative, in a panel. Each
 * name (or "Vacant Seat") is a button that shows that seat in the guide: the panel closes and
 * focus goes to the seat's heading, so a screen reader reads what was chosen.
 */
export function YourRepresentativesPanel({
  voter,
  now,
  site: siteData,
  defaultOpen,
  onChoose,
  seatHeading,
  voterListDates,
}: {
  voter: MatchedVoter;
  now: Date;
  site: typeof site;
  defaultOpen: boolean;
  onChoose: (selection: GuideSelection) => void;
  /** The chosen seat's heading, focused when the panel closes after a choice. */
  seatHeading: () => HTMLElement | null;
  /** The voter lists' dates from the database (null while unknown: site.yaml's date stands). */
  voterListDates: VoterListDatesFound | null;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const chose = useRef(false);
  const reps = yourRepresentatives(voter, now);
  const asOf = voterListAsOf(voter.state, voterListDates, siteData);
  const stateName = STATES[voter.state].name;
  const choose = (selection: GuideSelection) => {
    chose.current = true;
    onChoose(selection);
    setOpen(false);
  };
  return (
    <p>
      <SlideInPanel
        title="Your representatives"
        open={open}
        onOpenChange={(next) => {
          if (next) chose.current = false;
          setOpen(next);
        }}
        returnFocusTo={() => (chose.current ? seatHeading() : null)}
        trigger={<LinkButton>{SEE_WHO_REPRESENTS_YOU}</LinkButton>}
      >
        <p>Select one to see their stances beside yours.</p>
        <dl className={styles.detail}>
          {reps.map((rep) => (
            <div key={rep.seat.seatLabel}>
              <dt>{seatTitle(rep)}</dt>
              <dd>
                <LinkButton onClick={() => choose(rep.selection)}>
                  {rep.seat.kind === 'LEGISLATOR' ? rep.seat.legislator.fullName : VACANT_SEAT_LABEL}
                </LinkButton>
                {rep.seat.kind === 'LEGISLATOR' ? (
                  <span className={styles.party}> ({rep.seat.legislator.party})</span>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
        <p>
          {asOf
            ? `Based on the ${stateName} voter file, last updated ${formatLongDate(asOf)}, and the districts of your registered address.`
            : `Based on the ${stateName} voter file and the districts of your registered address.`}
        </p>
        <p>Your representatives may change if you move or re-register to vote.</p>
      </SlideInPanel>
    </p>
  );
}

/** "Senior Senator", "Representative, CA-12". */
function seatTitle({ seat }: RepresentativeSeat): string {
  return seat.chamber === 'senate' ? seat.seatLabel : `Representative, ${seat.seatLabel}`;
}
