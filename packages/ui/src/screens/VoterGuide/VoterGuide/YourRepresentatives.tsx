import { Trans, useLingui } from '@lingui/react/macro';
import {
  memberPagePath,
  seatPagePath,
  type site,
  type VoterListDatesFound,
  voterListAsOf,
} from '@rv/catalogue';
import { type GuideSelection, type MatchedVoter, STATES } from '@rv/domain';
import { useRef, useState } from 'react';
import { DistrictPlanNotice } from '../../../components/DistrictPlanNotice';
import { SlideInPanel } from '../../../components/SlideInPanel';
import { LinkButton, TextLink } from '../../../components/TextLink';
import { useFormats } from '../../../i18n';
import { type RepresentativeSeat, yourRepresentatives } from './guideSeat';
import { usePartyName, useSeatLabel } from './seatWords';
import * as styles from './VoterGuide.css';

/** The panel's link in English (stories and tests read it); the screen shows it as a message. */
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
  const { t } = useLingui();
  const { longDate } = useFormats();
  const seatLabel = useSeatLabel();
  const partyName = usePartyName();
  const [open, setOpen] = useState(defaultOpen);
  const chose = useRef(false);
  const reps = yourRepresentatives(voter, now);
  const asOf = voterListAsOf(voter.state, voterListDates, siteData);
  const updated = asOf ? longDate(asOf) : null;
  const stateName = STATES[voter.state].name;
  const choose = (selection: GuideSelection) => {
    chose.current = true;
    onChoose(selection);
    setOpen(false);
  };
  return (
    <p>
      <SlideInPanel
        title={t`Your representatives`}
        open={open}
        onOpenChange={(next) => {
          if (next) chose.current = false;
          setOpen(next);
        }}
        returnFocusTo={() => (chose.current ? seatHeading() : null)}
        trigger={
          <LinkButton>
            <Trans>See who represents you.</Trans>
          </LinkButton>
        }
      >
        <p>
          <Trans>Select one to see their stances beside yours.</Trans>
        </p>
        <dl className={styles.detail}>
          {reps.map((rep) => (
            <div key={seatLabel(rep.seat.name)}>
              <dt>
                <SeatTitle rep={rep} label={seatLabel(rep.seat.name)} />
              </dt>
              <dd>
                <LinkButton onClick={() => choose(rep.selection)}>
                  {rep.seat.kind === 'LEGISLATOR' ? (
                    rep.seat.legislator.fullName
                  ) : (
                    <Trans comment="a seat in Congress with no one in it">Vacant Seat</Trans>
                  )}
                </LinkButton>
                {rep.seat.kind === 'LEGISLATOR' ? (
                  <>
                    <span className={styles.party}> ({partyName(rep.seat.legislator)})</span>{' '}
                    <PageLink
                      name={rep.seat.legislator.fullName}
                      to={memberPagePath(rep.seat.legislator.id)}
                    />
                  </>
                ) : rep.selection.state ? (
                  <>
                    {' '}
                    <PageLink
                      name={seatLabel(rep.seat.name)}
                      to={seatPagePath(rep.selection.state, Number(rep.selection.seat))}
                    />
                  </>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
        <DistrictPlanNotice voter={voter} now={now} />
        <p>
          {updated ? (
            <Trans>
              Based on the {stateName} voter file, last updated {updated}, and the districts of your
              registered address.
            </Trans>
          ) : (
            <Trans>Based on the {stateName} voter file and the districts of your registered address.</Trans>
          )}
        </p>
        <p>
          <Trans>Your representatives may change if you move or re-register to vote.</Trans>
        </p>
      </SlideInPanel>
    </p>
  );
}

/** "Senior Senator", "Representative, CA-12". */
function SeatTitle({ rep, label }: { rep: RepresentativeSeat; label: string }) {
  return rep.seat.chamber === 'senate' ? label : <Trans>Representative, {label}</Trans>;
}

/** "page": the member's (or vacant seat's) own page, named for screen readers with whose it is. */
function PageLink({ name, to }: { name: string; to: string }) {
  const { t } = useLingui();
  return (
    <TextLink
      className={styles.party}
      to={to}
      aria-label={t({ message: `${name}: page`, comment: "a link to a member of Congress's own page" })}
    >
      <Trans comment="a link to a member of Congress's own page, after their name">page</Trans>
    </TextLink>
  );
}
