// /legislators/<address>: one member of Congress (or a vacant seat): who they are, how to reach
// their office, and for each petition their recorded stance beside the verified voters of their
// constituency (the district for a representative, the state for a senator).
// docs/product/screens.md#legislators.
import { Trans, useLingui } from '@lingui/react/macro';
import {
  legislatorsSource,
  type Petition,
  petitionsForState,
  stanceOf,
  statementRequestOf,
} from '@rv/catalogue';
import { nextElectionDate, STATES, seatVacancy } from '@rv/domain';
import type { ReactNode } from 'react';
import { LegislatorDetail } from '../../components/LegislatorDetail';
import { PageLayout } from '../../components/PageLayout';
import { ExternalLink, TextLink } from '../../components/TextLink';
import { useFormats } from '../../i18n';
import { FetchError, Fetching, type ResultsFetch } from '../Results/FetchStatus';
import { MemberElectText, VacantSeatText } from '../Results/VacantSeatText';
import { SENATE_SEAT_NAMES, usePartyName, useSeatLabel } from '../VoterGuide/VoterGuide/seatWords';
import { type ConstituencyCount, ConstituencyCounts, type ConstituencyVoices } from './ConstituencyCounts';
import * as styles from './Legislators.css';
import type { SeatRow } from './model';

export function LegislatorPage({
  row,
  petitions,
  voices,
  onRetry,
  now = new Date(),
}: {
  row: SeatRow;
  petitions: readonly Petition[];
  /** The public results, read in the browser (the page itself is prerendered without them). */
  voices: ResultsFetch<ConstituencyVoices>;
  onRetry: () => void;
  now?: Date;
}) {
  const { t } = useLingui();
  const seatLabel = useSeatLabel()(row.seat.name);
  const stateName = STATES[row.state].name;
  const shown = petitionsForState(petitions, row.state);
  const whatIsShown =
    row.legislator === null
      ? t`For each petition: how the verified registered voters of ${seatLabel} who took a stance on it stand.`
      : row.district === null
        ? t`For each petition: the senator's recorded stance, and how the verified registered voters of ${stateName} who took a stance on it stand.`
        : t`For each petition: the representative's recorded stance, and how the verified registered voters of ${seatLabel} who took a stance on it stand.`;
  return (
    <PageLayout>
      <div className={styles.stack}>
        <p>
          <TextLink to="/legislators">
            <Trans>All members of Congress</Trans>
          </TextLink>
        </p>
        {row.legislator ? <MemberFacts row={row} now={now} /> : <VacantFacts row={row} now={now} />}
        <h2 className={styles.petitionTitle}>
          <Trans>Petitions</Trans>
        </h2>
        <p>
          <TextLink to={`${row.path}/report`}>
            <Trans>A one-page report for the office, to print or save as PDF</Trans>
          </TextLink>
        </p>
        {/* One string, so the paragraph is the one text node the prerendered HTML has. */}
        <p>{`${whatIsShown} ${t`They are voters who chose to take a stance, not a poll.`}`}</p>
        {voices.status === 'LOADING' ? <Fetching /> : null}
        {voices.status === 'ERROR' ? <FetchError onRetry={onRetry} /> : null}
        {shown.map((petition) => (
          <PetitionSection
            key={petition.url}
            row={row}
            seatLabel={seatLabel}
            petition={petition}
            voice={voices.status === 'READY' ? (voices.data[petition.url] ?? null) : undefined}
            now={now}
          />
        ))}
      </div>
    </PageLayout>
  );
}

