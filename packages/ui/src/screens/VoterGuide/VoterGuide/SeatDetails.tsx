import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { memberPagePath, type Petition, type site } from '@rv/catalogue';
import {
  type ElectionLine,
  electionLine,
  type Gender,
  type MatchedVoter,
  nextElectionDate,
  type OwnSeatKind,
  seatVacancy,
} from '@rv/domain';
import { type Ref, useId } from 'react';
import { SlideInPanel } from '../../../components/SlideInPanel';
import { LinkButton, linkClassName, TextLink } from '../../../components/TextLink';
import { useFormats } from '../../../i18n';
import { MemberElectText, VacantSeatText } from '../../Results/VacantSeatText';
import type { GuideSeat } from './guideSeat';
import { StanceTable } from './StanceTable';
import { useSeatLabel } from './seatWords';
import type { VoterGuidePanel } from './VoterGuide';
import * as styles from './VoterGuide.css';

/** The line above the seat's heading when it is one of the signed-in voter's own seats; Spanish words a senator by gender ("Su senadora"). */
const OWN_SEAT_MESSAGES: Readonly<Record<OwnSeatKind, Readonly<Record<Gender, MessageDescriptor>>>> = {
  REPRESENTATIVE: {
    MALE: msg({ message: 'Your representative', context: 'a man' }),
    FEMALE: msg({ message: 'Your representative', context: 'a woman' }),
  },
  SENATOR: {
    MALE: msg({ message: 'Your senator', context: 'a man' }),
    FEMALE: msg({ message: 'Your senator', context: 'a woman' }),
  },
};

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
  const { t, i18n } = useLingui();
  const seatLabel = useSeatLabel()(seat.name);
  const reminder = (
    <p>
      <Trans>Stances of other candidates for this seat will appear here as the election nears.</Trans>{' '}
      <SlideInPanel
        title={t`Election reminder`}
        defaultOpen={defaultPanel === 'ELECTION_REMINDER'}
        trigger={
          <LinkButton>
            <Trans>Get an election reminder</Trans>
          </LinkButton>
        }
      >
        <ElectionReminder seat={seat} seatLabel={seatLabel} site={siteData} now={now} />
      </SlideInPanel>
    </p>
  );
  if (seat.kind === 'VACANT') {
    return (
      <section className={styles.seat} aria-labelledby={headingId} aria-live="polite">
        {ownSeat ? (
          <p className={styles.ownSeat}>
            <Trans comment="the signed-in voter's own congressional district">Your district</Trans>
          </p>
        ) : null}
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.seatName}>
          <Trans comment="a seat in Congress with no one in it">Vacant Seat</Trans>
        </h2>
        <p className={styles.muted}>{seatLabel}</p>
        <p>
          <VacantSeatText
            chamber={seat.chamber}
            vacancy={seatVacancy(seat, now)}
            memberElect={seat.memberElect}
          />
        </p>
        {reminder}
      </section>
    );
  }
  const { legislator, nextElection, memberElect } = seat;
  const threshold = siteData.electionYearThreshold;
  const line = nextElection ? electionLine(nextElection, now, threshold) : null;
  return (
    <section className={styles.seat} aria-labelledby={headingId}>
      <div aria-live="polite">
        {ownSeat ? (
          <p className={styles.ownSeat}>{i18n._(OWN_SEAT_MESSAGES[ownSeat][legislator.gender])}</p>
        ) : null}
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.seatName}>
          <TextLink to={memberPagePath(legislator.id)}>{legislator.fullName}</TextLink>
        </h2>
        <p className={styles.muted}>
          {seatLabel}
          {line ? (
            <>
              {', '}
              <span className={styles.electionFull}>
                <ElectionLineText line={line} variant="full" />
              </span>
              <span className={styles.electionCompact}>
                <ElectionLineText line={line} variant="compact" />
              </span>
            </>
          ) : null}
        </p>
        {memberElect ? (
          <p>
            <MemberElectText memberElect={memberElect} />
          </p>
        ) : null}
      </div>
      {reminder}
      <StanceTable
        chamber={seat.chamber}
        legislatorId={legislator.id}
        legislatorName={legislator.fullName}
        seatLabel={seatLabel}
        voter={voter}
        petitions={petitions}
        defaultStanceKeyOpen={defaultPanel === 'STANCE_KEY'}
      />
    </section>
  );
}

