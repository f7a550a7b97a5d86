// /legislators/<address>/report: a one-page report for a member's office, to print or save as
// PDF: for each petition, the member's recorded stance beside the verified voters of their
// constituency, dated, with how voters are verified and where the open data is
// (docs/product/screens.md#office-report).
import { Trans, useLingui } from '@lingui/react/macro';
import { legislatorReportPath, resultsPath } from '@rv/api/contract';
import {
  memberAddress,
  type Petition,
  petitionsForState,
  site,
  stanceOf,
  type VoterListDatesFound,
  voterListAsOf,
} from '@rv/catalogue';
import { calendarDateOf, isoDateOf, STATES } from '@rv/domain';
import { Button } from '../../components/Button';
import { PageLayout } from '../../components/PageLayout';
import { TextLink } from '../../components/TextLink';
import { useFormats } from '../../i18n';
import { LEGISLATOR_STANCE_LABEL_MESSAGES } from '../../i18n/vocabulary';
import { FEWER_THAN } from '../Results/Counts';
import { FetchError, Fetching, type ResultsFetch } from '../Results/FetchStatus';
import { useSeatLabel } from '../VoterGuide/VoterGuide/seatWords';
import { AgreementSentence, type ConstituencyVoices } from './ConstituencyCounts';
import { memberAgreement, useCountsWithShares } from './constituencyFigures';
import * as styles from './Legislators.css';
import type { SeatRow } from './model';

// Letter (216 × 279 mm) and A4 (210 × 297 mm) both take a 180 mm column with these margins.
const PAGE_STYLE = '@page { margin: 15mm; }';

export function OfficeReport({
  row,
  petitions,
  voices,
  onRetry,
  origin,
  voterListDates = null,
  now = new Date(),
}: {
  row: SeatRow;
  petitions: readonly Petition[];
  voices: ResultsFetch<ConstituencyVoices>;
  onRetry: () => void;
  /** The site's address, printed in full before each link (the paper has no links). */
  origin: string;
  /** The voter lists' dates the database has (null until read: the content's date stands). */
  voterListDates?: VoterListDatesFound | null;
  now?: Date;
}) {
  const { i18n } = useLingui();
  const { longDate } = useFormats();
  const figures = useCountsWithShares();
  const seatLabel = useSeatLabel()(row.seat.name);
  const legislator = row.legislator;
  const stateName = STATES[row.state].name;
  const constituency = row.district === null ? stateName : seatLabel;
  const prepared = longDate(isoDateOf(calendarDateOf(now)));
  const listIso = voterListAsOf(row.state, voterListDates);
  const listDate = listIso ? longDate(listIso) : null;
  const product = site.productName;
  const name = legislator?.fullName ?? '';
  const online = `${origin}${row.path}`;
  // A member's own report (docs/decisions/0085-member-reports-as-open-data.md); a vacant seat has none.
  const memberData = legislator
    ? `${origin}${legislatorReportPath(memberAddress(legislator.id), 'csv')}`
    : null;
  const k = FEWER_THAN;
  return (
    <PageLayout>
      <style>{PAGE_STYLE}</style>
      <article className={styles.report}>
        <p className={styles.noPrint}>
          <TextLink to={row.path}>
            <Trans>Back to the member's page</Trans>
          </TextLink>
        </p>
        <h1 className={styles.title}>
          {legislator ? (
            <Trans>
              Verified voters of {constituency}: a report for the office of {name}
            </Trans>
          ) : (
            <Trans>Verified voters of {constituency}</Trans>
          )}
        </h1>
        <p className={styles.muted}>
          <Trans>
            Prepared on {prepared} by {product}.
          </Trans>
        </p>
        <div className={styles.noPrint}>
          <Button onClick={() => window.print()}>
            <Trans>Print or save as PDF</Trans>
          </Button>
        </div>
        {voices.status === 'LOADING' ? <Fetching /> : null}
        {voices.status === 'ERROR' ? <FetchError onRetry={onRetry} /> : null}
        {voices.status === 'READY'
          ? petitionsForState(petitions, row.state).map((petition) => {
              const voice = voices.data[petition.url] ?? null;
              const count = voice && !voice.otherMap ? voice.count : null;
              const { YES, NO } = count ?? { YES: null, NO: null };
              const recorded = legislator ? stanceOf(petition, legislator.id) : undefined;
              const stance = recorded ? i18n._(LEGISLATOR_STANCE_LABEL_MESSAGES[recorded.stance]) : null;
              const counted = voice ? longDate(voice.asOf.slice(0, 10)) : '';
              const { YES: support, NO: oppose } = figures({ YES, NO });
              const openData = `${origin}${resultsPath(petition.url, 'csv')}`;
              const agreement = count && recorded ? memberAgreement(recorded.stance, count) : null;
              return (
                <section key={petition.url} className={styles.reportPetition} aria-label={petition.uiTitle}>
                  <h2 className={styles.petitionTitle}>{petition.uiTitle}</h2>
                  {legislator && stance ? (
                    <p>
                      <Trans>
                        Recorded stance of {name}: {stance}.
                      </Trans>
                    </p>
                  ) : null}
                  {voice?.otherMap ? (
                    <p>
                      <Trans>
                        The voter list is on a new district map, so it does not say which of its voters live
                        in {constituency}.
                      </Trans>
                    </p>
                  ) : count && (YES !== 0 || NO !== 0) ? (
                    <p>
                      <Trans>
                        Verified voters of {constituency}: Support {support}, Oppose {oppose}. Counted{' '}
                        {counted}.
                      </Trans>
                    </p>
                  ) : (
                    <p>
                      <Trans>
                        No verified voter of {constituency} has taken a stance on this petition yet.
                      </Trans>
                    </p>
                  )}
                  {agreement ? (
                    <p>
                      <AgreementSentence agreement={agreement} name={name} />
                    </p>
                  ) : null}
                  <p className={styles.small}>
                    <Trans>Open data: {openData}</Trans>
                  </p>
                </section>
              );
            })
          : null}
        <section className={styles.reportPetition} aria-labelledby="report-method">
          <h2 id="report-method" className={styles.petitionTitle}>
            <Trans>How these voters are verified</Trans>
          </h2>
          <p>
            {listDate ? (
              <Trans>
                Each voter signed in with a phone number or e-mail address and was matched to their own record
                in {stateName}'s voter list as of {listDate}; only active registered voters count, once each
                per petition, in the district their record gives.
              </Trans>
            ) : (
              <Trans>
                Each voter signed in with a phone number or e-mail address and was matched to their own record
                in {stateName}'s voter list; only active registered voters count, once each per petition, in
                the district their record gives.
              </Trans>
            )}{' '}
            <Trans>
              They are voters who chose to take a stance, not a poll. A count under {k} is shown as “fewer
              than {k}” so that no voter's stance can be singled out. No voter's name or contact is in this
              report.
            </Trans>
          </p>
          <p className={styles.small}>
            <Trans>Online, with every petition's text: {online}</Trans>
          </p>
          {memberData ? (
            <p className={styles.small}>
              <Trans>This report's figures, with each day's counts, as open data: {memberData}</Trans>
            </p>
          ) : null}
        </section>
      </article>
    </PageLayout>
  );
}