function MemberFacts({ row, now }: { row: SeatRow; now: Date }) {
  const { i18n } = useLingui();
  const { longDate } = useFormats();
  const partyName = usePartyName();
  const seatLabel = useSeatLabel()(row.seat.name);
  const legislator = row.legislator;
  if (!legislator || row.seat.kind !== 'LEGISLATOR') return null;
  const stateName = STATES[row.state].name;
  const { nextElection, memberElect } = row.seat;
  const primaryAhead = nextElection ? nextElectionDate([nextElection.primary], now) !== null : false;
  const source = legislatorsSource;
  const sourceDate = longDate(source.asOf);
  const seat =
    'senateSeat' in row.seat.name
      ? `${i18n._(SENATE_SEAT_NAMES[row.seat.name.senateSeat])}, ${stateName}`
      : seatLabel;
  return (
    <>
      <div>
        <h1 className={styles.title}>{legislator.fullName}</h1>
        <p className={styles.muted}>
          {partyName(legislator)}, {seat}
        </p>
      </div>
      {memberElect ? (
        <p>
          <MemberElectText memberElect={memberElect} />
        </p>
      ) : null}
      <dl className={styles.facts}>
        {legislator.inOfficeSince ? (
          <Fact term={<Trans>In office since</Trans>}>{longDate(legislator.inOfficeSince)}</Fact>
        ) : null}
        {nextElection && primaryAhead ? (
          <Fact term={<Trans>Next primary</Trans>}>{longDate(nextElection.primary)}</Fact>
        ) : null}
        {nextElection ? (
          <Fact term={<Trans>Next general election</Trans>}>{longDate(nextElection.general)}</Fact>
        ) : null}
        {legislator.website ? (
          <Fact term={<Trans>Official website</Trans>}>
            <ExternalLink href={legislator.website}>{new URL(legislator.website).hostname}</ExternalLink>
          </Fact>
        ) : null}
        {legislator.phone ? (
          <Fact term={<Trans>Washington office phone</Trans>}>
            <a href={`tel:+1-${legislator.phone}`}>{legislator.phone}</a>
          </Fact>
        ) : null}
        {legislator.contactForm ? (
          <Fact term={<Trans>Contact form</Trans>}>
            <ExternalLink href={legislator.contactForm}>
              <Trans>Write to the office</Trans>
            </ExternalLink>
          </Fact>
        ) : null}
      </dl>
      <p className={styles.small}>
        {source.url ? (
          <Trans>
            Source: <ExternalLink href={source.url}>{source.name}</ExternalLink>, as of {sourceDate}.
          </Trans>
        ) : (
          <Trans>
            Source: {source.name}, as of {sourceDate}.
          </Trans>
        )}
      </p>
    </>
  );
}

/** One fact of the member: its name, then its value. */
function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function VacantFacts({ row, now }: { row: SeatRow; now: Date }) {
  const seatLabel = useSeatLabel()(row.seat.name);
  if (row.seat.kind !== 'VACANT') return null;
  return (
    <div>
      <h1 className={styles.title}>
        <Trans comment="seat: a House district such as CA-14">{seatLabel}: Vacant Seat</Trans>
      </h1>
      <p>
        <VacantSeatText
          chamber={row.chamber}
          vacancy={seatVacancy(row.seat, now)}
          memberElect={row.seat.memberElect}
        />
      </p>
    </div>
  );
}

function PetitionSection({
  row,
  seatLabel,
  petition,
  voice,
  now,
}: {
  row: SeatRow;
  seatLabel: string;
  petition: Petition;
  /** undefined while the counts are read (or failed); null when there are none. */
  voice: ConstituencyCount | null | undefined;
  now: Date;
}) {
  const title = petition.uiTitle;
  const stateName = STATES[row.state].name;
  return (
    <section className={styles.petition} aria-label={title}>
      <h3 className={styles.petitionTitle}>
        <TextLink to={`/petitions/${petition.url}`}>{title}</TextLink>
      </h3>
      {row.legislator ? (
        <LegislatorDetail
          legislatorId={row.legislator.id}
          petition={petition}
          seatLabel={row.district === null ? `${seatLabel}, ${stateName}` : seatLabel}
          onMemberPage
        />
      ) : null}
      {voice !== undefined ? (
        <ConstituencyCounts
          constituency={row.district === null ? stateName : seatLabel}
          voice={voice}
          resultsPath={resultsPath(petition, row)}
          member={
            row.legislator
              ? {
                  name: row.legislator.fullName,
                  stance: stanceOf(petition, row.legislator.id)?.stance ?? 'NOT_RESEARCHED',
                  request: statementRequestOf(petition.url, row.legislator.id),
                }
              : null
          }
          constituencyKind={row.district === null ? 'STATE' : 'DISTRICT'}
          now={now}
        />
      ) : null}
    </section>
  );
}

/** The petition's results where this seat's count is: its state's districts for a representative. */
function resultsPath(petition: Petition, row: SeatRow): string {
  const base = `/petitions/${petition.url}/stances`;
  return row.district !== null && petition.jurisdiction.level === 'NATIONAL' ? `${base}/${row.state}` : base;
}
