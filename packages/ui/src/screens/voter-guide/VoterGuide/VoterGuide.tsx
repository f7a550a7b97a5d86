import { petitions as allPetitions, explainStance, type Petition, site, stanceOf } from '@rv/catalogue';
import {
  abbreviatedName,
  CHAMBER_ABBREVIATIONS,
  CHAMBER_OFFICE_LABELS,
  CHAMBER_TITLES,
  CHAMBERS,
  type Chamber,
  EMPTY_GUIDE_SELECTION,
  electionLine,
  formatLongDate,
  type GuideSelection,
  guideReducer,
  guideSeatOptions,
  guideStage,
  LEGISLATOR_STANCE_ABBREVIATIONS,
  LEGISLATOR_STANCE_LABELS,
  LEGISLATOR_STANCES,
  type MatchedVoter,
  ownStance,
  STATE_CODES,
  STATES,
  type StateCode,
  VACANT_SEAT_LABEL,
  VOTER_STANCE_AS_LEGISLATOR_STANCE,
  vacantSeatMessage,
  voterStanceAbbreviation,
} from '@rv/domain';
import { type ReactNode, useId, useReducer, useState } from 'react';
import { InfoButton } from '../../../components/InfoButton';
import { PageLayout } from '../../../components/PageLayout';
import { RichText } from '../../../components/RichText';
import { SlideInPanel } from '../../../components/SlideInPanel';
import { ExternalLink, LinkButton, linkClassName, TextLink } from '../../../components/TextLink';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { useEmbedded } from '../../sign-in/StateGallery';
import { type GuideSeat, guideSeat, yourRepresentatives } from './guideSeat';
import * as styles from './VoterGuide.css';

export const VOTER_GUIDE_TITLE = 'Voter Guide';
export const SEE_WHO_REPRESENTS_YOU = 'See who represents you.';
/** The value of each picker's SELECT option. */
const SELECT = '';

/** The guide's slide-in panels (spec section 2: yourReps, stancesHeader, electionReminder). */
export const VOTER_GUIDE_PANELS = ['YOUR_REPS', 'STANCE_KEY', 'ELECTION_REMINDER'] as const;
export type VoterGuidePanel = (typeof VOTER_GUIDE_PANELS)[number];

type VoterGuideProps = {
  /** The signed-in voter's selected record; null when signed out. */
  voter: MatchedVoter | null;
  /** Today, for the election line (stories pin it). */
  now?: Date;
  /** The pickers' starting values (stories; the app may restore them). */
  defaultSelection?: GuideSelection;
  /** A panel that starts open (stories). */
  defaultPanel?: VoterGuidePanel | null;
  petitions?: readonly Petition[];
  site?: typeof site;
};

/** /voter-guide: compare your petition stances with a legislator's (spec section 2, Voter Guide). */
export function VoterGuide({
  voter,
  now: nowProp,
  defaultSelection = EMPTY_GUIDE_SELECTION,
  defaultPanel = null,
  petitions = allPetitions,
  site: siteData = site,
}: VoterGuideProps) {
  const now = nowProp ?? new Date();
  const [selection, dispatch] = useReducer(guideReducer, defaultSelection);
  const stage = guideStage(selection);
  const seat = guideSeat(selection, now);
  const embedded = useEmbedded();
  const ids = useId();

  return (
    <PageLayout kind="page" wide as={embedded ? 'div' : 'main'}>
      <div className={styles.stack}>
        <h1 className={styles.title}>{VOTER_GUIDE_TITLE}</h1>
        <p>See where a senator or representative stands on each petition, next to your own stance.</p>
        {voter ? (
          <YourRepresentativesPanel
            voter={voter}
            now={now}
            site={siteData}
            defaultOpen={defaultPanel === 'YOUR_REPS'}
          />
        ) : (
          <p className={styles.signInNote}>
            <TextLink to="/signin">Sign in</TextLink> to voice your opinion on the petitions and see your own
            stances here.
          </p>
        )}

        <div className={styles.pickers}>
          <Picker
            id={`${ids}-state`}
            label="State"
            value={selection.state ?? SELECT}
            options={STATE_CODES.map((code) => ({ value: code, label: STATES[code].name }))}
            onChange={(value) => dispatch({ type: 'state', state: (value || null) as StateCode | null })}
          />
          <Picker
            id={`${ids}-office`}
            label="Office"
            value={selection.chamber ?? SELECT}
            options={CHAMBERS.map((chamber) => ({ value: chamber, label: CHAMBER_OFFICE_LABELS[chamber] }))}
            onChange={(value) => dispatch({ type: 'chamber', chamber: (value || null) as Chamber | null })}
          />
          {stage !== 'NOTHING_SELECTED' && selection.state && selection.chamber ? (
            <Picker
              id={`${ids}-seat`}
              label="Seat"
              value={selection.seat ?? SELECT}
              options={guideSeatOptions(
                selection.state,
                selection.chamber,
                siteData.states[selection.state].congressionalDistricts,
              )}
              onChange={(value) => dispatch({ type: 'seat', seat: value || null })}
            />
          ) : null}
        </div>

        {seat ? (
          <SeatDetails
            seat={seat}
            voter={voter}
            now={now}
            petitions={petitions}
            site={siteData}
            defaultPanel={defaultPanel}
          />
        ) : (
          <p className={styles.muted} aria-live="polite">
            {stage === 'NOTHING_SELECTED' ? 'Choose a state and an office.' : 'Choose a seat.'}
          </p>
        )}
      </div>
    </PageLayout>
  );
}

