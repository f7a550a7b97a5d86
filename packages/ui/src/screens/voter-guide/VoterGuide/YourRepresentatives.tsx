import type { site } from '@rv/catalogue';
import { formatLongDate, type MatchedVoter, STATES, VACANT_SEAT_LABEL } from '@rv/domain';
import { SlideInPanel } from '../../../components/SlideInPanel';
import { LinkButton } from '../../../components/TextLink';
import { yourRepresentatives } from './guideSeat';
import * as styles from './VoterGuide.css';

export const SEE_WHO_REPRESENTS_YOU = 'See who represents you.';

/** "See who represents you.": the signed-in voter's senators and representative, in a panel. */
export function YourRepresentativesPanel({
  voter,
  now,
  site: siteData,
  defaultOpen,
}: {
  voter: MatchedVoter;
  now: Date;
  site: typeof site;
  defaultOpen: boolean;
}) {
  const reps = yourRepresentatives(voter.state, voter.district, now);
  const stateName = STATES[voter.state].name;
  return (
    <p>
      <SlideInPanel
        title="Your representatives"
        defaultOpen={defaultOpen}
        trigger={<LinkButton>{SEE_WHO_REPRESENTS_YOU}</LinkButton>}
      >
        <dl className={styles.detail}>
          {reps.map((rep) => (
            <div key={rep.seatLabel}>
              <dt>{rep.chamber === 'senate' ? rep.seatLabel : `Representative, ${rep.seatLabel}`}</dt>
              <dd>{rep.kind === 'LEGISLATOR' ? rep.legislator.fullName : VACANT_SEAT_LABEL}</dd>
            </div>
          ))}
        </dl>
        <p>
          Based on the {stateName} voter file, last updated{' '}
          {formatLongDate(siteData.states[voter.state].voterList.updatedOn)}, and the districts of your
          registered address.
        </p>
        <p>Your representatives may change if you move or re-register to vote.</p>
      </SlideInPanel>
    </p>
  );
}