/**
 * The seat's next election after its name (docs/product/rules.md#elections): "up for
 * re-election: primary March 7, 2028 · general November 7, 2028"; compact, under 425 px: "primary
 * Mar 7, 2028 · general Nov 7, 2028", "general Nov 3, 2026", "re-election: 2030".
 */
function ElectionLineText({ line, variant }: { line: ElectionLine; variant: 'full' | 'compact' }) {
  const formats = useFormats();
  const date = variant === 'full' ? formats.longDate : formats.shortDate;
  switch (line.kind) {
    case 'YEAR': {
      // The year as written, never grouped ("2,030").
      const year = String(line.year);
      return variant === 'full' ? (
        <Trans>up for re-election in {year}</Trans>
      ) : (
        <Trans>re-election: {year}</Trans>
      );
    }
    case 'PRIMARY_AND_GENERAL': {
      const primary = date(line.primary);
      const general = date(line.general);
      return variant === 'full' ? (
        <Trans>
          up for re-election: primary {primary} · general {general}
        </Trans>
      ) : (
        <Trans>
          primary {primary} · general {general}
        </Trans>
      );
    }
    case 'GENERAL': {
      const general = date(line.general);
      return variant === 'full' ? (
        <Trans>up for re-election: general {general}</Trans>
      ) : (
        <Trans>general {general}</Trans>
      );
    }
    default:
      return line satisfies never;
  }
}

/** What the reminder is before: "the special election on August 18, 2026", "the next election"… */
function ReminderOffer({ seat, seatLabel, now }: { seat: GuideSeat; seatLabel: string; now: Date }) {
  const { longDate } = useFormats();
  const seatName = seatLabel;
  if (seat.kind === 'VACANT') {
    const vacancy = seatVacancy(seat, now);
    if (vacancy.kind === 'UNSCHEDULED') {
      return (
        <Trans>
          We can remind you before the special election for {seatName}, and tell you when other candidates'
          stances are compiled.
        </Trans>
      );
    }
    if (vacancy.kind === 'SCHEDULED') {
      const date = longDate(vacancy.date);
      return (
        <Trans>
          We can remind you before the special election on {date} for {seatName}, and tell you when other
          candidates' stances are compiled.
        </Trans>
      );
    }
    // A held special election is behind us: the reminder is for the next one.
  } else if (seat.nextElection) {
    const general = longDate(seat.nextElection.general);
    if (nextElectionDate([seat.nextElection.primary], now)) {
      const primary = longDate(seat.nextElection.primary);
      return (
        <Trans>
          We can remind you before the primary on {primary} and the general election on {general} for{' '}
          {seatName}, and tell you when other candidates' stances are compiled.
        </Trans>
      );
    }
    return (
      <Trans>
        We can remind you before the general election on {general} for {seatName}, and tell you when other
        candidates' stances are compiled.
      </Trans>
    );
  }
  return (
    <Trans>
      We can remind you before the next election for {seatName}, and tell you when other candidates' stances
      are compiled.
    </Trans>
  );
}

function ElectionReminder({
  seat,
  seatLabel,
  site: siteData,
  now,
}: {
  seat: GuideSeat;
  seatLabel: string;
  site: typeof site;
  now: Date;
}) {
  const { t } = useLingui();
  const { contact } = siteData;
  const phone = contact.helpPhone;
  const email = contact.email;
  const subject = t({ message: `Election reminder ${seatLabel}`, comment: 'the subject of an e-mail to us' });
  return (
    <>
      <p>
        <ReminderOffer seat={seat} seatLabel={seatLabel} now={now} />
      </p>
      <p>
        <Trans>
          Text or call{' '}
          <a className={linkClassName} href={`tel:${contact.helpPhoneE164}`}>
            {phone}
          </a>
          , or e-mail{' '}
          <a className={linkClassName} href={`mailto:${email}?subject=${encodeURIComponent(subject)}`}>
            {email}
          </a>
          , and name the seat ({seatLabel}).
        </Trans>
      </p>
    </>
  );
}