function Picker({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value={SELECT}>SELECT</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function SeatDetails({
  seat,
  voter,
  now,
  petitions,
  site: siteData,
  defaultPanel,
}: {
  seat: GuideSeat;
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
        <ElectionReminder seat={seat} site={siteData} />
      </SlideInPanel>
    </p>
  );
  if (seat.kind === 'VACANT') {
    return (
      <section className={styles.seat} aria-labelledby={headingId} aria-live="polite">
        <h2 id={headingId} className={styles.seatName}>
          {VACANT_SEAT_LABEL}
        </h2>
        <p className={styles.muted}>{seat.seatLabel}</p>
        <p>{vacantSeatMessage(seat.chamber, seat.specialElection)}</p>
        {reminder}
      </section>
    );
  }
  const { legislator, nextElection } = seat;
  const threshold = siteData.electionYearThreshold;
  return (
    <section className={styles.seat} aria-labelledby={headingId}>
      <div aria-live="polite">
        <h2 id={headingId} className={styles.seatName}>
          {legislator.fullName}
        </h2>
        <p className={styles.muted}>
          {seat.seatLabel}
          {nextElection ? (
            <>
              {', '}
              <span className={styles.electionFull}>
                {electionLine(nextElection, now, threshold, 'full')}
              </span>
              <span className={styles.electionCompact}>
                {electionLine(nextElection, now, threshold, 'compact')}
              </span>
            </>
          ) : null}
        </p>
      </div>
      {reminder}
      <StanceTable
        chamber={seat.chamber}
        legislatorId={legislator.id}
        legislatorName={legislator.fullName}
        voter={voter}
        petitions={petitions}
        defaultStanceKeyOpen={defaultPanel === 'STANCE_KEY'}
      />
    </section>
  );
}

function ElectionReminder({ seat, site: siteData }: { seat: GuideSeat; site: typeof site }) {
  const { contact } = siteData;
  const when =
    seat.kind === 'VACANT'
      ? seat.specialElection
        ? ` the special election on ${formatLongDate(seat.specialElection)}`
        : ' the special election'
      : seat.nextElection
        ? ` the election on ${formatLongDate(seat.nextElection)}`
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

function StanceTable({
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
    <table className={styles.table}>
      <caption className={styles.caption}>Stances of {legislatorName} and you on each petition</caption>
      <thead>
        <tr>
          <th scope="col">Petition</th>
          <th scope="col" className={styles.stanceColumn}>
            <span className={styles.headerWithIcon}>
              {CHAMBER_ABBREVIATIONS[chamber]}
              <StanceKey defaultOpen={defaultStanceKeyOpen} />
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
                <Abbreviated
                  short={LEGISLATOR_STANCE_ABBREVIATIONS[stance]}
                  long={LEGISLATOR_STANCE_LABELS[stance]}
                />
              </td>
              <td className={styles.stanceColumn}>
                <Abbreviated
                  short={voterStanceAbbreviation(own)}
                  long={own ? LEGISLATOR_STANCE_LABELS[VOTER_STANCE_AS_LEGISLATOR_STANCE[own]] : 'No stance'}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** "Sup." on screen, "Support" for screen readers. */
function Abbreviated({ short, long }: { short: string; long: string }) {
  return (
    <>
      <span aria-hidden="true">{short}</span>
      <VisuallyHidden>{long}</VisuallyHidden>
    </>
  );
}

function StanceKey({ defaultOpen }: { defaultOpen: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <InfoButton label="Stance key" title="Stance key" open={open} onOpenChange={setOpen}>
      <StanceKeyBody />
    </InfoButton>
  );
}

function StanceKeyBody(): ReactNode {
  return (
    <>
      <dl className={styles.key}>
        {LEGISLATOR_STANCES.map((value) => (
          <div key={value} className={styles.keyRow}>
            <dt className={styles.keyShort}>{LEGISLATOR_STANCE_ABBREVIATIONS[value]}</dt>
            <dd>{LEGISLATOR_STANCE_LABELS[value]}</dd>
          </div>
        ))}
      </dl>
      <p>The "You" column shows your own stance: Sup. or Opp., or - when you have not voiced one.</p>
    </>
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

function YourRepresentativesPanel({
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
