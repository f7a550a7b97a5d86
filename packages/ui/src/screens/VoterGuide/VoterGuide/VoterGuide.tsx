import { Trans, useLingui } from '@lingui/react/macro';
import { petitions as allPetitions, type Petition, site, type VoterListDatesFound } from '@rv/catalogue';
import {
  CHAMBERS,
  type GuideAction,
  type GuideSelection,
  guideReducer,
  guideSeatOptions,
  guideStage,
  houseSeatLabel,
  type MatchedVoter,
  ownSeatKind,
  type SenateSeat,
  STATE_CODES,
  STATES,
  type StateCode,
  shownGuideSelection,
} from '@rv/domain';
import { useRef, useState } from 'react';
import { DistrictPlanNotice } from '../../../components/DistrictPlanNotice';
import { PageLayout } from '../../../components/PageLayout';
import { SelectField } from '../../../components/SelectField';
import { TextLink } from '../../../components/TextLink';
import { guideSeat, knownRegisteredSeats } from './guideSeat';
import { SeatDetails } from './SeatDetails';
import { OFFICE_NAMES, SENATE_SEAT_NAMES } from './seatWords';
import * as styles from './VoterGuide.css';
import { YourRepresentativesPanel } from './YourRepresentatives';

export { SEE_WHO_REPRESENTS_YOU } from './YourRepresentatives';

/** The page's title in English (stories and tests read it); the screen shows it as a message. */
export const VOTER_GUIDE_TITLE = 'Voter Guide';
/** The value of each picker's SELECT option. */
const SELECT = '' as const;

/** The guide's slide-in panels (docs/product/screens.md#voter-guide). */
export const VOTER_GUIDE_PANELS = ['YOUR_REPS', 'STANCE_KEY', 'ELECTION_REMINDER'] as const;
export type VoterGuidePanel = (typeof VOTER_GUIDE_PANELS)[number];

type VoterGuideProps = {
  /** The signed-in voter's selected record; null when signed out. */
  voter: MatchedVoter | null;
  /** Today, for the election line (stories pin it). */
  now?: Date;
  /**
   * The pickers' starting values, as if chosen (stories). Without it the guide opens on the
   * signed-in voter's own district, else on nothing.
   */
  defaultSelection?: GuideSelection;
  /** A panel that starts open (stories). */
  defaultPanel?: VoterGuidePanel | null;
  petitions?: readonly Petition[];
  site?: typeof site;
  /** The voter lists' dates from the database (null while unknown: site.yaml's date stands). */
  voterListDates?: VoterListDatesFound | null;
};

/** /voter-guide: compare your petition stances with a legislator's (docs/product/screens.md#voter-guide). */
export function VoterGuide({
  voter,
  now: nowProp,
  defaultSelection,
  defaultPanel = null,
  petitions = allPetitions,
  site: siteData = site,
  voterListDates = null,
}: VoterGuideProps) {
  const now = nowProp ?? new Date();
  // The visitor's own choice, once made; until then the pickers show the voter's own district
  // (docs/product/session.md#voter-guide-selection). Only the choice is state, so a voter who is
  // restored after the prerendered page has hydrated still gets their own district.
  const [choice, setChoice] = useState<GuideSelection | null>(defaultSelection ?? null);
  // The voter's own House seat only when their district is on the plan of the members in office.
  const known = voter ? knownRegisteredSeats(voter, now) : null;
  const selection = shownGuideSelection(choice, known);
  const dispatch = (action: GuideAction) => setChoice(guideReducer(selection, action));
  const stage = guideStage(selection);
  const seat = guideSeat(selection, now);
  const seatHeading = useRef<HTMLHeadingElement>(null);
  const { t, i18n } = useLingui();
  // The pickers' options, after SELECT (no choice yet).
  const withSelect = <V extends string>(options: readonly { value: V; label: string }[]) => [
    { value: SELECT, label: t({ message: 'SELECT', comment: 'a picker with nothing chosen yet' }) },
    ...options,
  ];

  return (
    <PageLayout kind="page" wide>
      <div className={styles.stack}>
        <h1 className={styles.title}>
          <Trans>Voter Guide</Trans>
        </h1>
        <p>
          <Trans>
            See where a senator or representative stands on each petition, next to your own stance.
          </Trans>
        </p>
        {voter ? (
          <YourRepresentativesPanel
            voter={voter}
            now={now}
            site={siteData}
            defaultOpen={defaultPanel === 'YOUR_REPS'}
            onChoose={setChoice}
            seatHeading={() => seatHeading.current}
            voterListDates={voterListDates}
          />
        ) : (
          <p className={styles.signInNote}>
            <Trans>
              <TextLink to="/signin">Sign in</TextLink> to voice your opinion on the petitions and see your
              own stances here.
            </Trans>
          </p>
        )}

        <div className={styles.pickers}>
          <SelectField
            label={t({ message: 'State', comment: 'a U.S. state' })}
            value={selection.state ?? SELECT}
            options={withSelect(STATE_CODES.map((code) => ({ value: code, label: STATES[code].name })))}
            onChange={(value) => dispatch({ type: 'state', state: value || null })}
          />
          <SelectField
            label={t`Office`}
            value={selection.chamber ?? SELECT}
            options={withSelect(
              CHAMBERS.map((chamber) => ({ value: chamber, label: i18n._(OFFICE_NAMES[chamber]) })),
            )}
            onChange={(value) => dispatch({ type: 'chamber', chamber: value || null })}
          />
          {stage !== 'NOTHING_SELECTED' && selection.state && selection.chamber ? (
            <SelectField
              label={t({ message: 'Seat', comment: 'a seat in Congress' })}
              value={selection.seat ?? SELECT}
              options={withSelect(
                guideSeatOptions(
                  selection.chamber,
                  siteData.states[selection.state].congressionalDistricts,
                ).map((value) => ({
                  value,
                  label:
                    selection.chamber === 'senate'
                      ? i18n._(SENATE_SEAT_NAMES[value as SenateSeat])
                      : houseSeatLabel(selection.state as StateCode, value),
                })),
              )}
              onChange={(value) => dispatch({ type: 'seat', seat: value || null })}
            />
          ) : null}
        </div>

        {seat ? (
          <SeatDetails
            seat={seat}
            ownSeat={ownSeatKind(selection, known)}
            headingRef={seatHeading}
            voter={voter}
            now={now}
            petitions={petitions}
            site={siteData}
            defaultPanel={defaultPanel}
          />
        ) : (
          <p className={styles.muted} aria-live="polite">
            {stage === 'NOTHING_SELECTED' ? (
              <Trans>Choose a state and an office.</Trans>
            ) : (
              <Trans>Choose a seat.</Trans>
            )}
          </p>
        )}
        {/* Opened on the voter's own House seat but their district is on another plan: say why. */}
        {!seat && !choice && voter ? <DistrictPlanNotice voter={voter} now={now} /> : null}
      </div>
    </PageLayout>
  );
}
