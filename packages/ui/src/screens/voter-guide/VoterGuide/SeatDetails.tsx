import type { Petition, site } from '@rv/catalogue';
import {
  type ElectionDates,
  type ElectionLine,
  electionLine,
  formatLongDate,
  localeFormats,
  type MatchedVoter,
  memberElectMessage,
  nextElectionDate,
  type OwnSeatKind,
  VACANT_SEAT_LABEL,
  vacantSeatMessage,
} from '@rv/domain';
import { type Ref, useId } from 'react';
import { SlideInPanel } from '../../../components/SlideInPanel';
import { LinkButton, linkClassName } from '../../../components/TextLink';
import type { GuideSeat } from './guideSeat';
import { StanceTable } from './StanceTable';
import type { VoterGuidePanel } from './VoterGuide';
import * as styles from './VoterGuide.css';

/** Above the seat's heading when it is one of the signed-in voter's own seats. */
export const OWN_SEAT_LINES = {
  REPRESENTATIVE: 'Your representative',
  SENATOR: 'Your senator',
  /** The voter's own district, vacant: no one represents them now. */
  VACANT: 'Your district',
} as const;

/** The chosen seat: its legislator (or Vacant Seat), the election line, the reminder and the stance table. */
export function SeatDetails({
  seat,
  ownSeat,
  headingRef,
  voter,
  now,
  petitions,
  site: siteData,
  defaultPanel,
}: {
  seat: GuideSeat;
  /** Whether the seat is the voter's own (their representative's or one of their senators'). */
  ownSeat?: OwnSeatKind | null;
  /** The seat's heading, which "See who represents you." focuses after a choice. */
  headingRef?: Ref<HTMLHeadingElement>;
  voter: MatchedVoter | null;
  now: Date;
  petitions: readonly Petition[];
  site: typeof site;
  defaultPanel: VoterGuidePanel | null;
}) {
  const headingId = useId();
  const reminder = (
    <p>
      Stances of other candidates for this seat will appear here as the election nears.{' '}
      <SlideInPanel
        title="Election reminder"
        defaultOpen={defaultPanel === 'ELECTION_REMINDER'}
        trigger={<LinkButton>Get an election reminder</LinkButton>}
      >
        <ElectionReminder seat={seat} site={siteData} now={now} />
      </SlideInPanel>
    </p>
  );
  if (seat.kind === 'VACANT') {
    return (
      <section className={styles.seat} aria-labelledby={headingId} aria-live="polite">
        {ownSeat ? <p className={styles.ownSeat}>{OWN_SEAT_LINES.VACANT}</p> : null}
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.seatName}>
          {VACANT_SEAT_LABEL}
        </h2>
        <p className={styles.muted}>{seat.seatLabel}</p>
        <p>{vacantSeatMessage(seat.chamber, seat.specialElection, now, seat.memberElect)}</p>
        {reminder}
      </section>
    );
  }
  const { legislator, nextElection } = seat;
  const threshold = siteData.electionYearThreshold;
  return (
    <section className={styles.seat} aria-labelledby={headingId}>
      <div aria-live="polite">
        {ownSeat ? <p className={styles.ownSeat}>{OWN_SEAT_LINES[ownSeat]}</p> : null}
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.seatName}>
          {legislator.fullName}
        </h2>
        <p className={styles.muted}>
          {seat.seatLabel}
          {nextElection ? (
            <>
              {', '}
              <span className={styles.electionFull}>
                {electionLineText(electionLine(nextElection, now, threshold), 'full')}
              </span>
              <span className={styles.electionCompact}>
                {electionLineText(electionLine(nextElection, now, threshold), 'compact')}
              </span>
            </>
          ) : null}
        </p>
        {seat.memberElect ? <p>{memberElectMessage(seat.memberElect)}</p> : null}
      </div>
      {reminder}
      <StanceTable
        chamber={seat.chamber}
        legislatorId={legislator.id}
        legislatorName={legislator.fullName}
        seatLabel={seat.seatLabel}
        voter={voter}
        petitions={petitions}
        defaultStanceKeyOpen={defaultPanel === 'STANCE_KEY'}
      />
    </section>
  );
}

/**
 * "up for re-election: primary March 7, 2028 · general November 7, 2028"; compact (under 425 px):
 * "primary Mar 7, 2028 · general Nov 7, 2028", "general Nov 3, 2026", "re-election: 2030".
 */
function electionLineText(line: ElectionLine, variant: 'full' | 'compact'): string {
  const date = (iso: string) => (variant === 'full' ? formatLongDate(iso) : formatShortDate(iso));
  switch (line.kind) {
    case 'YEAR':
      return variant === 'full' ? `up for re-election in ${line.year}` : `re-election: ${line.year}`;
    case 'PRIMARY_AND_GENERAL': {
      const dates = `primary ${date(line.primary)} · general ${date(line.general)}`;
      return variant === 'full' ? `up for re-election: ${dates}` : dates;
    }
    case 'GENERAL':
      return variant === 'full'
        ? `up for re-election: general ${date(line.general)}`
        : `general ${date(line.general)}`;
    default:
      return line satisfies never;
  }
}

const formatShortDate = localeFormats('en').shortDate;

/** " the primary on March 7, 2028 and the general election on November 7, 2028". */
function electionWhen(election: ElectionDates, now: Date): string {
  return nextElectionDate([election.primary], now)
    ? ` the primary on ${formatLongDate(election.primary)} and the general election on ${formatLongDate(election.general)}`
    : ` the general election on ${formatLongDate(election.general)}`;
}

function ElectionReminder({ seat, site: siteData, now }: { seat: GuideSeat; site: typeof site; now: Date }) {
  const { contact } = siteData;
  const when =
    seat.kind === 'VACANT'
      ? !seat.specialElection
        ? ' the special election'
        : // A held special election is behind us: the reminder is for the next one.
          nextElectionDate([seat.specialElection], now)
          ? ` the special election on ${formatLongDate(seat.specialElection)}`
          : ' the next election'
      : seat.nextElection
        ? electionWhen(seat.nextElection, now)
        : ' the next election';
  return (
    <>
      <p>
        We can remind you before{when} for {seat.seatLabel}, and tell you when other candidates' stances are
        compiled.
      </p>
      <p>
        Text or call{' '}
        <a className={linkClassName} href={`tel:${contact.helpPhoneE164}`}>
          {contact.helpPhone}
        </a>
        , or e-mail{' '}
        <a
          className={linkClassName}
          href={`mailto:${contact.email}?subject=${encodeURIComponent(`Election reminder ${seat.seatLabel}`)}`}
        >
          {contact.email}
        </a>
        , and name the seat ({seat.seatLabel}).
      </p>
    </>
  );
}
